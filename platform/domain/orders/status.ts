/**
 * An order's status (SPEC.md section 4 "Order payment status"): a GUEST order carries its own;
 * every other order's follows from its money, so it can never disagree with the amounts.
 */
import type { OrderStatus } from '../../../contract/orders.js'

export interface OrderMoney {
  source: string
  /** The stored status (GUEST orders only). */
  status: string | null
  amount: number
  paidAmount: number
}

/** PAID when paid equals (or passes) the amount, PAID_PARTIALLY when less but not zero, NOT_PAID when zero. */
export function paymentStatus(amount: number, paidAmount: number): OrderStatus {
  if (paidAmount >= amount) return 'PAID'
  return paidAmount > 0 ? 'PAID_PARTIALLY' : 'NOT_PAID'
}

export function orderStatus(order: OrderMoney): string {
  if (order.source === 'GUEST' && order.status !== null) return order.status
  return paymentStatus(order.amount, order.paidAmount)
}
