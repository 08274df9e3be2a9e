/**
 * Phone numbers the platform accepts: valid, and of a country the product serves. Sign-in,
 * registration and invitations share this one rule, so a script cannot register or invite a
 * number the back-office's screens refuse (the app checks the same list, see app/utils/phone.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { invalid } from './errors.js'
import { COUNTRIES } from '../seed/reference.js'

const SERVED = new Set(COUNTRIES.map((country) => country.code))

/**
 * The number in E.164, or 400 VALIDATION on `msisdn`. Path parameters may omit the '+' (it is
 * awkward in a URL), so `addPlus` adds it there; JSON bodies must carry it, as the contract says.
 */
export function normalizeMsisdn(raw: string, { addPlus = false }: { addPlus?: boolean } = {}): string {
  const trimmed = raw.trim()
  const parsed = parsePhoneNumberFromString(addPlus && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed)
  if (!parsed || !parsed.isValid() || !parsed.country || !SERVED.has(parsed.country)) {
    throw invalid('Invalid phone number', { msisdn: ['Invalid phone number'] })
  }
  return parsed.number
}

/**
 * A request body with its `msisdn` in E.164, the other fields as sent: the phone is judged
 * first, by the same rule as sign-in, and the contract's schema then sees the normalized form.
 */
export function withNormalizedMsisdn(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body
  return { ...body, msisdn: normalizeMsisdn(String((body as { msisdn?: unknown }).msisdn ?? '')) }
}
