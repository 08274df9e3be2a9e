/** Bearer-token authentication for /api/v1 calls that need a session. */
import { createMiddleware } from 'hono/factory'
import { unauthorized } from '../domain/errors.js'
import { profileForToken } from '../domain/sessions.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

export function requireProfile(deps: PlatformDeps) {
  return createMiddleware<PlatformEnv>(async (c, next) => {
    // Mounted once per path in app.ts, but a route may name it too: the token is looked up once.
    if (c.get('profile')) return next()
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header)
    if (!match) throw unauthorized()
    const profile = await profileForToken(deps.db, deps.config, match[1]!)
    if (!profile) throw unauthorized()
    c.set('profile', profile)
    await next()
  })
}
