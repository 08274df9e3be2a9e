/**
 * Text the database would refuse (a NUL, a lone surrogate, other control characters) in a
 * request's query or headers is answered 400 VALIDATION here, once for every route,
 * before any route reads it: a search box's `q` went into a LIKE pattern and PostgreSQL
 * answered "invalid byte sequence", a 500. JSON bodies get the same check as they are read
 * (readJsonValue), and image uploads are bytes, not text.
 */
import type { MiddlewareHandler } from 'hono'
import { requestTextProblem } from '../../contract/primitives.js'
import { invalid } from '../domain/errors.js'

export const refuseUnusableText: MiddlewareHandler = async (c, next) => {
  const found = requestTextProblem(c.req.raw)
  if (found) throw invalid('Invalid request', { [found.where]: [found.problem] })
  await next()
}
