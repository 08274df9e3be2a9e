/**
 * Localized menu text (SPEC.md 3 "Localized text"): `{ en: 'Soup', 'lt?': 'Sriuba' }`, where a
 * key ending in '?' holds an automatic translation awaiting approval. The text to show in a
 * language, a language's suggestion, pasted shouting titles calmed down (SPEC.md 5) and how far
 * the translation of a set of texts has got. Shared by the back-office and the guest menu.
 */
import type { Localized } from '#contract/menu'

/** The language English-speaking guests and editors fall back to (SPEC.md 9 "Language fallback EN"). */
export const TEXT_FALLBACK = 'en'

const isSuggestionKey = (key: string) => key.endsWith('?')
const hasText = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** The approved text of one language, or null. */
export function approvedText(localized: Localized | null | undefined, language: string): string | null {
  const value = localized?.[language]
  return !isSuggestionKey(language) && hasText(value) ? value : null
}

/**
 * The text to show in `language`: its approved text, else the fallback language's, else the
 * first approved text of any language. Suggestions are never shown; '' when nothing is approved.
 */
export function pickText(localized: Localized | null | undefined, language: string, fallback: string = TEXT_FALLBACK): string {
  const own = approvedText(localized, language) ?? approvedText(localized, fallback)
  if (own !== null) return own
  for (const [key, value] of Object.entries(localized ?? {})) {
    if (!isSuggestionKey(key) && hasText(value)) return value
  }
  return ''
}

/** The language `pickText` took its text from, or null when it found none (for a `lang` attribute). */
export function pickedLanguage(localized: Localized | null | undefined, language: string, fallback: string = TEXT_FALLBACK): string | null {
  if (approvedText(localized, language) !== null) return language
  if (approvedText(localized, fallback) !== null) return fallback
  return Object.entries(localized ?? {}).find(([key, value]) => !isSuggestionKey(key) && hasText(value))?.[0] ?? null
}

/** The automatic translation awaiting approval in `language`, or null. */
export function suggestionOf(localized: Localized | null | undefined, language: string): string | null {
  const value = localized?.[`${language}?`]
  return hasText(value) ? value : null
}

/** The text without its suggestions: what guests may see. */
export { approvedOnly } from '#contract/guest-menu'

/** Pasted shouting calmed (browser/calm-paste.ts holds it, so the shell island takes it without zod). */
export { sentenceCaseIfShouting } from '../../browser/calm-paste'

export interface TranslationCount {
  approved: number
  /** Only an automatic translation waits in this language. */
  suggested: number
  missing: number
}

/**
 * How far the translation of `texts` has got in each of `languages`. A text counts only when
 * it is written in some language (an item without a description has nothing to translate);
 * then in each language it is approved, only suggested, or missing.
 */
export function translationProgress(
  texts: readonly (Localized | null | undefined)[],
  languages: readonly string[],
): Record<string, TranslationCount> {
  const progress: Record<string, TranslationCount> = Object.fromEntries(
    languages.map((l) => [l, { approved: 0, suggested: 0, missing: 0 }]),
  )
  for (const text of texts) {
    if (!text || !Object.values(text).some(hasText)) continue
    for (const language of languages) {
      const count = progress[language]!
      if (approvedText(text, language) !== null) count.approved += 1
      else if (suggestionOf(text, language) !== null) count.suggested += 1
      else count.missing += 1
    }
  }
  return progress
}
