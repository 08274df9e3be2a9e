/**
 * A table's page, public (no session; outside /business/*), contract/guest-table.ts:
 *
 *   GET /public/tables/{tableId}   GuestTablePage; 404 for anything but a table's id
 *
 * It changes with every payment at the table and is re-read while the page is open: never cached.
 */
import { Hono } from 'hono'
import { guestTablePage } from '../domain/guest/table-page.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

export function guestTableRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get('/public/tables/:tableId', async (c) => {
    const page = await guestTablePage(deps.db, c.req.param('tableId'), deps.guestPayments, deps.clock())
    c.header('Cache-Control', 'no-store')
    return c.json(page)
  })

  return app
}
