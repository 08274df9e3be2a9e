/**
 * Card providers: who sets up the card a venue pays its subscription with (contract/billing.ts
 * states the flow). Stripe with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (stripe.ts); else
 * the embedded demo provider (demo.ts), which stands for Stripe's servers with a page and
 * storage of its own and says everywhere that it is a demo. Selected by platform/config.ts;
 * docs/decisions/0044-card-providers.md.
 *
 * The platform keeps what it started in `card_setups` (domain/billing/cards.ts) and hands the
 * set-ups it knows of this organization to completeSetup, so a provider never accepts a set-up
 * the platform did not start for this organization.
 */
import type { CardProviderConfig } from '../../config.js'
import type { Database } from '../../db/client.js'
import { DemoCardProvider } from './demo.js'
import { StripeCardProvider } from './stripe.js'

export type CardProviderName = 'stripe' | 'demo'

/** 'intent': the SetupIntent Elements confirms (with JavaScript); 'session': a hosted page's session. */
export type CardSetupKind = 'intent' | 'session'

export interface StartedSetup {
  provider: CardProviderName
  publishableKey: string | null
  clientSecret: string | null
  /** Absolute (Stripe's hosted page) or a path of this app (the demo provider's page). */
  setupUrl: string
  /** The provider's ids of what it started, for card_setups. */
  setups: { id: string; kind: CardSetupKind }[]
  /** The provider's customer of the organization (made now when it had none), or null. */
  customerId: string | null
}

/** A card the provider holds for the organization. */
export interface ProviderCard {
  paymentMethodId: string
  brand: string
  last4: string
  expiryMonth: number
  expiryYear: number
}

/** One platform invoice to charge to a stored card (amounts in minor units). */
export interface InvoiceCharge {
  organizationId: string
  customerId: string | null
  paymentMethodId: string
  invoiceId: string
  invoiceNumber: string
  amount: number
  currency: string
}

/** The provider's payment of the invoice, or the card's refusal. */
export type ChargeResult = { status: 'PAID'; paymentId: string } | { status: 'DECLINED' }

/** What the browser brought back: a payment method (Elements) or a hosted page's session. */
export type SetupProof = { stripePaymentMethodId: string } | { setupSessionId: string }

export interface CardProvider {
  readonly name: CardProviderName
  /** One sentence saying what this provider is (the start line). */
  describe(): string
  startSetup(request: { organizationId: string; customerId: string | null; returnUrl: string }): Promise<StartedSetup>
  /**
   * The card a succeeded set-up of this organization left, or null when the set-up did not
   * succeed, is unknown, or is someone else's. `known`: the set-ups the platform started for
   * this organization with this provider, newest first.
   */
  completeSetup(request: { organizationId: string; customerId: string | null; proof: SetupProof; known: { id: string; kind: CardSetupKind }[] }): Promise<ProviderCard | null>
  /** The provider forgets the card (Stripe detaches the payment method); one already gone is fine. */
  detach(paymentMethodId: string): Promise<void>
  /**
   * Charges the card for one invoice. Asked again for the same invoice and card it answers the
   * same payment and moves no money (ADR 0068).
   */
  chargeInvoice(charge: InvoiceCharge): Promise<ChargeResult>
}

/** The provider could not be asked (network, its outage, a refused key): 503, never a guess. */
export class CardProviderUnavailable extends Error {
  constructor(
    readonly provider: CardProviderName,
    readonly reason: string,
  ) {
    super(`The card provider (${provider}) cannot be reached now: ${reason}`)
    this.name = 'CardProviderUnavailable'
  }
}

/** The configured provider, or null when card payments are not configured. */
export function createCardProvider(db: Database, config: CardProviderConfig): CardProvider | null {
  if (config.provider === 'stripe') return new StripeCardProvider(config)
  if (config.provider === 'none') return null
  return new DemoCardProvider(db)
}
