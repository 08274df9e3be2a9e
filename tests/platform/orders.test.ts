/**
 * The orders calls (issue 10 items 3 and 4): a page of a period, its summary and one order.
 * Status from money (PAID, PAID_PARTIALLY, NOT_PAID) and GUEST orders' own; pages, hasMore,
 * every sort both ways; the summary against sums worked out here from the rows written; the
 * period as a half-open pair of instants (08:00 business-day edges, a day of 23 and one of 25
 * hours in Europe/Vilnius, an open end); permissions; junk answered 400, never 500; the demo.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ORDER_SORTS, type Order } from '../../contract/orders.js'
import { businessDayStart } from '../../platform/seed/demo-orders.js'
import { expectError, forEachDatabase, useHarness, type Json } from './harness.js'
import { addItems, addOrders, adminToken, demoOrganization, memberWith, newVenue, ordersClient, testClock, type OrdersClient } from './orders-fixtures.js'

const HOUR = 3_600_000
/** 12:30 in Vilnius on the day clocks went forward (03:00 → 04:00). */
const NOW = '2026-03-29T09:30:00Z'

const ids = (body: Json) => body.orders.map((o: Order) => o.id)

forEachDatabase((kind) => {
  describe(`orders on ${kind}`, () => {
    const clock = testClock(NOW)
    const api = useHarness(kind, { clock: clock.now })
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    it('works the status out from the money, and keeps a guest order’s own with its appearances', async () => {
      const venue = await newVenue(api)
      const appearances = { READY: { title: { en: 'Ready', lt: 'Paruoštas' }, backgroundColor: 'gray', foregroundColor: '#fff' } }
      const rows = await addOrders(api, venue.id, [
        { amount: 1500, paidAmount: 1500, createdAt: new Date('2026-03-29T06:00:00Z') },
        { amount: 1500, paidAmount: 400, createdAt: new Date('2026-03-29T06:01:00Z') },
        { amount: 1500, paidAmount: 0, createdAt: new Date('2026-03-29T06:02:00Z') },
        { amount: 0, paidAmount: 0, createdAt: new Date('2026-03-29T06:03:00Z') },
        { amount: 900, paidAmount: 900, refundedAmount: 900, createdAt: new Date('2026-03-29T06:04:00Z') },
        { source: 'GUEST', status: 'READY', statusAppearances: appearances, amount: 800, paidAmount: 0, createdAt: new Date('2026-03-29T06:05:00Z') },
        { source: 'POS', amount: 700, paidAmount: 100, createdAt: new Date('2026-03-29T06:06:00Z') },
      ])
      const client = ordersClient(api, admin, venue.id)
      const answer = await client.list({ startTs: '2026-03-29T05:00:00Z', sort: 'createdAt', direction: 'ASC' })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body.orders.map((o: Order) => o.status)).toEqual(['PAID', 'PAID_PARTIALLY', 'NOT_PAID', 'PAID', 'PAID', 'READY', 'PAID_PARTIALLY'])
      expect(answer.body.orders[5]).toEqual({
        id: rows[5]!.id,
        orderNumber: rows[5]!.orderNumber,
        source: 'GUEST',
        status: 'READY',
        statusAppearances: appearances,
        createdAt: '2026-03-29T06:05:00.000Z',
        closedAt: null,
        placementTitle: null,
        employeeName: null,
        currency: 'EUR',
        amount: 800,
        paidAmount: 0,
        refundedAmount: 0,
      })
      expect(answer.body.orders[0].statusAppearances).toEqual({})
    })

    describe('pages and sorts', () => {
      let client: OrdersClient
      let written: Order[]
      const period = { startTs: '2026-03-01T00:00:00+02:00', finishTs: '2026-03-02T00:00:00+02:00' }

      beforeAll(async () => {
        const venue = await newVenue(api)
        client = ordersClient(api, admin, venue.id)
        const base = Date.parse('2026-02-28T22:00:00Z')
        // 25 orders; some share a time and some an amount, so ties are broken by id; numbers of
        // several lengths, so '9' sorts before '10'.
        const numbers = ['1', '2', '9', '10', '11', '99', '100', '101', '3', '1000', 'A1', 'A2', 'B1', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23']
        await addOrders(
          api,
          venue.id,
          numbers.map((orderNumber, i) => ({
            orderNumber,
            createdAt: new Date(base + Math.floor(i / 2) * 60_000),
            amount: 100 * (i % 7),
            paidAmount: 100 * (i % 7) - (i % 3 === 0 ? 50 * Math.min(1, i % 7) : 0),
          })),
        )
        const all = await client.list({ ...period, size: '100' })
        written = all.body.orders
        expect(written).toHaveLength(25)
      })

      const compare = (sort: string) => (a: Order, b: Order) => {
        const key = (o: Order): (string | number)[] =>
          sort === 'createdAt' ? [o.createdAt] : sort === 'amount' ? [o.amount] : [o.orderNumber.length, o.orderNumber]
        const [x, y] = [[...key(a), a.id], [...key(b), b.id]]
        for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1
        return 0
      }

      for (const sort of ORDER_SORTS) {
        for (const direction of ['ASC', 'DESC'] as const) {
          it(`pages by ${sort} ${direction} without overlaps or gaps, hasMore only before the last page`, async () => {
            const expected = [...written].sort(compare(sort))
            if (direction === 'DESC') expected.reverse()
            const seen: string[] = []
            for (const page of [0, 1, 2]) {
              const answer = await client.list({ ...period, page: String(page), size: '10', sort, direction })
              expect(answer.status, answer.text).toBe(200)
              expect(answer.body).toMatchObject({ page, size: 10, hasMore: page < 2 })
              expect(answer.body.orders).toHaveLength(page < 2 ? 10 : 5)
              seen.push(...ids(answer.body))
            }
            expect(seen).toEqual(expected.map((o) => o.id))
            const beyond = await client.list({ ...period, page: '3', size: '10', sort, direction })
            expect(beyond.body).toEqual({ orders: [], page: 3, size: 10, hasMore: false })
          })
        }
      }

      it('defaults to page 0 of 10, newest first; a page of exactly the rest has no more', async () => {
        const answer = await client.list(period)
        expect(answer.body).toMatchObject({ page: 0, size: 10, hasMore: true })
        const newest = [...written].sort(compare('createdAt')).reverse()
        expect(ids(answer.body)).toEqual(newest.slice(0, 10).map((o) => o.id))
        const last = await client.list({ ...period, page: '1', size: '20' })
        expect(last.body).toMatchObject({ page: 1, size: 20, hasMore: false })
        expect(last.body.orders).toHaveLength(5)
        const whole = await client.list({ ...period, size: '50' })
        expect(whole.body.hasMore).toBe(false)
      })

      it('sums the period as the rows say: count, paid and refunded', async () => {
        const answer = await client.summary(period)
        expect(answer.status).toBe(200)
        expect(answer.body).toEqual({
          count: 25,
          paidAmount: written.reduce((sum, o) => sum + o.paidAmount, 0),
          refundedAmount: written.reduce((sum, o) => sum + o.refundedAmount, 0),
        })
        // A part of the period: the first five minutes hold the first ten orders.
        const part = await client.summary({ startTs: period.startTs, finishTs: '2026-03-01T00:05:00+02:00' })
        const firstTen = [...written].sort(compare('createdAt')).slice(0, 10)
        expect(part.body).toEqual({ count: 10, paidAmount: firstTen.reduce((s, o) => s + o.paidAmount, 0), refundedAmount: 0 })
      })
    })

    it('takes the period as [start, finish): 07:59 and 08:00 on the venue’s clock, a 23-hour and a 25-hour business day', async () => {
      const venue = await newVenue(api)
      const client = ordersClient(api, admin, venue.id)
      const at = (iso: string) => ({ createdAt: new Date(iso), orderNumber: iso })
      await addOrders(api, venue.id, [
        // Saturday 28 March 2026 (UTC+2) to Sunday 29 March (UTC+3): clocks go forward at 03:00.
        at('2026-03-28T07:59:00+02:00'),
        at('2026-03-28T08:00:00+02:00'),
        at('2026-03-29T02:30:00+02:00'),
        at('2026-03-29T07:59:59.999+03:00'),
        at('2026-03-29T08:00:00+03:00'),
        // Saturday 24 October (UTC+3) to Sunday 25 October (UTC+2): clocks go back at 04:00.
        at('2026-10-24T08:00:00+03:00'),
        at('2026-10-25T03:30:00+03:00'),
        at('2026-10-25T03:30:00+02:00'),
        at('2026-10-25T07:59:00+02:00'),
        at('2026-10-25T08:00:00+02:00'),
      ])
      const numbersIn = async (startTs: string, finishTs?: string) =>
        (await client.list({ startTs, finishTs, size: '100', sort: 'createdAt', direction: 'ASC' })).body.orders.map((o: Order) => o.orderNumber)

      const spring = await numbersIn('2026-03-28T08:00:00+02:00', '2026-03-29T08:00:00+03:00')
      expect(spring).toEqual(['2026-03-28T08:00:00+02:00', '2026-03-29T02:30:00+02:00', '2026-03-29T07:59:59.999+03:00'])
      expect(Date.parse('2026-03-29T08:00:00+03:00') - Date.parse('2026-03-28T08:00:00+02:00')).toBe(23 * HOUR)
      const autumn = await numbersIn('2026-10-24T08:00:00+03:00', '2026-10-25T08:00:00+02:00')
      expect(autumn).toEqual(['2026-10-24T08:00:00+03:00', '2026-10-25T03:30:00+03:00', '2026-10-25T03:30:00+02:00', '2026-10-25T07:59:00+02:00'])
      // The same instants written in UTC give the same answer: the period is instants, not a clock.
      expect(await numbersIn('2026-10-24T05:00:00Z', '2026-10-25T06:00:00Z')).toEqual(autumn)
      // The business day that starts at the platform's now: 08:00 local today (the clock says 12:30).
      expect(businessDayStart(clock.now(), 'Europe/Vilnius').toISOString()).toBe('2026-03-29T05:00:00.000Z')
      expect(await numbersIn(businessDayStart(clock.now()).toISOString())).toEqual(['2026-03-29T08:00:00+03:00', '2026-10-24T08:00:00+03:00', '2026-10-25T03:30:00+03:00', '2026-10-25T03:30:00+02:00', '2026-10-25T07:59:00+02:00', '2026-10-25T08:00:00+02:00'])
      const summary = await client.summary({ startTs: '2026-03-28T08:00:00+02:00', finishTs: '2026-03-29T08:00:00+03:00' })
      expect(summary.body.count).toBe(3)
    })

    it('runs an open period to now and on; refuses an end not after the start, and one longer than 400 days', async () => {
      const venue = await newVenue(api)
      const client = ordersClient(api, admin, venue.id)
      await addOrders(api, venue.id, [{ createdAt: new Date(clock.at() - HOUR) }, { createdAt: new Date(clock.at() + HOUR) }])
      expect((await client.list({ startTs: new Date(clock.at() - 8 * HOUR).toISOString() })).body.orders).toHaveLength(2)
      expect((await client.summary({ startTs: new Date(clock.at() - 8 * HOUR).toISOString() })).body.count).toBe(2)

      const refusals: [Record<string, string>, string, string][] = [
        [{ startTs: '2026-03-02T00:00:00Z', finishTs: '2026-03-02T00:00:00Z' }, 'finishTs', 'orders.errors.endBeforeStart'],
        [{ startTs: '2026-03-02T00:00:00Z', finishTs: '2026-03-01T00:00:00Z' }, 'finishTs', 'orders.errors.endBeforeStart'],
        [{ startTs: '2025-01-01T00:00:00Z', finishTs: '2026-02-05T00:00:01Z' }, 'finishTs', 'orders.errors.periodTooLong'],
        // Open: counted to the clock's now.
        [{ startTs: new Date(clock.at() - 401 * 24 * HOUR).toISOString() }, 'startTs', 'orders.errors.periodTooLong'],
      ]
      for (const [query, field, key] of refusals) {
        for (const call of [client.list, client.summary]) {
          const params = expectError(await call(query), 400, 'VALIDATION')
          expect(params.fields, JSON.stringify(query)).toEqual({ [field]: [key] })
        }
      }
      // Exactly 400 days is allowed.
      expect((await client.summary({ startTs: '2025-01-01T00:00:00Z', finishTs: '2026-02-05T00:00:00Z' })).status).toBe(200)
    })

    it('answers junk with 400, never 500', async () => {
      const venue = await newVenue(api)
      const client = ordersClient(api, admin, venue.id)
      const start = '2026-03-01T00:00:00Z'
      const junk: Record<string, string>[] = [
        {},
        { startTs: 'yesterday' },
        { startTs: '2026-02-30T00:00:00Z' },
        { startTs: '1999-12-31T00:00:00Z' },
        { startTs: start, finishTs: 'soon' },
        { startTs: start, page: '-1' },
        { startTs: start, page: '100001' },
        { startTs: start, page: '1.5' },
        { startTs: start, page: '1e3' },
        { startTs: start, size: '7' },
        { startTs: start, size: '1000' },
        { startTs: start, sort: 'status' },
        { startTs: start, direction: 'up' },
        { startTs: start, direction: 'asc' },
        { startTs: `${start}\u0000` },
      ]
      for (const query of junk) {
        expectError(await client.list(query), 400, 'VALIDATION')
        if (!('page' in query) && !('size' in query) && !('sort' in query) && !('direction' in query)) {
          expectError(await client.summary(query), 400, 'VALIDATION')
        }
      }
      // The deepest page allowed answers (empty), and fast: only ids are skipped.
      expect((await client.list({ startTs: start, page: '100000', size: '100' })).body).toEqual({ orders: [], page: 100000, size: 100, hasMore: false })
    })

    it('answers one order with its items, modifiers and counts per status; another venue’s order is not found', async () => {
      const venue = await newVenue(api)
      const other = await newVenue(api)
      const client = ordersClient(api, admin, venue.id)
      const [order, guest] = await addOrders(api, venue.id, [
        { amount: 1340, paidAmount: 560, placementTitle: 'Terrace 2', employeeName: 'Jonas', closedAt: new Date('2026-03-10T13:00:00Z') },
        { source: 'GUEST', status: 'WAIT', statusAppearances: { WAIT: { title: { en: 'Preparing' }, backgroundColor: '#f59e0b', foregroundColor: '#000' } }, amount: 560 },
      ])
      const [foreign] = await addOrders(api, other.id, [{}])
      const modifiers = [{ title: 'Milk', options: [{ title: 'Oat milk', count: 1 }] }, { title: 'Extras', options: [{ title: 'Extra shot', count: 2 }, { title: 'Syrup', count: 1 }] }]
      await addItems(api, [
        { orderId: order!.id, position: 1, title: 'Honey cake', count: 1, price: 560, paymentStatus: { PAID: 1 } },
        { orderId: order!.id, position: 0, title: 'Cappuccino', image: '/api/v1/images/cup.png', count: 3, price: 260, modifiers, paymentStatus: { NOT_PAID: 3 } },
        { orderId: guest!.id, position: 0, title: 'Honey cake', count: 3, price: 186, status: { WAIT: 1, READY: 2 } },
      ])
      const answer = await client.get(`/business/orders/${order!.id}`)
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body).toMatchObject({ id: order!.id, status: 'PAID_PARTIALLY', amount: 1340, paidAmount: 560, placementTitle: 'Terrace 2', employeeName: 'Jonas', closedAt: '2026-03-10T13:00:00.000Z' })
      expect(answer.body.items.map((i: Json) => ({ ...i, id: undefined }))).toEqual([
        { id: undefined, title: 'Cappuccino', image: '/api/v1/images/cup.png', count: 3, price: 260, modifiers, status: null, paymentStatus: { NOT_PAID: 3 } },
        { id: undefined, title: 'Honey cake', image: null, count: 1, price: 560, modifiers: [], status: null, paymentStatus: { PAID: 1 } },
      ])
      const guestAnswer = await client.get(`/business/orders/${guest!.id}`)
      expect(guestAnswer.body).toMatchObject({ status: 'WAIT', items: [{ status: { WAIT: 1, READY: 2 }, paymentStatus: null }] })
      const empty = (await addOrders(api, venue.id, [{}]))[0]!
      expect((await client.get(`/business/orders/${empty.id}`)).body.items).toEqual([])

      for (const id of [foreign!.id, randomUUID(), 'not-an-id', '1%20or%201=1']) expectError(await client.get(`/business/orders/${id}`), 404, 'NOT_FOUND')
    })

    it('needs VIEW_ORDERS on a paymentsEnabled organization: 403 otherwise, also for unknown or malformed ids; 401 signed out', async () => {
      const venue = await newVenue(api)
      const unpaid = await newVenue(api, { paymentsEnabled: false })
      const [order] = await addOrders(api, venue.id, [{}])
      const query = { startTs: '2026-03-01T00:00:00Z' }
      const refused = async (client: OrdersClient) => {
        for (const answer of [await client.list(query), await client.summary(query), await client.get(`/business/orders/${order!.id}`)]) {
          expectError(answer, 403, 'FORBIDDEN')
        }
      }
      await refused(ordersClient(api, await memberWith(api, venue.id, ['VIEW_BOXES', 'VIEW_PAYMENTS', 'VIEW_TABLES']), venue.id))
      await refused(ordersClient(api, admin, unpaid.id))
      await refused(ordersClient(api, admin, randomUUID()))
      await refused(ordersClient(api, admin, 'nope'))
      await refused(ordersClient(api, await memberWith(api, unpaid.id, ['VIEW_ORDERS']), venue.id))
      const bar = await demoOrganization(api, admin, 'Riverside Bar')
      await refused(ordersClient(api, admin, bar.id))

      const allowed = ordersClient(api, await memberWith(api, venue.id, ['VIEW_ORDERS']), venue.id)
      expect((await allowed.list(query)).body.orders.map((o: Order) => o.id)).toEqual([order!.id])
      // The header names the organization as well as the query does.
      const byHeader = await api.fetchJson(`/business/orders/summary?startTs=${query.startTs}`, { token: allowed.token, headers: { 'x-organization-id': venue.id } })
      expect(byHeader.body).toEqual({ count: 1, paidAmount: 0, refundedAmount: 0 })
      expectError(await api.fetchJson(`/business/orders?organizationId=${venue.id}&startTs=${query.startTs}`), 401, 'UNAUTHORIZED')
    })

    it('seeds a year of demo orders for both venues, every status, and several in the current business day', async () => {
      const bistro = await demoOrganization(api, admin, 'Old Town Bistro')
      const cafe = await demoOrganization(api, admin, 'Station Café')
      const today = businessDayStart(clock.now()).toISOString()
      const client = ordersClient(api, admin, bistro.id)
      const day = await client.list({ startTs: today, size: '100' })
      expect(day.body.orders.length).toBeGreaterThanOrEqual(5)
      expect(day.body.orders.every((o: Order) => Date.parse(o.createdAt) >= Date.parse(today) && Date.parse(o.createdAt) <= clock.at())).toBe(true)
      expect(day.body.orders.some((o: Order) => o.closedAt === null)).toBe(true)

      const yearStart = new Date(clock.at() - 365 * 24 * HOUR).toISOString()
      const statuses = new Set<string>()
      let grey = false
      let refunded = false
      for (let page = 0; ; page++) {
        const answer = await client.list({ startTs: yearStart, size: '100', page: String(page) })
        for (const o of answer.body.orders as Order[]) {
          statuses.add(o.status)
          grey ||= Object.values(o.statusAppearances).some((a) => a.backgroundColor === 'gray' && a.title.lt)
          refunded ||= o.refundedAmount > 0
        }
        if (!answer.body.hasMore) break
      }
      expect([...statuses]).toEqual(expect.arrayContaining(['PAID', 'PAID_PARTIALLY', 'NOT_PAID', 'SERVED']))
      expect(grey && refunded).toBe(true)
      // Twelve months: orders in the oldest month too, for the café as well.
      const firstMonth = { startTs: yearStart, finishTs: new Date(clock.at() - 335 * 24 * HOUR).toISOString() }
      expect((await client.summary(firstMonth)).body.count).toBeGreaterThan(30)
      // (the café's paymentsEnabled is another branch's; its rows are read here directly)
      const cafeRows = await api.db.execute(sql`select count(*)::int as n, min(created_at) as first from orders where organization_id = ${cafe.id}`)
      const cafeCount = (cafeRows as unknown as { rows: { n: number; first: Date }[] }).rows[0]!
      expect(cafeCount.n).toBeGreaterThan(1000)
      expect(clock.at() - new Date(cafeCount.first).getTime()).toBeGreaterThan(330 * 24 * HOUR)

      const withItems = day.body.orders.find((o: Order) => o.source !== 'GUEST')
      const details = (await client.get(`/business/orders/${withItems.id}`)).body
      expect(details.items.length).toBeGreaterThan(0)
      expect(details.items.reduce((sum: number, i: Json) => sum + i.count * i.price, 0)).toBe(details.amount)
      expect(details.items.every((i: Json) => i.paymentStatus && i.status === null)).toBe(true)
    })
  })
})
