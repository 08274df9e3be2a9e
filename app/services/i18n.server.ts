/**
 * Server-side i18n: remix-i18next picks the language from the `lng` cookie (the switch),
 * then Accept-Language, then English. All five languages are bundled on the server; the
 * browser receives only the one in use, as a script the root loader names (translationsScript).
 */
import { createHash } from 'node:crypto'
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

/**
 * Which sections a page gets: one flag per SCREEN_SECTIONS entry (its screens include the
 * page), then whether it is the Organization screen. Written as `0`/`1`, it names the kind.
 */
type Flags = boolean[]
const flagsOf = (pathname: string): Flags => [...SCREEN_SECTIONS.map(({ screens }) => screens.test(pathname)), ORGANIZATION_SCREEN.test(pathname)]

/** The strings of a page of `flags`: every section but those of other screens. */
function stringsFor(strings: Strings, flags: Flags): Partial<Strings> {
  const kept: Partial<Strings> = { ...strings }
  let menuDropped = false
  SCREEN_SECTIONS.forEach(({ screens, sections }, index) => {
    if (flags[index]) return
    for (const section of sections) delete kept[section]
    menuDropped ||= screens === MENU_SCREENS
  })
  // The drawer shows the Menu entry's 'Unpublished' badge on every page.
  if (menuDropped) kept.menu = { status: { badge: strings.menu.status.badge } } as Strings['menu']
  // The Organization screen shows the billing alert (its strings only).
  if (!kept.billing && flags[SCREEN_SECTIONS.length]) kept.billing = { alert: strings.billing.alert } as Strings['billing']
  return kept
}

/** The language and the flags: `en-000001`. */
const kindOf = (locale: Language, flags: Flags) => `${locale}-${flags.map((f) => (f ? 1 : 0)).join('')}`

/**
 * The browser's strings as a script of their own (`routes/i18n.$file.ts`), named by its
 * content so it is cached for good: a page names the script instead of carrying the strings in
 * its loader data, where the server wrote them out twice and read them once on every page
 * (15 KB of a 20 KB hand-off on the dashboard), and the browser downloaded them again each time.
 */
export interface TranslationsScript {
  /** `/i18n/<kind>-<hash>.js` */
  url: string
  /** `window.__i18n={...}` */
  source: string
}

/** Made once per language and kind of screen. */
const scripts = new Map<string, TranslationsScript>()

export function translationsScript(locale: Language, pathname: string): TranslationsScript {
  return scriptOfKind(locale, flagsOf(pathname))
}

function scriptOfKind(locale: Language, flags: Flags): TranslationsScript {
  const kind = kindOf(locale, flags)
  let script = scripts.get(kind)
  if (!script) {
    const json = JSON.stringify(stringsFor(resources[locale].common, flags))
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12)
    script = { url: `/i18n/${kind}-${hash}.js`, source: `window.__i18n=${json};\n` }
    scripts.set(kind, script)
  }
  return script
}

/**
 * The script a file name stands for, or null: the language and flags are read from the name
 * (another worker process may have rendered the page that named it) and the hash must match,
 * so an old name after a deploy is a 404, never other strings under a cached name.
 */
export function translationsScriptFile(file: string): TranslationsScript | null {
  const match = /^([a-z]{2})-([01]+)-[A-Za-z0-9_-]{12}\.js$/.exec(file)
  if (!match || !(SUPPORTED_LANGUAGES as readonly string[]).includes(match[1]!)) return null
  const flags = [...match[2]!].map((f) => f === '1')
  if (flags.length !== SCREEN_SECTIONS.length + 1) return null
  const script = scriptOfKind(match[1] as Language, flags)
  return script.url === `/i18n/${file}` ? script : null
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
