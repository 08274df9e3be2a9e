/**
 * GET /business/{type}/{id}/receipt.pdf (SPEC.md section 7): a receipt the browser opens
 * itself, of a tip (`activities`, VIEW_BOXES on its organization) or of a payment (`payments`,
 * VIEW_PAYMENTS on the paymentsEnabled venue named by `organizationId`, whose payment it must
 * be). `?lang=` (en, es, lt, pl, ru) picks the receipt's language, else Accept-Language, else
 * English.
 */
import { Hono } from 'hono'
import { PAYMENTS_PATH } from '../../contract/payments.js'
import { notFound } from '../domain/errors.js'
import { paymentDetails } from '../domain/payments/list.js'
import { receiptNumber, renderPaymentReceipt } from '../domain/payments/receipt.js'
import { activityReceipt } from '../domain/receipt-data.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import { renderReceipt } from '../domain/receipts.js'
import { checkAccess } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { PAYMENTS_PERMISSIONS, paymentsGuard } from './payments-access.js'
import { pdfResponse } from './pdf.js'

export function receiptRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  // Before the general path, which knows tips only.
  app.get(`${PAYMENTS_PATH}/:paymentId/receipt.pdf`, paymentsGuard(deps, PAYMENTS_PERMISSIONS.payments), async (c) => {
    const org = c.get('payments')
    const payment = await paymentDetails(deps.db, org, c.req.param('paymentId'))
    const pdf = await renderPaymentReceipt(org, payment, receiptLanguage(c.req.query('lang'), c.req.header('accept-language')))
    return pdfResponse(pdf, `receipt-${receiptNumber(payment.id)}.pdf`)
  })

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
    return pdfResponse(pdf, `receipt-${id.slice(0, 8)}.pdf`)
  })
  return app
}
