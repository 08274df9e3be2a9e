/**
 * A paid bill checkout's writes (ADR 0081), inside complete.ts's one exactly-once transaction:
 * one payment per order it paid (the tip and the guest fee on the first), their items when the
 * guest chose lines, the orders' and lines' paid amounts, the tip as an activity of the table's
 * box, and the invoice the guest asked for. The money moved already: a payment that now pays an
 * order past its amount (the hold expired and someone else paid meanwhile) is still recorded,
 * and logged for a person to refund.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { guestFees } from '../../../contract/fees.js'
import type { BillAllocation } from '../../../contract/guest-table.js'
import { guestCheckouts, orderItems, orders, paymentItems, payments, venueTables } from '../../db/schema/index.js'
import { DomainError } from '../errors.js'
import type { InvoiceCustomer } from '../invoicing/document.js'
import { issuePaymentInvoice } from '../invoicing/issue.js'
import { paymentsOrganization } from '../payments/organization.js'
import { paymentOf, recordTip, type CheckoutRow, type Succeeded, type Tx } from './complete.js'

export async function completeBill(
  tx: Tx,
  checkout: CheckoutRow,
  outcome: Succeeded,
  now: Date,
): Promise<{ paymentId: string | null; activityId: string | null }> {
  const allocations = checkout.allocations as BillAllocation[]
  const orderIds = allocations.map((a) => a.orderId)
  const orderRows = orderIds.length
    ? await tx
        .select({ id: orders.id, orderNumber: orders.orderNumber, placementTitle: orders.placementTitle, amount: orders.amount, paidAmount: orders.paidAmount })
        .from(orders)
        .where(inArray(orders.id, orderIds))
        .for('update')
    : []
  const orderOf = new Map(orderRows.map((o) => [o.id, o]))
  const itemIds = allocations.flatMap((a) => a.items.map((i) => i.orderItemId))
  const itemRows = itemIds.length ? await tx.select().from(orderItems).where(inArray(orderItems.id, itemIds)) : []
  const itemOf = new Map(itemRows.map((i) => [i.id, i]))
  const customer = checkout.invoiceRequest as InvoiceCustomer | null
  const paymentIds: string[] = []
  for (const allocation of allocations) {
    const order = orderOf.get(allocation.orderId)
    if (!order) {
      console.error(`[guest-pay] bill checkout ${checkout.id}: order ${allocation.orderId} is gone; ${allocation.amount} ${checkout.currency} paid for it needs a person`)
      continue
    }
    if (order.paidAmount + allocation.amount > order.amount) {
      console.error(
        `[guest-pay] bill checkout ${checkout.id}: order ${order.orderNumber} paid past its amount (${order.paidAmount} + ${allocation.amount} > ${order.amount}); refund the difference`,
      )
    }
    // The tip, the staff fee and the guest fee ride on the checkout's first payment.
    const first = paymentIds.length === 0
    const tip = first ? { tipAmount: checkout.amount, staffFee: checkout.staffFee, guestFee: checkout.guestFee } : { tipAmount: 0, staffFee: 0, guestFee: 0 }
    const [payment] = await tx
      .insert(payments)
      .values({
        ...paymentOf(checkout, outcome, now),
        orderId: order.id,
        // Unique per payment: the first payment is the checkout's (the exactly-once backstop).
        guestCheckoutId: first ? checkout.id : null,
        orderNumber: order.orderNumber,
        placementTitle: order.placementTitle,
        orderAmount: allocation.amount,
        ...tip,
        organizationFee: guestFees(allocation.amount, 0, false).organizationFee,
        chargeAmount: allocation.amount + tip.tipAmount + tip.guestFee,
        allowDetailedInvoice: true,
        customerVatNumber: customer?.vatNumber ?? null,
        customerRegNumber: customer?.regNumber ?? null,
        customerName: customer?.name ?? null,
        customerAddress: customer?.address ?? null,
        customerEmail: customer?.email ?? null,
      })
      .returning({ id: payments.id })
    paymentIds.push(payment!.id)
    allocation.paymentId = payment!.id
    await recordLines(tx, payment!.id, allocation, itemOf)
    await tx.update(orders).set({ paidAmount: sql`${orders.paidAmount} + ${allocation.amount}` }).where(eq(orders.id, order.id))
  }
  // Each part knows its payment, so the checkout's receipt finds every one.
  await tx.update(guestCheckouts).set({ allocations }).where(eq(guestCheckouts.id, checkout.id))
  const firstOrder = orderOf.get(allocations[0]?.orderId ?? '')
  const activityId = checkout.amount > 0 || checkout.rating !== null || checkout.review !== null
    ? await recordTip(tx, checkout, now, {
        placementTitle: (await tableNumber(tx, checkout)) ?? firstOrder?.placementTitle ?? '',
        billAmount: checkout.orderAmount,
        orderNumber: firstOrder?.orderNumber ?? null,
      })
    : null
  if (customer) await issueInvoices(tx, checkout, paymentIds, customer, now)
  return { paymentId: paymentIds[0] ?? null, activityId }
}

/**
 * The lines a guest chose, as the payment's items, and what they paid of each line. A line split
 * between guests (splitBetween > 1) is recorded as one unit titled "(1/N)" at its part's price:
 * payment_items count whole units, and the line's own paid amount keeps the exact money.
 */
async function recordLines(
  tx: Tx,
  paymentId: string,
  allocation: BillAllocation,
  itemOf: Map<string, typeof orderItems.$inferSelect>,
): Promise<void> {
  let position = 0
  for (const line of allocation.items) {
    const item = itemOf.get(line.orderItemId)
    if (!item) continue
    const split = line.splitBetween > 1
    await tx.insert(paymentItems).values({
      paymentId,
      position: position++,
      title: split ? `${item.title} (1/${line.splitBetween})` : item.title,
      image: item.image,
      price: split ? line.amount : item.price,
      paidCount: split ? 1 : line.count,
      modifiers: item.modifiers,
    })
    // Never past the line's amount (its check): an overpaid line is logged with its order above.
    await tx
      .update(orderItems)
      .set({ paidAmount: sql`least(${orderItems.paidAmount} + ${line.amount}, ${orderItems.count} * ${orderItems.price})` })
      .where(eq(orderItems.id, item.id))
  }
}

/** The table's number now (the activity's title), or null when the table is gone. */
async function tableNumber(tx: Tx, checkout: CheckoutRow): Promise<string | null> {
  const [table] = checkout.tableId ? await tx.select({ number: venueTables.number }).from(venueTables).where(eq(venueTables.id, checkout.tableId)) : []
  return table?.number ?? null
}

/**
 * The invoice of each payment, numbered in this transaction (issue.ts, a savepoint of it): a
 * rollback gives the numbers back, so numbering stays gapless. A venue whose seller details went
 * missing since the start cannot issue one: the payment stands and a person is told.
 */
async function issueInvoices(tx: Tx, checkout: CheckoutRow, paymentIds: string[], customer: InvoiceCustomer, now: Date): Promise<void> {
  const org = await paymentsOrganization(tx, checkout.organizationId)
  for (const paymentId of paymentIds) {
    try {
      await issuePaymentInvoice(tx, org, { paymentId, kind: 'DETAILED', customer, sameCustomerBy: 'allFields' }, now)
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      console.error(`[guest-pay] bill checkout ${checkout.id}: no invoice for payment ${paymentId}: ${error.message}`)
    }
  }
}
