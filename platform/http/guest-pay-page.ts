/**
 * The guest payment page's reads, public (no session; outside /business/*, so app.ts asks for
 * none), contract/guest-pay.ts:
 *
 *   GET /public/pay/boxes/{boxId}       GuestPayPage
 *   GET /public/pay/members/{memberId}  GuestPayPage; 410 GONE {boxId, organizationName} for a removed member
 *   GET /public/pay/tokens/{token}      {kind, id}; 429 RATE_LIMIT past 20 look-ups per address and 10 minutes
 *
 * The page changes with every tip (its presets) and with the venue's verification: never cached.
 */
import { Hono } from 'hono'
import { boxPayPage, memberPayPage, payPageOfToken } from '../domain/guest/page.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

const NO_STORE = 'no-store'

export function guestPayPageRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const setup = () => deps.guestPayments

  app.get('/public/pay/boxes/:boxId', async (c) => {
    const page = await boxPayPage(deps.db, c.req.param('boxId'), setup())
    c.header('Cache-Control', NO_STORE)
    return c.json(page)
  })

  app.get('/public/pay/members/:memberId', async (c) => {
    const page = await memberPayPage(deps.db, c.req.param('memberId'), setup())
    c.header('Cache-Control', NO_STORE)
    return c.json(page)
  })

  app.get('/public/pay/tokens/:token', async (c) => {
    const found = await payPageOfToken(deps.db, c.req.param('token'), c.get('clientAddress'))
    c.header('Cache-Control', NO_STORE)
    return c.json(found)
  })

  return app
}
