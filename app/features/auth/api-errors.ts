/**
 * Translation keys (and values) for platform errors in the sign-in flows, as SPEC.md
 * section 8 maps them. Pure, so unit tests pin the mapping.
 */
import { secondsUntil } from '../../utils/countdown'
import type { Message } from '../../utils/messages'

interface ErrorLike {
  errorCode: string
  params: Record<string, unknown>
}

export function rateLimitMessage(nextOtpAfter: unknown, now = Date.now()): Message {
  return { key: 'errors.rateLimit', values: { seconds: Math.max(1, secondsUntil(String(nextOtpAfter ?? ''), now)) } }
}

/** POST /otp/verify failures. */
export function otpVerifyMessage(error: ErrorLike): Message {
  if (error.errorCode === 'INVALID_OTP_ID') return { key: 'errors.otpExpired' }
  if (error.errorCode === 'INVALID_OTP') {
    const left = error.params.attemptsRemaining
    if (typeof left === 'number') return { key: 'errors.otpAttemptFailed', values: { count: left } }
    return { key: 'errors.otpAttemptsLimit' }
  }
  if (error.errorCode === 'VALIDATION') return { key: 'validation.otp' }
  return { key: 'errors.invalidRequest' }
}

/** GET /msisdn/{msisdn} failures other than an invalid number (the route shows that on the field). */
export function lookupMessage(error: ErrorLike, now = Date.now()): Message {
  if (error.errorCode === 'RATE_LIMIT') return rateLimitMessage(error.params.retryAfter, now)
  return { key: 'errors.unknown' }
}

/** POST /otp/send failures. */
export function otpSendMessage(error: ErrorLike, now = Date.now()): Message {
  if (error.errorCode === 'RATE_LIMIT') return rateLimitMessage(error.params.nextOtpAfter, now)
  if (error.errorCode === 'USER_NOT_FOUND') return { key: 'errors.userNotFound' }
  return { key: 'errors.invalidRequest' }
}

/** POST /session/start failures. */
export function passwordLoginMessage(error: ErrorLike, now = Date.now()): Message {
  if (error.errorCode === 'INVALID_PASSWORD') return { key: 'errors.invalidPassword' }
  if (error.errorCode === 'USER_NOT_FOUND') return { key: 'errors.userNotFound' }
  if (error.errorCode === 'RATE_LIMIT') return rateLimitMessage(error.params.retryAfter, now)
  return { key: 'errors.unknown' }
}

/**
 * POST /session/start-otp failures while setting a password. COMMON_PASSWORD belongs on the
 * new-password field (isNewPasswordError); the code stays valid for another password.
 */
export function setPasswordMessage(error: ErrorLike, flow: 'registration' | 'reset'): Message {
  if (error.errorCode === 'COMMON_PASSWORD') return { key: 'errors.commonPassword' }
  if (error.errorCode === 'INVALID_OTP_ID') return { key: 'errors.expiredPasswordOtp' }
  if (error.errorCode === 'INVALID_OTP') {
    return { key: flow === 'registration' ? 'errors.invalidRegistrationPasswordOtp' : 'errors.invalidPasswordOtp' }
  }
  return { key: 'errors.unknown' }
}

/** True for a refusal of the chosen password itself, shown under the new-password field. */
export function isNewPasswordError(error: ErrorLike): boolean {
  return error.errorCode === 'COMMON_PASSWORD'
}
