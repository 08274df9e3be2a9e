/**
 * A GET that failed because the database went away is answered once more before the caller
 * sees 503. The whole request is run again, not one query: a GET may touch several tables
 * (and slide the session's expiry), and only a second run of the handler sees one consistent
 * state. Writes are never retried here, since the first attempt may have committed.
 */
import { createMiddleware } from 'hono/factory'
import { isConnectionError } from '../db/connection-errors.js'
import type { PlatformEnv } from './context.js'

/**
 * How long to wait before the second attempt. A fast Postgres restart takes a few hundred
 * milliseconds; an immediate retry would mostly meet the same closed port.
 */
export const RETRY_PAUSE_MS = 500

interface Fetcher {
  fetch(request: Request, env?: unknown): Response | Promise<Response>
}

export function retryReadsOnce(app: Fetcher, pauseMs = RETRY_PAUSE_MS) {
  // The second run goes through the same application; the request object marks it so it is
  // not retried again (a header would let callers switch the retry off).
  const secondRuns = new WeakSet<Request>()
  return createMiddleware<PlatformEnv>(async (c, next) => {
    await next()
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') return
    if (!c.error || !isConnectionError(c.error) || secondRuns.has(c.req.raw)) return
    secondRuns.add(c.req.raw)
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
    const again = await app.fetch(c.req.raw, c.env)
    // Assigning over a response merges the old one's headers (Retry-After) into the new one.
    c.res = undefined
    c.res = again
  })
}
