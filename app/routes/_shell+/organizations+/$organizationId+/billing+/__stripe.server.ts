/**
 * Whether the add-card dialog offers Stripe's Payment Element in the page: Stripe is configured
 * on this server (STRIPE_PUBLISHABLE_KEY, the same variable that opens the CSP to Stripe's
 * origins, server/security.ts). Without it the dialog asks nothing of Stripe and only the
 * set-up page path is there; the platform's answer still decides the provider.
 */
export const stripeElementsConfigured = () => Boolean(process.env.STRIPE_PUBLISHABLE_KEY?.trim())
