/**
 * Phone numbers the platform accepts: valid, and of a country the product serves. Sign-in,
 * registration and invitations share this one rule, so a script cannot register or invite a
 * number the back-office's screens refuse (the app checks the same list, see app/utils/phone.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { ErrorCode } from '../../contract/errors.js'
import { ApiError } from '../http/errors.js'
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
    throw new ApiError(400, ErrorCode.VALIDATION, 'Invalid phone number', { fields: { msisdn: ['Invalid phone number'] } })
  }
  return parsed.number
}
