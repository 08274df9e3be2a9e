/**
 * A table's bill as guests see it and as a bill checkout divides it (ADR 0081): the table, its
 * venue and tip box, its open orders with their lines, and what other guests' open bill
 * checkouts hold of each. The table's page reads it; starting a bill checkout reads it again with
 * the orders locked, so two guests paying at once see each other's holds.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { BILL_HOLD_MINUTES, type BillAllocation } from '../../../contract/guest-table.js'
import type { OrderItem, OrderStatusAppearance } from '../../../contract/orders.js'
import type { Database } from '../../db/client.js'
import { boxes, guestCheckouts, orderItems, orders, organizations, venueTables } from '../../db/schema/index.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { cardColumns, venuePageColumns, type VenueCardRow } from './page.js'

/**
 * Bounds of one table's bill, so a page and a checkout read a bounded amount whatever the data:
 * a table has a few open orders of a few lines; past these the oldest 50 orders and the first
 * 200 lines of each are shown and paid, the rest waits for the next visit.
 */
export const MAX_OPEN_ORDERS = 50
export const MAX_ORDER_ITEMS = 200

/** Checkouts that hold their part while the guest pays (FAILED, SUCCEEDED and MISMATCH hold nothing). */
const HOLDING_STATUSES = ['OPEN', 'REQUIRES_ACTION', 'PROCESSING']

/** The bill-payment switch of the Orders screen (read again under the venue row's lock when a checkout starts). */
export const billSwitchColumns = {
  allowBillPayment: organizations.allowBillPayment,
  allowBillPaymentDisabled: organizations.allowBillPaymentDisabled,
  allowBillPaymentDisabledUntil: organizations.allowBillPaymentDisabledUntil,
}

/** The table, its venue with the two switches, and the box its tips go to. */
export async function tableTarget(db: Database, tableId: string) {
  if (!isUuid(tableId)) throw notFound('Table')
  const [row] = await db
    .select({
      tableId: venueTables.id,
      tableNumber: venueTables.number,
      tableBoxId: venueTables.boxId,
      ...venuePageColumns,
      timeZone: organizations.timeZone,
      allowOrder: organizations.allowOrder,
      allowOrderDisabled: organizations.allowOrderDisabled,
      allowOrderDisabledUntil: organizations.allowOrderDisabledUntil,
      ...billSwitchColumns,
    })
    .from(venueTables)
    .innerJoin(organizations, eq(organizations.id, venueTables.organizationId))
    .where(eq(venueTables.id, tableId))
  if (!row) throw notFound('Table')
  // The table's own box, else the venue's first as the back-office lists them (by name, unnamed first).
  const [box] = await db
    .select({ ...cardColumns, boxMode: boxes.mode })
    .from(boxes)
    .where(eq(boxes.organizationId, row.organizationId))
    .orderBy(
      ...(row.tableBoxId ? [desc(sql`${boxes.id} = ${row.tableBoxId}`)] : []),
      sql`${boxes.name} nulls first`,
      asc(boxes.createdAt),
    )
    .limit(1)
  const card = box ?? { boxId: null, boxName: null, boxMode: null, pageTitle: null, pageDescription: null, pageBackgroundColor: null, pageLogoUrl: null }
  return { ...row, ...card } satisfies VenueCardRow
}
export type TableTarget = Awaited<ReturnType<typeof tableTarget>>

export interface BillItem {
  id: string
  orderId: string
  title: string
  image: string | null
  count: number
  price: number
  modifiers: OrderItem['modifiers']
  paidAmount: number
  heldAmount: number
}

export interface BillOrder {
  id: string
  orderNumber: string
  source: string
  status: string | null
  statusAppearances: Record<string, OrderStatusAppearance>
  placementTitle: string | null
  createdAt: Date
  amount: number
  paidAmount: number
  heldAmount: number
  items: BillItem[]
}

/** What is left of an order: its amount less what is paid and held, never below 0. */
export const orderLeft = (order: BillOrder) => Math.max(0, order.amount - order.paidAmount - order.heldAmount)
/** What choosing a line can still pay. */
export const itemLeft = (item: BillItem) => Math.max(0, item.count * item.price - item.paidAmount - item.heldAmount)

/**
 * The table's open orders (not closed, not paid in full), oldest first, with their lines and holds. `lock`: the
 * orders are locked `for update` until the caller's transaction ends, and the holds are read
 * after the lock is granted, so they include every checkout committed before it.
 */
export async function tableBill(db: Database, tableId: string, { lock }: { lock: boolean }): Promise<BillOrder[]> {
  const query = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      source: orders.source,
      status: orders.status,
      statusAppearances: orders.statusAppearances,
      placementTitle: orders.placementTitle,
      createdAt: orders.createdAt,
      amount: orders.amount,
      paidAmount: orders.paidAmount,
    })
    .from(orders)
    .where(and(eq(orders.tableId, tableId), isNull(orders.closedAt), lt(orders.paidAmount, orders.amount)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_OPEN_ORDERS)
  const open = lock ? await query.for('update') : await query
  if (open.length === 0) return []
  const ids = open.map((o) => o.id)
  const numbered = db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      title: orderItems.title,
      image: orderItems.image,
      count: orderItems.count,
      price: orderItems.price,
      modifiers: orderItems.modifiers,
      paidAmount: orderItems.paidAmount,
      n: sql<number>`row_number() over (partition by ${orderItems.orderId} order by ${orderItems.position}, ${orderItems.id})`.as('n'),
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .as('numbered')
  const [lines, holds] = await Promise.all([
    db.select().from(numbered).where(sql`${numbered.n} <= ${MAX_ORDER_ITEMS}`).orderBy(numbered.orderId, numbered.n),
    heldAllocations(db, tableId),
  ])
  const heldOfOrder = new Map<string, number>()
  const heldOfItem = new Map<string, number>()
  for (const allocation of holds) {
    heldOfOrder.set(allocation.orderId, (heldOfOrder.get(allocation.orderId) ?? 0) + allocation.amount)
    for (const item of allocation.items) heldOfItem.set(item.orderItemId, (heldOfItem.get(item.orderItemId) ?? 0) + item.amount)
  }
  const itemsOf = new Map<string, BillItem[]>()
  for (const { n: _n, ...line } of lines) {
    const item = { ...line, modifiers: line.modifiers as OrderItem['modifiers'], heldAmount: heldOfItem.get(line.id) ?? 0 }
    const list = itemsOf.get(line.orderId)
    if (list) list.push(item)
    else itemsOf.set(line.orderId, [item])
  }
  return open.map((order) => ({
    ...order,
    statusAppearances: order.statusAppearances as Record<string, OrderStatusAppearance>,
    heldAmount: heldOfOrder.get(order.id) ?? 0,
    items: itemsOf.get(order.id) ?? [],
  }))
}

/** The parts of the table's bill that guests' open checkouts of the last BILL_HOLD_MINUTES hold. */
async function heldAllocations(db: Database, tableId: string): Promise<BillAllocation[]> {
  const rows = await db
    .select({ allocations: guestCheckouts.allocations })
    .from(guestCheckouts)
    .where(
      and(
        eq(guestCheckouts.tableId, tableId),
        eq(guestCheckouts.kind, 'BILL'),
        inArray(guestCheckouts.status, HOLDING_STATUSES),
        gt(guestCheckouts.createdAt, sql`now() - make_interval(mins => ${BILL_HOLD_MINUTES})`),
      ),
    )
  return rows.flatMap((r) => r.allocations as BillAllocation[])
}
