/**
 * Which database errors mean "a constraint refused this write". The SQLSTATE is read here
 * only (alongside connection-errors.ts), whatever the driver: node-postgres puts it on the
 * error, Drizzle wraps that error as `cause`, PGlite carries it directly.
 */

/** SQLSTATE 23505: a unique index or constraint already holds the value. */
const UNIQUE_VIOLATION = '23505'

interface MaybeDatabaseError {
  code?: unknown
  constraint?: unknown
  cause?: unknown
}

function databaseError(error: unknown, depth = 0): MaybeDatabaseError | null {
  if (!error || typeof error !== 'object' || depth > 5) return null
  const candidate = error as MaybeDatabaseError
  if (typeof candidate.code === 'string' && candidate.code.length === 5) return candidate
  return databaseError(candidate.cause, depth + 1)
}

/**
 * True when `error` (or the driver error it wraps) is a unique violation; with `constraint`,
 * only when the violated index's name contains it.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error)
  if (found?.code !== UNIQUE_VIOLATION) return false
  return constraint === undefined || String(found.constraint ?? '').includes(constraint)
}
