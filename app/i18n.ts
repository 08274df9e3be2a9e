/** Languages of the interface (SPEC.md section 1): the first supported browser language wins. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'lt', 'pl', 'ru'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'
export const DEFAULT_NS = 'common'

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  lt: 'Lietuvių',
  pl: 'Polski',
  ru: 'Русский',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/**
 * The menu screens: the only pages whose browser gets the menu's strings (services/i18n.server.ts
 * `clientTranslations`); the root loader runs again when a navigation enters them (root.tsx).
 */
export const MENU_SCREENS = /^\/organizations\/[^/]+\/menu/

/** The Orders screen and its dialogs: the only pages whose browser gets the `orders` strings. */
export const ORDERS_SCREENS = /^\/organizations\/[^/]+\/orders(?:\/|$)/

/**
 * The Payments, Invoices and Payouts screens and their dialogs: the only pages whose browser gets
 * the `payments`, `invoices` and `payouts` strings (the invoice dialog opens from two of them).
 */
export const PAYMENTS_SCREENS = /^\/organizations\/[^/]+\/(?:payments|invoices|payouts)(?:\/|$)/

/** The Text sections screen and its dialogs: the only pages whose browser gets the `textSections` strings. */
export const TEXT_SECTIONS_SCREENS = /^\/organizations\/[^/]+\/text-sections(?:\/|$)/
/** The Billing screen and its dialogs: the only pages whose browser gets the whole `billing` section. */
export const BILLING_SCREENS = /^\/organizations\/[^/]+\/billing(?:\/|$)/

/** The Organization screen: its billing alert's strings (`billing.alert`) reach the browser there too. */
export const ORGANIZATION_SCREEN = /^\/organizations\/[^/]+\/?$/

/**
 * Pages whose browser needs strings no other page does (ADR 0006): a navigation that enters one
 * of them from a page outside it asks the root loader again for the fuller set.
 */
export const SCREENS_WITH_OWN_STRINGS = [MENU_SCREENS, ORDERS_SCREENS, PAYMENTS_SCREENS, TEXT_SECTIONS_SCREENS, BILLING_SCREENS, ORGANIZATION_SCREEN] as const

export function entersScreenWithOwnStrings(currentPathname: string, nextPathname: string): boolean {
  return SCREENS_WITH_OWN_STRINGS.some((screens) => screens.test(nextPathname) && !screens.test(currentPathname))
}
