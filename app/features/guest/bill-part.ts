/**
 * The part of a table's bill a guest chooses (contract/guest-table.ts BillPart) in minor units:
 * the whole of what is left, an even share, a typed amount or chosen lines. Pure and light, so
 * the table page's island (browser/guest-bill.ts) shows the very sums the server sends as
 * `expectedAmount`.
 */
import { amountToMinor } from './amounts'

/** What the page knows of the bill: its amount and what is left, and each payable line's unit price and what is left of it. */
export interface BillFacts {
  amount: number
  left: number
  items: Record<string, { price: number; count: number; left: number }>
}

export const BILL_PART_KINDS = ['FULL', 'SHARE', 'AMOUNT', 'ITEMS'] as const
export type BillPartKind = (typeof BILL_PART_KINDS)[number]

/** A chosen line: how many units, split between how many guests. */
export interface ChosenLine {
  orderItemId: string
  count: number
  splitBetween: number
}

/**
 * `shares` of `people` equal parts of the whole bill, never more than is left; the last share
 * (what is left is less than one more share) pays all that is left, so no cent stays unpaid.
 */
export function shareAmount(facts: Pick<BillFacts, 'amount' | 'left'>, people: number, shares: number): number {
  const one = Math.floor(facts.amount / people)
  const part = Math.floor((facts.amount * shares) / people)
  return facts.left - part < one ? facts.left : part
}

/** What chosen lines cost: each line's units at its price, divided by its guests (rounded up), never more than is left of it. */
export function linesAmount(facts: BillFacts, lines: ChosenLine[]): number {
  let sum = 0
  for (const line of lines) {
    const item = facts.items[line.orderItemId]
    if (!item) continue
    sum += Math.min(item.left, Math.ceil((item.price * line.count) / line.splitBetween))
  }
  return sum
}

export interface PartChoice {
  kind: BillPartKind
  people: number
  shares: number
  /** The typed amount's text. */
  amount: string
  lines: ChosenLine[]
}

/** What the chosen part costs; null when the choice does not say an amount yet (nothing typed or chosen, people out of range). */
export function partAmount(facts: BillFacts, choice: PartChoice): number | null {
  switch (choice.kind) {
    case 'FULL':
      return facts.left
    case 'SHARE':
      if (!(choice.people >= 2 && choice.shares >= 1 && choice.shares < choice.people)) return null
      return shareAmount(facts, choice.people, choice.shares)
    case 'AMOUNT':
      return amountToMinor(choice.amount)
    case 'ITEMS':
      return choice.lines.length > 0 ? linesAmount(facts, choice.lines) : null
  }
}
