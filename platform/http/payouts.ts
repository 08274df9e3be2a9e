/**
 * A venue's payouts (contract/payments.ts): a page by arrival date with each payout's days, and
 * the spreadsheet of every payout day (domain/payments/payouts-export.ts). VIEW_PAYOUTS on a
 * paymentsEnabled venue. Both first settle the payouts that have arrived (payout-runs.ts); the
 * newest end of the list starts with the scheduled ones, which the spreadsheet leaves out.
 */
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { pagedQuerySchema, PAYOUTS_EXPORT_NAME, PAYOUTS_EXPORT_PATH, PAYOUTS_PATH } from '../../contract/payments.js'
import { XLSX_TYPE } from '../domain/orders/export.js'
import { listPayouts } from '../domain/payments/list.js'
import { pageRequest } from '../domain/payments/paging.js'
import { scheduledPayouts, settleDuePayouts } from '../domain/payments/payout-runs.js'
import { venueDay } from '../domain/payments/venue-days.js'
import { exportPayouts } from '../domain/payments/payouts-export.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { PAYMENTS_PERMISSIONS, paymentsGuard } from './payments-access.js'
import { readQuery } from './read.js'

export function payoutRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const guard = paymentsGuard(deps, PAYMENTS_PERMISSIONS.payouts)

  app.get(PAYOUTS_PATH, guard, async (c) => {
    const org = c.get('payments')
    const request = pageRequest(readQuery(c, pagedQuerySchema))
    const today = venueDay(deps.clock(), org.timeZone)
    await settleDuePayouts(deps.db, org, today)
    const page = await listPayouts(deps.db, org, request)
    // Newest first, the scheduled payouts open page 1; oldest first, they close the last page.
    const atNewestEnd = request.descending ? request.page === 0 : !page.hasMore
    if (!atNewestEnd) return c.json(page)
    const scheduled = await scheduledPayouts(deps.db, org, today)
    return c.json({ ...page, payouts: request.descending ? [...scheduled, ...page.payouts] : [...page.payouts, ...scheduled.reverse()] })
  })

  app.get(PAYOUTS_EXPORT_PATH, guard, async (c) => {
    const org = c.get('payments')
    await settleDuePayouts(deps.db, org, venueDay(deps.clock(), org.timeZone))
    const language = receiptLanguage(c.req.query('lang'), c.req.header('accept-language'))
    const body = Readable.toWeb(exportPayouts(deps.db, org, language)) as ReadableStream
    return new Response(body, {
      headers: {
        'content-type': XLSX_TYPE,
        'content-disposition': `attachment; filename="${PAYOUTS_EXPORT_NAME}"`,
        'cache-control': 'private, no-store',
      },
    })
  })

  return app
}
