/**
 * GET /business/{type}/{id}/receipt.pdf (SPEC.md section 7): a receipt the browser opens
 * itself. Only activities (tips) have receipts so far; payments come with the payments work.
 * `?lang=` (en, es, lt, pl, ru) picks the receipt's language, else Accept-Language, else English.
 */
import { Hono } from 'hono'
import { notFound } from '../domain/errors.js'
import { activityReceipt } from '../domain/receipt-data.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import { renderReceipt } from '../domain/receipts.js'
import { checkAccess } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

export function receiptRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  app.get('/business/:type/:id/receipt.pdf', async (c) => {
    const id = c.req.param('id')
    if (c.req.param('type') !== 'activities') throw notFound('Receipt')
    const receipt = await activityReceipt(deps.db, id)
    await checkAccess(deps, c, receipt.organizationId, 'VIEW_BOXES')
    const pdf = await renderReceipt({
      ...receipt.data,
      customerData: c.req.query('customerData')?.slice(0, 300) || null,
      language: receiptLanguage(c.req.query('lang'), c.req.header('accept-language')),
    })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="receipt-${id.slice(0, 8)}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  })
  return app
}
