/**
 * Order management sessions (issue 10 item 7): staff list, create and finish them; a device
 * starts one with the one-time code of its start URL (no sign-in) and reads its venue's orders
 * with the token it gets, each call recording when and from where; the token is good for
 * nothing else and stops at once when the session is finished. Times by a clock the test moves.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ORDER_LIMITS, ORDERS_SESSION_START_URL_PREFIX, type OrdersSession } from '../../contract/orders.js'
import { ordersSessions } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import { addOrders, adminToken, demoOrganization, memberWith, newVenue, ordersClient, testClock } from './orders-fixtures.js'

const MINUTE = 60_000
const codeOf = (session: OrdersSession) => session.startUrl!.slice(ORDERS_SESSION_START_URL_PREFIX.length)
const start = (api: Harness, code: unknown, address = '203.0.113.7') => api.fetchJson('/orders-sessions/start', { body: { code }, address })

forEachDatabase((kind) => {
  describe(`order management sessions on ${kind}`, () => {
    const clock = testClock('2026-05-04T09:00:00Z')
    const api = useHarness(kind, { clock: clock.now })
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    it('creates a session with a start URL, lists it newest first, and a device starts it once from its address', async () => {
      const venue = await newVenue(api, { name: 'Sessions venue', currency: 'PLN', timeZone: 'Europe/Warsaw' })
      const staff = ordersClient(api, admin, venue.id)
      expect((await staff.get('/business/orders-sessions')).body).toEqual({ sessions: [], total: 0, page: 0, size: ORDER_LIMITS.sessionsPageSize })
      const first = await staff.post('/business/orders-sessions')
      clock.advance(MINUTE)
      const second = await staff.post('/business/orders-sessions')
      expect(first.status, first.text).toBe(201)
      expect(second.body).toEqual({ id: expect.any(String), startUrl: expect.stringMatching(/^\/orders-session\/[A-Za-z0-9_-]{43}$/), createdAt: new Date(clock.at()).toISOString(), startedAt: null, accessedAt: null, ipAddress: null })
      expect(codeOf(first.body)).not.toBe(codeOf(second.body))
      const listed = (await staff.get('/business/orders-sessions')).body
      expect(listed).toMatchObject({ total: 2, page: 0 })
      expect(listed.sessions).toEqual([second.body, first.body])

      clock.advance(MINUTE)
      const started = await start(api, codeOf(second.body))
      expect(started.status, started.text).toBe(200)
      const at = new Date(clock.at()).toISOString()
      expect(started.body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        session: { ...second.body, startUrl: null, startedAt: at, accessedAt: at, ipAddress: '203.0.113.7' },
        organization: { id: venue.id, name: 'Sessions venue', currency: 'PLN', timeZone: 'Europe/Warsaw' },
      })
      expect((await staff.get('/business/orders-sessions')).body.sessions[0]).toEqual(started.body.session)
      // The token is stored only as its hash.
      const [row] = await api.db.select().from(ordersSessions).where(eq(ordersSessions.id, second.body.id))
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(row)).not.toContain(started.body.token)

      // The code works once: a second device is told it was used, and nothing changes.
      const again = await start(api, codeOf(second.body), '203.0.113.99')
      expect(expectError(again, 409, 'CONFLICT')).toMatchObject({ key: 'orders.errors.sessionCodeUsed' })
      expect((await staff.get('/business/orders-sessions')).body.sessions[0]).toEqual(started.body.session)
      // Paging: one a page.
      const paged = (await staff.get('/business/orders-sessions', { page: '1', size: '1' })).body
      expect(paged).toEqual({ sessions: [first.body], total: 2, page: 1, size: 1 })
    })

    it('lets the device read its venue’s orders only, recording each call; finishing ends the token at once', async () => {
      const venue = await newVenue(api)
      const other = await newVenue(api)
      const [order] = await addOrders(api, venue.id, [{ createdAt: new Date(clock.at() - 10 * MINUTE), amount: 500, paidAmount: 500 }])
      const [foreign] = await addOrders(api, other.id, [{ createdAt: new Date(clock.at() - 10 * MINUTE) }])
      const staff = ordersClient(api, admin, venue.id)
      const created = (await staff.post('/business/orders-sessions')).body
      const { token } = (await start(api, codeOf(created), '203.0.113.1')).body
      const device = ordersClient(api, token, venue.id)
      const period = { startTs: new Date(clock.at() - 60 * MINUTE).toISOString() }

      clock.advance(5 * MINUTE)
      const list = await device.list(period)
      expect(list.status, list.text).toBe(200)
      expect(list.body.orders.map((o: Json) => o.id)).toEqual([order!.id])
      const accessed = async () => (await staff.get('/business/orders-sessions')).body.sessions[0]
      expect(await accessed()).toMatchObject({ accessedAt: new Date(clock.at()).toISOString(), ipAddress: '198.51.100.1' })
      clock.advance(MINUTE)
      expect((await device.summary(period)).body).toEqual({ count: 1, paidAmount: 500, refundedAmount: 0 })
      clock.advance(MINUTE)
      const details = await device.get(`/business/orders/${order!.id}`, {}, { address: '203.0.113.50' })
      expect(details.body).toMatchObject({ id: order!.id, items: [] })
      expect(await accessed()).toMatchObject({ accessedAt: new Date(clock.at()).toISOString(), ipAddress: '203.0.113.50' })

      // Another venue's orders: refused, though it counts as the device's call.
      expectError(await ordersClient(api, token, other.id).list(period), 403, 'FORBIDDEN')
      expectError(await device.get(`/business/orders/${foreign!.id}`), 404, 'NOT_FOUND')
      // Every other call refuses the token with 403 and records nothing.
      const before = await accessed()
      clock.advance(MINUTE)
      const elsewhere = [
        device.get('/business/orders/export', period),
        device.get('/business/orders-sessions'),
        device.post('/business/orders-sessions'),
        device.delete(`/business/orders-sessions/${created.id}`),
        api.fetchJson('/business/organizations', { token }),
        api.fetchJson('/profile', { token }),
        api.fetchJson('/profile/sessions', { token }),
        api.fetchJson(`/business/stop-list?organizationId=${venue.id}`, { token }),
        api.fetchJson(`/business/orders?organizationId=${venue.id}&startTs=${period.startTs}`, { token, method: 'POST', body: {} }),
      ]
      for (const answer of await Promise.all(elsewhere)) expect(answer.status, answer.text).toBe(403)
      expect(await accessed()).toMatchObject({ accessedAt: before.accessedAt })
      expect((await staff.get('/business/orders-sessions')).body.total).toBe(1)

      // Finished: the very next call is refused; finishing again changes nothing.
      expect((await staff.delete(`/business/orders-sessions/${created.id}`)).status).toBe(204)
      expectError(await device.list(period), 401, 'UNAUTHORIZED')
      expectError(await device.get('/business/organizations'), 401, 'UNAUTHORIZED')
      expect((await staff.get('/business/orders-sessions')).body).toMatchObject({ sessions: [], total: 0 })
      const [row] = await api.db.select().from(ordersSessions).where(eq(ordersSessions.id, created.id))
      expect(row!.finishedAt?.toISOString()).toBe(new Date(clock.at()).toISOString())
      clock.advance(MINUTE)
      expect((await staff.delete(`/business/orders-sessions/${created.id}`)).status).toBe(204)
      const [unchanged] = await api.db.select().from(ordersSessions).where(eq(ordersSessions.id, created.id))
      expect(unchanged!.finishedAt).toEqual(row!.finishedAt)
      // Its code now says finished.
      expect(expectError(await start(api, codeOf(created)), 410, 'GONE')).toMatchObject({ key: 'orders.errors.sessionFinished' })
    })

    it('refuses a code of a session finished before it started (410), unknown codes (404) and junk (400)', async () => {
      const venue = await newVenue(api)
      const staff = ordersClient(api, admin, venue.id)
      const created = (await staff.post('/business/orders-sessions')).body
      expect((await staff.delete(`/business/orders-sessions/${created.id}`)).status).toBe(204)
      expect(expectError(await start(api, codeOf(created)), 410, 'GONE')).toMatchObject({ key: 'orders.errors.sessionFinished' })
      expectError(await start(api, 'x'.repeat(43)), 404, 'NOT_FOUND')
      for (const body of [{}, { code: '' }, { code: 12 }, { code: 'a'.repeat(201) }, { code: 'ab\u0000c' }, { code: 'abc', extra: 1 }, '[]', 'not json']) {
        expectError(await api.fetchJson('/orders-sessions/start', { body }), 400, 'VALIDATION')
      }
      const [row] = await api.db.select().from(ordersSessions).where(eq(ordersSessions.id, created.id))
      expect(row!.startedAt).toBeNull()
      // Unknown, another venue's, and malformed session ids: 404.
      const other = await newVenue(api)
      const foreign = (await ordersClient(api, admin, other.id).post('/business/orders-sessions')).body
      for (const id of [randomUUID(), foreign.id, 'nope']) expectError(await staff.delete(`/business/orders-sessions/${id}`), 404, 'NOT_FOUND')
      expect((await ordersClient(api, admin, other.id).get('/business/orders-sessions')).body.total).toBe(1)
      for (const query of [{ page: '-1' }, { size: '0' }, { size: '201' }, { page: 'x' }]) {
        expectError(await staff.get('/business/orders-sessions', query), 400, 'VALIDATION')
      }
    })

    it(`holds at most ${ORDER_LIMITS.openSessions} open sessions a venue; finished ones do not count`, async () => {
      const venue = await newVenue(api)
      const staff = ordersClient(api, admin, venue.id)
      const created: OrdersSession[] = []
      for (let i = 0; i < ORDER_LIMITS.openSessions; i++) created.push((await staff.post('/business/orders-sessions')).body)
      const refused = await staff.post('/business/orders-sessions')
      expect(expectError(refused, 409, 'CONFLICT')).toMatchObject({ key: 'orders.errors.tooManySessions' })
      expect((await staff.get('/business/orders-sessions')).body.total).toBe(ORDER_LIMITS.openSessions)
      expect((await staff.delete(`/business/orders-sessions/${created[0]!.id}`)).status).toBe(204)
      expect((await staff.post('/business/orders-sessions')).status).toBe(201)
      expect((await staff.get('/business/orders-sessions')).body.total).toBe(ORDER_LIMITS.openSessions)
    })

    it('needs VIEW_ORDERS on a paymentsEnabled venue for every staff call', async () => {
      const venue = await newVenue(api)
      const unpaid = await newVenue(api, { paymentsEnabled: false })
      const created = (await ordersClient(api, admin, venue.id).post('/business/orders-sessions')).body
      const clients = [
        ordersClient(api, await memberWith(api, venue.id, ['VIEW_BOXES', 'VIEW_TABLES', 'VIEW_PAYMENTS']), venue.id),
        ordersClient(api, admin, unpaid.id),
        ordersClient(api, admin, randomUUID()),
        ordersClient(api, admin, 'junk'),
      ]
      for (const client of clients) {
        expectError(await client.get('/business/orders-sessions'), 403, 'FORBIDDEN')
        expectError(await client.post('/business/orders-sessions'), 403, 'FORBIDDEN')
        expectError(await client.delete(`/business/orders-sessions/${created.id}`), 403, 'FORBIDDEN')
      }
      const rows = await api.db.select().from(ordersSessions).where(eq(ordersSessions.organizationId, venue.id))
      expect(rows.map((r) => [r.id, r.finishedAt])).toEqual([[created.id, null]])
      const member = ordersClient(api, await memberWith(api, venue.id, ['VIEW_ORDERS']), venue.id)
      expect((await member.get('/business/orders-sessions')).body.sessions.map((s: Json) => s.id)).toEqual([created.id])
    })

    it('seeds two demo sessions for the bistro: one waiting for a device, one in use', async () => {
      const bistro = await demoOrganization(api, admin, 'Old Town Bistro')
      const { sessions } = (await ordersClient(api, admin, bistro.id).get('/business/orders-sessions')).body
      expect(sessions).toHaveLength(2)
      expect(sessions[0]).toMatchObject({ startUrl: expect.stringContaining(ORDERS_SESSION_START_URL_PREFIX), startedAt: null })
      expect(sessions[1]).toMatchObject({ startUrl: null, startedAt: expect.any(String), accessedAt: expect.any(String), ipAddress: expect.any(String) })
    })
  })
})
