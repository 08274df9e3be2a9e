/**
 * Phone numbers the platform accepts: valid numbers of a country (any of libphonenumber-js's,
 * the reference list of seed/reference.ts; not the non-geographic +800 kind). Sign-in,
 * registration and invitations share this one rule, and the app checks the same (app/utils/phone.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { invalid } from './errors.js'

/**
 * The number in E.164, or 400 VALIDATION on `msisdn`. Path parameters may omit the '+' (it is
 * awkward in a URL), so `addPlus` adds it there; JSON bodies must carry it, as the contract says.
 */
export function normalizeMsisdn(raw: string, { addPlus = false }: { addPlus?: boolean } = {}): string {
  const trimmed = raw.trim()
  const parsed = parsePhoneNumberFromString(addPlus && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed)
  if (!parsed || !parsed.isValid() || !parsed.country) {
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
