/** The part of a table's bill a guest pays (features/guest/bill-part.ts): the sums the page shows and the server sends as expectedAmount. */
import { describe, expect, it } from 'vitest'
import { billTip, linesAmount, partAmount, shareAmount, unitsLeft, type BillFacts } from '~/features/guest/bill-part'

const facts: BillFacts = {
  left: 1001,
  orders: [{ amount: 1001, leftAmount: 1001 }],
  items: { a: { price: 350, count: 2, left: 700 }, b: { price: 301, count: 1, left: 301 } },
}
const choice = { people: 2, shares: 1, amount: '', lines: [] }
const bill = (...orders: [amount: number, left: number][]) => ({ left: 0, items: {}, orders: orders.map(([amount, leftAmount]) => ({ amount, leftAmount })) })

describe('shareAmount', () => {
  it('splits each order evenly, the last share paying the rounding\'s remainder', () => {
    expect(shareAmount(facts, 2, 1)).toBe(501)
    expect(shareAmount(bill([1000, 1000]), 3, 2)).toBe(667)
    expect(shareAmount(bill([1000, 333]), 3, 1)).toBe(333)
    expect(shareAmount(bill([1000, 1000], [500, 250]), 2, 1)).toBe(750)
  })

  it('never asks for more than is left of an order', () => {
    expect(shareAmount(bill([1000, 200]), 2, 1)).toBe(200)
  })
})

describe('linesAmount', () => {
  it('prices chosen units, a shared line divided and rounded', () => {
    expect(linesAmount(facts, [{ orderItemId: 'a', count: 1, splitBetween: 1 }])).toBe(350)
    expect(linesAmount(facts, [{ orderItemId: 'b', count: 1, splitBetween: 2 }])).toBe(151)
    expect(linesAmount(facts, [{ orderItemId: 'a', count: 2, splitBetween: 1 }, { orderItemId: 'b', count: 1, splitBetween: 1 }])).toBe(1001)
  })

  it('says none for a line that is gone or asks more than is left of it', () => {
    expect(linesAmount({ ...facts, items: { a: { price: 350, count: 2, left: 100 } } }, [{ orderItemId: 'a', count: 2, splitBetween: 1 }])).toBeNull()
    expect(linesAmount(facts, [{ orderItemId: 'gone', count: 1, splitBetween: 1 }])).toBeNull()
  })
})

describe('unitsLeft', () => {
  it('counts the units not yet paid in full: all of a line nobody paid, fewer once someone paid part of it', () => {
    expect(unitsLeft({ price: 350, left: 700 })).toBe(2)
    expect(unitsLeft({ price: 350, left: 350 })).toBe(1)
    // Half a cappuccino paid (split between two): the unit still open counts.
    expect(unitsLeft({ price: 350, left: 525 })).toBe(2)
    expect(unitsLeft({ price: 350, left: 175 })).toBe(1)
    expect(unitsLeft({ price: 0, left: 0 })).toBe(1)
  })
})

describe('partAmount', () => {
  it('says the sum of each part, or null when the choice says none', () => {
    expect(partAmount(facts, { ...choice, kind: 'FULL' })).toBe(1001)
    expect(partAmount(facts, { ...choice, kind: 'SHARE' })).toBe(501)
    expect(partAmount(facts, { ...choice, kind: 'SHARE', people: 1 })).toBeNull()
    expect(partAmount(facts, { ...choice, kind: 'SHARE', people: 3, shares: 3 })).toBeNull()
    expect(partAmount(facts, { ...choice, kind: 'AMOUNT', amount: '4,5' })).toBe(450)
    expect(partAmount(facts, { ...choice, kind: 'AMOUNT', amount: 'x' })).toBeNull()
    expect(partAmount(facts, { ...choice, kind: 'ITEMS' })).toBeNull()
  })
})

describe('the same answers as the platform', () => {
  it('for shares and chosen lines of many bills (contract/guest-table.ts)', async () => {
    const { billItemAmount, billShareParts } = await import('#contract/guest-table')
    for (let seed = 1; seed < 400; seed++) {
      const amount = (seed * 7919) % 100_000
      const leftAmount = amount - ((seed * 31) % (amount + 1))
      const people = 2 + (seed % 19)
      const shares = 1 + (seed % (people - 1))
      const orders = [{ amount, leftAmount }, { amount: amount + 333, leftAmount: amount + 333 }]
      expect(shareAmount({ left: 0, items: {}, orders }, people, shares)).toBe(billShareParts(orders, people, shares).reduce((a, b) => a + b, 0))
      const price = 1 + (seed % 997)
      const lines = [{ orderItemId: 'a', count: 1 + (seed % 5), splitBetween: 1 + (seed % 7) }]
      const item = { a: { price, count: 5, left: price * 5 } }
      expect(linesAmount({ left: 0, orders: [], items: item }, lines)).toBe(billItemAmount(price, lines[0]!.count, lines[0]!.splitBetween))
    }
  })
})

describe('billTip', () => {
  it('is a percentage of the part, rounded to the cent; "0" is none', () => {
    expect(billTip('10', '', 950)).toBe(95)
    expect(billTip('15', '', 333)).toBe(50)
    expect(billTip('5', '', 19)).toBe(1)
    expect(billTip('0', '', 950)).toBe(0)
  })
  it('takes a typed amount over the percentage checked', () => {
    expect(billTip('10', '2,5', 950)).toBe(250)
    expect(billTip(undefined, '3', 950)).toBe(300)
  })
  it('is nothing for a choice the page never offered, or a typed junk amount', () => {
    expect(billTip('12', '', 950)).toBeNull()
    expect(billTip('500', '', 950)).toBeNull()
    expect(billTip(undefined, '', 950)).toBeNull()
    expect(billTip('10', 'abc', 950)).toBeNull()
  })
})
