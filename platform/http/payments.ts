/**
 * A venue's payments (contract/payments.ts, SPEC.md section 7): a page by time or amount, of a
 * period and searched (table, card's last four, amount), and one
 * payment with its items. VIEW_PAYMENTS on a paymentsEnabled venue (http/payments-access.ts).
 * The receipt is http/receipts.ts; the customer and invoice calls are the invoicing routers'.
 */
import { Hono } from 'hono'
import { PAYMENTS_PATH, paymentsQuerySchema } from '../../contract/payments.js'
import { listPayments, paymentDetails, paymentsFilter } from '../domain/payments/list.js'
import { pageRequest } from '../domain/payments/paging.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { PAYMENTS_PERMISSIONS, paymentsGuard } from './payments-access.js'
import { readQuery } from './read.js'

export function paymentRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const guard = paymentsGuard(deps, PAYMENTS_PERMISSIONS.payments)

  app.get(PAYMENTS_PATH, guard, async (c) => {
    const query = readQuery(c, paymentsQuerySchema)
    return c.json(await listPayments(deps.db, c.get('payments'), pageRequest(query), paymentsFilter(query)))
  })

  app.get(`${PAYMENTS_PATH}/:paymentId`, guard, async (c) => c.json(await paymentDetails(deps.db, c.get('payments'), c.req.param('paymentId'))))

  return app
}
