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
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_EXISTS: 'USER_EXISTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOKEN_TAKEN: 'TOKEN_TAKEN',
  MEMBER_EXISTS: 'MEMBER_EXISTS',
  CONFLICT: 'CONFLICT',
  INTERNAL: 'INTERNAL',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
