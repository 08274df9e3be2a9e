/**
 * Billing (contract/billing.ts, SPEC.md 2 "Billing", 3, 7): the venue's subscription to the
 * platform, the card it pays with, the company details its invoices carry, and those invoices
 * with their PDFs. Every call needs MANAGE_BILLING on the organization.
 */
import {
  SUBSCRIPTION_BILLING_PATH,
  SUBSCRIPTION_CARD_PATH,
  SUBSCRIPTION_CARD_SETUP_PATH,
  SUBSCRIPTION_INVOICES_PATH,
  SUBSCRIPTION_PATH,
  billingSchema,
  cardAnswerSchema,
  cardSchema,
  cardSetupSchema,
  subscriptionInvoicePdfPath,
  subscriptionInvoicesPageSchema,
  subscriptionSchema,
  type BillingInput,
  type CardAttach,
} from '#contract/billing'
import type { Api } from '~/services/api.server'

const scoped = (organizationId: string) => ({ organizationId, query: { organizationId } })

export function getSubscription(api: Api, organizationId: string) {
  return api.get(SUBSCRIPTION_PATH, subscriptionSchema, scoped(organizationId))
}

/** The card (or null) and who sets cards up here (null: card payments are not configured). */
export function getCardState(api: Api, organizationId: string) {
  return api.get(SUBSCRIPTION_CARD_PATH, cardAnswerSchema, scoped(organizationId))
}

/** The card the subscription is paid with, or null when there is none. */
export async function getCard(api: Api, organizationId: string) {
  return (await getCardState(api, organizationId)).card
}

/** Starts adding a card: what Stripe Elements needs, and the hosted page that comes back to `returnUrl`. */
export function startCardSetup(api: Api, organizationId: string, returnUrl: string) {
  return api.post(SUBSCRIPTION_CARD_SETUP_PATH, { returnUrl }, cardSetupSchema, scoped(organizationId))
}

/** Stores the card of a set-up that succeeded (by Stripe's payment method id or the hosted page's session). */
export function attachCard(api: Api, organizationId: string, attach: CardAttach) {
  return api.put(SUBSCRIPTION_CARD_PATH, attach, cardSchema, scoped(organizationId))
}

export function removeCard(api: Api, organizationId: string) {
  return api.delete(SUBSCRIPTION_CARD_PATH, scoped(organizationId))
}

export function saveBilling(api: Api, organizationId: string, billing: BillingInput) {
  return api.put(SUBSCRIPTION_BILLING_PATH, billing, billingSchema, scoped(organizationId))
}

/** A page (0-based) of the subscription invoices, newest first. */
export function listSubscriptionInvoices(api: Api, organizationId: string, page: number, size: number) {
  return api.get(SUBSCRIPTION_INVOICES_PATH, subscriptionInvoicesPageSchema, { organizationId, query: { organizationId, page, size } })
}

/** A subscription invoice's PDF in `lang`, to stream on (refusals thrown as ApiError). */
export function subscriptionInvoicePdf(api: Api, organizationId: string, invoiceId: string, number: string, lang: string) {
  return api.getFile(subscriptionInvoicePdfPath(invoiceId, number), { organizationId, query: { organizationId, lang } })
}
