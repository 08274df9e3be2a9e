/**
 * The guest payment page's writes, public (no session; contract/guest-pay.ts, ADR 0075):
 *
 *   POST /public/pay/checkouts                        start paying a tip: 201, or 200 for a replayed attempt
 *   GET  /public/pay/checkouts/{id}                   where it stands (X-Checkout-Key)
 *   GET  /public/pay/checkouts/{id}/receipt.pdf?lang  its receipt once paid (X-Checkout-Key)
 *   POST /public/pay/feedback                         a rating without paying
 */
import { Hono } from 'hono'
import {
  CHECKOUT_KEY_HEADER,
  GUEST_PAY_PATHS,
  guestCheckoutRequestSchema,
  guestFeedbackRequestSchema,
} from '../../contract/guest-pay.js'
import { startGuestCheckout } from '../domain/guest/checkout.js'
import { sendGuestFeedback } from '../domain/guest/feedback.js'
import { guestReceipt } from '../domain/guest/receipt.js'
import { guestCheckoutStatus } from '../domain/guest/sync.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { pdfResponse } from './pdf.js'
import { readJson } from './read.js'

export function guestPayCheckoutRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.post(GUEST_PAY_PATHS.checkouts, async (c) => {
    const input = await readJson(c, guestCheckoutRequestSchema)
    const { started, created } = await startGuestCheckout(deps, input, c.get('clientAddress'))
    return c.json(started, created ? 201 : 200)
  })

  app.get(GUEST_PAY_PATHS.checkout(':id'), async (c) => {
    return c.json(await guestCheckoutStatus(deps, c.req.param('id') ?? '', c.req.header(CHECKOUT_KEY_HEADER)))
  })

  app.get(GUEST_PAY_PATHS.receipt(':id'), async (c) => {
    const language = receiptLanguage(c.req.query('lang'), c.req.header('accept-language'))
    const { pdf, fileName } = await guestReceipt(deps.db, c.req.param('id') ?? '', c.req.header(CHECKOUT_KEY_HEADER), language)
    return pdfResponse(pdf, fileName)
  })

  app.post(GUEST_PAY_PATHS.feedback, async (c) => {
    const input = await readJson(c, guestFeedbackRequestSchema)
    const { activityId, created } = await sendGuestFeedback(deps, input, c.get('clientAddress'))
    return c.json({ activityId }, created ? 201 : 200)
  })

  return app
}
