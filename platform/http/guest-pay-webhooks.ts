/**
 * POST /providers/guest-payments/{provider}/webhook: a guest payment provider reports an
 * outcome (contract/guest-pay.ts, ADR 0075). No session: the provider proves itself with its
 * signature over the exact raw body (provider.parseWebhook), and the event is applied once
 * (domain/guest/complete.ts). Only the configured provider has an endpoint.
 */
import { Hono } from 'hono'
import { ErrorCode } from '../../contract/errors.js'
import { GUEST_PAY_PATHS } from '../../contract/guest-pay.js'
import { applyGuestPaymentEvent } from '../domain/guest/complete.js'
import { DomainError, notFound } from '../domain/errors.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

export function guestPayWebhookRoutes({ db, guestPayments, live, clock }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.post(GUEST_PAY_PATHS.webhook(':provider'), async (c) => {
    const provider = guestPayments
    if (!provider || c.req.param('provider') !== provider.name) throw notFound('Guest payment provider')
    // The text as it came: the signature covers these exact bytes, not a re-serialized JSON.
    const raw = await c.req.text().catch(() => null)
    const event = raw === null ? null : provider.parseWebhook(raw, c.req.raw.headers, clock())
    if (event === null) throw new DomainError(ErrorCode.UNAUTHORIZED, 'Invalid signature')
    if (event === 'ignored') return c.json({ received: true, applied: false })
    const { applied } = await applyGuestPaymentEvent(db, provider.name, event, live)
    return c.json({ received: true, applied })
  })

  return app
}
