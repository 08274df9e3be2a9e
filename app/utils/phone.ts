/**
 * Phone entry helpers shared by server and browser: validation with libphonenumber-js, and
 * (from ./phone-mask, which the sign-in island loads alone) masks and country detection.
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core'
// The rules of PHONE_COUNTRIES only (scripts/phone-metadata.mjs): every country's would be the
// largest piece of the sign-in page's JavaScript, for numbers that are refused anyway.
import metadata from './phone-metadata.json'

import { detectCountry, type PhoneCountry } from './phone-mask'

export { applyMask, detectCountry, digitsOf, maxNationalDigits, type PhoneCountry } from './phone-mask'

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
