/**
 * Which database errors mean "the server is not reachable right now" rather than "this query
 * is wrong": a restart, a failover or a dropped socket. The platform answers them 503 with
 * Retry-After (never 500), and retries a GET once (platform/http/retry.ts).
 */

/** SQLSTATEs: the server is shutting down or starting (class 57P) and connection exceptions (class 08). */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05'])
const CONNECTION_SQLSTATE_CLASS = '08'

/** Node socket errors on connect or while talking to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/**
 * node-postgres reports a lost socket, a client broken by an earlier error, a connect
 * timeout and a pool closed by shutdown only in the message; they carry no code.
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end on the pool/,
]

interface MaybeError {
  code?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

/**
 * True when `error`, or an error it wraps (Drizzle wraps the driver's error as `cause`; a
 * connect to several addresses fails with an AggregateError), is a connection error.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as MaybeError
  if (typeof code === 'string') {
    if (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true
    if (code.length === 5 && code.startsWith(CONNECTION_SQLSTATE_CLASS)) return true
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true
  if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, depth + 1))) return true
  return isConnectionError(cause, depth + 1)
}
