/**
 * The item translation editor's fields (title and description) bound to the translation
 * editors' shared state (app/features/menu/translation-draft.ts), read from the item editor's form.
 */
import { MENU_LIMITS, type Localized } from '#contract/menu'
import { textOf } from '~/features/menu/menu-form'
import {
  decideTranslations,
  localizedOfCells,
  readTranslationDraft as readCells,
  translationDraftOf as draftOfTexts,
  type TranslatedField as FieldDescriptor,
  type TranslationDraft as Draft,
} from '~/features/menu/translation-draft'

export { withSuggestions, type Cell, type Decision } from '~/features/menu/translation-draft'

export const TRANSLATED_FIELDS = ['title', 'description'] as const
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number]
export type TranslationDraft = Draft<TranslatedField>

const FIELDS: FieldDescriptor<TranslatedField>[] = [
  { key: 'title', max: MENU_LIMITS.title, title: true },
  { key: 'description', max: MENU_LIMITS.description },
]

export const translationDraftOf = (texts: Record<TranslatedField, Localized>, languages: string[]) => draftOfTexts(FIELDS, texts, languages)

export const readTranslationDraft = (form: FormData, languages: string[]) =>
  readCells(FIELDS, (part, key, lang) => textOf(form, `${part}.${key}.${lang}`), languages)

/** The draft's texts as they would be sent (`lt?` kept for the language with no decision). */
export const localizedOfDraft = (draft: TranslationDraft, field: TranslatedField) => localizedOfCells(draft[field])

export const decide = (draft: TranslationDraft, saved: Record<TranslatedField, Localized>) => decideTranslations(FIELDS, draft, saved)
