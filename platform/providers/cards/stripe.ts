/**
 * Stripe as the card provider (STRIPE_SECRET_KEY + STRIPE_PUBLISHABLE_KEY), through the
 * official `stripe` package:
 *   - a Customer per organization (metadata.organizationId), made on its first set-up and kept
 *     in subscriptions.provider_customer_id;
 *   - per set-up, a SetupIntent (card, usage off_session) whose client secret Stripe Elements
 *     confirms in the browser, and a Checkout Session in setup mode: Stripe's hosted page for
 *     browsers without JavaScript, which returns to `{APP_URL}{returnUrl}` with
 *     `setup_session={CHECKOUT_SESSION_ID}`;
 *   - on completion the SetupIntent (or the Session's) is read back with its payment method:
 *     it must have succeeded, for this organization's customer and metadata, else null.
 * Network failures, Stripe's own errors, rate limits and a refused key are
 * CardProviderUnavailable (503): the platform never guesses a card. STRIPE_API_BASE points the
 * client at a stand-in (tests/platform/cards-stripe.test.ts).
 *
 * An invoice of a past-due subscription is charged as an off-session PaymentIntent confirmed at
 * once, with an idempotency key of the invoice and card: the same request again (a replayed
 * PUT, a retry after a lost answer) is the same payment at Stripe (ADR 0068).
 */
import Stripe from 'stripe'
import type { CardProviderConfig } from '../../config.js'
import {
  CardProviderUnavailable,
  type CardProvider,
  type CardSetupKind,
  type ChargeResult,
  type InvoiceCharge,
  type ProviderCard,
  type SetupProof,
  type StartedSetup,
} from './index.js'

type StripeConfig = Extract<CardProviderConfig, { provider: 'stripe' }>

/** Intents of this organization looked at for a payment method the browser brings back. */
const RECENT_INTENTS = 5

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

/** Whether Stripe said the object does not exist (a wrong or foreign id): not an outage. */
function isMissing(error: unknown) {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing')
}

export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const
  private readonly stripe: Stripe

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: 'tipbox-backoffice' },
      ...(config.api ?? {}),
    })
  }

  describe() {
    const mode = this.config.secretKey.includes('_test_') ? 'test mode' : 'LIVE mode'
    return `Stripe (${mode})${this.config.api ? ` at ${this.config.api.protocol}://${this.config.api.host}:${this.config.api.port}` : ''}, returning to ${this.config.appUrl}`
  }

  /** Runs a Stripe call; an outage or a refused key becomes CardProviderUnavailable. */
  private async ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) throw error
      const reason = error instanceof Stripe.errors.StripeError ? `${error.type}${error.statusCode ? ` ${error.statusCode}` : ''}` : 'NETWORK'
      console.warn(`[cards] Stripe ${what} failed: ${reason}: ${error instanceof Error ? error.message : String(error)}`)
      throw new CardProviderUnavailable('stripe', reason)
    }
  }

  private async newCustomer(organizationId: string) {
    const customer = await this.ask('customer', () => this.stripe.customers.create({ metadata: { organizationId } }))
    return customer.id
  }

  async startSetup(request: { organizationId: string; customerId: string | null; returnUrl: string }): Promise<StartedSetup> {
    const metadata = { organizationId: request.organizationId }
    let customer = request.customerId ?? (await this.newCustomer(request.organizationId))
    const createIntent = (customerId: string) =>
      this.ask('setup intent', () => this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'], metadata }))
    let intent: Stripe.SetupIntent
    try {
      intent = await createIntent(customer)
    } catch (error) {
      if (error instanceof CardProviderUnavailable) throw error
      // The stored customer was deleted on Stripe's side (or belongs to another account): a new one.
      if (!isMissing(error)) throw this.unexpected('setup intent', error)
      customer = await this.newCustomer(request.organizationId)
      intent = await createIntent(customer)
    }
    const back = `${this.config.appUrl}${request.returnUrl}`
    const separator = back.includes('?') ? '&' : '?'
    const session = await this.ask('checkout session', () =>
      this.stripe.checkout.sessions.create({
        mode: 'setup',
        customer,
        allowed_payment_method_types: ['card'],
        // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}: it must stay unencoded.
        success_url: `${back}${separator}setup_session={CHECKOUT_SESSION_ID}`,
        cancel_url: back,
        metadata,
        setup_intent_data: { metadata },
      }),
    )
    if (!intent.client_secret || !session.url) throw new CardProviderUnavailable('stripe', 'UNEXPECTED_ANSWER')
    return {
      provider: 'stripe',
      publishableKey: this.config.publishableKey,
      clientSecret: intent.client_secret,
      setupUrl: session.url,
      setups: [
        { id: intent.id, kind: 'intent' },
        { id: session.id, kind: 'session' },
      ],
      customerId: customer,
    }
  }

  /** A refusal Stripe gave to a well-formed request of ours: a bug or a misconfigured account. */
  private unexpected(what: string, error: unknown) {
    console.warn(`[cards] Stripe refused the ${what}: ${error instanceof Error ? error.message : String(error)}`)
    return new CardProviderUnavailable('stripe', 'REFUSED')
  }

  async completeSetup(request: { organizationId: string; customerId: string | null; proof: SetupProof; known: { id: string; kind: CardSetupKind }[] }): Promise<ProviderCard | null> {
    if (!request.customerId) return null
    const proof = request.proof
    try {
      if ('setupSessionId' in proof) {
        if (!request.known.some((s) => s.kind === 'session' && s.id === proof.setupSessionId)) return null
        const session = await this.ask('checkout session', () =>
          this.stripe.checkout.sessions.retrieve(proof.setupSessionId, { expand: ['setup_intent', 'setup_intent.payment_method'] }),
        )
        if (session.status !== 'complete' || session.mode !== 'setup' || idOf(session.customer) !== request.customerId) return null
        if (session.metadata?.organizationId !== request.organizationId) return null
        const intent = session.setup_intent
        return typeof intent === 'object' && intent ? this.cardOf(intent, request) : null
      }
      for (const setup of request.known.filter((s) => s.kind === 'intent').slice(0, RECENT_INTENTS)) {
        const intent = await this.ask('setup intent', () => this.stripe.setupIntents.retrieve(setup.id, { expand: ['payment_method'] }))
        if (idOf(intent.payment_method) === proof.stripePaymentMethodId) return this.cardOf(intent, request)
      }
      return null
    } catch (error) {
      if (isMissing(error)) return null
      if (error instanceof CardProviderUnavailable) throw error
      throw this.unexpected('set-up lookup', error)
    }
  }

  /** The card of a set-up that succeeded for this organization's customer, else null. */
  private cardOf(intent: Stripe.SetupIntent, request: { organizationId: string; customerId: string | null }): ProviderCard | null {
    if (intent.status !== 'succeeded' || idOf(intent.customer) !== request.customerId) return null
    if (intent.metadata?.organizationId !== request.organizationId) return null
    const method = intent.payment_method
    if (typeof method !== 'object' || !method?.card) return null
    return {
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expiryMonth: method.card.exp_month,
      expiryYear: method.card.exp_year,
    }
  }

  async chargeInvoice(charge: InvoiceCharge): Promise<ChargeResult> {
    if (!charge.customerId) return { status: 'DECLINED' }
    try {
      const intent = await this.ask('payment intent', () =>
        this.stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            customer: charge.customerId!,
            payment_method: charge.paymentMethodId,
            off_session: true,
            confirm: true,
            description: `Subscription invoice ${charge.invoiceNumber}`,
            metadata: { organizationId: charge.organizationId, invoiceId: charge.invoiceId },
          },
          { idempotencyKey: `subscription-invoice-${charge.invoiceId}-${charge.paymentMethodId}` },
        ),
      )
      return intent.status === 'succeeded' ? { status: 'PAID', paymentId: intent.id } : { status: 'DECLINED' }
    } catch (error) {
      // The card was declined or needs its holder (authentication): the invoice stays open.
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'DECLINED' }
      if (error instanceof CardProviderUnavailable) throw error
      throw this.unexpected('payment intent', error)
    }
  }

  async detach(paymentMethodId: string): Promise<void> {
    try {
      await this.ask('detach', () => this.stripe.paymentMethods.detach(paymentMethodId))
    } catch (error) {
      // Detached already (or never attached): what DELETE wants is true.
      if (isMissing(error) || (error instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(error.message))) return
      if (error instanceof CardProviderUnavailable) throw error
      throw this.unexpected('detach', error)
    }
  }
}
