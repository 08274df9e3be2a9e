/**
 * Bearer-token authentication for /api/v1 calls that need a session. A token is a signed-in
 * profile's (domain/sessions.ts) or an order management device's (domain/orders/sessions.ts);
 * a device's is accepted only on the orders reads (`isDeviceCall`) and answers 403 elsewhere.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { forbidden, unauthorized } from '../domain/errors.js'
import { ReadMemo } from '../../contract/read-memo.js'
import { callerOf } from '../domain/caller.js'
import { isOrdersDeviceToken, touchOrdersDevice } from '../domain/orders/sessions.js'
import { profileForToken } from '../domain/sessions.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { isDeviceCall } from './orders-access.js'

/** A device's token: its call is recorded (accessedAt, ipAddress) and let through, or refused with 403. */
async function deviceFor(deps: PlatformDeps, c: Context<PlatformEnv>, token: string) {
  if (!isDeviceCall(c)) {
    if (await isOrdersDeviceToken(deps.db, token)) throw forbidden()
    return null
  }
  return touchOrdersDevice(deps.db, token, c.get('clientAddress'), deps.clock())
}

export function requireProfile(deps: PlatformDeps) {
  return createMiddleware<PlatformEnv>(async (c, next) => {
    // Mounted once per path in app.ts, but a route may name it too: the token is looked up once.
    if (c.get('profile') || c.get('device')) return next()
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
    if (caller) {
      c.set('profile', caller.profile)
      c.set('caller', caller)
      return next()
    }
    const device = await deviceFor(deps, c, token)
    if (!device) throw unauthorized()
    c.set('device', device)
    await next()
  })
}
