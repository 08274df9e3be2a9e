/**
 * /api/v1 session and profile calls (SPEC.md section 7 "Session and profile").
 * Shapes the spec leaves open are fixed here and documented in docs/api.md.
 */
import { z } from 'zod'
import { jsonObject, text } from './primitives.js'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const OTP_LENGTH = 6

export const msisdnSchema = z.string().max(16).regex(/^\+[1-9]\d{6,14}$/, 'E.164 phone number expected')

export const profileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  msisdn: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  mask: z.string(),
})
export type Country = z.infer<typeof countrySchema>
export const countriesSchema = z.array(countrySchema)

/**
 * UNREGISTERED: no profile (registration by code). REGISTERED: a profile without a password
 * (sign-in by code). PASSWORD: a profile with a password (sign-in by password).
 */
export const msisdnStatusSchema = z.enum(['UNREGISTERED', 'REGISTERED', 'PASSWORD'])
export const msisdnLookupSchema = z.object({
  msisdn: z.string(),
  status: msisdnStatusSchema,
  enabled: z.boolean(),
  /** ISO time when the next code may be sent, or null when one may be sent now. */
  nextOtpAfter: z.string().nullable(),
})
export type MsisdnLookup = z.infer<typeof msisdnLookupSchema>

export const otpScopeSchema = z.enum(['LOGIN', 'REGISTRATION', 'RESET_PASSWORD'])
export type OtpScope = z.infer<typeof otpScopeSchema>

/** Languages the one-time-code SMS is worded in; the back-office sends its current one. */
export const SMS_LANGUAGES = ['en', 'es', 'lt', 'pl', 'ru'] as const
export type SmsLanguage = (typeof SMS_LANGUAGES)[number]

export const otpSendRequestSchema = z.object({
  msisdn: msisdnSchema,
  scope: otpScopeSchema,
  /**
   * The language of the SMS text, a language tag such as `lt` or `lt-LT`. The SMS is worded
   * in one of SMS_LANGUAGES; any other tag, or none, gets English.
   */
  language: z.string().max(35).optional(),
})
export const otpSendResponseSchema = z.object({ otpId: z.string(), nextOtpAfter: z.string() })

export const otpVerifyRequestSchema = z.object({
  otpId: text(100, { min: 1 }),
  otp: z.string().regex(/^\d{6}$/),
})
export const otpVerifyResponseSchema = z.object({ otpId: z.string(), verified: z.literal(true) })

export const passwordSchema = text(PASSWORD_MAX, { min: PASSWORD_MIN })

export const sessionStartOtpRequestSchema = z.object({
  otpId: text(100, { min: 1 }),
  newPassword: passwordSchema.optional(),
})
export const sessionStartRequestSchema = z.object({
  msisdn: msisdnSchema,
  password: text(PASSWORD_MAX, { min: 1 }),
})
export const sessionResponseSchema = z.object({ token: z.string(), profile: profileSchema })
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const analyticsRequestSchema = z.object({
  events: z
    .array(z.object({ type: text(100, { min: 1 }), properties: jsonObject().default({}) }))
    .max(100),
  userProperties: jsonObject().default({}),
})

/**
 * Signed-in devices (beyond the spec, ASVS 7.5.2): GET /profile/sessions lists the caller's
 * live sessions, newest use first; DELETE /profile/sessions/{id} ends one of them.
 * The platform records the browser from the `User-Agent` header and the address from
 * the client-address header of the call that started the session.
 */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** True for the session whose token made this call. */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
})
export type DeviceSession = z.infer<typeof deviceSessionSchema>
export const deviceSessionsSchema = z.array(deviceSessionSchema)
