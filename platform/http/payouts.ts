/**
 * A venue's payouts (contract/payments.ts): a page by arrival date with each payout's days, and
 * the spreadsheet of every payout day (domain/payments/payouts-export.ts). VIEW_PAYOUTS on a
 * paymentsEnabled venue.
 */
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { pagedQuerySchema, PAYOUTS_EXPORT_NAME, PAYOUTS_EXPORT_PATH, PAYOUTS_PATH } from '../../contract/payments.js'
import { XLSX_TYPE } from '../domain/orders/export.js'
import { listPayouts } from '../domain/payments/list.js'
import { pageRequest } from '../domain/payments/paging.js'
import { exportPayouts } from '../domain/payments/payouts-export.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { PAYMENTS_PERMISSIONS, paymentsGuard } from './payments-access.js'
import { readQuery } from './read.js'

export function payoutRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const guard = paymentsGuard(deps, PAYMENTS_PERMISSIONS.payouts)

  app.get(PAYOUTS_PATH, guard, async (c) => c.json(await listPayouts(deps.db, c.get('payments'), pageRequest(readQuery(c, pagedQuerySchema)))))

  app.get(PAYOUTS_EXPORT_PATH, guard, (c) => {
    const language = receiptLanguage(c.req.query('lang'), c.req.header('accept-language'))
    const body = Readable.toWeb(exportPayouts(deps.db, c.get('payments'), language)) as ReadableStream
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
