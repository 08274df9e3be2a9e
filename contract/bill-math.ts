/**
 * The arithmetic of a table's bill parts (contract/guest-table.ts), free of imports: the
 * platform charges by it and the table page's island shows the same sums before Pay.
 */

/** The smallest AMOUNT part per currency, minor units (what card schemes charge at least); a currency not listed uses EUR's. */
export const BILL_MIN_AMOUNT: Record<string, number> = { EUR: 100, PLN: 200 }
export const billMinAmount = (currency: string) => BILL_MIN_AMOUNT[currency] ?? BILL_MIN_AMOUNT.EUR!

/**
 * A SHARE part, order by order: `shares` of `people` equal parts of each open order's amount,
 * never more than what is left of it; when what would remain after it is only the rounding's
 * remainder (less than one minor unit per person), it pays that too, so the last share leaves
 * nothing behind. Per order, so an order paid by earlier shares never shrinks the later ones. The
 * page shows their sum and the platform charges it by this one rule.
 */
export function billShareParts(orders: { amount: number; leftAmount: number }[], people: number, shares: number): number[] {
  return orders.map(({ amount, leftAmount }) => {
    const share = Math.min(leftAmount, Math.round((amount * shares) / people))
    return leftAmount - share < people ? leftAmount : share
  })
}

/** An ITEMS line's part: `count` units at `price`, split between `splitBetween` guests, rounded. */
export const billItemAmount = (price: number, count: number, splitBetween: number) => Math.round((price * count) / splitBetween)

/**
 * A bill's tip choices: percentages of the part paid, as pay-at-table products offer them (ADR
 * 0083); the guest may type an amount instead.
 */
export const BILL_TIP_PERCENTS = [5, 10, 15] as const

/** `percent` of a part, rounded to the minor unit. */
export const billTipOfPercent = (part: number, percent: number) => Math.round((part * percent) / 100)

/**
 * The smallest tip on a bill is one minor unit: it rides on the bill's card payment, so unlike a
 * tip paid alone (GUEST_TIP_LIMITS' minimum) it needs no floor of its own; the maximum is the tip's.
 */
export const BILL_TIP_MIN = 1
