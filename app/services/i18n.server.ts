/**
 * Server-side i18n: remix-i18next picks the language from the `lng` cookie (the switch),
 * then Accept-Language, then English. All five languages are bundled on the server, where every
 * page is drawn; the islands carry the few strings they show in the markup they read.
 */
import { createCookie } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import en from '../../locales/en/common.json'
import es from '../../locales/es/common.json'
import lt from '../../locales/lt/common.json'
import pl from '../../locales/pl/common.json'
import ru from '../../locales/ru/common.json'
import { DEFAULT_NS, FALLBACK_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '../i18n'
import { secureCookies } from './cookie-security.server'

export const resources: Record<Language, { common: typeof en }> = {
  en: { common: en },
  es: { common: es },
  lt: { common: lt },
  pl: { common: pl },
  ru: { common: ru },
}

export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
  secure: secureCookies(),
})

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    // A ?lng= query parameter is not an input here: the switch posts and sets the cookie.
    order: ['cookie', 'header'],
  },
  i18next: {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NS,
    resources,
    interpolation: { escapeValue: false },
  },
})

/** The interface language for a language asked (a guest page's content language): itself when the interface has it, else English. */
export const interfaceLanguage = (language: string) => (isLanguage(language) ? language : FALLBACK_LANGUAGE)

/** One fixed `t` per interface language: remix-i18next builds an i18next instance per call. */
const translators = new Map<string, Promise<TFunction>>()

/**
 * A server-side `t` in `language` (else English), for words a loader or an action writes itself
 * (guest pages, device pages, titles a `meta` shows).
 */
export function translatorFor(language: string): Promise<TFunction> {
  const ui = interfaceLanguage(language)
  let t = translators.get(ui)
  if (!t) {
    t = i18n.getFixedT(ui, 'common').catch((error: unknown) => {
      translators.delete(ui)
      throw error
    })
    translators.set(ui, t)
  }
  return t
}
