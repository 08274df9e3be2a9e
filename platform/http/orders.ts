/**
 * The venue's orders (contract/orders.ts, SPEC.md section 7): a page of a period, the period's
 * summary and one order with its items (a device may call these three too), and the export
 * (http/orders-export.ts). Guard: http/orders-access.ts.
 */
import { Hono } from 'hono'
import { ORDERS_PATH, ordersPeriodSchema, ordersQuerySchema } from '../../contract/orders.js'
import { listOrders, orderDetails, ordersSummary } from '../domain/orders/list.js'
import { ordersPeriod } from '../domain/orders/period.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { ordersRead } from './orders-access.js'
import { readQuery } from './read.js'

export function orderRoutes(deps: PlatformDeps) {
  const { db, clock } = deps
  const app = new Hono<PlatformEnv>()

  app.get(ORDERS_PATH, ordersRead(deps), async (c) => {
    const query = readQuery(c, ordersQuerySchema)
    const period = ordersPeriod(query, clock())
    return c.json(await listOrders(db, c.get('orders'), period, query))
  })

  app.get(`${ORDERS_PATH}/summary`, ordersRead(deps), async (c) => {
    const period = ordersPeriod(readQuery(c, ordersPeriodSchema), clock())
    return c.json(await ordersSummary(db, c.get('orders'), period))
  })

  // After the fixed paths (summary, export), which would otherwise read as an order id.
  app.get(`${ORDERS_PATH}/:orderId`, ordersRead(deps), async (c) => c.json(await orderDetails(db, c.get('orders'), c.req.param('orderId'))))

  return app
}
