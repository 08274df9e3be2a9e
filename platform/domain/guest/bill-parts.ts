/**
 * Which part of a table's bill a guest's checkout holds (ADR 0081): the bill as read under its
 * lock (table-bill.ts) and the part the guest chose → what it takes of each order, oldest first
 * (chosen lines: of their own orders). Refusals are contract BILL_REFUSALS: 409 when the bill is
 * not what the guest saw any more, 400 when the request could never be paid.
 */
import { ErrorCode } from '../../../contract/errors.js'
import {
  BILL_REFUSALS,
  billItemAmount,
  billMinAmount,
  billShareParts,
  type BillAllocation,
  type BillPart,
} from '../../../contract/guest-table.js'
import { DomainError } from '../errors.js'
import { itemLeft, orderLeft, type BillItem, type BillOrder } from './table-bill.js'

const refusal = (code: ErrorCode, message: string, reason: string, params: Record<string, unknown> = {}) =>
  new DomainError(code, message, { reason, ...params })

export const billChanged = (left: number) =>
  refusal(ErrorCode.CONFLICT, 'The bill changed meanwhile: see what is left to pay', BILL_REFUSALS.changed, { left })

const itemInvalid = (index: number) =>
  new DomainError(ErrorCode.VALIDATION, 'A chosen item is not one of this table’s, or has fewer units', {
    reason: BILL_REFUSALS.itemInvalid,
    fields: { [`part.items.${index}`]: [BILL_REFUSALS.itemInvalid] },
  })

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0)

/** This guest's part of each order (none of 0), or a refusal. */
export function allocate(bill: BillOrder[], part: BillPart, expectedAmount: number | undefined, currency: string): BillAllocation[] {
  const left = sum(bill.map(orderLeft))
  // A guest who saw an amount to pay is told the bill changed; one who saw none, that nothing is left.
  if (left === 0 && expectedAmount !== undefined) throw billChanged(0)
  if (left === 0) throw refusal(ErrorCode.CONFLICT, 'Nothing is left to pay at this table', BILL_REFUSALS.nothingToPay)
  const expect = (amount: number) => {
    if (expectedAmount !== undefined && expectedAmount !== amount) throw billChanged(left)
  }
  switch (part.kind) {
    case 'FULL':
      expect(left)
      return oldestFirst(bill, left)
    case 'SHARE': {
      if (part.shares >= part.people) throw new DomainError(ErrorCode.VALIDATION, 'Shares must be fewer than people', { fields: { 'part.shares': ['TOO_BIG'] } })
      const parts = billShareParts(bill.map((o) => ({ amount: o.amount, leftAmount: orderLeft(o) })), part.people, part.shares)
      expect(sum(parts))
      return bill.map((o, i) => ({ orderId: o.id, amount: parts[i]!, items: [] })).filter((a) => a.amount > 0)
    }
    case 'AMOUNT': {
      const min = Math.min(billMinAmount(currency), left)
      if (part.amount < min || part.amount > left) {
        throw new DomainError(ErrorCode.VALIDATION, `The amount must be between ${min} and ${left} (minor units of ${currency})`, {
          reason: BILL_REFUSALS.amountOutOfRange,
          fields: { 'part.amount': [BILL_REFUSALS.amountOutOfRange] },
          min,
          left,
        })
      }
      expect(part.amount)
      return oldestFirst(bill, part.amount)
    }
    case 'ITEMS':
      return chosenLines(bill, part.items, left, expect)
  }
}

/** `amount` taken from the orders oldest first, each up to what is left of it. */
function oldestFirst(bill: BillOrder[], amount: number): BillAllocation[] {
  const allocations: BillAllocation[] = []
  let rest = amount
  for (const order of bill) {
    const take = Math.min(rest, orderLeft(order))
    if (take > 0) allocations.push({ orderId: order.id, amount: take, items: [] })
    rest -= take
  }
  return allocations
}

/**
 * Chosen lines: each line's part (price × count / splitBetween, rounded), which must still be
 * left of the line; each order's sum capped at what is left of the order (paid by amount or
 * share meanwhile), so no order is ever paid past its amount.
 */
function chosenLines(
  bill: BillOrder[],
  chosen: Extract<BillPart, { kind: 'ITEMS' }>['items'],
  left: number,
  expect: (amount: number) => void,
): BillAllocation[] {
  const lines = new Map<string, { order: BillOrder; item: BillItem }>()
  for (const order of bill) for (const item of order.items) lines.set(item.id, { order, item })
  const byOrder = new Map<string, BillAllocation['items']>()
  const seen = new Set<string>()
  chosen.forEach((choice, index) => {
    const line = lines.get(choice.orderItemId)
    if (!line || seen.has(choice.orderItemId) || choice.count > line.item.count) throw itemInvalid(index)
    seen.add(choice.orderItemId)
    const amount = billItemAmount(line.item.price, choice.count, choice.splitBetween)
    if (amount > itemLeft(line.item)) throw billChanged(left)
    if (amount === 0) throw itemInvalid(index)
    const items = byOrder.get(line.order.id) ?? []
    items.push({ orderItemId: choice.orderItemId, count: choice.count, splitBetween: choice.splitBetween, amount })
    byOrder.set(line.order.id, items)
  })
  const allocations = bill
    .filter((order) => byOrder.has(order.id))
    .map((order) => {
      const items = byOrder.get(order.id)!
      return { orderId: order.id, amount: Math.min(orderLeft(order), sum(items.map((i) => i.amount))), items }
    })
    .filter((a) => a.amount > 0)
  const total = sum(allocations.map((a) => a.amount))
  if (total === 0) throw billChanged(left)
  expect(total)
  return allocations
}
