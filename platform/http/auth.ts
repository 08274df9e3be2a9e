/** Bearer-token authentication for /api/v1 calls that need a session. */
import { createMiddleware } from 'hono/factory'
import { unauthorized } from '../domain/errors.js'
import { ReadMemo } from '../../contract/read-memo.js'
import { callerOf } from '../domain/caller.js'
import { profileForToken } from '../domain/sessions.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

export function requireProfile(deps: PlatformDeps) {
  return createMiddleware<PlatformEnv>(async (c, next) => {
    // Mounted once per path in app.ts, but a route may name it too: the token is looked up once.
    if (c.get('profile')) return next()
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header)
    if (!match) throw unauthorized()
    const token = match[1]!
    // The calls of one page share the memo, so the session is looked up once per page.
    const memo = c.env?.memo ?? new ReadMemo()
    const caller = await memo.once(`token:${token}`, async () => {
      const profile = await profileForToken(deps.db, deps.config, token)
      return profile && callerOf(deps.db, profile, memo)
    })
    if (!caller) throw unauthorized()
    c.set('profile', caller.profile)
    c.set('caller', caller)
    await next()
  })
}
