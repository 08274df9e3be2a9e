/**
 * Signing in (SPEC.md section 2): what the platform knows of a phone number, one-time codes,
 * and starting a platform session with a password or a verified code. Ending one is
 * `finishSession` in profile.server.ts.
 */
import {
  msisdnLookupSchema,
  otpSendResponseSchema,
  otpVerifyResponseSchema,
  sessionResponseSchema,
  type OtpScope,
} from '#contract/session'
import type { Api } from '~/services/api.server'

/** Whether the number is registered, has a password, is enabled; throttled per address by the platform. */
export function lookupPhone(api: Api, msisdn: string) {
  return api.get(`/msisdn/${encodeURIComponent(msisdn)}`, msisdnLookupSchema)
}

/** Sends a code for `scope`, worded in `language`; the answer says when another may be sent. */
export function sendOtp(api: Api, input: { msisdn: string; scope: OtpScope; language: string }) {
  return api.post('/otp/send', input, otpSendResponseSchema)
}

export function verifyOtp(api: Api, otpId: string, otp: string) {
  return api.post('/otp/verify', { otpId, otp }, otpVerifyResponseSchema)
}

/** A platform session for a phone and its password. */
export function startWithPassword(api: Api, msisdn: string | undefined, password: string) {
  return api.post('/session/start', { msisdn, password }, sessionResponseSchema)
}

/** A platform session for a verified code; `newPassword` sets one (registration, reset). */
export function startWithCode(api: Api, otpId: string | undefined, newPassword: string | undefined) {
  return api.post('/session/start-otp', { otpId, newPassword }, sessionResponseSchema)
}
