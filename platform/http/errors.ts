/** The platform's error type and the JSON body every non-2xx answer carries (DESIGN.md 4). */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError, type ZodType, type ZodTypeDef } from 'zod'
import { isConnectionError } from '../db/connection-errors.js'

/** A schema whose parsed (output) type is what the caller gets. */
type Schema<T> = ZodType<T, ZodTypeDef, unknown>
import { ErrorCode } from '../../contract/errors.js'
import { JSON_MAX_DEPTH, jsonProblem, jsonTextDepth } from '../../contract/primitives.js'

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const unauthorized = () => new ApiError(401, ErrorCode.UNAUTHORIZED, 'Authentication required')
export const forbidden = () => new ApiError(403, ErrorCode.FORBIDDEN, 'Permission denied')
export const notFound = (what = 'Resource') => new ApiError(404, ErrorCode.NOT_FOUND, `${what} not found`)

export function validationError(error: ZodError): ApiError {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return new ApiError(400, ErrorCode.VALIDATION, 'Invalid request', { fields })
}

export function parseWith<T>(schema: Schema<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}

const notJson = (message: string) => new ApiError(400, ErrorCode.VALIDATION, message, { fields: {} })

/**
 * Reads a body as JSON whatever its content type (the spec's client sends some as text/plain).
 * Refused with 400 VALIDATION before any schema sees it: a body that is not JSON, one nested
 * deeper than JSON_MAX_DEPTH (measured on the text, before parsing), and one holding a
 * string or key that is not acceptable text anywhere (NUL, lone surrogates: the database
 * would refuse them in text and jsonb columns alike).
 */
export async function readJsonValue(c: Context): Promise<unknown> {
  let source: string
  try {
    source = await c.req.text()
  } catch {
    throw notJson('Body must be JSON')
  }
  if (jsonTextDepth(source) > JSON_MAX_DEPTH) throw notJson(`Body nested deeper than ${JSON_MAX_DEPTH} levels`)
  let body: unknown
  try {
    body = JSON.parse(source)
  } catch {
    throw notJson('Body must be JSON')
  }
  const problem = jsonProblem(body)
  if (problem) throw notJson(problem)
  return body
}

/** Reads a JSON body (see readJsonValue) and validates it with a contract schema. */
export async function readJson<T>(c: Context, schema: Schema<T>): Promise<T> {
  return parseWith(schema, await readJsonValue(c))
}

/** The query string (first value of each name) validated with a contract schema. */
export function readQuery<T>(c: Context, schema: Schema<T>): T {
  return parseWith(schema, c.req.query())
}

/**
 * Seconds a client should wait after a 503: a Postgres restart or failover takes about a
 * second (docs/operations.md "Database faults").
 */
export const RETRY_AFTER_SECONDS = 2

export function serviceUnavailable(): ApiError {
  return new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The database is unavailable for a moment; retry shortly', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  })
}

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ApiError) {
    return c.json({ errorCode: error.errorCode, message: error.message, params: error.params }, error.status)
  }
  if (isConnectionError(error)) {
    // Not a bug of ours and not the caller's: the database went away (restart, failover).
    // A write that met it was rolled back or committed whole (one statement or one
    // transaction), never half, so the caller can try again after Retry-After.
    console.warn('[platform] database unavailable:', describe(error))
    const unavailable = serviceUnavailable()
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    return c.json({ errorCode: unavailable.errorCode, message: unavailable.message, params: unavailable.params }, 503)
  }
  console.error('[platform] unexpected error', error)
  return c.json({ errorCode: ErrorCode.INTERNAL, message: 'Internal error', params: {} }, 500)
}

/** The innermost message of a wrapped driver error, for one log line. */
function describe(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined
  for (let i = 0; i < 5 && current?.cause; i++) current = current.cause as typeof current
  return String(current?.message ?? error)
}
