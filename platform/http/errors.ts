/** The platform's error type and the JSON body every non-2xx answer carries (DESIGN.md 4). */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError, type ZodType, type ZodTypeDef } from 'zod'

/** A schema whose parsed (output) type is what the caller gets. */
type Schema<T> = ZodType<T, ZodTypeDef, unknown>
import { ErrorCode } from '../../contract/errors.js'

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

/** Reads a JSON body and validates it; a body that is not JSON is a VALIDATION error too. */
export async function readJson<T>(c: Context, schema: Schema<T>): Promise<T> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new ApiError(400, ErrorCode.VALIDATION, 'Body must be JSON', { fields: {} })
  }
  return parseWith(schema, body)
}

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ApiError) {
    return c.json({ errorCode: error.errorCode, message: error.message, params: error.params }, error.status)
  }
  console.error('[platform] unexpected error', error)
  return c.json({ errorCode: ErrorCode.INTERNAL, message: 'Internal error', params: {} }, 500)
}
