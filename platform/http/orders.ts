/**
 * The venue's orders (contract/orders.ts, SPEC.md section 7): a page of a period, the period's
 * summary and one order with its items (a device may call these three too), and the export
 * (domain/orders/export.ts; staff only). Guard: http/orders-access.ts.
 */
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { ORDERS_PATH, ordersPeriodSchema, ordersQuerySchema } from '../../contract/orders.js'
import { exportFileName, exportOrders, XLSX_TYPE } from '../domain/orders/export.js'
import { listOrders, orderDetails, ordersSummary } from '../domain/orders/list.js'
import { ordersPeriod } from '../domain/orders/period.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import { ordersRead, ordersStaff } from './orders-access.js'
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

  // Staff only (not a device): the period's orders as a spreadsheet, streamed as it is written.
  app.get(`${ORDERS_PATH}/export`, ordersStaff(deps), async (c) => {
    const now = clock()
    const period = ordersPeriod(readQuery(c, ordersPeriodSchema), now)
    const org = c.get('orders')
    const language = receiptLanguage(c.req.query('lang'), c.req.header('accept-language'))
    const body = Readable.toWeb(exportOrders(db, org, period, language)) as ReadableStream
    return new Response(body, {
      headers: {
        'content-type': XLSX_TYPE,
        'content-disposition': `attachment; filename="${exportFileName(org, period, now)}"`,
        'cache-control': 'private, no-store',
      },
    })
  })

  // After the fixed paths (summary, export), which would otherwise read as an order id.
  app.get(`${ORDERS_PATH}/:orderId`, ordersRead(deps), async (c) => c.json(await orderDetails(db, c.get('orders'), c.req.param('orderId'))))

  return app
}
