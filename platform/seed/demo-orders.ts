/**
 * Twelve months of orders for the demo venues (Old Town Bistro, Station Café): waiter, POS and
 * guest orders of every status, partial payments and refunds, guest orders with their status
 * appearances in English and Lithuanian (one drawn in 'gray'), items with modifiers and counts
 * per status, and several orders in the current business day (from 08:00 on the venue's clock,
 * the day before when seeded earlier than that). Plus two order management sessions of the
 * bistro: one waiting for a device, one in use. Orders at one of the venue's tables know it
 * (`table_id`), and the Bistro's Table 5 has an open bill now, so its QR code's page has
 * something to pay (README "A guest order, end to end").
 *
 * A fixed pseudo-random sequence keeps the demo the same on every machine, relative to the
 * moment it is seeded. Rows go in as one jsonb array per statement: the demo start and every
 * test seed this, so it has to stay quick.
 */
import { TZDate } from '@date-fns/tz'
import { sql } from 'drizzle-orm'
import { BUSINESS_DAY_START_HOUR } from '../../contract/orders.js'
import { GUEST_ORDER_STATUSES, guestStatusAppearances } from '../domain/orders/guest-statuses.js'
import type { Database } from '../db/client.js'
import { newToken, sha256 } from '../domain/crypto.js'
import { random } from './demo-tips.js'

const ZONE = 'Europe/Vilnius'
const MINUTE = 60_000

interface Dish {
  title: string
  price: number
  /** Modifier title -> options (title, extra price) a line may carry. */
  modifiers?: [string, [string, number][]][]
}

const DISHES: Dish[] = [
  { title: 'Scrambled eggs', price: 650 },
  { title: 'Pancakes with berries', price: 720 },
  { title: 'Cold beet soup', price: 590, modifiers: [['Sides', [['Boiled potatoes', 150], ['Rye bread', 80]]]] },
  { title: 'Mushroom soup', price: 620, modifiers: [['Sides', [['Rye bread', 80]]]] },
  { title: 'Beef steak', price: 2250, modifiers: [['Doneness', [['Rare', 0], ['Medium', 0], ['Well done', 0]]]] },
  { title: 'Cepelinai', price: 980 },
  { title: 'Honey cake', price: 550 },
  { title: 'Cappuccino', price: 280, modifiers: [['Milk', [['Oat milk', 50], ['Cow milk', 0]]], ['Extras', [['Extra shot', 60], ['Syrup', 40]]]] },
  { title: 'Espresso', price: 220, modifiers: [['Extras', [['Extra shot', 60]]]] },
  { title: 'Herbal tea', price: 300 },
  { title: 'Homemade lemonade', price: 390 },
  { title: 'Kvass', price: 290 },
  { title: 'Draught beer', price: 450 },
  { title: 'House wine', price: 550 },
  { title: 'Garlic bread', price: 450 },
]
const TABLES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '12', 'Bar 1', 'Bar 2', 'Terrace 1', 'Terrace 2']
const WAITERS = ['Aistė Petrauskaitė', 'Jonas Kazlauskas', 'Marta Nowak', 'Sofía García', 'Дмитрий Иванов']

/** The guest orders' statuses as placed guest orders have them, in the demo's menu languages. */
const GUEST_STATUSES = GUEST_ORDER_STATUSES
const APPEARANCES = guestStatusAppearances(['en', 'lt'])

interface OrderSeed {
  id: string
  organization_id: string
  order_number: string
  source: string
  status: string | null
  status_appearances: object
  created_at: string
  closed_at: string | null
  placement_title: string | null
  employee_name: string | null
  currency: string
  amount: number
  paid_amount: number
  refunded_amount: number
}

interface ItemSeed {
  order_id: string
  position: number
  title: string
  image: string | null
  count: number
  price: number
  modifiers: object
  status: Record<string, number> | null
  payment_status: Record<string, number> | null
}

/** 08:00 on the venue's clock that opens the business day `now` falls in (SPEC.md section 4). */
export function businessDayStart(now: Date, timeZone = ZONE): Date {
  const local = new TZDate(now.getTime(), timeZone)
  const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), BUSINESS_DAY_START_HOUR, 0, 0, timeZone)
  if (day.getTime() > now.getTime()) day.setDate(day.getDate() - 1)
  return new Date(day.getTime())
}

type Payment = 'PAID' | 'PAID_PARTIALLY' | 'NOT_PAID'

/** title, count, unit price (options included), [modifier, option, option count?][] */
type BillLine = [string, number, number, [string, string, number?][]]

/**
 * The Bistro's Table 5 bill, priced as its published menu prices the dishes: a large oat-milk
 * cappuccino (3,60 + 0,60) and a cold beet soup with two rye breads (5,90 + 2 × 0,50).
 */
const TABLE_5_BILL: BillLine[] = [
  ['Cepelinai', 2, 980, []],
  ['Cappuccino', 1, 420, [['Size', 'Large'], ['Milk', 'Oat milk']]],
  ['Cold beet soup', 1, 690, [['On the side', 'Rye bread', 2]]],
  ['Homemade lemonade', 2, 390, []],
]

/** Deterministic uuids from the sequence, so a seeded demo is the same everywhere. */
export function uuidFrom(r: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16))
  hex[12] = '4'
  hex[16] = '89ab'[Math.floor(r() * 4)]!
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

class VenueOrders {
  readonly orders: OrderSeed[] = []
  readonly items: ItemSeed[] = []
  private number = 0

  constructor(
    private readonly r: () => number,
    private readonly organizationId: string,
    private readonly images: Map<string, string>,
  ) {}

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.r() * list.length)]!
  }

  /** Lines of an order: dishes, counts, options (each option's price is in the unit price). */
  private lines() {
    const n = 1 + Math.floor(this.r() * 3)
    return Array.from({ length: n }, () => {
      const dish = this.pick(DISHES)
      const count = this.r() < 0.7 ? 1 : 2 + Math.floor(this.r() * 2)
      let price = dish.price
      const modifiers = (dish.modifiers ?? [])
        .filter(() => this.r() < 0.6)
        .map(([title, options]) => {
          const [option, extra] = this.pick(options)
          const optionCount = this.r() < 0.85 ? 1 : 2
          price += extra * optionCount
          return { title, options: [{ title: option, count: optionCount }] }
        })
      return { dish, count, price, modifiers }
    })
  }

  add(createdAt: Date, payment: Payment, closed: boolean, guestStatus: (typeof GUEST_STATUSES)[number] | null) {
    const id = uuidFrom(this.r)
    const lines = this.lines()
    const amount = lines.reduce((sum, l) => sum + l.count * l.price, 0)
    const units = lines.reduce((sum, l) => sum + l.count, 0)
    // A part payment pays whole units; an order of one unit is then simply not paid yet.
    const paying: Payment = payment === 'PAID_PARTIALLY' && units < 2 ? 'NOT_PAID' : payment
    let paidUnitsLeft = paying === 'PAID' ? units : paying === 'PAID_PARTIALLY' ? 1 + Math.floor(this.r() * (units - 1)) : 0
    let paid = 0
    const refunding = paying === 'PAID' && this.r() < 0.07
    let refunded = 0
    const guest = guestStatus !== null
    lines.forEach((line, position) => {
      const paidUnits = Math.min(line.count, paidUnitsLeft)
      paidUnitsLeft -= paidUnits
      paid += paidUnits * line.price
      const refundedUnits = refunding && position === 0 ? 1 : 0
      refunded += refundedUnits * line.price
      const counts = (entries: [string, number][]) => Object.fromEntries(entries.filter(([, n]) => n > 0))
      this.items.push({
        order_id: id,
        position,
        title: line.dish.title,
        image: this.images.get(line.dish.title) ?? null,
        count: line.count,
        price: line.price,
        modifiers: line.modifiers,
        status: guest ? counts(this.guestCounts(guestStatus, line.count)) : null,
        payment_status: guest ? null : counts([['PAID', paidUnits - refundedUnits], ['REFUNDED', refundedUnits], ['NOT_PAID', line.count - paidUnits]]),
      })
    })
    this.number += 1
    this.orders.push({
      id,
      organization_id: this.organizationId,
      order_number: String(this.number),
      source: guest ? 'GUEST' : this.r() < 0.6 ? 'WAITER' : 'POS',
      status: guestStatus,
      status_appearances: guest ? APPEARANCES : {},
      created_at: createdAt.toISOString(),
      closed_at: closed ? new Date(createdAt.getTime() + (20 + Math.floor(this.r() * 100)) * MINUTE).toISOString() : null,
      placement_title: this.r() < 0.9 ? this.pick(TABLES) : null,
      employee_name: guest && this.r() < 0.5 ? null : this.pick(WAITERS),
      currency: 'EUR',
      amount,
      paid_amount: paid,
      refunded_amount: refunded,
    })
  }

  /** An open waiter's order at `placement`, nothing paid yet: the lines as a guest's bill shows them. */
  addOpenBill(createdAt: Date, placement: string, waiter: string, lines: BillLine[]) {
    const id = uuidFrom(this.r)
    lines.forEach(([title, count, price, modifiers], position) => {
      this.items.push({
        order_id: id,
        position,
        title,
        image: this.images.get(title) ?? null,
        count,
        price,
        modifiers: modifiers.map(([modifier, option, optionCount = 1]) => ({ title: modifier, options: [{ title: option, count: optionCount }] })),
        status: null,
        payment_status: { NOT_PAID: count },
      })
    })
    this.number += 1
    this.orders.push({
      id,
      organization_id: this.organizationId,
      order_number: String(this.number),
      source: 'WAITER',
      status: null,
      status_appearances: {},
      created_at: createdAt.toISOString(),
      closed_at: null,
      placement_title: placement,
      employee_name: waiter,
      currency: 'EUR',
      amount: lines.reduce((sum, [, count, price]) => sum + count * price, 0),
      paid_amount: 0,
      refunded_amount: 0,
    })
  }

  /** A guest line's units spread over the statuses up to the order's own (some ready, some still waiting). */
  private guestCounts(status: (typeof GUEST_STATUSES)[number], count: number): [string, number][] {
    const reached = GUEST_STATUSES.indexOf(status)
    if (reached === 0 || count === 1) return [[status, count]]
    const ahead = 1 + Math.floor(this.r() * (count - 1))
    return [[status, ahead], [GUEST_STATUSES[reached - 1]!, count - ahead]]
  }
}

/** A year of one venue's orders up to `now`, and several in the current business day. */
function venueYear(venue: VenueOrders, r: () => number, now: Date, today: Date) {
  for (let day = 364; day >= 1; day--) {
    const opens = new TZDate(today.getTime(), ZONE)
    opens.setDate(opens.getDate() - day)
    const perDay = 2 + Math.floor(r() * 6)
    const times = Array.from({ length: perDay }, () => opens.getTime() + (2 * 60 + Math.floor(Math.sqrt(r()) * 13 * 60)) * MINUTE).sort((a, b) => a - b)
    for (const time of times) {
      const roll = r()
      const payment: Payment = roll < 0.86 ? 'PAID' : roll < 0.93 ? 'PAID_PARTIALLY' : 'NOT_PAID'
      venue.add(new Date(time), payment, true, r() < 0.2 ? 'SERVED' : null)
    }
  }
  // The current business day: spread from its 08:00 to now, the last few still open.
  const span = Math.max(MINUTE, now.getTime() - today.getTime())
  const todays = 8
  for (let i = 0; i < todays; i++) {
    const at = new Date(today.getTime() + Math.floor((span * (i + 0.5)) / todays))
    const open = i >= todays - 5
    const payment: Payment = !open ? 'PAID' : (['NOT_PAID', 'PAID_PARTIALLY', 'NOT_PAID', 'PAID_PARTIALLY', 'PAID'] as const)[i - (todays - 5)]!
    const guestStatus = i % 3 === 1 ? (open ? GUEST_STATUSES[i % 4]! : 'SERVED') : null
    venue.add(at, payment, !open, guestStatus)
  }
}

/** Columns and types of the rows as they travel in one jsonb array. */
const ORDER_COLUMNS = `id uuid, organization_id uuid, order_number text, source text, status text, status_appearances jsonb,
  created_at timestamptz, closed_at timestamptz, placement_title text, employee_name text, currency text, amount bigint,
  paid_amount bigint, refunded_amount bigint`
const ITEM_COLUMNS = 'order_id uuid, position int, title text, image text, count int, price bigint, modifiers jsonb, status jsonb, payment_status jsonb'

/** Many rows in few statements: each chunk is one jsonb parameter unpacked by the database. */
export async function insertJson(db: Database, table: string, columns: string, rows: object[]) {
  const names = sql.raw(columns.split(',').map((c) => c.trim().split(' ')[0]).join(', '))
  const CHUNK = 4000
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK))
    await db.execute(sql`insert into ${sql.identifier(table)} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(columns)})`)
  }
}

export async function seedDemoOrders(db: Database, venues: { bistro: string; cafe: string }, adminId: string, now: Date) {
  const images = new Map(
    (
      (await db.execute(sql`select distinct on (title->>'en') title->>'en' as title, gallery->0->>'url' as url from menu_items
        where organization_id = ${venues.bistro} and gallery->0->>'url' is not null order by title->>'en', created_at`)) as unknown as { rows: { title: string; url: string }[] }
    ).rows.map((row) => [row.title, row.url]),
  )
  const today = businessDayStart(now)
  const orders: OrderSeed[] = []
  const items: ItemSeed[] = []
  for (const [organizationId, seed] of [[venues.bistro, 20261126], [venues.cafe, 20261127]] as const) {
    const r = random(seed)
    const venue = new VenueOrders(r, organizationId, images)
    venueYear(venue, r, now, today)
    if (organizationId === venues.bistro) venue.addOpenBill(new Date(now.getTime() - 25 * MINUTE), '5', 'Jonas Kazlauskas', TABLE_5_BILL)
    orders.push(...venue.orders)
    items.push(...venue.items)
  }
  await insertJson(db, 'orders', ORDER_COLUMNS, orders)
  await insertJson(db, 'order_items', ITEM_COLUMNS, items)
  // Each order at one of its venue's tables knows it (ADR 0081: a table's page reads them by it).
  await db.execute(sql`update orders o set table_id = t.id from venue_tables t
    where t.organization_id = o.organization_id and t.number = o.placement_title and o.organization_id in (${venues.bistro}, ${venues.cafe})`)

  // One session waiting for its device, one in use since this morning.
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE).toISOString()
  await db.execute(sql`insert into orders_sessions (organization_id, start_code, token_hash, created_by, created_at, started_at, accessed_at, ip_address) values
    (${venues.bistro}, ${newToken()}, null, ${adminId}, ${at(30)}::timestamptz, null, null, null),
    (${venues.bistro}, ${newToken()}, ${sha256(newToken())}, ${adminId}, ${at(180)}::timestamptz, ${at(175)}::timestamptz, ${at(5)}::timestamptz, '192.0.2.24')`)
}
