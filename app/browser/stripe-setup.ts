/**
 * The add-card dialog's Stripe path with JavaScript (contract/billing.ts "Adding a card", the
 * island app/browser/islands/stripe-card.ts): mount Stripe's Payment Element for the
 * SetupIntent's client secret, confirm it with `redirect: 'if_required'` (a 3-D Secure check
 * opens over the page, no navigation), and hand back the payment method id the dialog's action
 * attaches. Written against the few calls it makes of Stripe.js, so a unit test drives it with
 * a stand-in for `Stripe` (no network); only types come from @stripe/stripe-js here.
 */

/** What this needs of a mounted Payment Element. */
export interface PaymentElementLike {
  mount(node: HTMLElement): void
  destroy(): void
  on(event: 'ready', handler: () => void): unknown
}

/** What this needs of a Stripe Elements group. */
export interface ElementsLike {
  create(type: 'payment', options?: Record<string, unknown>): PaymentElementLike
}

export interface SetupIntentResultLike {
  setupIntent?: { status: string; payment_method: string | { id: string } | null }
  error?: { type?: string; message?: string }
}

/** What this needs of `Stripe` (the object loadStripe resolves to). */
export interface StripeLike {
  elements(options: { clientSecret: string; locale?: string }): ElementsLike
  confirmSetup(options: { elements: ElementsLike; redirect: 'if_required'; confirmParams: { return_url: string } }): Promise<SetupIntentResultLike>
}

/** Locales of Stripe's Payment Element for the app's languages (Stripe knows all five). */
const STRIPE_LOCALES: Record<string, string> = { en: 'en', es: 'es', lt: 'lt', pl: 'pl', ru: 'ru' }

/** Mounts the Payment Element into `node`; the caller destroys it when the dialog closes. */
export function mountPaymentElement(stripe: StripeLike, clientSecret: string, node: HTMLElement, language: string) {
  const elements = stripe.elements({ clientSecret, locale: STRIPE_LOCALES[language] ?? 'auto' })
  const element = elements.create('payment', { layout: 'tabs' })
  element.mount(node)
  return { elements, element }
}

export type ConfirmOutcome =
  | { ok: true; paymentMethodId: string }
  /** `message`: Stripe's own words for the card's problem (already in the user's language), or null for ours. */
  | { ok: false; message: string | null }

/**
 * Confirms the set-up of what the Payment Element holds. A card refused or a form left
 * incomplete is Stripe's message (card_error, validation_error); anything else, or a set-up that
 * did not succeed, is ours ('The card was not added'). `returnUrl` (absolute) is only where a
 * payment method that needs a redirect would come back to.
 */
export async function confirmCard(stripe: StripeLike, elements: ElementsLike, returnUrl: string): Promise<ConfirmOutcome> {
  let result: SetupIntentResultLike
  try {
    result = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } })
  } catch (error) {
    console.error('billing: confirming the card set-up failed', error)
    return { ok: false, message: null }
  }
  if (result.error) {
    console.error('billing: the card set-up was refused', result.error.type, result.error.message)
    const shown = result.error.type === 'card_error' || result.error.type === 'validation_error'
    return { ok: false, message: shown ? (result.error.message ?? null) : null }
  }
  const intent = result.setupIntent
  const method = intent?.payment_method
  const paymentMethodId = typeof method === 'string' ? method : (method?.id ?? null)
  if (intent?.status !== 'succeeded' || !paymentMethodId) {
    console.error('billing: the card set-up ended as', intent?.status ?? 'nothing')
    return { ok: false, message: null }
  }
  return { ok: true, paymentMethodId }
}
