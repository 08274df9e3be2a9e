/**
 * Phone entry helpers for the server (the actions' schemas): validation with libphonenumber-js,
 * and (from browser/phone-mask.ts, which the sign-in island loads alone) masks and country detection.
 * No page hydrates (ADR 0053), so the validation rules never reach the browser.
 */
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

export { applyMask, detectCountry, digitsOf, maxNationalDigits, type PhoneCountry } from '~/browser/phone-mask'

/**
 * The countries whose numbers may sign in, register or be invited: every one libphonenumber-js
 * knows, as the platform's reference list (GET /profile/countries, platform/seed/reference.ts).
 * tests/unit/phone-countries.test.ts keeps the two equal.
 */
export const PHONE_COUNTRIES: readonly string[] = getCountries()

/**
 * The E.164 number for what was typed, read in the context of the chosen country, or null
 * when it is not a valid number of a country ('+1 202 555 0143' typed with Lithuania chosen
 * is a valid US number, and taken as one). Every phone form's schema validates through here.
 */
export function toE164(value: string, countryCode: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  const country = PHONE_COUNTRIES.includes(countryCode) ? (countryCode as CountryCode) : undefined
  const parsed = parsePhoneNumberFromString(trimmed, country)
  if (!parsed || !parsed.isValid() || !parsed.country) return null
  return parsed.number
}

/** The country libphonenumber-js reads in a number (+4915… is DE, +1 202… is US), if valid. */
export function numberCountry(msisdn: string): string | undefined {
  return parsePhoneNumberFromString(msisdn)?.country
}
