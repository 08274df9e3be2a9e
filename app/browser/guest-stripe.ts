/**
 * The guest payment page's card form with JavaScript (issue 27, ADR 0079): Stripe's Payment
 * Element for a PaymentIntent the platform made (platform/providers/guest-payments/stripe.ts),
 * and a Pay button that confirms it. Stripe then sends the browser to `returnUrl` (after 3-D
 * Secure if the card asks for it), where the page reads the outcome; without JavaScript the guest
 * pays on Stripe's hosted Checkout page instead. The guest island (browser/islands/guest.ts)
 * fetches this by its own address only after Pay, so Stripe.js is never part of a first visit.
 * Written against the few calls it makes of Stripe.js (browser/stripe-setup.ts), so a unit test
 * drives it with a stand-in.
 */
import { mountPaymentElement, type ElementsLike, type StripeLike } from '~/browser/stripe-setup'

export interface PaymentResultLike {
  error?: { type?: string; message?: string }
}

/** What this needs of `Stripe` beyond the add-card dialog's calls. */
export interface GuestStripeLike extends StripeLike {
  confirmPayment(options: { elements: ElementsLike; confirmParams: { return_url: string } }): Promise<PaymentResultLike>
}

/** The island's own words: `mountPayment` takes the page's when it passes them. */
export interface GuestStripeLabels {
  pay: string
  /** Stripe.js did not load, or the form could not be drawn. */
  unavailable: string
  /** The payment failed for a reason Stripe gives no words for the guest. */
  failed: string
}

// The guest page's languages (features/guest); Stripe words card problems itself in them.
const LABELS: Record<string, GuestStripeLabels> = {
  en: { pay: 'Pay', unavailable: 'Card payments cannot be loaded now. Please try again.', failed: 'The payment did not go through. Please try again.' },
  es: { pay: 'Pagar', unavailable: 'Ahora no se pueden cargar los pagos con tarjeta. Inténtalo de nuevo.', failed: 'El pago no se ha realizado. Inténtalo de nuevo.' },
  lt: { pay: 'Mokėti', unavailable: 'Mokėjimo kortele dabar įkelti nepavyko. Bandykite dar kartą.', failed: 'Mokėjimas nepavyko. Bandykite dar kartą.' },
  pl: { pay: 'Zapłać', unavailable: 'Nie udało się teraz wczytać płatności kartą. Spróbuj ponownie.', failed: 'Płatność nie powiodła się. Spróbuj ponownie.' },
  ru: { pay: 'Оплатить', unavailable: 'Не удалось загрузить оплату картой. Попробуйте ещё раз.', failed: 'Платёж не прошёл. Попробуйте ещё раз.' },
}
export const guestStripeLabels = (language: string): GuestStripeLabels => LABELS[language] ?? LABELS.en!

/**
 * Confirms the payment of what the Payment Element holds. Stripe leaves the page when it goes
 * through, so an answer here is a failure: Stripe's own words for a card refused or a form left
 * incomplete (already in the guest's language), else `null` for ours.
 */
export async function confirmGuestPayment(stripe: GuestStripeLike, elements: ElementsLike, returnUrl: string): Promise<string | null> {
  let result: PaymentResultLike
  try {
    result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } })
  } catch (error) {
    console.error('guest pay: confirming the payment failed', error)
    return null
  }
  console.error('guest pay: the payment was refused', result.error?.type, result.error?.message)
  const shown = result.error?.type === 'card_error' || result.error?.type === 'validation_error'
  return shown ? (result.error?.message ?? null) : null
}

export interface MountPaymentOptions {
  container: HTMLElement
  clientSecret: string
  publishableKey: string
  /** Absolute: where Stripe sends the browser once the payment is confirmed. */
  returnUrl: string
  language: string
  labels?: GuestStripeLabels
}

/**
 * Draws the Payment Element, a message line (role=alert) and a Pay button into `container`.
 * Resolves once the card form is there; rejects (after saying so in the container) when Stripe.js
 * does not load, so the caller can fall back to the plain form and Stripe's hosted page.
 */
export async function mountPayment(options: MountPaymentOptions, load: (key: string) => Promise<unknown>): Promise<void> {
  const { container, clientSecret, publishableKey, returnUrl, language } = options
  const labels = options.labels ?? guestStripeLabels(language)
  const slot = document.createElement('div')
  const message = document.createElement('p')
  message.setAttribute('role', 'alert')
  message.className = 'mt-3 text-sm text-red-700'
  const pay = document.createElement('button')
  pay.type = 'button'
  pay.textContent = labels.pay
  pay.disabled = true
  pay.className = 'mt-4 min-h-11 w-full rounded-lg bg-gray-900 px-4 py-3 font-semibold text-white disabled:opacity-60'
  container.replaceChildren(slot, message, pay)
  const say = (text: string) => {
    message.textContent = text
  }

  let stripe: GuestStripeLike
  let elements: ElementsLike
  try {
    const loaded = await load(publishableKey)
    if (!loaded) throw new Error('Stripe.js did not load')
    // The real Stripe object has every call GuestStripeLike names (with wider overloads).
    stripe = loaded as GuestStripeLike
    elements = mountPaymentElement(stripe, clientSecret, slot, language).elements
  } catch (error) {
    console.error('guest pay: loading Stripe failed', error)
    say(labels.unavailable)
    pay.remove()
    throw error
  }
  pay.disabled = false
  pay.addEventListener('click', () => {
    if (pay.disabled) return
    pay.disabled = true
    pay.setAttribute('aria-busy', 'true')
    say('')
    void confirmGuestPayment(stripe, elements, returnUrl).then((refusal) => {
      say(refusal ?? labels.failed)
      pay.disabled = false
      pay.setAttribute('aria-busy', 'false')
    })
  })
}
