/**
 * What a table's page shows (GET /public/tables/{tableId}, contract/guest-table.ts): the venue's
 * card and sections from the table's tip box, whether guests may pay the bill and order now, and
 * the table's open orders with what is paid, held by other guests and left. Public: only what a
 * guest at the table may see (no waiter names, no POS ids, no other tables' orders).
 */
import { BILL_TIP_MIN, guestSwitchAt, type GuestTableOrder, type GuestTablePage } from '../../../contract/guest-table.js'
import type { Database } from '../../db/client.js'
import { itemLeft, orderLeft, tableBill, tableTarget, type BillOrder, type TableTarget } from './table-bill.js'
import { boxPeople, venuePageParts, type GuestPaymentsSetup } from './page.js'

/** Whether guests may pay the bill now. */
export const billSwitch = (target: TableTarget, now: Date) =>
  guestSwitchAt(target.allowBillPayment, target.allowBillPaymentDisabled, target.allowBillPaymentDisabledUntil, now)

export async function guestTablePage(db: Database, tableId: string, setup: GuestPaymentsSetup, now: Date): Promise<GuestTablePage> {
  const target = await tableTarget(db, tableId)
  const [parts, bill, recipients] = await Promise.all([
    venuePageParts(db, target, setup),
    tableBill(db, target.tableId, { lock: false }),
    // An INDIVIDUAL box's tip goes to the person the guest chooses, as on the tip page.
    target.boxId && target.boxMode === 'INDIVIDUAL' ? boxPeople(db, target.boxId) : [],
  ])
  const shown = bill.map(toGuestOrder)
  const sum = (pick: (o: GuestTableOrder) => number) => shown.reduce((total, o) => total + pick(o), 0)
  return {
    ...parts,
    // A bill's tip has a floor of its own (BILL_TIP_MIN); the presets are the tip page's.
    amounts: { ...parts.amounts, min: BILL_TIP_MIN },
    table: { id: target.tableId, number: target.tableNumber },
    timeZone: target.timeZone,
    box: target.boxId ? { id: target.boxId, name: target.boxName } : null,
    recipients,
    bill: billSwitch(target, now),
    ordering: guestSwitchAt(target.allowOrder, target.allowOrderDisabled, target.allowOrderDisabledUntil, now),
    orders: shown,
    total: { amount: sum((o) => o.amount), paid: sum((o) => o.paidAmount), held: sum((o) => o.heldAmount), left: sum((o) => o.leftAmount) },
  }
}

function toGuestOrder(order: BillOrder): GuestTableOrder {
  const guest = order.source === 'GUEST'
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: guest ? order.status : null,
    statusAppearance: guest && order.status ? (order.statusAppearances[order.status] ?? null) : null,
    amount: order.amount,
    paidAmount: order.paidAmount,
    heldAmount: order.heldAmount,
    leftAmount: orderLeft(order),
    items: order.items.map((item) => ({
      id: item.id,
      title: item.title,
      image: item.image,
      count: item.count,
      price: item.price,
      modifiers: item.modifiers,
      paidAmount: item.paidAmount,
      leftAmount: itemLeft(item),
    })),
  }
}
