/**
 * /api/v1 session and profile calls (SPEC.md section 7 "Session and profile").
 * Shapes the spec leaves open are fixed here and documented in docs/api.md.
 */
import { z } from 'zod'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const OTP_LENGTH = 6

export const msisdnSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164 phone number expected')

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

export const otpSendRequestSchema = z.object({ msisdn: msisdnSchema, scope: otpScopeSchema })
export const otpSendResponseSchema = z.object({ otpId: z.string(), nextOtpAfter: z.string() })

export const otpVerifyRequestSchema = z.object({
  otpId: z.string().min(1),
  otp: z.string().regex(/^\d{6}$/),
})
export const otpVerifyResponseSchema = z.object({ otpId: z.string(), verified: z.literal(true) })

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX)

export const sessionStartOtpRequestSchema = z.object({
  otpId: z.string().min(1),
  newPassword: passwordSchema.optional(),
})
export const sessionStartRequestSchema = z.object({
  msisdn: msisdnSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
})
export const sessionResponseSchema = z.object({ token: z.string(), profile: profileSchema })
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const analyticsRequestSchema = z.object({
  events: z
    .array(z.object({ type: z.string().min(1).max(100), properties: z.record(z.unknown()).default({}) }))
    .max(100),
  userProperties: z.record(z.unknown()).default({}),
})
