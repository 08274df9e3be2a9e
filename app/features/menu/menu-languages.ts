/**
 * The Menu languages dialog's form (menu+/_list+/languages.tsx): the list being edited travels
 * as hidden `languages[i]` fields, and every button posts the whole form with an `intent`, so
 * moving, removing and adding work as plain HTML; only `save` calls the platform. The rules of
 * a list are the contract's (contract/menu-languages.ts), checked here too so the dialog says
 * what the platform would.
 */
import { z } from 'zod'
import { isMenuLanguageCode, languageCodeList, MENU_LANGUAGE_ERRORS, MENU_LANGUAGE_OPTIONS } from '#contract/menu-languages'

/** `save`; `add` (the `add` select's code); `up:<i>` and `remove:<i>` for the row at index i. */
export const LANGUAGE_INTENT = /^(save|add|up:\d{1,2}|remove:\d{1,2})$/

export const menuLanguagesFormSchema = z.object({
  languages: languageCodeList().default([]),
  intent: z.string().regex(LANGUAGE_INTENT).default('save'),
  add: z.string().max(16).optional(),
})
export type MenuLanguagesForm = z.output<typeof menuLanguagesFormSchema>

/** The hidden field of the row at `index` (conform's list syntax). */
export const languageField = (index: number) => `languages[${index}]`

export type ListChange = { codes: string[] } | { error: string }

/**
 * The list after a button other than Save: a row moved up one place (to the top it becomes the
 * main language), a row removed (never the last one: a menu keeps a language), a language
 * added at the end. Null for `save`.
 */
export function changeLanguages({ languages, intent, add }: MenuLanguagesForm): ListChange | null {
  if (intent === 'save') return null
  if (intent === 'add') {
    if (!isMenuLanguageCode(add)) return { error: MENU_LANGUAGE_ERRORS.unknown }
    if (languages.includes(add)) return { error: MENU_LANGUAGE_ERRORS.duplicate }
    return { codes: [...languages, add] }
  }
  const [action, at] = intent.split(':')
  const index = Number(at)
  if (index >= languages.length) return { codes: languages }
  if (action === 'remove') {
    if (languages.length === 1) return { error: MENU_LANGUAGE_ERRORS.required }
    return { codes: languages.filter((_, i) => i !== index) }
  }
  if (index === 0) return { codes: languages }
  const codes = [...languages]
  ;[codes[index - 1], codes[index]] = [codes[index]!, codes[index - 1]!]
  return { codes }
}

/** The known languages not on the list, to add. */
export function addableLanguages(codes: readonly string[]) {
  return MENU_LANGUAGE_OPTIONS.filter((l) => !codes.includes(l.code))
}

/** The list a form answer carries (conform's `initialValue`: what the form is to show), or null. */
export function languagesOfAnswer(initialValue: unknown): string[] | null {
  const list = (initialValue as { languages?: unknown } | null | undefined)?.languages
  return Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string') : null
}

/** A form of `codes` as the browser would post it, for an answer that shows a changed list. */
export function languagesForm(codes: readonly string[]): FormData {
  const form = new FormData()
  codes.forEach((code, index) => form.append(languageField(index), code))
  return form
}
