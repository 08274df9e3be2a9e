/** Bearer-token authentication for /api/v1 calls that need a session. */
import { createMiddleware } from 'hono/factory'
import { profileForToken } from '../domain/sessions.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { unauthorized } from './errors.js'

export function requireProfile(deps: PlatformDeps) {
  return createMiddleware<PlatformEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header)
    if (!match) throw unauthorized()
    const profile = await profileForToken(deps.db, deps.config, match[1]!)
    if (!profile) throw unauthorized()
    c.set('profile', profile)
    await next()
  })
}
