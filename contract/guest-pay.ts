/**
 * /api/v1 calls of the guest payment page (issue 27; DESIGN.md 5a). Public: no session. A
 * guest opens a box's or an employee's link, leaves a tip with a rating, reactions and a review,
 * and pays by card through the guest payment provider (platform/providers/guest-payments).
 *
 *   GET  /public/pay/boxes/{boxId}                    GuestPayPage
 *   GET  /public/pay/members/{memberId}               GuestPayPage; 410 GONE {params: {boxId, organizationName}}
 *                                                     for an employee who was removed from the box
 *   GET  /public/pay/tokens/{token}                   {kind, id}: a six-digit card ID (GT ID) → its page (rate-limited)
 *   POST /public/pay/checkouts                        GuestCheckoutRequest → GuestCheckoutStarted (201; 200 replayed)
 *   GET  /public/pay/checkouts/{id}                   GuestCheckoutStatus (header X-Checkout-Key)
 *   GET  /public/pay/checkouts/{id}/receipt.pdf?lang  the paid tip's receipt (header X-Checkout-Key)
 *   POST /public/pay/feedback                         GuestFeedbackRequest → {activityId}: a rating without paying
 *   POST /providers/guest-payments/{provider}/webhook a provider's signed event → {received, applied}
 *
 * Exactly once (ADR 0075): a checkout is one row per (box, attempt), the attempt a uuid the page
 * draws into its form, so a double click or a re-posted form answers the same checkout and the
 * provider is asked once. A provider's outcome (webhook, or the status read that confirms with
 * the provider) is applied in one transaction that writes the payment, the activity and the
 * rollups, or nothing.
 */
import { z } from 'zod'
import { REACTION_TAGS, boxModeSchema } from './tips.js'
import { textSectionSchema } from './organizations.js'
import { int, text, uuid } from './primitives.js'

export const GUEST_PAY_PATHS = {
  box: (boxId: string) => `/public/pay/boxes/${boxId}`,
  member: (memberId: string) => `/public/pay/members/${memberId}`,
  token: (token: string) => `/public/pay/tokens/${token}`,
  checkouts: '/public/pay/checkouts',
  checkout: (id: string) => `/public/pay/checkouts/${id}`,
  receipt: (id: string) => `/public/pay/checkouts/${id}/receipt.pdf`,
  feedback: '/public/pay/feedback',
  webhook: (provider: string) => `/providers/guest-payments/${provider}/webhook`,
} as const

/** The checkout's secret, which only the browser that started it holds (the page keeps it in a cookie). */
export const CHECKOUT_KEY_HEADER = 'x-checkout-key'

/** Tip limits per currency, minor units; a currency not listed uses EUR's. */
export const GUEST_TIP_LIMITS: Record<string, { min: number; max: number }> = {
  EUR: { min: 100, max: 50_000 },
  PLN: { min: 500, max: 200_000 },
}
export const guestTipLimits = (currency: string) => GUEST_TIP_LIMITS[currency] ?? GUEST_TIP_LIMITS.EUR!

export const GUEST_REVIEW_MAX = 500

export const GUEST_PAYMENT_PROVIDERS = ['demo', 'stripe', 'none'] as const
export type GuestPaymentProviderName = Exclude<(typeof GUEST_PAYMENT_PROVIDERS)[number], 'none'>

/** Why a venue takes no card payments now: no provider configured, or its verification (KYB) is not done. */
export const GUEST_PAY_UNAVAILABLE = ['NOT_CONFIGURED', 'NOT_VERIFIED'] as const

const personSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })

export const guestPayPageSchema = z.object({
  organization: z.object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    /** Menu languages, the main one first. */
    languages: z.array(z.string()),
  }),
  card: z.object({ title: z.string(), description: z.string().nullable(), backgroundColor: z.string(), logoUrl: z.string().nullable() }),
  box: z.object({ id: z.string(), name: z.string().nullable(), mode: boxModeSchema }),
  /** The employee of a personal link (or a PERSONAL box's one member). */
  member: personSchema.nullable(),
  /** Who a guest may choose on an INDIVIDUAL box; empty otherwise. */
  recipients: z.array(personSchema),
  sections: z.object({ header: z.array(textSectionSchema), footer: z.array(textSectionSchema) }),
  amounts: z.object({ presets: z.array(z.number().int()).length(3), min: z.number().int(), max: z.number().int() }),
  payments: z.object({
    provider: z.enum(GUEST_PAYMENT_PROVIDERS),
    /** Stripe's publishable key, for the Payment Element. */
    publishableKey: z.string().nullable(),
    /** Set when provider is 'none'. */
    reason: z.enum(GUEST_PAY_UNAVAILABLE).nullable(),
  }),
})
export type GuestPayPage = z.infer<typeof guestPayPageSchema>

export const guestPayGoneSchema = z.object({ boxId: z.string().nullable(), organizationName: z.string() })

export const guestTokenSchema = z.object({ kind: z.enum(['box', 'member']), id: z.string() })

const likesSchema = z
  .array(z.enum(REACTION_TAGS))
  .max(REACTION_TAGS.length)
  .refine((likes) => new Set(likes).size === likes.length, 'validation.invalid')

/** What the guest chose; `attempt` is the uuid the page drew into its form (one checkout per attempt). */
const guestChoiceSchema = z.object({
  boxId: uuid(),
  memberId: uuid().optional(),
  rating: int(1, 5).optional(),
  likes: likesSchema.default([]),
  review: text(GUEST_REVIEW_MAX).optional(),
  attempt: uuid(),
  language: z.string().regex(/^[a-z]{2}$/).default('en'),
})

export const guestCheckoutRequestSchema = guestChoiceSchema.extend({
  /** The tip, minor units; checked against the currency's GUEST_TIP_LIMITS on the platform. */
  amount: z.number().int(),
  /** The guest pays the guest fee so the staff get the whole tip. */
  coverFee: z.boolean().default(false),
  /** 'redirect': the provider's own page (no JavaScript); 'element': an in-page card form. */
  mode: z.enum(['redirect', 'element']).default('redirect'),
})
export type GuestCheckoutRequest = z.infer<typeof guestCheckoutRequestSchema>

export const guestFeedbackRequestSchema = guestChoiceSchema
export type GuestFeedbackRequest = z.infer<typeof guestFeedbackRequestSchema>

export const guestCheckoutStartedSchema = z.object({
  checkoutId: z.string(),
  /** Shown once: the browser keeps it to read the checkout's status and receipt. */
  key: z.string(),
  next: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.string() }),
    z.object({ kind: z.literal('element'), clientSecret: z.string(), publishableKey: z.string(), returnUrl: z.string() }),
  ]),
})
export type GuestCheckoutStarted = z.infer<typeof guestCheckoutStartedSchema>

export const GUEST_CHECKOUT_STATUSES = ['OPEN', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'EXPIRED'] as const
export type GuestCheckoutStatusName = (typeof GUEST_CHECKOUT_STATUSES)[number]

export const guestCheckoutStatusSchema = z.object({
  id: z.string(),
  status: z.enum(GUEST_CHECKOUT_STATUSES),
  failure: z.enum(['DECLINED', 'CANCELED']).nullable(),
  amount: z.number().int(),
  chargeAmount: z.number().int(),
  currency: z.string(),
  boxId: z.string(),
  memberId: z.string().nullable(),
  activityId: z.string().nullable(),
})
export type GuestCheckoutStatus = z.infer<typeof guestCheckoutStatusSchema>

export const guestFeedbackAnswerSchema = z.object({ activityId: z.string() })

/** `params.reason` of refusals the page words itself (a 409 CONFLICT or a 503). */
export const GUEST_PAY_REFUSALS = {
  amountTooLow: 'AMOUNT_TOO_LOW',
  amountTooHigh: 'AMOUNT_TOO_HIGH',
  notAvailable: 'PAYMENTS_NOT_AVAILABLE',
  feedbackEmpty: 'FEEDBACK_EMPTY',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
} as const
