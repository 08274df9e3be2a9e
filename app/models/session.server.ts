/** Signing in: what the platform knows of a phone number (SPEC.md section 2, the phone screen). */
import { msisdnLookupSchema } from '#contract/session'
import type { Api } from '~/services/api.server'

/** Whether the number is registered, has a password, is enabled; throttled per address by the platform. */
export function lookupPhone(api: Api, msisdn: string) {
  return api.get(`/msisdn/${encodeURIComponent(msisdn)}`, msisdnLookupSchema)
}
