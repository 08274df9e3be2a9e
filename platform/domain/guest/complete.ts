/**
 * A guest payment's outcome, applied exactly once (ADR 0075). The webhooks of every provider and
 * the status read that asks the provider (sync.ts) all come here: one transaction records the
 * provider's event, locks the checkout, and writes the payment, the activity (its rollups by
 * trigger), the pooled balance and the checkout's new status, or nothing at all.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { isUniqueViolation } from '../../db/constraint-errors.js'
import { activities, boxes, boxMembers, guestCheckouts, payments, providerEvents } from '../../db/schema/index.js'
import type { LiveChanges } from '../../http/context.js'
import type { GuestPaymentEvent, GuestPaymentOutcome, GuestPaymentProviderName } from '../../providers/guest-payments/index.js'
import type { BoxMode } from '../../../contract/tips.js'
import { completeBill } from './bill-complete.js'
import { recipientOf } from './recipient.js'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
export type CheckoutRow = typeof guestCheckouts.$inferSelect

/** Statuses nothing moves on from: a paid checkout absorbs a late failure, a mismatch waits for a person. */
export const FINAL_STATUSES: readonly string[] = ['SUCCEEDED', 'MISMATCH']

/** provider_events is shared with KYB and the card provider: a guest provider's ids get their own prefix. */
const eventSource = (provider: GuestPaymentProviderName) => `guest-pay:${provider}`

export async function applyGuestPaymentEvent(
  db: Database,
  provider: GuestPaymentProviderName,
  event: GuestPaymentEvent,
  live: LiveChanges,
): Promise<{ applied: boolean }> {
  let outcome: Applied
  try {
    outcome = await db.transaction(async (tx): Promise<Applied> => {
      const recorded = await tx
        .insert(providerEvents)
        .values({ provider: eventSource(provider), eventId: event.eventId })
        .onConflictDoNothing()
        .returning({ eventId: providerEvents.eventId })
      if (recorded.length === 0) return NOTHING
      const [checkout] = await tx.select().from(guestCheckouts).where(eq(guestCheckouts.id, event.checkoutId)).for('update')
      // Another deployment's payment, or another provider's: recorded as seen, nothing else.
      if (!checkout || checkout.provider !== provider || FINAL_STATUSES.includes(checkout.status)) return NOTHING
      return event.outcome.status === 'SUCCEEDED'
        ? complete(tx, checkout, event.outcome)
        : moveOn(tx, checkout, event.outcome)
    })
  } catch (error) {
    // The last backstop: a payment or an activity of this checkout exists already.
    if (isUniqueViolation(error, 'guest_checkout_id')) return { applied: false }
    throw error
  }
  if (outcome.tipOf) live.tipsChanged(await withAncestors(db, outcome.tipOf))
  return { applied: outcome.applied }
}

/** Whether the event changed anything, and the venue whose tips it added to. */
interface Applied {
  applied: boolean
  tipOf: string | null
}
const NOTHING: Applied = { applied: false, tipOf: null }

/** Writes what the checkout's kind pays for and marks it paid; a mismatch only marks the checkout. */
async function complete(tx: Tx, checkout: CheckoutRow, outcome: Succeeded): Promise<Applied> {
  if (outcome.amount !== checkout.chargeAmount || outcome.currency.toUpperCase() !== checkout.currency) {
    // Charged something other than what the guest agreed to: a person looks at it, nothing is recorded as paid.
    console.error(
      `[guest-pay] checkout ${checkout.id}: charged ${outcome.amount} ${outcome.currency}, expected ${checkout.chargeAmount} ${checkout.currency}`,
    )
    await tx.update(guestCheckouts).set({ status: 'MISMATCH' }).where(eq(guestCheckouts.id, checkout.id))
    return NOTHING
  }
  const now = new Date()
  const { paymentId, activityId } = checkout.kind === 'BILL' ? await completeBill(tx, checkout, outcome, now) : await completeTip(tx, checkout, outcome, now)
  await tx
    .update(guestCheckouts)
    .set({
      status: 'SUCCEEDED',
      failure: null,
      paymentId,
      activityId,
      completedAt: now,
      providerPaymentId: checkout.providerPaymentId ?? outcome.providerPaymentId,
    })
    .where(eq(guestCheckouts.id, checkout.id))
  return { applied: true, tipOf: activityId ? checkout.organizationId : null }
}

/** A tip on its own: its activity and a payment of no order. */
async function completeTip(tx: Tx, checkout: CheckoutRow, outcome: Succeeded, now: Date): Promise<{ paymentId: string; activityId: string }> {
  const activityId = await recordTip(tx, checkout, now)
  const [payment] = await tx
    .insert(payments)
    .values({
      ...paymentOf(checkout, outcome, now),
      orderId: null,
      guestCheckoutId: checkout.id,
      orderNumber: null,
      placementTitle: null,
      orderAmount: checkout.orderAmount,
      tipAmount: checkout.amount,
      organizationFee: checkout.organizationFee,
      staffFee: checkout.staffFee,
      guestFee: checkout.guestFee,
      chargeAmount: checkout.chargeAmount,
      // Nothing was sold: a tip alone has no detailed invoice.
      allowDetailedInvoice: false,
    })
    .returning({ id: payments.id })
  return { paymentId: payment!.id, activityId }
}

/** What every payment of a checkout says of the venue, the time and the card. */
export const paymentOf = (checkout: CheckoutRow, outcome: Succeeded, now: Date) => ({
  organizationId: checkout.organizationId,
  ts: now,
  currency: checkout.currency,
  paymentMethod: outcome.method,
  paymentMethodCountry: outcome.methodCountry,
  paymentMethodSummary: outcome.methodSummary,
})

export type Succeeded = Extract<GuestPaymentOutcome, { status: 'SUCCEEDED' }>

/** A tip paid with a table's bill: the activity names the table, the bill part and the (first) order. */
export interface TipOfBill {
  placementTitle: string
  billAmount: number
  orderNumber: string | null
}

/**
 * The checkout's activity: its recipient by the box's mode (recipient.ts), and the pooled
 * balance. Used by a paid tip and by a rating sent without paying (amount 0).
 */
export async function recordTip(tx: Tx, checkout: CheckoutRow, now: Date, bill: TipOfBill | null = null): Promise<string> {
  const [box] = await tx.select({ mode: boxes.mode }).from(boxes).where(eq(boxes.id, checkout.boxId))
  const members = await tx.select({ id: boxMembers.id, name: boxMembers.name }).from(boxMembers).where(eq(boxMembers.boxId, checkout.boxId))
  const recipient = recipientOf(box!.mode as BoxMode, members, checkout.memberId)
  const [activity] = await tx
    .insert(activities)
    .values({
      organizationId: checkout.organizationId,
      boxId: checkout.boxId,
      memberId: recipient.memberId,
      memberName: recipient.memberName,
      ts: now,
      amount: checkout.amount,
      rating: checkout.rating,
      review: checkout.review,
      likes: checkout.likes,
      status: recipient.status,
      guestCheckoutId: checkout.id,
      ...bill,
    })
    .returning({ id: activities.id })
  const toPool = checkout.amount - checkout.staffFee
  if (recipient.pooled && toPool > 0) {
    await tx.update(boxes).set({ balance: sql`${boxes.balance} + ${toPool}` }).where(eq(boxes.id, checkout.boxId))
  }
  return activity!.id
}

/** A payment not (yet) made: the checkout says where it stands; a paid one never goes back. */
async function moveOn(tx: Tx, checkout: CheckoutRow, outcome: Exclude<GuestPaymentOutcome, Succeeded>): Promise<Applied> {
  const failure = outcome.status === 'FAILED' ? outcome.reason : null
  if (checkout.status === outcome.status && checkout.failure === failure) return NOTHING
  await tx.update(guestCheckouts).set({ status: outcome.status, failure }).where(eq(guestCheckouts.id, checkout.id))
  // Nothing the tips screens show changed.
  return { applied: true, tipOf: null }
}

/** The venue and every organization above it: a Group's dashboard adds up its venues' tips. */
export async function withAncestors(db: Database, organizationId: string): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id, c.depth + 1 from organizations o join chain c on o.id = c.parent_id where c.depth < 32
    )
    select id from chain order by depth`)) as unknown as { rows: { id: string }[] }
  return result.rows.map((r) => r.id)
}
