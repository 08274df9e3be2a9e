/**
 * Order management sessions (contract/orders.ts): staff list, create and finish them
 * (VIEW_ORDERS on a paymentsEnabled venue, http/orders-access.ts); a device starts one with the
 * code of its start URL, without signing in, and gets its bearer token.
 */
import { Hono } from 'hono'
import { ORDERS_SESSION_START_PATH, ORDERS_SESSIONS_PATH, ordersSessionStartSchema, ordersSessionsQuerySchema } from '../../contract/orders.js'
import { createOrdersSession, finishOrdersSession, listOrdersSessions, startOrdersSession } from '../domain/orders/sessions.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { ordersStaff } from './orders-access.js'
import { readJson, readQuery } from './read.js'

export function ordersSessionRoutes(deps: PlatformDeps) {
  const { db, clock } = deps
  const app = new Hono<PlatformEnv>()

  app.get(ORDERS_SESSIONS_PATH, ordersStaff(deps), async (c) =>
    c.json(await listOrdersSessions(db, c.get('orders').id, readQuery(c, ordersSessionsQuerySchema))),
  )

  app.post(ORDERS_SESSIONS_PATH, ordersStaff(deps), async (c) => c.json(await createOrdersSession(db, c.get('orders').id, c.get('profile').id, clock()), 201))

  app.delete(`${ORDERS_SESSIONS_PATH}/:sessionId`, ordersStaff(deps), async (c) => {
    await finishOrdersSession(db, c.get('orders').id, c.req.param('sessionId'), clock())
    return c.body(null, 204)
  })

  // No sign-in: the device proves itself with the one-time code of the start URL.
  app.post(ORDERS_SESSION_START_PATH, async (c) => {
    const { code } = await readJson(c, ordersSessionStartSchema)
    return c.json(await startOrdersSession(db, code, c.get('clientAddress'), clock()))
  })

  return app
}
