/**
 * Server-side i18n: remix-i18next picks the language from the `lng` cookie (the switch),
 * then Accept-Language, then English. All five languages are bundled on the server; the
 * browser receives only the one in use, through the root loader.
 */
import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import en from '../../locales/en/common.json'
import es from '../../locales/es/common.json'
import lt from '../../locales/lt/common.json'
import pl from '../../locales/pl/common.json'
import ru from '../../locales/ru/common.json'
import { DEFAULT_NS, FALLBACK_LANGUAGE, MENU_SCREENS, SUPPORTED_LANGUAGES, type Language } from '../i18n'
import { secureCookies } from './cookie-security.server'

export const resources: Record<Language, { common: typeof en }> = {
  en: { common: en },
  es: { common: es },
  lt: { common: lt },
  pl: { common: pl },
  ru: { common: ru },
}

/**
 * Sections of the strings only the menu screens use (more than half of every language). The
 * browser gets them only on those screens; every other page would otherwise carry and hydrate
 * them for nothing (ADR 0006). The guest menu ships no script, so it needs none of them.
 */
const MENU_SECTIONS = ['menu', 'menuItem', 'modifiers', 'menuTranslate', 'menuPrice', 'guestMenu'] as const

type Strings = (typeof resources)[Language]['common']

function withoutMenu(strings: Strings): Partial<Strings> {
  const rest: Partial<Strings> = { ...strings }
  for (const section of MENU_SECTIONS) delete rest[section]
  // The drawer shows the Menu entry's 'Unpublished' badge on every page.
  return { ...rest, menu: { status: { badge: strings.menu.status.badge } } as Strings['menu'] }
}

const lighter = Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, withoutMenu(resources[l].common)])) as Record<Language, Partial<Strings>>

/** The strings the browser of a page at `pathname` gets: all on the menu screens, the rest elsewhere. */
export function clientTranslations(locale: Language, pathname: string): Partial<Strings> {
  return MENU_SCREENS.test(pathname) ? resources[locale].common : lighter[locale]
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
