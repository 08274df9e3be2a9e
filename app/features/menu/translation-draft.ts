/**
 * A translation editor's state (SPEC.md 4 "Translation", 5 "Translation editors"), for any list
 * of localized fields: for each field and menu language, the approved text, the automatic
 * suggestion awaiting approval (`lt?`), the text in the field and the decision taken on it.
 * Typed text over a suggestion must be accepted or rejected; an untouched suggestion stays one.
 *
 * The editors name their fields (the item: title and description; the modifier: its title and
 * description and each option's) and post each cell as `<part>.<field>.<lang>`, part being
 * `approved`, `suggested`, `text` or `decision`; how the posted values are read (the item
 * editor's form, the modifier editor's conform payload) is theirs, what they mean is here.
 */
import { z } from 'zod'
import { hasApprovedText, LANGUAGE_KEY, type Localized } from '#contract/menu'
import { textProblem } from '#contract/primitives'
import { sentenceCaseIfShouting } from '~/features/menu/localized'
import { addError, type FieldErrors } from '~/features/menu/menu-form'

export interface TranslatedField<K extends string = string> {
  /** The field's name in the form (no '.', which would nest it in conform's payload). */
  key: K
  /** Most characters a language. */
  max: number
  /** A title: text typed in capitals is calmed down (SPEC.md 5). */
  title?: boolean
  /** Message when the saved texts would have no approved language (an option title without a size). */
  required?: string
}

export type Decision = '' | 'accept' | 'reject'

export interface Cell {
  approved: string | null
  suggested: string | null
  text: string
  decision: Decision
}

export type TranslationDraft<K extends string = string> = Record<K, Record<string, Cell>>

export type CellPart = 'approved' | 'suggested' | 'text' | 'decision'

/** A posted cell part (`text.title.lt`), '' when it was not posted. */
export type PostedCells = (part: CellPart, key: string, lang: string) => string

/** The message of a changed suggestion left undecided. */
export const DECIDE_MESSAGE = 'menuTranslate.decide'

const present = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value : null)

/** The cell of one language of a localized text, as loaded. */
export function cellOf(value: Localized, lang: string): Cell {
  const approved = present(value[lang])
  const suggested = present(value[`${lang}?`])
  return { approved, suggested, text: suggested ?? approved ?? '', decision: '' }
}

export function translationDraftOf<K extends string>(
  fields: readonly TranslatedField<K>[],
  texts: Record<K, Localized>,
  languages: string[]
): TranslationDraft<K> {
  const draft = {} as TranslationDraft<K>
  for (const { key } of fields) draft[key] = Object.fromEntries(languages.map((lang) => [lang, cellOf(texts[key], lang)]))
  return draft
}

const clean = (value: string, max: number) => {
  const text = value.replace(/\r\n/g, '\n').slice(0, max)
  return textProblem(text) ? '' : text
}

/** The posted cells of the editor's fields in the menu languages (anything else posted is ignored). */
export function readTranslationDraft<K extends string>(
  fields: readonly TranslatedField<K>[],
  posted: PostedCells,
  languages: string[]
): TranslationDraft<K> {
  const draft = {} as TranslationDraft<K>
  for (const { key, max } of fields) {
    const cells: Record<string, Cell> = {}
    for (const lang of languages.filter((l) => LANGUAGE_KEY.test(l))) {
      const decision = posted('decision', key, lang)
      cells[lang] = {
        approved: present(clean(posted('approved', key, lang), max)),
        suggested: present(clean(posted('suggested', key, lang), max)),
        text: clean(posted('text', key, lang), max),
        decision: decision === 'accept' || decision === 'reject' ? decision : '',
      }
    }
    draft[key] = cells
  }
  return draft
}

/** The cells' texts as they would be sent (`lt?` kept for the language with no decision). */
export function localizedOfCells(cells: Record<string, Cell>): Localized {
  const out: Localized = {}
  for (const [lang, cell] of Object.entries(cells)) {
    if (cell.approved) out[lang] = cell.approved
    if (cell.suggested) out[`${lang}?`] = cell.suggested
  }
  return out
}

/** A suggestion whose text was changed without accepting or rejecting it ('You should accept or reject changes'). */
const undecided = (cell: Cell) => cell.suggested !== null && cell.decision === '' && cell.text !== cell.suggested

/** The undecided cells, by `<field>.<lang>`. */
export function undecidedCells<K extends string>(draft: TranslationDraft<K>): string[] {
  return (Object.entries(draft) as [string, Record<string, Cell>][]).flatMap(([key, cells]) =>
    Object.entries(cells).flatMap(([lang, cell]) => (undecided(cell) ? [`${key}.${lang}`] : []))
  )
}

/**
 * The texts to save, languages the editor does not show kept as they were: an accepted cell's
 * text becomes the approved text (its suggestion goes), a rejected one's suggestion goes, an
 * undecided suggestion stays unless its text was changed ('You should accept or reject
 * changes'); a language without a suggestion is edited directly. Errors are keyed
 * `<field>.<lang>`, or `<field>` for a required field left with no approved text.
 */
export function decideTranslations<K extends string>(
  fields: readonly TranslatedField<K>[],
  draft: TranslationDraft<K>,
  saved: Record<K, Localized>
): { texts: Record<K, Localized>; errors: FieldErrors } {
  const errors: FieldErrors = {}
  for (const path of undecidedCells(draft)) addError(errors, path, DECIDE_MESSAGE)
  const texts = {} as Record<K, Localized>
  for (const { key, title, required } of fields) {
    const next: Localized = { ...saved[key] }
    const set = (name: string, value: string | null) => {
      if (value === null) delete next[name]
      else next[name] = value
    }
    for (const [lang, cell] of Object.entries(draft[key])) {
      const typed = cell.text.trim() === '' ? null : title ? sentenceCaseIfShouting(cell.text) : cell.text
      if (cell.suggested === null || cell.decision === 'accept') {
        set(lang, typed)
        delete next[`${lang}?`]
      } else if (cell.decision === 'reject') {
        set(lang, cell.approved)
        delete next[`${lang}?`]
      } else if (!undecided(cell)) {
        set(lang, cell.approved)
        set(`${lang}?`, cell.suggested)
      }
    }
    if (required && !hasApprovedText(next)) addError(errors, key, required)
    texts[key] = next
  }
  return { texts, errors }
}

/** Suggestions from the translation service put into the cells that had neither text nor suggestion. */
export function withSuggestions<K extends string>(draft: TranslationDraft<K>, field: K, suggested: Localized): TranslationDraft<K> {
  const cells: Record<string, Cell> = { ...draft[field] }
  for (const [lang, cell] of Object.entries(cells)) {
    const suggestion = present(suggested[`${lang}?`])
    if (suggestion && !cell.approved && !cell.suggested && cell.text.trim() === '')
      cells[lang] = { ...cell, suggested: suggestion, text: suggestion, decision: '' }
  }
  return { ...draft, [field]: cells }
}

/* ---------- the form a conform editor posts ---------- */

/** One part of every cell as conform parses it: field → language → text. */
const postedPart = z.record(z.record(z.string())).optional()

/**
 * The translation form as conform posts it, checked in the action and in the browser alike:
 * an undecided change is refused under its text field (`text.<field>.<lang>`).
 */
export function translationFormSchema<K extends string>(fields: readonly TranslatedField<K>[], languages: string[]) {
  return z
    .object({
      /** The revision the editor loaded: a save over a newer one is refused (409). */
      revision: z.number().int().min(0).max(2_000_000_000).optional(),
      approved: postedPart,
      suggested: postedPart,
      text: postedPart,
      decision: postedPart,
    })
    .superRefine((value, ctx) => {
      for (const path of undecidedCells(readTranslationDraft(fields, postedCellsOf(value), languages))) {
        const [key, lang] = [path.slice(0, path.lastIndexOf('.')), path.slice(path.lastIndexOf('.') + 1)]
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['text', key, lang], message: DECIDE_MESSAGE })
      }
    })
}

type PostedParts = Partial<Record<CellPart, unknown>>

/** The cells of a conform payload (or parsed value): what is not a string is not posted. */
export function postedCellsOf(payload: PostedParts | null | undefined): PostedCells {
  return (part, key, lang) => {
    const byField = payload?.[part]
    const byLang = byField && typeof byField === 'object' ? (byField as Record<string, unknown>)[key] : undefined
    const value = byLang && typeof byLang === 'object' ? (byLang as Record<string, unknown>)[lang] : undefined
    return typeof value === 'string' ? value : ''
  }
}
