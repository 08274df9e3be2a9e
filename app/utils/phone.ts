/**
 * Phone entry helpers shared by server and browser: country detection from typed digits,
 * input masks ('#' is a digit), and validation with libphonenumber-js.
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core'
// The rules of PHONE_COUNTRIES only (scripts/phone-metadata.mjs): every country's would be the
// largest piece of the sign-in page's JavaScript, for numbers that are refused anyway.
import metadata from './phone-metadata.json'

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
  return [...countries]
    .sort((a, b) => b.phoneCode.length - a.phoneCode.length)
    .find((c) => digits.startsWith(digitsOf(c.phoneCode)))
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
 * The countries whose numbers may sign in, register or be invited: the platform's reference
 * list (GET /profile/countries, SPEC.md section 9). tests/unit/phone-countries.test.ts keeps
 * the two equal.
 */
export const PHONE_COUNTRIES: readonly string[] = ['ES', 'LT', 'PL']

/**
 * The E.164 number for what was typed, read in the context of the chosen country, or null
 * when it is not a valid number of one of PHONE_COUNTRIES ('+1 202 555 0143' typed with
 * Lithuania chosen is a valid US number, and still refused). Every phone form's schema
 * validates through here, in the browser and in the action alike.
 */
export function toE164(value: string, countryCode: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  const parsed = parsePhoneNumberFromString(trimmed, countryCode as CountryCode, metadata as unknown as MetadataJson)
  if (!parsed || !parsed.isValid() || !parsed.country || !PHONE_COUNTRIES.includes(parsed.country)) return null
  return parsed.number
}

/** The country of a valid E.164 number, if it is one of ours. */
export function countryOfNumber(msisdn: string, countries: PhoneCountry[]): PhoneCountry | undefined {
  return detectCountry(msisdn, countries)
}

/** Regional-indicator flag for a two-letter country code (🇱🇹 for LT). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)))
}

/** Default country from the language: es → ES, lt → LT, pl → PL; else the first country. */
export function defaultCountryFor<C extends PhoneCountry>(language: string, countries: C[]): C | undefined {
  const byLanguage: Record<string, string> = { es: 'ES', lt: 'LT', pl: 'PL' }
  return countries.find((c) => c.code === byLanguage[language]) ?? countries[0]
}
