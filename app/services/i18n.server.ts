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
import {
  BILLING_SCREENS,
  DEFAULT_NS,
  FALLBACK_LANGUAGE,
  MENU_SCREENS,
  ORDERS_SCREENS,
  ORGANIZATION_SCREEN,
  PAYMENTS_SCREENS,
  SUPPORTED_LANGUAGES,
  TEXT_SECTIONS_SCREENS,
  type Language,
} from '../i18n'
import { secureCookies } from './cookie-security.server'

export const resources: Record<Language, { common: typeof en }> = {
  en: { common: en },
  es: { common: es },
  lt: { common: lt },
  pl: { common: pl },
  ru: { common: ru },
}

/**
 * Sections of the strings only some screens use, with those screens (ADR 0006): the menu's are
 * more than half of every language, the orders' and the payments' a few kilobytes more. The browser gets a
 * section only on its screens; every other page would otherwise carry and hydrate it for
 * nothing. The guest menu and the orders device page ship no script, so they need none.
 */
const SCREEN_SECTIONS = [
  { screens: MENU_SCREENS, sections: ['menu', 'menuItem', 'modifiers', 'menuTranslate', 'menuPrice', 'guestMenu'] },
  { screens: ORDERS_SCREENS, sections: ['orders'] },
  { screens: PAYMENTS_SCREENS, sections: ['payments', 'invoices', 'payouts'] },
  { screens: TEXT_SECTIONS_SCREENS, sections: ['textSections'] },
  { screens: BILLING_SCREENS, sections: ['billing'] },
] as const

type Strings = (typeof resources)[Language]['common']

/** The strings of a page at `pathname`: every section but those of other screens. */
function stringsFor(strings: Strings, pathname: string): Partial<Strings> {
  const kept: Partial<Strings> = { ...strings }
  let menuDropped = false
  for (const { screens, sections } of SCREEN_SECTIONS) {
    if (screens.test(pathname)) continue
    for (const section of sections) delete kept[section]
    menuDropped ||= screens === MENU_SCREENS
  }
  // The drawer shows the Menu entry's 'Unpublished' badge on every page.
  if (menuDropped) kept.menu = { status: { badge: strings.menu.status.badge } } as Strings['menu']
  // The Organization screen shows the billing alert (its strings only).
  if (!kept.billing && ORGANIZATION_SCREEN.test(pathname)) kept.billing = { alert: strings.billing.alert } as Strings['billing']
  return kept
}

/** The strings the browser of a page at `pathname` gets (computed once per language and screen kind). */
const cache = new Map<string, Partial<Strings>>()

export function clientTranslations(locale: Language, pathname: string): Partial<Strings> {
  const kind = `${locale}:${SCREEN_SECTIONS.map(({ screens }) => (screens.test(pathname) ? 1 : 0)).join('')}${ORGANIZATION_SCREEN.test(pathname) ? 1 : 0}`
  let strings = cache.get(kind)
  if (!strings) {
    strings = stringsFor(resources[locale].common, pathname)
    cache.set(kind, strings)
  }
  return strings
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
