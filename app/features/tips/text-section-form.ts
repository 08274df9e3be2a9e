/**
 * The text section editor's form (SPEC.md 2 "Text sections", 5): its zod schema, checked in the
 * action and, with JavaScript, in the browser, and the values it posts and is drawn from.
 *
 * The editor posts one input per language, `text.en`, `title.lt`, `detailContent.en` (like the
 * menu editors), the revision the lists were read at, and an `intent`: `save`, or `lang:<code>`,
 * which only shows another language (without JavaScript it round-trips through the action).
 */
import { z } from 'zod'
import { TEXT_SECTION_ERRORS, TEXT_SECTION_LANGUAGE, TEXT_SECTION_LIMITS, type TextSection } from '../../../contract/organizations'
import { textProblem } from '../../../contract/primitives'
import { encodeMessage } from '../../utils/messages'

export const SECTION_FIELDS = ['title', 'text', 'detailAction', 'detailContent'] as const
export type SectionField = (typeof SECTION_FIELDS)[number]

/** Each field's bound in every language (contract/organizations.ts TEXT_SECTION_LIMITS). */
export const FIELD_LIMIT: Record<SectionField, number> = {
  title: TEXT_SECTION_LIMITS.title,
  text: TEXT_SECTION_LIMITS.text,
  detailAction: TEXT_SECTION_LIMITS.detailAction,
  detailContent: TEXT_SECTION_LIMITS.detailContent,
}

/** The editor's values as posted: `<field>.<lang>` → text, and `revision`. */
export type SectionValues = Record<string, string>


/** A localized field of the form: languages by code (others dropped), blanks left out. */
const localizedField = z
  .record(z.string().optional())
  .optional()
  .transform((value) =>
    Object.fromEntries(
      Object.entries(value ?? {}).filter((entry): entry is [string, string] => TEXT_SECTION_LANGUAGE.test(entry[0]) && typeof entry[1] === 'string' && entry[1].trim() !== ''),
    ),
  )

/**
 * The editor's form: the text required in at least one language, each field at most its
 * bound in every language (the text 180), text without control characters. A message names
 * the language's field (`text.lt`), so it is shown under that language's input.
 */
export const sectionFormSchema = z
  .object({
    revision: z.coerce.number({ invalid_type_error: TEXT_SECTION_ERRORS.stale }).int().min(0).max(TEXT_SECTION_LIMITS.revisionMax),
    title: localizedField,
    text: localizedField,
    detailAction: localizedField,
    detailContent: localizedField,
  })
  .superRefine((values, ctx) => {
    for (const field of SECTION_FIELDS) {
      for (const [lang, value] of Object.entries(values[field])) {
        const max = FIELD_LIMIT[field]
        if (value.length > max) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field, lang], message: encodeMessage({ key: 'textSections.errors.maxLength', values: { max, count: value.length } }) })
        } else if (textProblem(value)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field, lang], message: 'textSections.errors.invalidText' })
        }
      }
    }
    if (Object.keys(values.text).length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['text'], message: TEXT_SECTION_ERRORS.textRequired })
  })
export type SectionForm = z.output<typeof sectionFormSchema>

/** The editor's values of a section (none for a new one) at `revision`. */
export function valuesOfSection(section: TextSection | null, revision: number): SectionValues {
  const values: SectionValues = { revision: String(revision) }
  if (!section) return values
  const fields: Record<SectionField, Record<string, string>> = {
    title: section.title,
    text: section.text,
    detailAction: section.detailAction,
    detailContent: section.detail?.content ?? {},
  }
  for (const field of SECTION_FIELDS) {
    for (const [lang, value] of Object.entries(fields[field])) values[`${field}.${lang}`] = value
  }
  return values
}

/** What was posted, as the editor's values (bounded: the form is input). */
export function valuesOfForm(form: FormData): SectionValues {
  const values: SectionValues = {}
  let count = 0
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key === 'intent' || key.length > 40 || ++count > 200) continue
    values[key] = value.slice(0, TEXT_SECTION_LIMITS.detailContent + 1)
  }
  return values
}

/**
 * The section a valid form makes. The detail's css has no input (SPEC.md 3): an edited
 * section keeps its own; a detail with neither content nor css is none.
 */
export function sectionOfForm(form: SectionForm, previous: TextSection | null): TextSection {
  const css = previous?.detail?.css ?? ''
  const hasDetail = Object.keys(form.detailContent).length > 0 || css !== ''
  return {
    title: form.title,
    text: form.text,
    detailAction: form.detailAction,
    detail: hasDetail ? { content: form.detailContent, css } : null,
  }
}

