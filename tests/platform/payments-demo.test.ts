/**
 * The money of the demo payments adds up (issue 11 item 2, the invariants of contract/payments.ts),
 * checked on the whole demo as the platform answers it: every payment against its order, its
 * items against its amounts, every payout against its days and each day against the payments
 * and refunds of that day on the venue's clock, every organization invoice against the fees of
 * its month. And the demo has what the screens show: every method, refunds, split payments,
 * customers, adjustments.
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_METHODS, PAYMENT_PROCEEDS, PAYOUT_DAY_NET, PAYOUT_TRANSFER, type OrganizationInvoice, type Payment, type Payout } from '../../contract/payments.js'
import { forEachDatabase, useHarness } from './harness.js'
import { adminToken, demoOrganization, ordersClient } from './orders-fixtures.js'
import { everyPage } from './payments-fixtures.js'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const ZONE = 'Europe/Vilnius'
const VENUE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const dayOf = (at: string | Date) => VENUE_DAY.format(new Date(at))
function groupBy<T>(list: T[], key: (x: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>()
  for (const x of list) groups.set(key(x), [...(groups.get(key(x)) ?? []), x])
  return groups
}
const sum = <T>(list: T[], of: (x: T) => number) => list.reduce((total, x) => total + of(x), 0)

/** Monday to Friday, stepped on calendar days. */
function nextBankDay(day: string, after = 1): string {
  let d = Date.parse(`${day}T00:00:00Z`)
  for (let left = after; left > 0; ) {
    d += 86_400_000
    const weekday = new Date(d).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return new Date(d).toISOString().slice(0, 10)
}

interface Venue {
  name: string
  payments: Payment[]
  payouts: Payout[]
  invoices: OrganizationInvoice[]
  orders: { id: string; paid: number; refunded: number; created: string }[]
  refunds: { id: string; refunded_at: string }[]
  items: { payment_id: string; price: number; paid_count: number; refunded_count: number }[]
}

forEachDatabase((kind) => {
  describe(`demo payments on ${kind}`, () => {
    const api = useHarness(kind)
    const venues: Venue[] = []

    beforeAll(async () => {
      const admin = await adminToken(api)
      for (const name of ['Old Town Bistro', 'Station Café']) {
        const org = await demoOrganization(api, admin, name)
        const client = ordersClient(api, admin, org.id)
        venues.push({
          name,
          payments: await everyPage((q) => client.get('/business/payments', q), 'payments'),
          payouts: await everyPage((q) => client.get('/business/payouts', q), 'payouts'),
          invoices: await everyPage((q) => client.get('/business/organization-invoices', q), 'invoices'),
          orders: rowsOf(
            await api.db.execute(sql`select id, paid_amount::float8 as paid, refunded_amount::float8 as refunded, created_at::text as created
              from orders where organization_id = ${org.id}`),
          ),
          refunds: rowsOf(await api.db.execute(sql`select id, refunded_at::text from payments where organization_id = ${org.id} and refunded_at is not null`)),
          items: rowsOf(
            await api.db.execute(sql`select i.payment_id, i.price::float8 as price, i.paid_count, i.refunded_count from payment_items i
              join payments p on p.id = i.payment_id where p.organization_id = ${org.id}`),
          ),
        })
      }
    })

    it('pays every demo order: its payments’ order amounts add up to its paid amount, their refunds to its refunded amount', () => {
      for (const venue of venues) {
        expect(venue.payments.length, venue.name).toBeGreaterThan(1000)
        const byOrder = groupBy(venue.payments, (p) => p.orderId)
        for (const order of venue.orders) {
          const paid = byOrder.get(order.id) ?? []
          expect({ paid: sum(paid, (p) => p.orderAmount), refunded: sum(paid, (p) => p.refundAmount) }, order.id).toEqual({ paid: order.paid, refunded: order.refunded })
          for (const p of paid) expect(Date.parse(p.ts)).toBeGreaterThanOrEqual(Date.parse(order.created))
        }
        expect(byOrder.size).toBe(venue.orders.filter((o) => o.paid > 0).length)
        // Some orders are paid in two payments.
        expect([...byOrder.values()].filter((list) => list.length === 2).length, venue.name).toBeGreaterThan(20)
      }
    })

    it('charges order amount + tip + guest fee, keeps fees within the amounts and refunds after the payment', () => {
      for (const venue of venues) {
        const refundedAt = new Map(venue.refunds.map((r) => [r.id, r.refunded_at]))
        for (const p of venue.payments) {
          expect(p.chargeAmount, p.id).toBe(p.orderAmount + p.tipAmount + p.guestFee)
          expect(PAYMENT_PROCEEDS(p)).toBeGreaterThan(0)
          expect(p.staffFee).toBeLessThanOrEqual(p.tipAmount)
          expect(p.tipAmount).toBeLessThanOrEqual(Math.ceil(p.orderAmount * 0.15))
          expect(p.refundAmount).toBeLessThanOrEqual(p.orderAmount)
          expect(Date.parse(p.ts)).toBeLessThanOrEqual(Date.now())
          if (p.refundAmount > 0) expect(Date.parse(refundedAt.get(p.id)!)).toBeGreaterThanOrEqual(Date.parse(p.ts))
          else expect(refundedAt.has(p.id)).toBe(false)
          expect(p.paymentMethodCountry).toMatch(/^[A-Z]{2}$/)
          if (p.paymentMethod === 'blik') expect([p.paymentMethodSummary, p.paymentMethodCountry]).toEqual(['BLIK', 'PL'])
        }
        expect(new Set(venue.payments.map((p) => p.paymentMethod))).toEqual(new Set(PAYMENT_METHODS))
        for (const label of ['Visa ••••', 'Mastercard ••••', 'Apple Pay · ', 'Google Pay · ']) expect(venue.payments.some((p) => p.paymentMethodSummary.startsWith(label))).toBe(true)
        expect(venue.payments.filter((p) => p.refundAmount > 0).length).toBeGreaterThan(20)
        expect(venue.payments.filter((p) => p.tipAmount === 0).length).toBeGreaterThan(100)
        expect(venue.payments.filter((p) => p.guestFee > 0).length).toBeGreaterThan(100)
        expect(venue.payments.filter((p) => p.customerVatNumber && p.customerName && p.customerEmail).length).toBeGreaterThan(5)
        expect(venue.payments.some((p) => !p.allowDetailedInvoice)).toBe(true)
      }
    })

    it('itemises a payment that allows a detailed invoice: Σ price × paid = order amount, Σ price × refunded = refund', () => {
      for (const venue of venues) {
        const byPayment = groupBy(venue.items, (i) => i.payment_id)
        for (const p of venue.payments) {
          const items = byPayment.get(p.id) ?? []
          if (!p.allowDetailedInvoice) {
            expect(items).toEqual([])
            continue
          }
          expect(sum(items, (i) => i.price * i.paid_count), p.id).toBe(p.orderAmount)
          expect(sum(items, (i) => i.price * i.refunded_count), p.id).toBe(p.refundAmount)
        }
      }
    })

    it('pays out every day whose payout has arrived: each payout = Σ its days, each day = the transfers (proceeds and tips less staff fees) and refunds of that day; the later days are scheduled', () => {
      const today = dayOf(new Date())
      const statements = new Set<string>()
      for (const venue of venues) {
        const transfers = new Map<string, number>()
        for (const p of venue.payments) transfers.set(dayOf(p.ts), (transfers.get(dayOf(p.ts)) ?? 0) + PAYOUT_TRANSFER(p))
        const refunds = new Map<string, number>()
        const refundOf = new Map(venue.payments.map((p) => [p.id, p.refundAmount]))
        for (const r of venue.refunds) refunds.set(dayOf(r.refunded_at), (refunds.get(dayOf(r.refunded_at)) ?? 0) + refundOf.get(r.id)!)
        const carried = new Set<string>()
        const scheduled = venue.payouts.filter((p) => p.status === 'SCHEDULED')
        // The scheduled payouts come first and carry only days after the paid ones, up to today.
        expect(venue.payouts.slice(0, scheduled.length)).toEqual(scheduled)
        for (const payout of scheduled) {
          expect(payout.amount).toBe(sum(Object.values(payout.dates), PAYOUT_DAY_NET))
          for (const [day, d] of Object.entries(payout.dates)) {
            expect(day <= today && payout.arrivalDate > today).toBe(true)
            expect(d.transferAmount).toBe(transfers.get(day) ?? 0)
          }
        }
        for (const payout of venue.payouts.filter((p) => p.status === 'PAID')) {
          expect(payout.amount, payout.statement).toBe(sum(Object.values(payout.dates), PAYOUT_DAY_NET))
          expect(payout.arrivalDate <= today).toBe(true)
          expect(payout.statement).toMatch(/^TIPBOX [A-Z0-9]{6}$/)
          expect(statements.has(payout.statement)).toBe(false)
          statements.add(payout.statement)
          for (const [day, d] of Object.entries(payout.dates)) {
            expect(carried.has(day)).toBe(false)
            carried.add(day)
            expect({ day, transfer: d.transferAmount, refund: d.refundAmount }).toEqual({ day, transfer: transfers.get(day) ?? 0, refund: refunds.get(day) ?? 0 })
            // Sent the first bank day after the day, arriving two bank days later.
            expect(payout.arrivalDate, day).toBe(nextBankDay(nextBankDay(day), 2))
            for (const a of d.adjustments) expect(a.description.length).toBeGreaterThan(5)
          }
        }
        // Every day with money whose payout is due has been paid out.
        const due = [...new Set([...transfers.keys(), ...refunds.keys()])].filter((day) => nextBankDay(nextBankDay(day), 2) <= today)
        expect([...carried].sort()).toEqual(due.sort())
        expect(venue.payouts.length, venue.name).toBeGreaterThan(200)
        expect(venue.payouts.some((p) => Object.values(p.dates).some((d) => d.adjustments.some((a) => a.amount < 0)))).toBe(true)
        expect(venue.payouts.some((p) => Object.values(p.dates).some((d) => d.adjustments.some((a) => a.amount > 0)))).toBe(true)
        // A payout sent on a Monday carries Friday, Saturday and Sunday.
        expect(venue.payouts.some((p) => Object.keys(p.dates).length === 3)).toBe(true)
      }
    })

    it('bills every complete month: amount = Σ organization fees of its payments, tax = the 21 % VAT inside it', () => {
      const today = dayOf(new Date())
      const numbers = new Set<string>()
      for (const venue of venues) {
        const months = new Set(venue.payments.map((p) => `${dayOf(p.ts).slice(0, 7)}-01`))
        const complete = [...months].filter((since) => {
          const [y, m] = since.split('-').map(Number) as [number, number]
          return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10) <= today
        })
        expect(venue.invoices.map((i) => i.since).sort()).toEqual(complete.sort())
        expect(venue.invoices.length).toBeGreaterThanOrEqual(11)
        for (const invoice of venue.invoices) {
          const fees = sum(
            venue.payments.filter((p) => dayOf(p.ts) >= invoice.since && dayOf(p.ts) < invoice.until),
            (p) => p.organizationFee,
          )
          expect({ number: invoice.number, amount: invoice.amount, tax: invoice.tax }).toEqual({ number: invoice.number, amount: fees, tax: Math.round((fees * 21) / 121) })
          expect(dayOf(invoice.ts)).toBe(invoice.until)
          expect(invoice.number).toMatch(/^GT-\d{6}-\d{4}$/)
          expect(numbers.has(invoice.number)).toBe(false)
          numbers.add(invoice.number)
        }
      }
    })
  })
})
