/**
 * The guest payment page's Stripe island (browser/guest-stripe.ts, ADR 0079), built on its own so
 * that @stripe/stripe-js shares no chunk with the guest island, which imports it by its address
 * only after Pay: `mountPayment({ container, clientSecret, publishableKey, returnUrl, language })`.
 */
import { loadStripe } from '@stripe/stripe-js/pure'
import { mountPayment as mount, type MountPaymentOptions } from '~/browser/guest-stripe'

export const mountPayment = (options: MountPaymentOptions): Promise<void> => mount(options, loadStripe)
