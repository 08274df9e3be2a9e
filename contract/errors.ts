import { z } from 'zod'

/** Body of every non-2xx /api/v1 answer. */
export const errorBodySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  params: z.record(z.unknown()).default({}),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Error codes the platform produces (SPEC.md section 8 maps them to messages). */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMIT: 'RATE_LIMIT',
  INVALID_OTP_ID: 'INVALID_OTP_ID',
  INVALID_OTP: 'INVALID_OTP',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  /** A new password that is on the list of common or breached passwords (400, field newPassword). */
  COMMON_PASSWORD: 'COMMON_PASSWORD',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_EXISTS: 'USER_EXISTS',
  /** A LOGIN code asked for a profile that has a password (409): it signs in with it, or resets it. */
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOKEN_TAKEN: 'TOKEN_TAKEN',
  MEMBER_EXISTS: 'MEMBER_EXISTS',
  CONFLICT: 'CONFLICT',
  /** Something that existed has ended for good (an order management session finished: 410). */
  GONE: 'GONE',
  /** A modifier another modifier names as its price modifier cannot be deleted (409). */
  PRICE_MODIFIER_IN_USE: 'PRICE_MODIFIER_IN_USE',
  /** A plain GET of the live channel's path by a caller who may connect: use a websocket (426). */
  UPGRADE_REQUIRED: 'UPGRADE_REQUIRED',
  /** The database is unreachable for a moment; the answer carries Retry-After (503). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
