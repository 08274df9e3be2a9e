/**
 * The tip amount of the guest payment page (SPEC.md section 5; plan 2.2 D2): the custom field's
 * mask, the typed text in minor units, and what a tip link's `?a=` (minor units, as the
 * back-office's links write it) preselects. Pure and free of imports with weight, so the page's
 * island (browser/guest-amount.ts) runs the very rules the server checks.
 */

/** SPEC.md section 5: the tip amount is masked to 7 characters. */
export const AMOUNT_MAX_LENGTH = 7

/** What the field takes, as an HTML pattern: digits, one decimal comma or point, two decimals. */
export const AMOUNT_PATTERN = '[0-9]*[.,]?[0-9]{0,2}'

/**
 * The typed text as the mask leaves it: digits and the first separator (written as a comma),
 * at most two decimals, at most 7 characters. Anything else is dropped as it is typed.
 */
export function maskAmount(typed: string): string {
  let out = ''
  let separator = -1
  for (const char of typed) {
    if (out.length >= AMOUNT_MAX_LENGTH) break
    if (char >= '0' && char <= '9') {
      if (separator >= 0 && out.length - separator > 2) continue
      out += char
    } else if ((char === ',' || char === '.') && separator < 0) {
      separator = out.length
      out += ','
    }
  }
  return out
}

const STRICT = /^(\d{0,7})(?:[.,](\d{0,2}))?$/

/** The field's text in minor units ('5' → 500, '2,5' → 250); null when it is not an amount the mask allows. */
export function amountToMinor(text: string): number | null {
  const match = STRICT.exec(text.trim())
  if (!match || text.length > AMOUNT_MAX_LENGTH) return null
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
}

/** Minor units as the field writes them: 500 → '5', 250 → '2,50'. */
export function minorToField(minor: number): string {
  const cents = minor % 100
  return `${Math.floor(minor / 100)}${cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`}`
}

export interface AmountChoice {
  /** The preset radio that is checked (its minor units), or null. */
  preset: number | null
  /** The custom field's text. */
  custom: string
}

/**
 * What a tip link's `?a=` (minor units) preselects: its preset when it is one, else the custom
 * field filled with it; nothing for a value that is not a whole positive number within the
 * limits (a link edited by hand is not refused, only ignored).
 */
export function prefilledAmount(a: string | null, presets: readonly number[], limits: { min: number; max: number }): AmountChoice {
  if (!a || !/^\d{1,9}$/.test(a)) return { preset: null, custom: '' }
  const minor = Number(a)
  if (minor < limits.min || minor > limits.max) return { preset: null, custom: '' }
  return presets.includes(minor) ? { preset: minor, custom: '' } : { preset: null, custom: minorToField(minor) }
}

/** The tip the form asks for: a typed custom amount wins over a preset; null when neither says one. */
export function chosenAmount(preset: number | undefined, custom: string | undefined): number | null {
  if (custom && custom.trim() !== '') return amountToMinor(custom)
  return preset ?? null
}
