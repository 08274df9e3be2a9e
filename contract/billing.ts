/**
 * /api/v1 subscription calls (SPEC.md sections 3 "Subscription", "Billing", "Card",
 * "Subscription invoice", 4 "Subscription status labels" and "Billing alert", 5 "Company
 * billing", 6 MANAGE_BILLING, 7): what the venue pays the platform, the card it pays with, the
 * company details its invoices carry, and those invoices.
 *
 *   GET    /business/subscription?organizationId               Subscription
 *   GET    /business/subscription/card?organizationId          {card: Card | null}
 *   POST   /business/subscription/card/setup?organizationId    {returnUrl} → CardSetup
 *   PUT    /business/subscription/card?organizationId          CardAttach → Card
 *   DELETE /business/subscription/card?organizationId          → 204
 *   PUT    /business/subscription/billing?organizationId       Billing → Billing
 *   GET    /business/subscription/invoices?organizationId&page&size   {invoices, page, size, hasMore}
 *   GET    /business/subscription/invoices/{id}/invoice-{number}.pdf?organizationId[&lang]
 *
 * The organization is named by the `organizationId` query or the X-Organization-Id header.
 * Every call needs MANAGE_BILLING there (403 otherwise, an unknown or malformed id too).
 *
 * Adding a card (section 7: "sends stripePaymentMethodId after confirming a card set-up with a
 * card payment provider"):
 * 1. POST …/card/setup with the back-office path to come back to. The answer names the
 *    provider and carries what each kind of browser needs:
 *    - with JavaScript, `publishableKey` + `clientSecret` for Stripe Elements
 *      (`stripe.confirmSetup`), which then holds the card's payment method id;
 *    - without JavaScript, `setupUrl`: a page where the card is entered (Stripe's hosted set-up
 *      page, or the embedded demo provider's page) that sends the browser back to `returnUrl`
 *      with `setup_session={id}` added to its query.
 *    The embedded demo provider (no STRIPE_SECRET_KEY) answers `provider: 'demo'`,
 *    `publishableKey: null` and only `setupUrl`: its page is part of this app, says it is a
 *    demo, moves no money, accepts the usual test card numbers and refuses others.
 * 2. PUT …/card with exactly one of `stripePaymentMethodId` (the JavaScript path) or
 *    `setupSessionId` (what the hosted page sent back). The platform asks the provider that the
 *    set-up succeeded, for this organization, and stores the card in place of any earlier one.
 *    Repeating the same PUT is harmless (the same card answers again).
 *
 * Refusals: 400 VALIDATION with field messages from BILLING_ERRORS; 404 for an unknown
 * invoice; 409 CONFLICT `params.reason` SETUP_NOT_SUCCEEDED (the provider says the set-up did
 * not succeed or belongs to someone else) or NO_CARD (DELETE without a card); 503
 * PROVIDER_UNAVAILABLE when the card provider cannot be reached.
 */
import { z } from 'zod'
import { sameSitePath } from './safe-redirect.js'
import { queryInt, text } from './primitives.js'

export const SUBSCRIPTION_PATH = '/business/subscription'
export const SUBSCRIPTION_CARD_PATH = `${SUBSCRIPTION_PATH}/card`
export const SUBSCRIPTION_CARD_SETUP_PATH = `${SUBSCRIPTION_CARD_PATH}/setup`
export const SUBSCRIPTION_BILLING_PATH = `${SUBSCRIPTION_PATH}/billing`
export const SUBSCRIPTION_INVOICES_PATH = `${SUBSCRIPTION_PATH}/invoices`
export const subscriptionInvoicePdfPath = (id: string, number: string) =>
  `${SUBSCRIPTION_INVOICES_PATH}/${id}/invoice-${encodeURIComponent(number)}.pdf`

/** The query parameter a hosted card set-up page adds to `returnUrl` on its way back. */
export const SETUP_SESSION_PARAM = 'setup_session'

/**
 * TR: the venue pays a rate on each transaction, nothing monthly. MTR: a fixed amount per
 * interval plus the rate.
 */
export const SUBSCRIPTION_MODES = ['TR', 'MTR'] as const
export const SUBSCRIPTION_INTERVALS = ['MONTH', 'YEAR'] as const

/** Section 4's labels; a status the screen does not know is shown as INCOMPLETE. */
export const SUBSCRIPTION_STATUSES = ['INCOMPLETE', 'REMOVED', 'CANCELED', 'ACTIVE', 'PAST_DUE', 'UNPAID', 'TRIALING', 'PAUSED'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SUBSCRIPTION_INVOICE_STATUSES = ['DRAFT', 'OPEN', 'PAID', 'VOID', 'UNCOLLECTIBLE'] as const

export const CARD_PROVIDERS = ['stripe', 'demo'] as const

export const BILLING_LIMITS = {
  name: 200,
  email: 254,
  registrationCode: 40,
  taxNumber: 40,
  address: 300,
  postalCode: 20,
  city: 100,
  returnUrl: 500,
  invoicesPageSize: 20,
  invoicesPageSizeMax: 100,
} as const

/** Message keys of field refusals (translated in locales/). */
export const BILLING_ERRORS = {
  required: 'validation.required',
  invalidEmail: 'billing.errors.invalidEmail',
  tooLong: 'validation.tooLong',
} as const

/* ---------- requests ---------- */

/**
 * Company billing (section 5): e-mail required and valid (contract/email.ts), name, address,
 * city, postalCode and taxNumber required; registrationCode is sent but the dialog has no
 * field for it (kept as it was, or empty).
 */
export const billingInputSchema = z
  .object({
    name: text(BILLING_LIMITS.name, { trim: true, min: 1 }),
    email: text(BILLING_LIMITS.email, { trim: true, min: 1 }),
    registrationCode: text(BILLING_LIMITS.registrationCode, { trim: true }).nullable().optional(),
    taxNumber: text(BILLING_LIMITS.taxNumber, { trim: true, min: 1 }),
    address: text(BILLING_LIMITS.address, { trim: true, min: 1 }),
    postalCode: text(BILLING_LIMITS.postalCode, { trim: true, min: 1 }),
    city: text(BILLING_LIMITS.city, { trim: true, min: 1 }),
  })
  .strict()
export type BillingInput = z.input<typeof billingInputSchema>

export const cardSetupRequestSchema = z
  .object({
    /** A back-office path (starting with one '/'), where the hosted page sends the browser back. */
    returnUrl: text(BILLING_LIMITS.returnUrl, { trim: true, min: 1 }).refine((v) => sameSitePath(v) !== null, {
      message: 'not a same-origin path',
    }),
  })
  .strict()

export const cardAttachSchema = z.union([
  z.object({ stripePaymentMethodId: text(255, { trim: true, min: 1 }) }).strict(),
  z.object({ setupSessionId: text(255, { trim: true, min: 1 }) }).strict(),
])
export type CardAttach = z.input<typeof cardAttachSchema>

export const subscriptionInvoicesQuerySchema = z.object({
  page: queryInt(0, 100_000).optional(),
  size: queryInt(1, BILLING_LIMITS.invoicesPageSizeMax).optional(),
})

/* ---------- answers ---------- */

export const billingSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  registrationCode: z.string().nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
})
export type Billing = z.infer<typeof billingSchema>

export const subscriptionSchema = z.object({
  mode: z.enum(SUBSCRIPTION_MODES),
  /** Per interval, minor units; 0 for TR. */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  intervalCount: z.number().int(),
  /** One of SUBSCRIPTION_STATUSES, or something newer the screen shows as INCOMPLETE. */
  status: z.string(),
  /** While TRIALING: when the trial ends (ISO instant). */
  trialEnd: z.string().nullable(),
  billing: billingSchema,
})
export type Subscription = z.infer<typeof subscriptionSchema>

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
})
export type Card = z.infer<typeof cardSchema>

export const cardAnswerSchema = z.object({
  card: cardSchema.nullable(),
  /**
   * Who sets cards up here; null when card payments are not configured (no Stripe keys and the
   * embedded demo provider not switched on): the screen says so instead of offering a form.
   */
  provider: z.enum(CARD_PROVIDERS).nullable(),
})

export const cardSetupSchema = z.object({
  provider: z.enum(CARD_PROVIDERS),
  /** Stripe's publishable key for Elements; null for the demo provider. */
  publishableKey: z.string().nullable(),
  /** The SetupIntent's client secret for Elements; null for the demo provider. */
  clientSecret: z.string().nullable(),
  /** The hosted page for browsers without JavaScript (and the demo provider's page). */
  setupUrl: z.string(),
})
export type CardSetup = z.infer<typeof cardSetupSchema>

export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  /** The period billed, dates YYYY-MM-DD. */
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  currency: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
})
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>

export const subscriptionInvoicesPageSchema = z.object({
  invoices: z.array(subscriptionInvoiceSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
})

/** Section 4: the billing alert shows (with MANAGE_BILLING) when the billing name or the card is missing. */
export const billingAlertSchema = z.object({ noName: z.boolean(), noCard: z.boolean() })
export type BillingAlert = z.infer<typeof billingAlertSchema>

/** The alert for a subscription's billing name and card last4; null when neither is missing. */
export function billingAlertFor(billingName: string | null | undefined, cardLast4: string | null | undefined): BillingAlert | null {
  const alert = { noName: !billingName, noCard: !cardLast4 }
  return alert.noName || alert.noCard ? alert : null
}

export const needsBillingAlert = (subscription: Pick<Subscription, 'billing'> | null, card: Pick<Card, 'last4'> | null) =>
  billingAlertFor(subscription?.billing.name, card?.last4) !== null

/* ---------- refusals (added by billing-platform) ---------- */

/** `params.reason` of a 409 CONFLICT of the card calls (see the header). */
export const BILLING_CONFLICTS = {
  setupNotSucceeded: 'SETUP_NOT_SUCCEEDED',
  noCard: 'NO_CARD',
  /** No card provider is configured: card set-up and attaching are refused (DESIGN.md: never pretend). */
  notConfigured: 'CARD_PAYMENTS_NOT_CONFIGURED',
} as const

/** `params.reason` of the 503 SERVICE_UNAVAILABLE answered when the card provider cannot be reached. */
export const CARD_PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE'
