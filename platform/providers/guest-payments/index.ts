/**
 * Guest payment providers: who charges a guest's card for a tip on the guest payment page
 * (contract/guest-pay.ts). Stripe (stripe.ts) with its keys and webhook secret; else the
 * embedded demo provider (demo.ts), which stands for Stripe's servers with a page and storage
 * of its own and says everywhere that no money moves; else none, and the page takes ratings
 * and reviews only. Selected by platform/config.ts (GUEST_PAYMENTS); ADR 0075.
 *
 * A provider never writes the platform's tables: it reports an outcome as a signed event to
 * the platform's webhook (parseWebhook), or answers when asked (retrieve), and the platform
 * applies it once (domain/guest/complete.ts).
 */
import type { PaymentMethod } from '../../../contract/payments.js'
import type { GuestPaymentProviderName } from '../../../contract/guest-pay.js'

export type { GuestPaymentProviderName }

/** What the platform asks a provider to charge: one checkout. */
export interface GuestPaymentStart {
  checkoutId: string
  organizationId: string
  boxId: string
  /** What the card is charged (tip plus the guest fee when the guest covers it), minor units. */
  amount: number
  currency: string
  /** What the guest's statement and the provider's dashboard say (the venue and the box). */
  description: string
  /** Absolute URL the provider's page sends the browser back to when done. */
  returnUrl: string
  /** Absolute URL of the guest's page, for "back to the venue". */
  cancelUrl: string
  /** The guest's language (en, es, lt, pl, ru, or another the provider's page may know). */
  language: string
}

export type GuestPaymentMode = 'redirect' | 'element'

export interface StartedGuestPayment {
  /** The provider's payment (a PaymentIntent); null for a hosted session until it is paid. */
  providerPaymentId: string | null
  /** The provider's hosted session (Stripe Checkout), if one was made. */
  providerSessionId: string | null
  /** Where the browser goes to pay ('redirect'): absolute, or a path of this app (the demo's page). */
  redirectUrl: string | null
  /** What the in-page card form confirms ('element'). */
  clientSecret: string | null
  publishableKey: string | null
}

export type GuestPaymentOutcome =
  | {
      status: 'SUCCEEDED'
      providerPaymentId: string
      /** What was charged, minor units, and in which currency: checked against the checkout. */
      amount: number
      currency: string
      method: PaymentMethod
      methodCountry: string | null
      /** "Visa •••• 4242" */
      methodSummary: string
    }
  | { status: 'PROCESSING' | 'REQUIRES_ACTION' | 'OPEN' }
  | { status: 'FAILED'; reason: 'DECLINED' | 'CANCELED' | 'EXPIRED' }

/** One outcome the provider reported, by its own event id (provider_events keeps it once). */
export interface GuestPaymentEvent {
  eventId: string
  /** The platform's checkout the payment belongs to (the provider's metadata). */
  checkoutId: string
  occurredAt: Date
  outcome: GuestPaymentOutcome
}

export interface GuestPaymentProvider {
  readonly name: GuestPaymentProviderName
  /** One sentence saying what this provider is (the start line). */
  describe(): string
  /** The browser-side key the Payment Element needs (Stripe's publishable key), or null. */
  readonly publishableKey: string | null
  /**
   * Starts charging one checkout. Asked again for the same checkout and mode it answers the
   * same payment (the provider's idempotency key `guest-checkout-<checkoutId>-<mode>`).
   * Throws GuestPaymentUnavailable when the provider cannot be asked.
   */
  start(request: GuestPaymentStart, mode: GuestPaymentMode): Promise<StartedGuestPayment>
  /**
   * The event of a webhook delivery, after checking its signature and time (300 s) over the
   * exact raw body: null when the signature does not hold (401), 'ignored' for an event type the
   * platform does not use (200).
   */
  parseWebhook(rawBody: string, headers: Headers, now: Date): GuestPaymentEvent | 'ignored' | null
  /** Asks the provider where a payment stands (the status read confirms a lost webhook by it). */
  retrieve(checkout: { id: string; providerPaymentId: string | null; providerSessionId: string | null }): Promise<GuestPaymentOutcome>
}

/** The provider could not be asked (network, its outage, a refused key): 503, nothing written. */
export class GuestPaymentUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GuestPaymentUnavailable'
  }
}
