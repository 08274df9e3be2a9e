/**
 * Error answers: the JSON body every non-2xx answer carries (DESIGN.md 4), and the one place
 * a DomainError's code becomes a status.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorCode } from '../../contract/errors.js'
import { isConnectionError } from '../db/connection-errors.js'
import { DomainError } from '../domain/errors.js'

/** The status each error code answers; a new code cannot be added without choosing one. */
const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMIT: 429,
  INVALID_OTP_ID: 400,
  INVALID_OTP: 400,
  INVALID_PASSWORD: 400,
  COMMON_PASSWORD: 400,
  USER_NOT_FOUND: 404,
  USER_EXISTS: 409,
  PASSWORD_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOKEN_TAKEN: 409,
  MEMBER_EXISTS: 409,
  CONFLICT: 409,
  GONE: 410,
  PRICE_MODIFIER_IN_USE: 409,
  UPGRADE_REQUIRED: 426,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
}

export const statusOf = (code: ErrorCode): ContentfulStatusCode => STATUS[code]

/** The error body of a code, for answers made outside a thrown error (404 of unknown paths, 413). */
export const errorJson = (c: Context, code: ErrorCode, message: string, params: Record<string, unknown> = {}) =>
  c.json({ errorCode: code, message, params }, statusOf(code))

/**
 * Seconds a client should wait after a 503: a Postgres restart or failover takes about a
 * second (docs/operations.md "Database faults").
 */
export const RETRY_AFTER_SECONDS = 2

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof DomainError) return errorJson(c, error.code, error.message, error.params)
  if (isConnectionError(error)) {
    // Not a bug of ours and not the caller's: the database went away (restart, failover).
    // A write that met it was rolled back or committed whole (one statement or one
    // transaction), never half, so the caller can try again after Retry-After.
    console.warn('[platform] database unavailable:', describe(error))
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    return errorJson(c, ErrorCode.SERVICE_UNAVAILABLE, 'The database is unavailable for a moment; retry shortly', {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    })
  }
  console.error('[platform] unexpected error', error)
  return errorJson(c, ErrorCode.INTERNAL, 'Internal error')
}

/** The innermost message of a wrapped driver error, for one log line. */
function describe(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined
  for (let i = 0; i < 5 && current?.cause; i++) current = current.cause as typeof current
  return String(current?.message ?? error)
}
