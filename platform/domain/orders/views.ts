/** Rows of the orders tables as the contract shows them (contract/orders.ts). */
import { sql } from 'drizzle-orm'
import type { Order, OrderItem, OrderStatusAppearance } from '../../../contract/orders.js'
import { orderStatus } from './status.js'

/** The columns every order read selects, from `orders o`. */
export const ORDER_COLUMNS = sql`o.id, o.order_number, o.source, o.status, o.status_appearances, o.created_at, o.closed_at,
  o.placement_title, o.employee_name, o.currency, o.amount, o.paid_amount, o.refunded_amount`

/** One row of ORDER_COLUMNS as the driver answers it (bigint arrives as text). */
export interface OrderRow {
  id: string
  order_number: string
  source: string
  status: string | null
  status_appearances: Record<string, OrderStatusAppearance>
  created_at: Date | string
  closed_at: Date | string | null
  placement_title: string | null
  employee_name: string | null
  currency: string
  amount: string | number
  paid_amount: string | number
  refunded_amount: string | number
}

export interface OrderItemRow {
  id: string
  title: string
  image: string | null
  count: number
  price: string | number
  modifiers: OrderItem['modifiers']
  status: Record<string, number> | null
  payment_status: Record<string, number> | null
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const iso = (value: Date | string) => new Date(value).toISOString()

export function toOrder(row: OrderRow): Order {
  const amount = Number(row.amount)
  const paidAmount = Number(row.paid_amount)
  const guest = row.source === 'GUEST'
  return {
    id: row.id,
    orderNumber: row.order_number,
    source: row.source,
    status: orderStatus({ source: row.source, status: row.status, amount, paidAmount }),
    statusAppearances: guest ? row.status_appearances : {},
    createdAt: iso(row.created_at),
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
    placementTitle: row.placement_title,
    employeeName: row.employee_name,
    currency: row.currency,
    amount,
    paidAmount,
    refundedAmount: Number(row.refunded_amount),
  }
}

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    count: row.count,
    price: Number(row.price),
    modifiers: row.modifiers,
    status: row.status,
    paymentStatus: row.payment_status,
  }
}
