/**
 * Payments of the demo orders, the payouts that carry them and the monthly organization
 * invoices for their fees (contract/payments.ts states the money invariants this keeps):
 *
 * - every order with paidAmount > 0 is paid by one payment, or two (every 7th paid order and
 *   the partly paid ones); their orderAmount adds up to the order's paidAmount and their
 *   refundAmount to its refundedAmount. Payments pay and refund whole units of the order's
 *   lines, so a payment's items add up to its amounts. A few POS orders came without usable
 *   lines: their payments have no items and allow no detailed invoice;
 * - every payment method, with countries and summaries; tips of 0–15 %, the 1.9 % organization
 *   fee, a staff fee out of the tip and, for some, a fee the guest paid; a few payments carry
 *   customer details (issuing their invoices is the invoicing seed's business);
 * - payouts on the schedule of domain/payments/payout-schedule.ts up to today, each day's
 *   transfer the proceeds of that day's payments and its refund the refunds made that day, now
 *   and then an adjustment;
 * - an organization invoice per complete month: the month's organization fees, VAT included.
 *
 * The orders are read back from the database (demo-orders.ts wrote them a moment before) and
 * everything is built in memory, then inserted as a few jsonb arrays: the demo start and every
 * test harness seed this.
 */
import { sql } from 'drizzle-orm'
import { PAYOUT_TRANSFER, type PaymentMethod } from '../../contract/payments.js'
import type { Database } from '../db/client.js'
import { venueLegalParty } from '../domain/billing/legal-details.js'
import type { InvoiceParty } from '../domain/invoicing/document.js'
import { GUEST_FEE_PERCENT, ORGANIZATION_FEE_PERCENT, STAFF_FEE_PERCENT } from '../../contract/fees.js'
import { PLATFORM_SELLER, PLATFORM_VAT_RATE, vatPart } from '../domain/payments/money.js'
import { arrivalOf, payoutArrival, payoutSentOn } from '../domain/payments/payout-schedule.js'
import { dayStart, nextMonth, venueDay } from '../domain/payments/venue-days.js'
import type { PaymentRow } from '../domain/payments/views.js'
import { rowsOf } from '../domain/orders/views.js'
import { insertJson, uuidFrom } from './demo-orders.js'
import { random } from './demo-tips.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface Line {
  title: string
  image: string | null
  count: number
  price: number
  modifiers: object
}

interface OrderRead {
  id: string
  organization_id: string
  time_zone: string
  order_number: string
  source: string
  created: number
  closed: number | null
  placement_title: string | null
  currency: string
  paid: number
  refunded: number
  lines: Line[]
}

/** A payment row as inserted: the row the reads select (views.ts), with what only the table holds. */
interface PaymentSeed extends Omit<PaymentRow, 'ts' | 'payment_method' | 'invoice_number' | 'invoice_kind'> {
  organization_id: string
  ts: string
  refunded_at: string | null
  payment_method: PaymentMethod
}

interface PaymentItemSeed {
  payment_id: string
  position: number
  title: string
  image: string | null
  price: number
  paid_count: number
  refunded_count: number
  modifiers: object
}

/** How each method shows to staff; BLIK is Polish and has no card behind it. */
const METHODS: { method: PaymentMethod; weight: number; summaries: string[] }[] = [
  { method: 'card', weight: 35, summaries: ['Visa •••• 4242', 'Mastercard •••• 5454', 'Visa •••• 0077', 'Mastercard •••• 2301'] },
  { method: 'apple_pay', weight: 20, summaries: ['Apple Pay · Visa •••• 1881', 'Apple Pay · Mastercard •••• 6120'] },
  { method: 'google_pay', weight: 15, summaries: ['Google Pay · Mastercard •••• 4444', 'Google Pay · Visa •••• 9012'] },
  { method: 'saved_card', weight: 18, summaries: ['Visa •••• 1111', 'Mastercard •••• 8210'] },
  { method: 'blik', weight: 12, summaries: ['BLIK'] },
]
const CARD_COUNTRIES = ['LT', 'LT', 'LT', 'LT', 'PL', 'LV', 'LV', 'EE', 'DE', 'FI', 'GB', 'ES', 'UA']

/** Companies that asked for an invoice (valid VAT numbers; the names are made up). */
const CUSTOMERS = [
  { vat: 'LT119511515', reg: '111951151', name: 'Baltų Renginiai UAB', address: 'Vilniaus g. 31, LT-01402 Vilnius', email: 'buhalterija@baltu-renginiai.example' },
  { vat: 'PL5260250995', reg: '0000012345', name: 'Nowak Consulting Sp. z o.o.', address: 'ul. Marszałkowska 10, 00-590 Warszawa', email: 'faktury@nowak-consulting.example' },
  { vat: 'LV40003009497', reg: '40003009497', name: 'Rīgas Dizains SIA', address: 'Brīvības iela 55, Rīga, LV-1010', email: 'rekini@rigas-dizains.example' },
  { vat: 'DE129273398', reg: 'HRB 86891', name: 'Nordlicht Reisen GmbH', address: 'Friedrichstraße 68, 10117 Berlin', email: 'rechnung@nordlicht-reisen.example' },
  { vat: 'EE100931558', reg: '10137319', name: 'Tallinna Toit OÜ', address: 'Narva mnt 7, 10117 Tallinn', email: 'arved@tallinna-toit.example' },
]

const STATEMENT_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The paid orders of the venues with their lines in order, oldest first per venue. */
async function paidOrders(db: Database, venues: string[]): Promise<OrderRead[]> {
  const ids = sql.join(
    venues.map((v) => sql`${v}::uuid`),
    sql`, `,
  )
  return rowsOf<OrderRead>(
    await db.execute(sql`
      select o.id, o.organization_id, g.time_zone, o.order_number, o.source, o.placement_title, o.currency,
        (extract(epoch from o.created_at) * 1000)::float8 as created, (extract(epoch from o.closed_at) * 1000)::float8 as closed,
        o.paid_amount::int as paid, o.refunded_amount::int as refunded,
        coalesce((select json_agg(json_build_object('title', i.title, 'image', i.image, 'count', i.count, 'price', i.price, 'modifiers', i.modifiers) order by i.position)
          from order_items i where i.order_id = o.id), '[]'::json) as lines
      from orders o join organizations g on g.id = o.organization_id
      where o.organization_id in (${ids}) and o.paid_amount > 0
      order by o.organization_id, o.created_at, o.id`),
  )
}

/**
 * Units of the lines that add up to `amount`, taken in line order as the demo orders paid and
 * refunded them (whole units from the first line on), as line indexes; null when they do not.
 */
function unitsFor(lines: Line[], amount: number, limits: number[]): number[] | null {
  const units: number[] = []
  let left = amount
  lines.forEach((line, index) => {
    for (let n = 0; n < limits[index]! && left >= line.price && line.price > 0; n++) {
      units.push(index)
      left -= line.price
    }
  })
  return left === 0 ? units : null
}

class VenuePayments {
  readonly payments: PaymentSeed[] = []
  readonly items: PaymentItemSeed[] = []
  private paidOrders = 0

  constructor(
    private readonly r: () => number,
    private readonly now: number,
  ) {}

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.r() * list.length)]!
  }

  private method() {
    let roll = this.r() * METHODS.reduce((sum, m) => sum + m.weight, 0)
    const chosen = METHODS.find((m) => (roll -= m.weight) < 0) ?? METHODS[0]!
    const summary = this.pick(chosen.summaries)
    return { method: chosen.method, summary, country: chosen.method === 'blik' ? 'PL' : this.pick(CARD_COUNTRIES) }
  }

  add(order: OrderRead) {
    this.paidOrders += 1
    const lines = order.lines
    // Some POS orders came without lines the platform can itemise.
    const itemised = lines.length > 0 && !(order.source === 'POS' && this.paidOrders % 5 === 0)
    const paidUnits = itemised ? unitsFor(lines, order.paid, lines.map((l) => l.count)) : null
    const refundedUnits = paidUnits ? unitsFor(lines, order.refunded, lines.map((_, i) => paidUnits.filter((u) => u === i).length)) : null
    const detailed = paidUnits !== null && refundedUnits !== null
    const partial = order.paid < lines.reduce((sum, l) => sum + l.count * l.price, 0)
    const split = detailed && paidUnits.length >= 2 && (partial || this.paidOrders % 7 === 0)

    // Payments are made between the order's creation and its closing (a few minutes in while open), never after now.
    const from = order.created + MINUTE
    const to = Math.max(from, order.closed ?? order.created + (3 + Math.floor(this.r() * 10)) * MINUTE)
    const at = (share: number) => Math.min(this.now, Math.round(from + (to - from) * share))

    if (!detailed) {
      this.payment(order, at(0.3 + this.r() * 0.7), order.paid, order.refunded, false)
      return
    }
    // Whole units: the first payment takes the first half, the refunded units come first.
    const cut = split ? Math.ceil(paidUnits.length / 2) : paidUnits.length
    const parts = split ? [paidUnits.slice(0, cut), paidUnits.slice(cut)] : [paidUnits]
    const refundLeft = lines.map((_, i) => refundedUnits.filter((u) => u === i).length)
    parts.forEach((units, part) => {
      const counts = lines.map((_, i) => units.filter((u) => u === i).length)
      const refunds = counts.map((n, i) => {
        const taken = Math.min(n, refundLeft[i]!)
        refundLeft[i]! -= taken
        return taken
      })
      const amount = counts.reduce((sum, n, i) => sum + n * lines[i]!.price, 0)
      const refund = refunds.reduce((sum, n, i) => sum + n * lines[i]!.price, 0)
      const share = split ? (part === 0 ? 0.2 + this.r() * 0.3 : 0.6 + this.r() * 0.4) : 0.3 + this.r() * 0.7
      const id = this.payment(order, at(share), amount, refund, true)
      let position = 0
      counts.forEach((n, i) => {
        if (n === 0) return
        const line = lines[i]!
        this.items.push({ payment_id: id, position: position++, title: line.title, image: line.image, price: line.price, paid_count: n, refunded_count: refunds[i]!, modifiers: line.modifiers })
      })
    })
  }

  private payment(order: OrderRead, ts: number, amount: number, refund: number, detailed: boolean): string {
    const id = uuidFrom(this.r)
    const tipPercent = this.r() < 0.3 ? 0 : 3 + this.r() * 12
    const tip = Math.round((amount * tipPercent) / 100)
    const guestFee = this.r() < 0.25 ? Math.round((amount + tip) * (GUEST_FEE_PERCENT / 100)) : 0
    const { method, summary, country } = this.method()
    const customer = this.payments.length % 53 === 17 ? this.pick(CUSTOMERS) : null
    this.payments.push({
      id,
      organization_id: order.organization_id,
      order_id: order.id,
      ts: new Date(ts).toISOString(),
      order_number: order.order_number,
      placement_title: order.placement_title,
      currency: order.currency,
      order_amount: amount,
      tip_amount: tip,
      organization_fee: Math.round((amount * ORGANIZATION_FEE_PERCENT) / 100),
      // The platform's cut of the tip, paid by the staff who receive it.
      staff_fee: Math.round(tip * (STAFF_FEE_PERCENT / 100)),
      guest_fee: guestFee,
      charge_amount: amount + tip + guestFee,
      refund_amount: refund,
      refunded_at: refund > 0 ? new Date(Math.max(ts, Math.min(this.now, ts + (1 + Math.floor(this.r() * 47)) * HOUR))).toISOString() : null,
      payment_method: method,
      payment_method_country: country,
      payment_method_summary: summary,
      allow_detailed_invoice: detailed,
      customer_vat_number: customer?.vat ?? null,
      customer_reg_number: customer?.reg ?? null,
      customer_name: customer?.name ?? null,
      customer_address: customer?.address ?? null,
      customer_email: customer?.email ?? null,
    })
    return id
  }
}

interface PayoutSeed {
  id: string
  organization_id: string
  arrival_date: string
  statement: string
  amount: number
  currency: string
}

interface PayoutDaySeed {
  payout_id: string
  date: string
  transfer_amount: number
  refund_amount: number
  adjustments: { amount: number; description: string }[]
}

/** Payouts of one venue whose arrival date is today or earlier (payout-schedule.ts). */
function venuePayouts(r: () => number, payments: PaymentSeed[], timeZone: string, today: string, statements: Set<string>) {
  const days = new Map<string, { transfer: number; refund: number; firstPayment: string | null }>()
  const dayOf = (day: string) => {
    let entry = days.get(day)
    if (!entry) days.set(day, (entry = { transfer: 0, refund: 0, firstPayment: null }))
    return entry
  }
  for (const p of payments) {
    const entry = dayOf(venueDay(new Date(p.ts), timeZone))
    entry.transfer += PAYOUT_TRANSFER({ orderAmount: p.order_amount, organizationFee: p.organization_fee, tipAmount: p.tip_amount, staffFee: p.staff_fee })
    entry.firstPayment ??= p.id
    if (p.refunded_at) dayOf(venueDay(new Date(p.refunded_at), timeZone)).refund += p.refund_amount
  }
  const byPayout = new Map<string, string[]>()
  for (const day of [...days.keys()].sort()) {
    if (payoutArrival(day) > today) continue
    const sent = payoutSentOn(day)
    byPayout.set(sent, [...(byPayout.get(sent) ?? []), day])
  }
  const payouts: PayoutSeed[] = []
  const payoutDays: PayoutDaySeed[] = []
  let dayIndex = 0
  for (const [sent, carried] of byPayout) {
    let statement: string
    do statement = `TIPBOX ${Array.from({ length: 6 }, () => STATEMENT_LETTERS[Math.floor(r() * STATEMENT_LETTERS.length)]).join('')}`
    while (statements.has(statement))
    statements.add(statement)
    const id = uuidFrom(r)
    let amount = 0
    for (const day of carried) {
      const entry = days.get(day)!
      dayIndex += 1
      // Now and then the bank statement carries a correction for the day.
      const adjustments =
        dayIndex % 37 === 11 && entry.firstPayment
          ? [{ amount: -1500, description: `Chargeback fee, payment ${entry.firstPayment.slice(0, 8).toUpperCase()}` }]
          : dayIndex % 53 === 29
            ? [{ amount: 250, description: 'Correction of a card scheme fee' }]
            : []
      payoutDays.push({ payout_id: id, date: day, transfer_amount: entry.transfer, refund_amount: entry.refund, adjustments })
      amount += entry.transfer - entry.refund + adjustments.reduce((sum, a) => sum + a.amount, 0)
    }
    payouts.push({ id, organization_id: payments[0]!.organization_id, arrival_date: arrivalOf(sent), statement, amount, currency: payments[0]!.currency })
  }
  return { payouts, payoutDays }
}

interface OrganizationInvoiceSeed {
  organization_id: string
  ts: string
  number: string
  since: string
  until: string
  amount: number
  tax: number
  currency: string
  document: object
}

/** One invoice per complete month with payments: the month's organization fees, per payment method. */
function venueInvoices(payments: PaymentSeed[], venue: { id: string; timeZone: string; currency: string; buyer: InvoiceParty }, today: string) {
  const months = new Map<string, Map<PaymentMethod, { count: number; base: number; amount: number }>>()
  for (const p of payments) {
    const since = `${venueDay(new Date(p.ts), venue.timeZone).slice(0, 7)}-01`
    const lines = months.get(since) ?? new Map()
    months.set(since, lines)
    const line = lines.get(p.payment_method) ?? { count: 0, base: 0, amount: 0 }
    lines.set(p.payment_method, { count: line.count + 1, base: line.base + p.order_amount, amount: line.amount + p.organization_fee })
  }
  const invoices: Omit<OrganizationInvoiceSeed, 'number'>[] = []
  for (const [since, lines] of [...months].sort(([a], [b]) => a.localeCompare(b))) {
    const until = nextMonth(since)
    if (until > today) continue
    const amount = [...lines.values()].reduce((sum, l) => sum + l.amount, 0)
    const tax = vatPart(amount)
    invoices.push({
      organization_id: venue.id,
      ts: dayStart(until, venue.timeZone).toISOString(),
      since,
      until,
      amount,
      tax,
      currency: venue.currency,
      document: {
        seller: PLATFORM_SELLER,
        buyer: venue.buyer,
        vatRate: PLATFORM_VAT_RATE,
        lines: [...lines].map(([method, l]) => ({ method, feePercent: ORGANIZATION_FEE_PERCENT, count: l.count, base: l.base, amount: l.amount })),
        net: amount - tax,
        tax,
        total: amount,
      },
    })
  }
  return invoices
}

const PAYMENT_COLUMNS = `id uuid, organization_id uuid, order_id uuid, ts timestamptz, order_number text, placement_title text, currency text,
  order_amount bigint, tip_amount bigint, organization_fee bigint, staff_fee bigint, guest_fee bigint, charge_amount bigint,
  refund_amount bigint, refunded_at timestamptz, payment_method text, payment_method_country text, payment_method_summary text,
  allow_detailed_invoice boolean, customer_vat_number text, customer_reg_number text, customer_name text, customer_address text,
  customer_email text`
const ITEM_COLUMNS = 'payment_id uuid, position int, title text, image text, price bigint, paid_count int, refunded_count int, modifiers jsonb'
const PAYOUT_COLUMNS = 'id uuid, organization_id uuid, arrival_date date, statement text, amount bigint, currency text'
const PAYOUT_DAY_COLUMNS = 'payout_id uuid, date date, transfer_amount bigint, refund_amount bigint, adjustments jsonb'
const INVOICE_COLUMNS = 'organization_id uuid, ts timestamptz, number text, since date, until date, amount bigint, tax bigint, currency text, document jsonb'

export async function seedDemoPayments(db: Database, venueIds: string[], now: Date) {
  const orders = await paidOrders(db, venueIds)
  const venues = rowsOf<{ id: string; name: string; address: string | null; time_zone: string; currency: string }>(
    await db.execute(sql`select id, name, address, time_zone, currency from organizations where id in (${sql.join(
      venueIds.map((v) => sql`${v}::uuid`),
      sql`, `,
    )}) order by name`),
  )
  // The venue as the platform bills it: its legal details, or its name and address without them.
  const buyers = new Map<string, InvoiceParty>()
  for (const venue of venues) {
    const legal = await venueLegalParty(db, venue)
    buyers.set(venue.id, 'party' in legal ? legal.party : { name: venue.name, address: venue.address })
  }
  const payments: PaymentSeed[] = []
  const items: PaymentItemSeed[] = []
  const payouts: PayoutSeed[] = []
  const payoutDays: PayoutDaySeed[] = []
  const invoices: Omit<OrganizationInvoiceSeed, 'number'>[] = []
  const statements = new Set<string>()
  venueIds.forEach((venueId, index) => {
    const venue = venues.find((v) => v.id === venueId)!
    const r = random(20261201 + index)
    const seeded = new VenuePayments(r, now.getTime())
    for (const order of orders) if (order.organization_id === venueId) seeded.add(order)
    if (seeded.payments.length === 0) return
    const today = venueDay(now, venue.time_zone)
    const paid = venuePayouts(r, seeded.payments, venue.time_zone, today, statements)
    payments.push(...seeded.payments)
    items.push(...seeded.items)
    payouts.push(...paid.payouts)
    payoutDays.push(...paid.payoutDays)
    invoices.push(...venueInvoices(seeded.payments, { ...venue, timeZone: venue.time_zone, buyer: buyers.get(venueId)! }, today))
  })
  // Numbers are the platform's, one sequence per billed month across venues: GT-202610-0001.
  const perMonth = new Map<string, number>()
  const numbered = invoices
    .sort((a, b) => a.since.localeCompare(b.since) || a.organization_id.localeCompare(b.organization_id))
    .map((invoice) => {
      const month = invoice.since.slice(0, 7).replace('-', '')
      const n = (perMonth.get(month) ?? 0) + 1
      perMonth.set(month, n)
      return { ...invoice, number: `GT-${month}-${String(n).padStart(4, '0')}` }
    })
  await insertJson(db, 'payments', PAYMENT_COLUMNS, payments)
  await insertJson(db, 'payment_items', ITEM_COLUMNS, items)
  await insertJson(db, 'payouts', PAYOUT_COLUMNS, payouts)
  await insertJson(db, 'payout_days', PAYOUT_DAY_COLUMNS, payoutDays)
  await insertJson(db, 'organization_invoices', INVOICE_COLUMNS, numbered)
}
