/**
 * The Menus screen's and Menu page's forms (SPEC.md section 5): zod schemas the actions and,
 * when JavaScript runs, the browser (conform) validate with, and the editors' values as posted.
 *
 * Localized fields are posted one input per language, `title.en`, with a suggestion awaiting
 * approval as `title.lt?` (SPEC.md 3). A title needs text in at least one language; a title
 * pasted in capitals is calmed down. Times are `##:##`, partial input padded ('9' → '09:00').
 * Editor forms carry an `intent`: `save` (the default) validates and saves; `lang:<code>`,
 * `accept:<field>.<code>` and `reject:<field>.<code>` only change the form (without JavaScript
 * these round-trip through the action, which answers the changed values).
 */
import { z } from 'zod'
import {
  hasApprovedText,
  INACTIVE_BEHAVIOURS,
  LANGUAGE_KEY,
  MENU_ERRORS,
  MENU_LIMITS,
  TIME_PATTERN,
  type ActiveHours,
  type Localized,
} from '../../../contract/menu'
import { textProblem, UUID_PATTERN } from '../../../contract/primitives'
import { sentenceCaseIfShouting } from './localized'

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export const TIME_ERROR = 'menu.errors.time'
export const NO_DAYS_ERROR = 'menu.errors.noDays'
export const INVALID_TEXT_ERROR = 'menu.errors.invalidText'

// In a module without zod: the shell island pads the times as they are left (ADR 0056).
import { padTime } from '../../browser/time-text'

export { padTime }

export const isTime = (value: string) => TIME_PATTERN.test(value)

/** A localized value as posted: only language keys, texts with something in them, CRLF as LF. */
export function cleanLocalized(value: Record<string, string | undefined> | undefined): Localized {
  const out: Localized = {}
  for (const [key, text] of Object.entries(value ?? {})) {
    if (!LANGUAGE_KEY.test(key) || typeof text !== 'string' || Object.keys(out).length >= 40) continue
    const clean = text.replace(/\r\n/g, '\n')
    if (clean.trim() !== '') out[key] = clean
  }
  return out
}

/** A localized field of at most `max` characters a language; junk keys are dropped, not refused. */
function localized(max: number) {
  return z
    .record(z.string().optional())
    .optional()
    .superRefine((value, ctx) => {
      for (const [key, text] of Object.entries(value ?? {})) {
        if (!LANGUAGE_KEY.test(key) || typeof text !== 'string') continue
        if (text.length > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'validation.tooLong' })
        else if (textProblem(text)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_TEXT_ERROR })
      }
    })
    .transform(cleanLocalized)
}

/** A title: each language's text calmed down when it was pasted in capitals (SPEC.md 5). */
const title = localized(MENU_LIMITS.title).transform((value) =>
  Object.fromEntries(Object.entries(value).map(([key, text]) => [key, sentenceCaseIfShouting(text)])),
)

/** True when the form is being saved (not only switched to another language or a suggestion decided). */
export const isSaving = (intent: string | undefined) => !intent || !/^(lang|accept|reject):/.test(intent)

const time = z.string().max(20).optional()
const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`day${d}`, z.boolean().default(false)],
    [`day${d}Open`, time],
    [`day${d}Close`, time],
  ]),
) as Record<`day${number}`, z.ZodDefault<z.ZodBoolean> | typeof time>

const editorFields = {
  intent: z.string().max(200).optional(),
  title,
  description: localized(MENU_LIMITS.description),
  revision: z.number().int().min(0).max(2_000_000_000).optional(),
  /** Custom active hours on. */
  hours: z.boolean().default(false),
  inactiveBehaviour: z.enum(INACTIVE_BEHAVIOURS).default('DISABLE'),
  open: time,
  close: time,
  /** Only on the chosen weekdays (the full editor). */
  limitDays: z.boolean().default(false),
  ...dayFields,
  waiterPrice: z.boolean().default(false),
  waiterOrderOnly: z.boolean().default(false),
}

type HoursValues = {
  hours: boolean
  inactiveBehaviour: ActiveHours['inactiveBehaviour']
  open?: string
  close?: string
  limitDays: boolean
} & Record<string, unknown>

/** The checks of a saved editor: a title in some language, and valid times when custom hours are on. */
function checkEditor(value: HoursValues & { intent?: string; title: Localized }, ctx: z.RefinementCtx) {
  if (!isSaving(value.intent)) return
  if (!hasApprovedText(value.title)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['title'], message: MENU_ERRORS.titleRequired })
  checkHours(value, ctx)
}

function checkHours(value: HoursValues, ctx: z.RefinementCtx) {
  if (!value.hours) return
  for (const field of ['open', 'close'] as const) {
    if (!isTime(padTime(value[field] ?? ''))) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: TIME_ERROR })
  }
  if (!value.limitDays) return
  if (!WEEKDAYS.some((d) => value[`day${d}`] === true)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['limitDays'], message: NO_DAYS_ERROR })
  }
  for (const d of WEEKDAYS) {
    if (value[`day${d}`] !== true) continue
    const open = String(value[`day${d}Open`] ?? '').trim()
    const close = String(value[`day${d}Close`] ?? '').trim()
    // A day has both own times or none (then the default's).
    if (open === '' && close === '') continue
    if (!isTime(padTime(open))) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`day${d}Open`], message: TIME_ERROR })
    if (!isTime(padTime(close))) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`day${d}Close`], message: TIME_ERROR })
  }
}

/** Menu editor (new and edit). hideCategorySeparator is only posted to a user with CUSTOMIZE_MENU. */
export const menuFormSchema = z.object({ ...editorFields, hideCategorySeparator: z.boolean().default(false) }).superRefine(checkEditor)
export type MenuFormValue = z.output<typeof menuFormSchema>

/** Category editor (new and edit). Header and footer images only with CUSTOMIZE_MENU. */
export const categoryFormSchema = z
  .object({ ...editorFields, headerImageUrl: localized(500), footerImageUrl: localized(500) })
  .superRefine(checkEditor)
export type CategoryFormValue = z.output<typeof categoryFormSchema>

/** The active hours an editor's form says, or null with custom hours off. `full`: with weekdays. */
export function activeHoursOf(value: HoursValues, full: boolean): ActiveHours | null {
  if (!value.hours) return null
  const days =
    full && value.limitDays
      ? WEEKDAYS.filter((d) => value[`day${d}`] === true).map((d) => {
          const open = String(value[`day${d}Open`] ?? '').trim()
          const close = String(value[`day${d}Close`] ?? '').trim()
          return open === '' && close === '' ? { day: d, open: null, close: null } : { day: d, open: padTime(open), close: padTime(close) }
        })
      : null
  return {
    inactiveBehaviour: value.inactiveBehaviour,
    default: { open: padTime(value.open ?? ''), close: padTime(value.close ?? '') },
    days,
  }
}

/** Copy of a menu: the new title. */
export const copyFormSchema = z
  .object({ intent: z.string().max(200).optional(), title })
  .superRefine((value, ctx) => {
    if (isSaving(value.intent) && !hasApprovedText(value.title)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['title'], message: MENU_ERRORS.titleRequired })
    }
  })

const id = z.string({ required_error: 'validation.required' }).regex(UUID_PATTERN, 'validation.required')

/** Copy of a category: the new title and the menu it goes to. */
export const categoryCopyFormSchema = z
  .object({ intent: z.string().max(200).optional(), title, menuId: id })
  .superRefine((value, ctx) => {
    if (isSaving(value.intent) && !hasApprovedText(value.title)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['title'], message: MENU_ERRORS.titleRequired })
    }
  })

const position = z.number().int().min(0).max(100_000)
const visible = z.enum(['true', 'false']).transform((v) => v === 'true')

/** The Menus screen's row buttons: publish, show or hide a menu, move it. */
export const menusScreenSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('publish') }),
  z.object({ intent: z.literal('menuVisibility'), menuId: id, visible }),
  z.object({ intent: z.literal('menuMove'), menuId: id, position }),
  z.object({ intent: z.literal('translateMissing'), menuId: id }),
])

/** The Menu page's buttons: publish, the menu's, a category's and an item's visibility and place, an item's copy. */
export const menuPageSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('publish') }),
  z.object({ intent: z.literal('menuVisibility'), menuId: id, visible }),
  z.object({ intent: z.literal('categoryVisibility'), categoryId: id, visible }),
  z.object({ intent: z.literal('categoryMove'), categoryId: id, position }),
  z.object({ intent: z.literal('itemVisibility'), itemId: id, visible }),
  z.object({ intent: z.literal('itemMove'), categoryId: id, itemId: id, position }),
  z.object({ intent: z.literal('itemCopy'), categoryId: id, itemId: id }),
])

/* ---------- editor values as posted ---------- */

/** An editor's fields as the form holds them: name → text ('title.en', 'open', 'hours': 'on'). */
export type EditorValues = Record<string, string>

/** A localized value as form fields `<name>.<key>`. */
export function localizedValues(name: string, value: Localized | null | undefined): EditorValues {
  return Object.fromEntries(Object.entries(value ?? {}).map(([key, text]) => [`${name}.${key}`, text]))
}

/** The localized value under `name` of the form's values. */
export function localizedOfValues(values: EditorValues, name: string): Localized {
  const prefix = `${name}.`
  return cleanLocalized(Object.fromEntries(Object.entries(values).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v])))
}

/** Active hours as form fields. */
export function hoursValues(hours: ActiveHours | null | undefined): EditorValues {
  if (!hours) return { inactiveBehaviour: 'DISABLE', open: '00:00', close: '00:00' }
  const values: EditorValues = {
    hours: 'on',
    inactiveBehaviour: hours.inactiveBehaviour,
    open: hours.default.open,
    close: hours.default.close,
  }
  if (hours.days) {
    values.limitDays = 'on'
    for (const day of hours.days) {
      values[`day${day.day}`] = 'on'
      if (day.open) values[`day${day.day}Open`] = day.open
      if (day.close) values[`day${day.day}Close`] = day.close
    }
  }
  return values
}

/** What was posted, as the editor's values (text fields only, bounded: the form is input). */
export function valuesOfForm(form: FormData): EditorValues {
  const values: EditorValues = {}
  let count = 0
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key === 'intent' || key.length > 100 || ++count > 300) continue
    values[key] = value.slice(0, MENU_LIMITS.description)
  }
  return values
}

/**
 * An editor intent that only changes the form: the language shown, or a suggestion accepted
 * (it becomes the language's text) or rejected (dropped). Null for anything else.
 */
export function applyFormIntent(values: EditorValues, intent: string, languages: string[]): { values: EditorValues; lang?: string } | null {
  const lang = /^lang:([a-z]{2})$/.exec(intent)?.[1]
  if (lang) return languages.includes(lang) ? { values, lang } : { values }
  const decision = /^(accept|reject):([a-zA-Z]+)\.([a-z]{2})$/.exec(intent)
  if (!decision) return null
  const [, verb, field, code] = decision
  const next = { ...values }
  const suggestion = next[`${field}.${code}?`]
  delete next[`${field}.${code}?`]
  if (verb === 'accept' && suggestion !== undefined) next[`${field}.${code}`] = suggestion
  return { values: next, lang: code }
}

/** Checkboxes as form fields: 'on' for those that are ticked. */
export function checkboxValues(flags: Record<string, boolean>): EditorValues {
  return Object.fromEntries(Object.entries(flags).filter(([, ticked]) => ticked).map(([name]) => [name, 'on']))
}
