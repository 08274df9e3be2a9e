/**
 * Reading the menu editors' forms (item, modifier, option): the posted strings as the user typed
 * them, localized fields (`title.en`, `title.lt?`), small counts, prices and sizes turned into
 * what the platform takes, each refusal a message key on a field path. Runs on the server (the
 * action) and in the browser (the item editor's live preview reads the same form).
 */
import { LANGUAGE_KEY, MENU_LIMITS, type Localized } from '#contract/menu'
import { textProblem } from '#contract/primitives'
import { parseAmountToMinor } from '~/utils/format'
import { pickText, sentenceCaseIfShouting } from '~/features/menu/localized'

export { pickText, sentenceCaseIfShouting }

export type FieldErrors = Record<string, string[]>

export function addError(errors: FieldErrors, field: string, message: string) {
  const list = (errors[field] ??= [])
  if (!list.includes(message)) list.push(message)
}

/** A posted text field, '' when absent or a file. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * A number field as posted (price, size, multiplier, count), cut only well past the longest of
 * their limits (SPEC.md 5): a text longer than its field takes (typed past its maxLength by
 * hand) is refused with a message, never cut into a number that passes.
 */
export const numberOf = (form: FormData, name: string): string => textOf(form, name).slice(0, 16)

/** A checkbox: present with any value but '' and 'off'. */
export function checkedOf(form: FormData, name: string): boolean {
  const value = textOf(form, name)
  return value !== '' && value !== 'off' && value !== 'false'
}

/** Every posted value of a repeated field (strings only). */
export function allOf(form: FormData, name: string): string[] {
  return form.getAll(name).filter((v): v is string => typeof v === 'string')
}

/**
 * A localized field posted as `<name>.<lang>` (approved text) and `<name>.<lang>?` (a suggestion
 * awaiting approval): empty texts are dropped, keys that are no language ignored, text with
 * control characters refused and cut to `max`.
 */
export function localizedOf(form: FormData, name: string, max: number): Localized {
  const out: Localized = {}
  const prefix = `${name}.`
  for (const [key, value] of form.entries()) {
    if (!key.startsWith(prefix) || typeof value !== 'string') continue
    const lang = key.slice(prefix.length)
    if (!LANGUAGE_KEY.test(lang) || Object.keys(out).length >= 40) continue
    const clean = value.replace(/\r\n/g, '\n')
    if (clean.trim() === '' || textProblem(clean)) continue
    out[lang] = clean.slice(0, max)
  }
  return out
}

/** The language keys of a localized text that guests see (without the suggestions). */
export const approvedLanguages = (value: Localized) => Object.keys(value).filter((k) => !k.endsWith('?'))

/**
 * What the menu editors' number fields take (SPEC.md 5), written as each input's `pattern` too
 * (the browser's own help; matched against the whole value) and read by the functions below.
 */
export const MENU_PATTERNS = {
  /** A price: digits (a space between thousands allowed), one decimal comma or point, two decimals. */
  price: '[0-9][0-9 ]*([.,][0-9]{0,2})?',
  /** An option's price may begin with '~'. */
  optionPrice: '~? *[0-9][0-9 ]*([.,][0-9]{0,2})?',
  /** A size: a number, decimals allowed ('0,5'). */
  sizeValue: '[0-9]+([.,][0-9]+)?',
  multiplier: '[0-9]{1,3}',
  count: '[0-9]{1,2}',
} as const

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`)
const PRICE = whole(MENU_PATTERNS.price)
const SIZE_VALUE = whole(MENU_PATTERNS.sizeValue)

/** A size value as typed is a number of at most MENU_LIMITS.sizeValue characters (SPEC.md 5). */
export const isSizeValue = (value: string) => value.length <= MENU_LIMITS.sizeValue && SIZE_VALUE.test(value)

/**
 * A whole count typed in a field of `digits` digits: null when empty, a message when it is not
 * one (SPEC.md 5: default and max counts two digits, multiplier three).
 */
export function countOf(raw: string, digits: number, min = 0): { value: number | null; error?: string } {
  const typed = raw.trim()
  if (typed === '') return { value: null }
  if (!new RegExp(`^\\d{1,${digits}}$`).test(typed)) return { value: null, error: 'menuItem.errors.wholeNumber' }
  const value = Number(typed)
  if (value < min) return { value: null, error: 'menuItem.errors.wholeNumber' }
  return { value }
}

/**
 * A price typed by the user (SPEC.md 5: 8 characters, parsed like every amount: non-numeric
 * characters dropped, comma as the decimal point, to minor units). An option price may begin
 * with '~' (a price the POS or the venue gives as approximate): the tilde is only allowed, not
 * kept. Null when empty.
 */
export function priceOf(raw: string, options: { tilde?: boolean } = {}): { value: number | null; error?: string } {
  let typed = raw.trim()
  if (options.tilde && typed.startsWith('~')) typed = typed.slice(1).trim()
  if (typed === '') return { value: null }
  if (typed.length > 8 || !PRICE.test(typed)) return { value: null, error: 'menuItem.errors.invalidPrice' }
  const value = parseAmountToMinor(typed)
  if (value === null || value > MENU_LIMITS.priceMax) return { value: null, error: 'menuItem.errors.invalidPrice' }
  return { value }
}

/** A price in minor units as the field shows it ('12,50', '3'). */
export function priceText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return ''
  const cents = minor % 100
  return `${Math.floor(minor / 100)}${cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`}`
}

export interface SizeFields {
  value: string
  unit: string
  multiplier: string
}

/** A size as typed (value 8 characters, a number; multiplier 3 digits); null when it says nothing (SPEC.md 5). */
export function sizeOf(fields: SizeFields, units: string[], errors: FieldErrors, path = 'size') {
  const value = fields.value.trim()
  if (value !== '' && !isSizeValue(value)) addError(errors, `${path}.value`, 'menuItem.errors.invalidSize')
  const multiplier = countOf(fields.multiplier, 3, 1)
  if (multiplier.error) addError(errors, `${path}.multiplier`, multiplier.error)
  const unit = units.includes(fields.unit) ? fields.unit : null
  if (value === '' && multiplier.value === null) return null
  return { value: value === '' ? null : value, unit, multiplier: multiplier.value }
}

export const sizeFields = (
  size: { value: string | null; unit: string | null; multiplier: number | null } | null | undefined
): SizeFields => ({
  value: size?.value ?? '',
  unit: size?.unit ?? '',
  multiplier: size?.multiplier === null || size?.multiplier === undefined ? '' : String(size.multiplier),
})

/** A localized title with every shouting value sentence-cased. */
export function calmTitle(value: Localized): Localized {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sentenceCaseIfShouting(v)]))
}

/** The language to show menu texts in: `?lang=` when it is a menu language, else the interface's, else the first. */
export function menuLanguageOf(languages: string[], requested: string | null | undefined, uiLanguage: string): string {
  if (requested && languages.includes(requested)) return requested
  if (languages.includes(uiLanguage)) return uiLanguage
  return languages[0] ?? 'en'
}

/** Deep equality of JSON-like values, object keys in any order (the platform's own test). */
export { sameJson as sameValue } from '#contract/same-json'
