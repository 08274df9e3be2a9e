/**
 * Stripe as the guest payment provider (GUEST_PAYMENTS=stripe, or auto with STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET), through the official `stripe` package; ADR 0079.
 *   - With JavaScript ('element'): a PaymentIntent whose client secret the Payment Element
 *     confirms on the guest page (app/browser/guest-stripe.ts). Wallets (Apple Pay, Google Pay)
 *     are cards to Stripe, so `card` is the only payment method type.
 *   - Without ('redirect'): a Checkout Session in payment mode, Stripe's hosted page, which sends
 *     the browser back to `returnUrl?session_id=…`. Stripe makes its PaymentIntent only once it
 *     is paid, so both carry `metadata.checkoutId` and the platform matches on it.
 *   - Outcomes arrive as signed webhooks (Stripe-Signature over the raw body, checked offline,
 *     300 s) or are read back by `retrieve` when the page confirms a webhook that is late.
 * Every call carries the idempotency key `guest-checkout-<checkoutId>-<mode>`: a retry after a lost
 * answer is the same payment at Stripe. Network failures, Stripe's errors and a refused key are
 * GuestPaymentUnavailable (503, nothing written). The config's `api` (STRIPE_API_BASE) points the
 * client at a stand-in (tests/platform/guest-pay-stripe.test.ts).
 */
import Stripe from 'stripe'
import type { GuestPaymentsConfig } from '../../config.js'
import type { PaymentMethod } from '../../../contract/payments.js'
import {
  GuestPaymentUnavailable,
  type GuestPaymentEvent,
  type GuestPaymentMode,
  type GuestPaymentOutcome,
  type GuestPaymentProvider,
  type GuestPaymentStart,
  type StartedGuestPayment,
} from './index.js'

type StripeGuestConfig = Extract<GuestPaymentsConfig, { provider: 'stripe' }>

/** How old a webhook's signed time may be, seconds (Stripe's default, and the platform's v1 scheme). */
const WEBHOOK_TOLERANCE_SECONDS = 300

/** Languages of Stripe's hosted page and Payment Element among the guest page's (Stripe knows all five). */
const STRIPE_LOCALES = new Set(['en', 'es', 'lt', 'pl', 'ru'])

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
}
const WALLETS: Partial<Record<PaymentMethod, string>> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' }

/** The card part of a Charge's payment_method_details or of a PaymentMethod: both have these. */
interface CardDetails {
  brand?: string | null
  last4?: string | null
  country?: string | null
  wallet?: { type?: string | null } | null
}

type Succeeded = Extract<GuestPaymentOutcome, { status: 'SUCCEEDED' }>

/** How a card was paid: a wallet Stripe names, else the card; "Apple Pay · Visa •••• 4242". */
export function methodOfCard(card: CardDetails | null | undefined): Pick<Succeeded, 'method' | 'methodCountry' | 'methodSummary'> {
  if (!card) return { method: 'card', methodCountry: null, methodSummary: 'Card' }
  const wallet = card.wallet?.type
  const method: PaymentMethod = wallet === 'apple_pay' || wallet === 'google_pay' ? wallet : 'card'
  const brand = card.brand ? (BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)) : 'Card'
  const number = card.last4 ? `${brand} •••• ${card.last4}` : brand
  const walletName = WALLETS[method]
  return { method, methodCountry: card.country ?? null, methodSummary: walletName ? `${walletName} · ${number}` : number }
}

/** The card an intent was paid with, when Stripe sent it expanded (latest_charge, else payment_method). */
function cardOfIntent(intent: Stripe.PaymentIntent): CardDetails | null {
  const charge = intent.latest_charge
  if (charge && typeof charge === 'object') return charge.payment_method_details?.card ?? null
  const method = intent.payment_method
  if (method && typeof method === 'object') return method.card ?? null
  return null
}

/** Where a PaymentIntent stands, as the platform names it. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): GuestPaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return {
        status: 'SUCCEEDED',
        providerPaymentId: intent.id,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency.toUpperCase(),
        ...methodOfCard(cardOfIntent(intent)),
      }
    case 'processing':
    case 'requires_capture':
      return { status: 'PROCESSING' }
    case 'requires_action':
      return { status: 'REQUIRES_ACTION' }
    case 'canceled':
      return { status: 'FAILED', reason: 'CANCELED' }
    default:
      // requires_payment_method after a try: the card was declined (the guest may try another).
      return intent.last_payment_error ? { status: 'FAILED', reason: 'DECLINED' } : { status: 'OPEN' }
  }
}

/** Where a Checkout Session stands; its PaymentIntent, when expanded, says how it was paid. */
function outcomeOfSession(session: Stripe.Checkout.Session): GuestPaymentOutcome {
  if (session.status === 'expired') return { status: 'FAILED', reason: 'EXPIRED' }
  if (session.status !== 'complete') return { status: 'OPEN' }
  if (session.payment_status !== 'paid') return { status: 'PROCESSING' }
  const intent = session.payment_intent
  if (intent && typeof intent === 'object') return outcomeOfIntent(intent)
  if (!intent || session.amount_total === null || !session.currency) return { status: 'PROCESSING' }
  // The event carries the intent's id only: how the card was paid is not in it.
  return { status: 'SUCCEEDED', providerPaymentId: intent, amount: session.amount_total, currency: session.currency.toUpperCase(), ...methodOfCard(null) }
}

export class StripeGuestPaymentProvider implements GuestPaymentProvider {
  readonly name = 'stripe' as const
  readonly publishableKey: string
  private readonly stripe: Stripe

  constructor(private readonly config: StripeGuestConfig) {
    this.publishableKey = config.publishableKey
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: 'tipbox-guest-pay' },
      ...(config.api ?? {}),
    })
  }

  describe() {
    const mode = this.config.secretKey.includes('_test_') ? 'test mode' : 'LIVE mode'
    const api = this.config.api ? ` at ${this.config.api.protocol}://${this.config.api.host}:${this.config.api.port}` : ''
    return `Stripe (${mode})${api}: Payment Element with JavaScript, Checkout without; signed webhooks`
  }

  /** Runs a Stripe call; an outage, a refusal or a refused key becomes GuestPaymentUnavailable. */
  private async ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      const reason = error instanceof Stripe.errors.StripeError ? `${error.type}${error.statusCode ? ` ${error.statusCode}` : ''}` : 'NETWORK'
      console.warn(`[guest-pay] Stripe ${what} failed: ${reason}: ${error instanceof Error ? error.message : String(error)}`)
      throw new GuestPaymentUnavailable(`Stripe ${what}: ${reason}`, { cause: error })
    }
  }

  async start(request: GuestPaymentStart, mode: GuestPaymentMode): Promise<StartedGuestPayment> {
    const metadata = { checkoutId: request.checkoutId, organizationId: request.organizationId, boxId: request.boxId }
    const currency = request.currency.toLowerCase()
    const idempotencyKey = `guest-checkout-${request.checkoutId}-${mode}`
    if (mode === 'element') {
      const intent = await this.ask('payment intent', () =>
        this.stripe.paymentIntents.create(
          { amount: request.amount, currency, allowed_payment_method_types: ['card'], metadata, description: request.description },
          { idempotencyKey },
        ),
      )
      if (!intent.client_secret) throw new GuestPaymentUnavailable('Stripe payment intent: no client secret')
      return { providerPaymentId: intent.id, providerSessionId: null, redirectUrl: null, clientSecret: intent.client_secret, publishableKey: this.publishableKey }
    }
    const separator = request.returnUrl.includes('?') ? '&' : '?'
    const session = await this.ask('checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price_data: { currency, unit_amount: request.amount, product_data: { name: request.description } }, quantity: 1 }],
          allowed_payment_method_types: ['card'],
          payment_intent_data: { metadata, description: request.description },
          metadata,
          // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}: it must stay unencoded.
          success_url: `${request.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
          locale: STRIPE_LOCALES.has(request.language) ? (request.language as Stripe.Checkout.SessionCreateParams.Locale) : 'auto',
        },
        { idempotencyKey },
      ),
    )
    if (!session.url) throw new GuestPaymentUnavailable('Stripe checkout session: no URL')
    return { providerPaymentId: null, providerSessionId: session.id, redirectUrl: session.url, clientSecret: null, publishableKey: null }
  }

  parseWebhook(rawBody: string, headers: Headers, now: Date): GuestPaymentEvent | 'ignored' | null {
    const signature = headers.get('stripe-signature')
    if (!signature) return null
    let event: Stripe.Event
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime())
    } catch {
      return null
    }
    // constructEvent checks only that the time is not too old; one far ahead of our clock is as suspect.
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1])
    if (!(signedAt * 1000 - now.getTime() <= WEBHOOK_TOLERANCE_SECONDS * 1000)) return null
    const outcome = this.outcomeOfEvent(event)
    if (!outcome) return 'ignored'
    const checkoutId = (event.data.object as { metadata?: Stripe.Metadata | null }).metadata?.checkoutId
    if (!checkoutId) return 'ignored'
    return { eventId: event.id, checkoutId, occurredAt: new Date(event.created * 1000), outcome }
  }

  /** The outcome an event of a type the platform uses reports; null for the others. */
  private outcomeOfEvent(event: Stripe.Event): GuestPaymentOutcome | null {
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const outcome = outcomeOfIntent(event.data.object)
        return outcome.status === 'SUCCEEDED' ? outcome : null
      }
      case 'payment_intent.payment_failed':
        return { status: 'FAILED', reason: 'DECLINED' }
      case 'payment_intent.canceled':
        return { status: 'FAILED', reason: 'CANCELED' }
      case 'checkout.session.completed': {
        const outcome = outcomeOfSession(event.data.object)
        return outcome.status === 'SUCCEEDED' ? outcome : null
      }
      case 'checkout.session.expired':
        return { status: 'FAILED', reason: 'EXPIRED' }
      default:
        return null
    }
  }

  async retrieve(checkout: { id: string; providerPaymentId: string | null; providerSessionId: string | null }): Promise<GuestPaymentOutcome> {
    if (checkout.providerPaymentId) {
      const id = checkout.providerPaymentId
      const intent = await this.ask('payment intent', () => this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }))
      this.mustBelong(intent.metadata, checkout.id)
      return outcomeOfIntent(intent)
    }
    if (checkout.providerSessionId) {
      const id = checkout.providerSessionId
      const session = await this.ask('checkout session', () => this.stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] }))
      this.mustBelong(session.metadata, checkout.id)
      return outcomeOfSession(session)
    }
    return { status: 'OPEN' }
  }

  /** A payment of another checkout under this one's ids would be applied to the wrong tip: refuse it. */
  private mustBelong(metadata: Stripe.Metadata | null, checkoutId: string) {
    if (metadata?.checkoutId === checkoutId) return
    console.warn(`[guest-pay] Stripe answered a payment of checkout ${metadata?.checkoutId ?? 'none'} for ${checkoutId}`)
    throw new GuestPaymentUnavailable('Stripe: the payment belongs to another checkout')
  }
}
