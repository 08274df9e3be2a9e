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

