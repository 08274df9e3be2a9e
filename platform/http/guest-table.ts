/**
 * A table's page and paying its bill, public (no session; outside /business/*), contract/guest-table.ts:
 *
 *   GET  /public/tables/{tableId}   GuestTablePage; 404 for anything but a table's id
 *   POST /public/pay/bills          BillCheckoutRequest → GuestCheckoutStarted (201; 200 for a replayed attempt)
 *
 * The page changes with every payment at the table and is re-read while it is open: never cached.
 * A bill checkout's status, receipt and webhooks are the tip's (guest-pay-checkouts.ts, guest-pay-webhooks.ts).
 */
import { Hono } from 'hono'
import { billCheckoutRequestSchema, GUEST_TABLE_PATHS } from '../../contract/guest-table.js'
import { startBillCheckout } from '../domain/guest/bill-checkout.js'
import { guestTablePage } from '../domain/guest/table-page.js'
import { createVatRegistry } from '../providers/vat/index.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

export function guestTableRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const vatRegistry = createVatRegistry(deps.config.vat)

  app.get(GUEST_TABLE_PATHS.table(':tableId'), async (c) => {
    const page = await guestTablePage(deps.db, c.req.param('tableId') ?? '', deps.guestPayments, deps.clock())
    c.header('Cache-Control', 'no-store')
    return c.json(page)
  })

  app.post(GUEST_TABLE_PATHS.bills, async (c) => {
    const input = await readJson(c, billCheckoutRequestSchema)
    const { started, created } = await startBillCheckout({ ...deps, vatRegistry }, input, c.get('clientAddress'))
    return c.json(started, created ? 201 : 200)
  })

  return app
}
