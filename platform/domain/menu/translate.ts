/**
 * Automatic translation of localized menu texts (SPEC.md sections 3 "Localized text" and 4
 * "Translation"): a language with no text yet gets a suggestion under '<lang>?', which guests
 * never see until the editor accepts it. What is there, approved or suggested, stays as it is.
 */
import type { Localized } from '../../../contract/menu.js'
import type { TranslationProvider } from '../../providers/translation/index.js'

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

/**
 * The language a text is translated from: the first menu language with approved text, else
 * any approved language with text; null when there is none (nothing to translate).
 */
export function sourceLanguage(localized: Localized, languages: string[]): string | null {
  const approved = (key: string) => !key.endsWith('?') && !blank(localized[key])
  return languages.find(approved) ?? Object.keys(localized).find(approved) ?? null
}

/** Menu languages with neither approved text nor a suggestion key: the ones a suggestion may fill. */
export function missingLanguages(localized: Localized, languages: string[]): string[] {
  return languages.filter((language) => blank(localized[language]) && !(`${language}?` in localized))
}

/**
 * Each of `list` with a suggestion added for every missing menu language. The provider is
 * asked once per source and target language pair for all texts of the list, so a whole draft
 * costs a few calls. A pair the provider fails on gets no suggestion; nothing throws.
 */
export async function suggestMissingMany(provider: TranslationProvider, list: Localized[], languages: string[]): Promise<Localized[]> {
  const result = list.map((localized) => ({ ...localized }))
  // "from>to" → the texts to translate and where each answer goes.
  const pairs = new Map<string, { from: string; to: string; texts: string[]; targets: number[] }>()
  result.forEach((localized, index) => {
    const from = sourceLanguage(localized, languages)
    if (from === null) return
    for (const to of missingLanguages(localized, languages)) {
      if (to === from) continue
      const pair = pairs.get(`${from}>${to}`) ?? { from, to, texts: [], targets: [] }
      pair.texts.push(localized[from]!)
      pair.targets.push(index)
      pairs.set(`${from}>${to}`, pair)
    }
  })
  await Promise.all(
    [...pairs.values()].map(async ({ from, to, texts, targets }) => {
      let answers: string[]
      try {
        answers = await provider.translate(texts, from, to)
      } catch (error) {
        // A real service failing is worth an operator's attention; the demo's few languages are not.
        if (!provider.demo) console.warn(`[translation] ${provider.name} ${from}>${to}:`, error instanceof Error ? error.message : error)
        return
      }
      targets.forEach((index, k) => {
        const answer = answers[k]
        if (typeof answer === 'string' && !blank(answer)) result[index]![`${to}?`] = answer
      })
    }),
  )
  return result
}

/** One localized text with suggestions for its missing menu languages (see suggestMissingMany). */
export async function suggestMissing(provider: TranslationProvider, localized: Localized, languages: string[]): Promise<Localized> {
  const [result] = await suggestMissingMany(provider, [localized], languages)
  return result!
}
