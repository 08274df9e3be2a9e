/**
 * A past-due subscription settled by the card added to it (issue 25 item 20, ADR 0068): each
 * open invoice, oldest first, is charged to the card through the card provider; a paid one is
 * marked PAID with the provider's payment, and once none is open the subscription is ACTIVE.
 *
 * Money moves once: an invoice already PAID is never charged again (a second card, the same PUT
 * replayed), and the provider answers the same payment when asked again for the same invoice and
 * card (Stripe's idempotency key, the demo provider's one charge per invoice), so a request
 * that died between the charge and the update pays nothing more when repeated.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { subscriptionInvoices, subscriptions } from '../../db/schema/index.js'
import type { CardProvider } from '../../providers/cards/index.js'
import type { SubscriptionRow } from './subscription.js'

/** Statuses a card settles (contract SUBSCRIPTION_STATUSES): payment is owed. */
const OWING = ['PAST_DUE', 'UNPAID']

/** Charges the open invoices of an owing subscription to the card just stored; answers whether it is settled. */
export async function settleWithCard(db: Database, provider: CardProvider, subscription: SubscriptionRow, paymentMethodId: string): Promise<boolean> {
  if (!OWING.includes(subscription.status)) return false
  const organizationId = subscription.organizationId
  const open = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.organizationId, organizationId), eq(subscriptionInvoices.status, 'OPEN')))
    .orderBy(asc(subscriptionInvoices.createdAt))
  for (const invoice of open) {
    const result = await provider.chargeInvoice({
      organizationId,
      customerId: subscription.providerCustomerId,
      paymentMethodId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      amount: invoice.amount,
      currency: invoice.currency,
    })
    // Declined: the card is kept, the invoice stays open and the subscription past due.
    if (result.status !== 'PAID') return false
    await db
      .update(subscriptionInvoices)
      .set({ status: 'PAID', paymentId: result.paymentId, paidAt: sql`now()` })
      .where(and(eq(subscriptionInvoices.id, invoice.id), eq(subscriptionInvoices.status, 'OPEN')))
  }
  await db
    .update(subscriptions)
    .set({ status: 'ACTIVE', updatedAt: sql`now()` })
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.status, OWING)))
  return true
}
