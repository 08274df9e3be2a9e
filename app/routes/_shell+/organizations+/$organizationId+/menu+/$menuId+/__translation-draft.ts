/**
 * The translation editor's state (SPEC.md 4 "Translation", 5 "Translation editors"): for each
 * localized field of the item and each menu language, the approved text, the automatic
 * suggestion awaiting approval (`lt?`), the text in the field and the decision taken on it.
 * Typed text over a suggestion must be accepted or rejected; an untouched suggestion stays one.
 */
import { LANGUAGE_KEY, MENU_LIMITS, type Localized } from '#contract/menu'
import { textProblem } from '#contract/primitives'
import { sentenceCaseIfShouting } from '~/utils/localized'
import { addError, textOf, type FieldErrors } from '~/utils/menu-form'

export const TRANSLATED_FIELDS = ['title', 'description'] as const
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number]
const LIMITS: Record<TranslatedField, number> = { title: MENU_LIMITS.title, description: MENU_LIMITS.description }

export type Decision = '' | 'accept' | 'reject'

export interface Cell {
  approved: string | null
  suggested: string | null
  text: string
  decision: Decision
}

export type TranslationDraft = Record<TranslatedField, Record<string, Cell>>

const present = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value : null)

/** The cell of one language of a localized text, as loaded. */
export function cellOf(value: Localized, lang: string): Cell {
  const approved = present(value[lang])
  const suggested = present(value[`${lang}?`])
  return { approved, suggested, text: suggested ?? approved ?? '', decision: '' }
}

export function translationDraftOf(texts: Record<TranslatedField, Localized>, languages: string[]): TranslationDraft {
  const draft = {} as TranslationDraft
  for (const field of TRANSLATED_FIELDS) draft[field] = Object.fromEntries(languages.map((lang) => [lang, cellOf(texts[field], lang)]))
  return draft
}

const clean = (value: string, max: number) => {
  const text = value.replace(/\r\n/g, '\n').slice(0, max)
  return textProblem(text) ? '' : text
}

export function readTranslationDraft(form: FormData, languages: string[]): TranslationDraft {
  const draft = {} as TranslationDraft
  for (const field of TRANSLATED_FIELDS) {
    draft[field] = {}
    for (const lang of languages.filter((l) => LANGUAGE_KEY.test(l))) {
      const decision = textOf(form, `decision.${field}.${lang}`)
      draft[field][lang] = {
        approved: present(clean(textOf(form, `approved.${field}.${lang}`), LIMITS[field])),
        suggested: present(clean(textOf(form, `suggested.${field}.${lang}`), LIMITS[field])),
        text: clean(textOf(form, `text.${field}.${lang}`), LIMITS[field]),
        decision: decision === 'accept' || decision === 'reject' ? decision : '',
      }
    }
  }
  return draft
}

/** The draft's texts as they would be sent (`lt?` kept for the language with no decision). */
export function localizedOfDraft(draft: TranslationDraft, field: TranslatedField): Localized {
  const out: Localized = {}
  for (const [lang, cell] of Object.entries(draft[field])) {
    if (cell.approved) out[lang] = cell.approved
    if (cell.suggested) out[`${lang}?`] = cell.suggested
  }
  return out
}

/**
 * The texts to save, languages the editor does not show kept as they were: an accepted cell's
 * text becomes the approved text (its suggestion goes), a rejected one's suggestion goes, an
 * undecided suggestion stays unless its text was changed ('You should accept or reject
 * changes'); a language without a suggestion is edited directly.
 */
export function decide(
  draft: TranslationDraft,
  saved: Record<TranslatedField, Localized>
): { texts: Record<TranslatedField, Localized>; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const texts = {} as Record<TranslatedField, Localized>
  for (const field of TRANSLATED_FIELDS) {
    const next: Localized = { ...saved[field] }
    for (const [lang, cell] of Object.entries(draft[field])) {
      const typed = cell.text.trim() === '' ? null : field === 'title' ? sentenceCaseIfShouting(cell.text) : cell.text
      const set = (key: string, value: string | null) => {
        if (value === null) delete next[key]
        else next[key] = value
      }
      if (cell.suggested === null) {
        set(lang, typed)
        delete next[`${lang}?`]
        continue
      }
      if (cell.decision === 'accept') {
        set(lang, typed)
        delete next[`${lang}?`]
      } else if (cell.decision === 'reject') {
        set(lang, cell.approved)
        delete next[`${lang}?`]
      } else if (cell.text !== cell.suggested) {
        addError(errors, `${field}.${lang}`, 'menuTranslate.decide')
      } else {
        set(lang, cell.approved)
        set(`${lang}?`, cell.suggested)
      }
    }
    texts[field] = next
  }
  return { texts, errors }
}

/** Suggestions from the translation service put into the cells that had neither text nor suggestion. */
export function withSuggestions(draft: TranslationDraft, field: TranslatedField, suggested: Localized): TranslationDraft {
  const cells = { ...draft[field] }
  for (const [lang, cell] of Object.entries(cells)) {
    const suggestion = present(suggested[`${lang}?`])
    if (suggestion && !cell.approved && !cell.suggested && cell.text.trim() === '')
      cells[lang] = { ...cell, suggested: suggestion, text: suggestion, decision: '' }
  }
  return { ...draft, [field]: cells }
}
