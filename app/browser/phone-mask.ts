/**
 * Phone input masks ('#' is a digit) and country detection from typed digits: the part of
 * the phone rules the sign-in island needs in the browser (app/browser/islands/sign-in.ts), without
 * the validation library (app/utils/phone.ts).
 */
import { readJson, signIn } from './protocol'

export interface PhoneCountry {
  code: string
  phoneCode: string
  mask: string
}

/** Digits of the input, with a leading '+' kept when typed. */
export function digitsOf(value: string): string {
  return value.replace(/[^\d]/g, '')
}

/** The country whose calling code starts the typed number (longest code first), if any. */
export function detectCountry<C extends PhoneCountry>(value: string, countries: C[]): C | undefined {
  if (!value.trim().startsWith('+')) return undefined
  const digits = digitsOf(value)
  return [...countries].sort((a, b) => b.phoneCode.length - a.phoneCode.length).find((c) => digits.startsWith(digitsOf(c.phoneCode)))
}

/**
 * Formats what was typed with the country's mask. Input without the calling code is taken
 * as a national number; extra digits beyond the mask are dropped.
 */
export function applyMask(value: string, country: PhoneCountry): string {
  const code = digitsOf(country.phoneCode)
  let digits = digitsOf(value)
  if (value.trim().startsWith('+') && digits.startsWith(code)) digits = digits.slice(code.length)
  else if (digits.startsWith(code) && digits.length > maxNationalDigits(country)) digits = digits.slice(code.length)
  const body = country.mask.slice(country.phoneCode.length)
  let out = country.phoneCode
  let i = 0
  for (const ch of body) {
    if (i >= digits.length) break
    if (ch === '#') out += digits[i++]
    else out += ch
  }
  return out
}

export function maxNationalDigits(country: PhoneCountry): number {
  return (country.mask.slice(country.phoneCode.length).match(/#/g) ?? []).length
}

/**
 * The phone field as the user types, with JavaScript (the login screen's React handler and
 * the sign-in island both call it): a number typed with its calling code picks the country
 * (+48… is Poland), and the field takes the chosen country's mask. '+4' is not a country yet,
 * so what is typed stays as it is until the calling code is complete. A chosen country that
 * shares the typed code (Canada for +1) is kept.
 */
export function remaskTyped(input: HTMLInputElement, select: HTMLSelectElement | null, countries: PhoneCountry[]) {
  const detected = detectCountry(input.value, countries)
  if (!detected && input.value.trim().startsWith('+')) return
  const chosen = countries.find((c) => c.code === select?.value)
  const keep = detected && chosen && chosen.phoneCode === detected.phoneCode
  if (detected && !keep && select && select.value !== detected.code) select.value = detected.code
  const country = countries.find((c) => c.code === select?.value)
  if (country && input.value.trim()) input.value = applyMask(input.value, country)
}

/** The phone field after another country is chosen: a number with its own calling code starts over. */
export function remaskForCountry(input: HTMLInputElement, code: string, countries: PhoneCountry[]): PhoneCountry | undefined {
  const country = countries.find((c) => c.code === code)
  if (country) input.value = applyMask(input.value.trim().startsWith('+') ? '' : input.value, country)
  return country
}

/** A phone field takes the mask of the country typed or chosen in its form's `country` select. */
export function phoneMasks() {
  for (const input of document.querySelectorAll<HTMLInputElement>(`[${signIn.phoneCountries}]`)) {
    const countries = readJson(input, signIn.phoneCountries) ?? []
    const select = input.form?.elements.namedItem('country') as HTMLSelectElement | null
    input.addEventListener('input', () => remaskTyped(input, select, countries))
    select?.addEventListener('change', () => {
      const country = remaskForCountry(input, select.value, countries)
      // The server draws the placeholder of the country it was given; a new choice sets it here.
      if (country) input.placeholder = country.mask.replace(/#/g, '_')
    })
  }
}
