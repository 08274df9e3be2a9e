/**
 * Reading requests: JSON bodies and query strings, validated with the contract's zod schemas
 * and refused with 400 VALIDATION naming the fields (ADR 0015).
 */
import type { Context } from 'hono'
import type { ZodError, ZodType, ZodTypeDef } from 'zod'
import { JSON_MAX_DEPTH, jsonProblem, jsonTextDepth } from '../../contract/primitives.js'
import { optionalRangeQuerySchema } from '../../contract/tips.js'
import { invalid, type DomainError } from '../domain/errors.js'
import { parseRange, type Range } from '../domain/scope.js'

/** A schema whose parsed (output) type is what the caller gets. */
type Schema<T> = ZodType<T, ZodTypeDef, unknown>

export function validationError(error: ZodError): DomainError {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return invalid('Invalid request', fields)
}

export function parseWith<T>(schema: Schema<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}

const notJson = (message: string) => invalid(message, {})

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

/** start_ts and finish_ts when either is given (totals over the range), else undefined (all time). */
export function readOptionalRange(c: Context): Range | undefined {
  const q = readQuery(c, optionalRangeQuerySchema)
  return q.start_ts || q.finish_ts ? parseRange(q.start_ts, q.finish_ts) : undefined
}
