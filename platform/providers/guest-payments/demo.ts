/**
 * THE EMBEDDED DEMO GUEST PAYMENT PROVIDER: no money moves and no card network is asked. It
 * stands for Stripe's servers so a guest's tip can be paid end to end offline (ADR 0077): a
 * PaymentIntent-like record per checkout in its own table (`demo_pay_intents`), a page of its
 * own (server/dev-pay.ts, /dev/pay/{id}) with a 3-D Secure stand-in, its own endpoints
 * (platform/http/guest-pay-demo.ts), and Stripe-shaped events signed with the shared v1 scheme
 * and POSTed to the platform's webhook through its own app.fetch, as the embedded KYB provider
 * reports. The platform learns an outcome only from that webhook or by asking (retrieve): this
 * file never writes guest_checkouts, payments or activities.
 */
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client.js'
import { demoPayIntents } from '../../db/schema/index.js'
import { signV1, verifyV1 } from '../signature.js'
import { cardSummary, checkDemoPayCard, DEMO_PAY_CARD_COUNTRY, type DemoPayRefusal } from './demo-cards.js'
import type { GuestPaymentEvent, GuestPaymentOutcome, GuestPaymentProvider, GuestPaymentStart, StartedGuestPayment } from './index.js'

export const DEMO_PAY_SIGNATURE_HEADER = 'x-demo-pay-signature'
export const DEMO_PAY_WEBHOOK_PATH = '/api/v1/providers/guest-payments/demo/webhook'

/** The provider's page of an intent (mounted by server.ts while this provider is active). */
export const demoPayPagePath = (intentId: string) => `/dev/pay/${encodeURIComponent(intentId)}`

export type DemoPayIntent = typeof demoPayIntents.$inferSelect

/** Why an intent last failed, in Stripe's words (its `last_payment_error.code`). */
const DECLINED = 'card_declined'
const AUTHENTICATION_FAILED = 'authentication_failed'

export type DemoPayAnswer =
  | { status: 'DONE'; intent: DemoPayIntent }
  | { status: 'REFUSED'; refusal: DemoPayRefusal; field: 'number' | 'expiry' | 'cvc' }
  /** The intent is not in the state the step needs (paid, failed, or not at its challenge). */
  | { status: 'CONFLICT' }

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(18).toString('base64url')}`

/** The part of a Stripe event the platform reads; anything else in a signed body is refused. */
const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().max(100),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(100),
      amount: z.number().int().nonnegative(),
      currency: z.string().regex(/^[a-z]{3}$/),
      metadata: z.object({ checkoutId: z.string().uuid() }),
      payment_method: z.object({ card: z.object({ brand: z.string().max(20), last4: z.string().regex(/^\d{4}$/), country: z.string().nullable() }) }).nullable(),
      last_payment_error: z.object({ code: z.string() }).nullable().optional(),
    }),
  }),
})

export class DemoGuestPaymentProvider implements GuestPaymentProvider {
  readonly name = 'demo' as const
  readonly publishableKey = null

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    private readonly platformFetch: (request: Request) => Promise<Response>,
  ) {}

  describe() {
    return 'Demo guest payment provider — test card numbers on /dev/pay, no money moves (set the Stripe keys and STRIPE_WEBHOOK_SECRET for Stripe)'
  }

  /** One intent per checkout, whatever the mode: asked again, it answers the same one. */
  async start(request: GuestPaymentStart): Promise<StartedGuestPayment> {
    await this.db
      .insert(demoPayIntents)
      .values({
        id: newId('pi'),
        checkoutId: request.checkoutId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        language: request.language,
      })
      .onConflictDoNothing({ target: demoPayIntents.checkoutId })
    const [intent] = await this.db.select({ id: demoPayIntents.id }).from(demoPayIntents).where(eq(demoPayIntents.checkoutId, request.checkoutId))
    return { providerPaymentId: intent!.id, providerSessionId: null, redirectUrl: demoPayPagePath(intent!.id), clientSecret: null, publishableKey: null }
  }

  parseWebhook(rawBody: string, headers: Headers, now: Date): GuestPaymentEvent | 'ignored' | null {
    if (!verifyV1(this.webhookSecret, rawBody, headers.get(DEMO_PAY_SIGNATURE_HEADER), now.getTime())) return null
    let parsed: unknown
    try {
      parsed = JSON.parse(rawBody)
    } catch {
      return null
    }
    const event = eventSchema.safeParse(parsed)
    if (!event.success) return null
    const { id, type, created, data } = event.data
    const payment = data.object
    const base = { eventId: id, checkoutId: payment.metadata.checkoutId, occurredAt: new Date(created * 1000) }
    if (type === 'payment_intent.succeeded') {
      const card = payment.payment_method?.card
      if (!card) return null
      return {
        ...base,
        outcome: {
          status: 'SUCCEEDED',
          providerPaymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency.toUpperCase(),
          method: 'card',
          methodCountry: card.country,
          methodSummary: cardSummary(card.brand, card.last4),
        },
      }
    }
    if (type === 'payment_intent.payment_failed') return { ...base, outcome: { status: 'FAILED', reason: 'DECLINED' } }
    return 'ignored'
  }

  async retrieve(checkout: { id: string; providerPaymentId: string | null }): Promise<GuestPaymentOutcome> {
    const [intent] = await this.db
      .select()
      .from(demoPayIntents)
      .where(checkout.providerPaymentId ? eq(demoPayIntents.id, checkout.providerPaymentId) : eq(demoPayIntents.checkoutId, checkout.id))
    // No intent: the start never got through, so nothing was charged.
    return intent ? outcomeOf(intent) : { status: 'OPEN' }
  }

  /* ---------- the provider's own side: what its page asks ---------- */

  async intent(id: string): Promise<DemoPayIntent | null> {
    if (id.length > 100) return null
    const [row] = await this.db.select().from(demoPayIntents).where(eq(demoPayIntents.id, id))
    return row ?? null
  }

  /**
   * The card typed on the page. A refusal (a typo) changes nothing. A decline keeps the intent
   * payable, as Stripe's does, so the guest may try another card; 3184 waits for the challenge.
   * The conditional update makes one of two concurrent confirmations the only one.
   */
  async confirm(id: string, entry: { number: string; expiry: string; cvc: string }, now: Date): Promise<DemoPayAnswer> {
    const checked = checkDemoPayCard(entry, now)
    if ('refusal' in checked) return { status: 'REFUSED', refusal: checked.refusal, field: checked.field }
    const { brand, last4, outcome } = checked.card
    const next =
      outcome === 'SUCCEEDS'
        ? { status: 'succeeded', failure: null }
        : outcome === 'REQUIRES_ACTION'
          ? { status: 'requires_action', failure: null }
          : { status: 'requires_payment_method', failure: DECLINED }
    return this.move(id, 'requires_payment_method', { ...next, brand, last4 })
  }

  /** The cardholder's answer at the 3-D Secure stand-in: approve pays; fail ends the intent. */
  async challenge(id: string, decision: 'approve' | 'fail'): Promise<DemoPayAnswer> {
    return this.move(id, 'requires_action', decision === 'approve' ? { status: 'succeeded', failure: null } : { status: 'failed', failure: AUTHENTICATION_FAILED })
  }

  private async move(id: string, from: string, to: Partial<DemoPayIntent>): Promise<DemoPayAnswer> {
    const [intent] = await this.db
      .update(demoPayIntents)
      .set(to)
      .where(and(eq(demoPayIntents.id, id), eq(demoPayIntents.status, from)))
      .returning()
    return intent ? { status: 'DONE', intent } : { status: 'CONFLICT' }
  }

  /**
   * The event of an intent's final state, as Stripe would send it, or null while nothing is
   * final. A success has one event id per intent, so a repeated report is a redelivery the
   * platform recognises; each decline is an event of its own.
   */
  eventOf(intent: DemoPayIntent, now: Date): string | null {
    const suffix = intent.id.replace(/^pi_demo_/, '')
    const type =
      intent.status === 'succeeded' ? 'payment_intent.succeeded' : intent.failure ? 'payment_intent.payment_failed' : null
    if (!type) return null
    return JSON.stringify({
      id: intent.status === 'succeeded' ? `evt_demo_${suffix}_succeeded` : newId('evt'),
      type,
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: intent.id,
          amount: intent.amount,
          currency: intent.currency.toLowerCase(),
          metadata: { checkoutId: intent.checkoutId },
          payment_method: intent.brand && intent.last4 ? { card: { brand: intent.brand, last4: intent.last4, country: DEMO_PAY_CARD_COUNTRY } } : null,
          last_payment_error: intent.failure ? { code: intent.failure } : null,
        },
      },
    })
  }

  /** Delivers the intent's final state to the platform's webhook, signed, as an outside provider would. */
  async report(intent: DemoPayIntent, now = new Date()): Promise<Response> {
    const body = this.eventOf(intent, now)
    if (!body) throw new Error(`demo payment ${intent.id} has nothing final to report (${intent.status})`)
    return this.platformFetch(
      new Request(`http://platform.internal${DEMO_PAY_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEMO_PAY_SIGNATURE_HEADER]: signV1(this.webhookSecret, body, now.getTime()) },
        body,
      }),
    )
  }
}

function outcomeOf(intent: DemoPayIntent): GuestPaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return {
        status: 'SUCCEEDED',
        providerPaymentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        method: 'card',
        methodCountry: DEMO_PAY_CARD_COUNTRY,
        methodSummary: cardSummary(intent.brand ?? 'card', intent.last4 ?? '0000'),
      }
    case 'requires_action':
      return { status: 'REQUIRES_ACTION' }
    case 'canceled':
      return { status: 'FAILED', reason: 'CANCELED' }
    case 'failed':
      return { status: 'FAILED', reason: 'DECLINED' }
    default:
      // Payable again after a decline, as Stripe's intent: failed until another card pays it.
      return intent.failure ? { status: 'FAILED', reason: 'DECLINED' } : { status: 'OPEN' }
  }
}
