/**
 * The part of a table's bill a guest chooses (contract/guest-table.ts BillPart) in minor units:
 * the whole of what is left, an even share, a typed amount or chosen lines. Pure and light, so
 * the table page's island (browser/guest-bill.ts) shows the very sums the server sends as
 * `expectedAmount`.
 */
import { BILL_TIP_PERCENTS, billItemAmount, billShareParts, billTipOfPercent } from '#contract/bill-math'
import { amountToMinor, chosenAmount } from './amounts'

/**
 * What the page knows of the bill: what is left, each open order's amount and what is left of
 * it (a share is worked out order by order), and each payable line's unit price, count and what
 * is left of it.
 */
export interface BillFacts {
  left: number
  orders: { amount: number; leftAmount: number }[]
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
 * How many units of a line one can still choose: those not yet paid in full (what is left of it at
 * its unit price, rounded up; at least one while anything is left). The count field's maximum, as
 * the server draws it and as the island lowers it when someone else pays part of the line.
 */
export const unitsLeft = (item: { price: number; left: number }) => (item.price > 0 ? Math.max(1, Math.ceil(item.left / item.price)) : 1)

/** A SHARE part: the platform's rule (contract/bill-math.ts), summed over the open orders. */
export const shareAmount = (facts: BillFacts, people: number, shares: number): number => sum(billShareParts(facts.orders, people, shares))

/** What chosen lines cost; null when a line is not payable (gone, or more than is left of it). */
export function linesAmount(facts: BillFacts, lines: ChosenLine[]): number | null {
  let total = 0
  for (const line of lines) {
    const item = facts.items[line.orderItemId]
    const amount = item ? billItemAmount(item.price, line.count, line.splitBetween) : 0
    if (!item || amount <= 0 || amount > item.left) return null
    total += amount
  }
  return total
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0)

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

/**
 * A bill's tip: a typed amount wins; else the checked choice, '0' (none) or a percentage of the
 * part; null when neither says a tip (nothing checked, an unknown choice, a typed junk amount).
 */
export function billTip(checked: string | undefined, custom: string | undefined, part: number): number | null {
  const percent = checked === '0' ? 0 : BILL_TIP_PERCENTS.find((p) => String(p) === checked)
  return chosenAmount(percent === undefined ? undefined : billTipOfPercent(part, percent), custom)
}
