/**
 * What /api/v1 accepts as text, numbers, dates and ids, decided once (docs/decisions/0015-input-primitives-and-the-fuzz-suite.md).
 * Every request schema in contract/ is built from these, so every endpoint refuses the same
 * junk with 400 VALIDATION before it reaches the database, which would otherwise answer with
 * an error of its own (a NUL in text, a smallint overflow, year 0) and the caller a 500.
 */
import { z } from 'zod'

/** C0 controls except tab, line feed and carriage return, and DEL: never meaningful in text we store. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string is refused, or null when it is acceptable text. */
export function textProblem(value: string): string | null {
  if (CONTROL.test(value)) return 'Control characters are not allowed'
  if (LONE_SURROGATE.test(value)) return 'Invalid Unicode text'
  return null
}

const refineText = (value: string, ctx: z.RefinementCtx) => {
  const problem = textProblem(value)
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
}

/**
 * Text of at most `max` characters (UTF-16 units, as zod and the browser count), without
 * control characters or broken Unicode. Nothing is trimmed here: callers that trim say so.
 */
export function text(max: number, options: { min?: number; trim?: boolean } = {}) {
  let schema = z.string()
  if (options.trim) schema = schema.trim()
  if (options.min) schema = schema.min(options.min)
  return schema.max(max).superRefine(refineText)
}

/** A whole number in [min, max] (both within the safe integer range, so 1e21 is refused). */
export function int(min: number, max: number) {
  return z.number().int().min(min).max(max)
}

/** A whole number in [min, max] written in a query string ('3', '-1'); nothing else. */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,15}$/, 'Whole number expected')
    .transform(Number)
    .pipe(int(min, max))
}

/** Dates outside these years are typing mistakes or probes; the database has no year 0. */
export const YEAR_MIN = 2000
export const YEAR_MAX = 2100

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** An ISO 8601 date or date-time ('2026-11-01', '2026-11-01T00:00:00.000Z') in the years 2000 to 2100. */
export function isoDateTime() {
  return z.string().superRefine((value, ctx) => {
    const match = ISO_DATE_TIME.exec(value)
    const time = match ? new Date(value).getTime() : NaN
    const year = match ? Number(match[1]) : NaN
    // Date() rolls 31 February over to 3 March; a day that is not on the calendar is refused.
    const day = match ? new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3]))) : null
    const onCalendar = day !== null && day.getUTCMonth() === Number(match![2]) - 1 && day.getUTCDate() === Number(match![3])
    if (Number.isNaN(time) || !onCalendar || year < YEAR_MIN || year > YEAR_MAX) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Date between ${YEAR_MIN} and ${YEAR_MAX} expected` })
    }
  })
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function uuid() {
  return z.string().regex(UUID_PATTERN, 'Invalid id')
}

/** Deepest nesting of arrays and objects a request body may have. */
export const JSON_MAX_DEPTH = 32

/**
 * The first text of a request outside its body that is not acceptable (see textProblem): a
 * query parameter's name or value (as decoded), a header. `where` names it (the parameter's
 * name or the header's), or null when all is acceptable. Path segments are left to the
 * routes: every id or name there is checked by its pattern and an odd one answers 404. The
 * platform's guard (platform/http/input-text.ts) and the back-office's (server/input-text.ts)
 * both ask it, so a NUL typed into any search box never reaches the database.
 */
export function requestTextProblem(request: Request): { where: string; problem: string } | null {
  const url = new URL(request.url)
  for (const [name, value] of url.searchParams) {
    const problem = textProblem(name) ?? textProblem(value)
    if (problem) return { where: textProblem(name) ? '_' : name, problem }
  }
  for (const [name, value] of request.headers) {
    const problem = textProblem(value)
    if (problem) return { where: name, problem }
  }
  return null
}

/**
 * Why a parsed JSON value is refused (a string or key that is not acceptable text, or
 * nesting deeper than JSON_MAX_DEPTH), or null. Iterative, so no input can exhaust the stack.
 */
export function jsonProblem(value: unknown, maxDepth = JSON_MAX_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current === 'string') {
      const problem = textProblem(current)
      if (problem) return problem
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return 'Nested too deeply'
      for (const [key, child] of Object.entries(current)) {
        const problem = textProblem(key)
        if (problem) return problem
        stack.push([child, depth + 1])
      }
    }
  }
  return null
}

/** Free-form JSON object (analytics properties): only acceptable text, bounded nesting. */
export function jsonObject() {
  return z.record(z.unknown()).superRefine((value, ctx) => {
    const problem = jsonProblem(value, JSON_MAX_DEPTH - 1)
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
  })
}

/**
 * The deepest nesting of `[` and `{` in JSON text, outside strings, or Infinity as soon as it
 * exceeds `limit`: measured on the raw text so a body nested 5,000 deep is refused before parsing.
 */
export function jsonTextDepth(source: string, limit = JSON_MAX_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < source.length; i++) {
    const ch = source.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c) i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return Infinity
    } else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return deepest
}
