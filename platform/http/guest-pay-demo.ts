/**
 * The embedded demo guest payment provider's own endpoints, there only while it is the active
 * guest provider. They stand for Stripe's servers behind its payment page: the page
 * (server/dev-pay.ts) reads an intent and sends the card typed there. Public, no session: the
 * unguessable intent id is the capability, as a PaymentIntent's client secret is (ADR 0077).
 * A final outcome is reported to the platform's webhook BEFORE the answer, so the guest's
 * return page already finds it; a report that fails is logged, and the platform's status read
 * asks the provider (retrieve) later.
 *
 *   GET  /providers/demo-pay/intents/{id}            → the intent as its page shows it
 *   POST /providers/demo-pay/intents/{id}/confirm    {number, expiry, cvc} → the intent
 *        400 VALIDATION, the field at fault with a DemoPayRefusal; 409 CONFLICT unless payable; 429
 *   POST /providers/demo-pay/intents/{id}/challenge  {decision: approve|fail} → the intent; 409 unless at its challenge
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { ErrorCode } from '../../contract/errors.js'
import { text } from '../../contract/primitives.js'
import { conflict, DomainError, invalid, notFound } from '../domain/errors.js'
import { hitRateLimit } from '../domain/rate-limit.js'
import { DemoGuestPaymentProvider, type DemoPayAnswer, type DemoPayIntent } from '../providers/guest-payments/demo.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

export const DEMO_PAY_PATH = '/providers/demo-pay/intents'

/** Card attempts per client address (plan 2.6): enough for typos, too few to test card numbers. */
const CONFIRMATIONS = { windowSeconds: 10 * 60, max: 30 }

const confirmSchema = z.object({ number: text(40), expiry: text(10), cvc: text(10) }).strict()
const challengeSchema = z.object({ decision: z.enum(['approve', 'fail']) }).strict()

/** What the page draws: never the card beyond its brand and last four digits. */
export function intentView(intent: DemoPayIntent) {
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    description: intent.description,
    status: intent.status,
    failure: intent.failure,
    brand: intent.brand,
    last4: intent.last4,
    returnUrl: intent.returnUrl,
    cancelUrl: intent.cancelUrl,
    language: intent.language,
  }
}

export type DemoPayIntentView = ReturnType<typeof intentView>

export function guestPayDemoRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  if (!(deps.guestPayments instanceof DemoGuestPaymentProvider)) return app
  const provider = deps.guestPayments

  async function found(c: Context<PlatformEnv>) {
    const intent = await provider.intent(c.req.param('id') ?? '')
    if (!intent) throw notFound('Demo payment')
    return intent
  }

  /** Reports a final outcome before answering; a failed delivery is the status read's to mend. */
  async function answer(c: Context<PlatformEnv>, result: DemoPayAnswer) {
    if (result.status === 'REFUSED') throw invalid(`Card refused: ${result.refusal}`, { [result.field]: [result.refusal] })
    if (result.status === 'CONFLICT') throw conflict('This payment cannot take that step now')
    const { intent } = result
    if (intent.status !== 'requires_action') {
      try {
        const delivered = await provider.report(intent, deps.clock())
        if (!delivered.ok) console.warn(`[demo-pay] the platform answered ${delivered.status} to the report of ${intent.id}: ${await delivered.text()}`)
      } catch (error) {
        console.warn(`[demo-pay] the report of ${intent.id} failed`, error)
      }
    }
    return c.json(intentView(intent))
  }

  app.get(`${DEMO_PAY_PATH}/:id`, async (c) => c.json(intentView(await found(c))))

  app.post(`${DEMO_PAY_PATH}/:id/confirm`, async (c) => {
    const entry = await readJson(c, confirmSchema)
    const intent = await found(c)
    if (intent.status !== 'requires_payment_method') throw conflict('This payment is already finished')
    const limit = await hitRateLimit(deps.db, `demo-pay:${c.get('clientAddress')}`, CONFIRMATIONS.windowSeconds, CONFIRMATIONS.max)
    if (!limit.allowed) throw new DomainError(ErrorCode.RATE_LIMIT, 'Too many card attempts', { retryAt: limit.retryAt.toISOString() })
    return answer(c, await provider.confirm(intent.id, entry, deps.clock()))
  })

  app.post(`${DEMO_PAY_PATH}/:id/challenge`, async (c) => {
    const { decision } = await readJson(c, challengeSchema)
    const intent = await found(c)
    return answer(c, await provider.challenge(intent.id, decision))
  })

  return app
}
