/**
 * The add-card dialog's Stripe island (browser/card-entry.ts, ADR 0060), built on its own so
 * that @stripe/stripe-js shares no chunk with the shell island: the shell island fetches it by
 * the address the dialog names (`data-stripe-island`), only where Stripe is configured.
 */
export { mountStripeCard } from '~/browser/card-entry'
