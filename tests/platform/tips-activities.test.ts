/**
 * GET /business/activities (order, limit, filters, scopes, range edges) on the hand-made
 * fixture of tips-fixtures.ts, and PUT /business/activities/{id} (changing the recipient of a
 * PENDING tip).
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activitySchema } from '../../contract/tips.js'
import { activities } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import {
  addActivity,
  buildStatsFixture,
  createBox,
  createMember,
  createOrganization,
  FINISH,
  iso,
  profileWith,
  qs,
  RANGE,
  START,
  type ActivityRow,
  type StatsFixture,
} from './tips-fixtures.js'

async function list(api: Harness, token: string, params: Record<string, string | number | boolean | undefined>): Promise<Json[]> {
  const response = await api.fetchJson(`/business/activities${qs({ ...RANGE, ...params })}`, { token })
  expect(response.status, response.text).toBe(200)
  return response.body
}
const put = (api: Harness, token: string, id: string, body: unknown) =>
  api.fetchJson(`/business/activities/${id}`, { method: 'PUT', token, body })
const ids = (rows: Json[]) => rows.map((r) => r.id)
const idsOf = (...rows: ActivityRow[]) => rows.map((r) => r.id)

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let f: StatsFixture

  beforeAll(async () => {
    f = await buildStatsFixture(api)
  })

  describe('GET /business/activities', () => {
    it('lists the venue tips in range, newest first, every field of the contract', async () => {
      const rows = await list(api, f.token, { organization_id: f.vilnius.id })
      expect(ids(rows)).toEqual(idsOf(f.a5, f.a4, f.a3, f.a2, f.a1))
      for (const row of rows) {
        expect(activitySchema.strict().parse(row)).toEqual(row)
        expect(Object.keys(row).sort()).toEqual(Object.keys(activitySchema.shape).sort())
      }
      expect(rows[3]).toEqual({
        id: f.a2.id,
        ts: '2026-03-31T21:30:00.000Z',
        // Vilnius summer time (UTC+3): already the first of April there.
        localTime: '2026-04-01T00:30',
        rating: 4,
        review: 'Lovely evening',
        likes: ['food'],
        amount: 500,
        billAmount: 4000,
        boxId: f.zeta.id,
        boxName: 'Zeta bar',
        memberName: 'Petras',
        memberId: f.petras.id,
        placementTitle: 'Table 4',
        status: 'COMPLETED',
        currency: 'EUR',
      })
      expect(rows[1]).toEqual({
        id: f.a4.id,
        ts: '2026-04-02T12:00:00.000Z',
        localTime: '2026-04-02T15:00',
        rating: null,
        review: null,
        likes: [],
        amount: 300,
        billAmount: null,
        boxId: f.alpha.id,
        boxName: 'Alpha',
        memberName: null,
        memberId: null,
        placementTitle: null,
        status: 'PENDING',
        currency: 'EUR',
      })
      expect(rows[0].ts).toBe('2026-04-02T20:59:59.999Z')
      expect(rows[4].ts).toBe(START)
      expect(rows[4].likes).toEqual(['food', 'mood'])
    })

    it('includes the tip exactly at start_ts and not the one exactly at finish_ts', async () => {
      const at = await list(api, f.token, { organization_id: f.vilnius.id, start_ts: FINISH, finish_ts: '2026-04-03T00:00:00Z' })
      expect(ids(at)).toEqual(idsOf(f.atFinish))
      const before = await list(api, f.token, { organization_id: f.vilnius.id, start_ts: '2026-03-30T00:00:00Z', finish_ts: START })
      expect(ids(before)).toEqual(idsOf(f.beforeStart))
      const firstMs = await list(api, f.token, { organization_id: f.vilnius.id, finish_ts: '2026-03-30T21:00:00.001Z' })
      expect(ids(firstMs)).toEqual(idsOf(f.a1))
    })

    it('covers the whole group, newest first', async () => {
      const rows = await list(api, f.token, { organization_id: f.group.id })
      expect(new Set(ids(rows))).toEqual(new Set(idsOf(f.a1, f.a2, f.a3, f.a4, f.a5, f.u1, f.u2)))
      expect(rows).toHaveLength(7)
      const times = rows.map((r) => Date.parse(r.ts))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(rows.find((r) => r.id === f.u1.id)).toMatchObject({ boxName: 'Utc box', memberName: 'Uma', currency: 'EUR' })
    })

    it('keeps the newest ones with limit', async () => {
      expect(ids(await list(api, f.token, { organization_id: f.vilnius.id, limit: 2 }))).toEqual(idsOf(f.a5, f.a4))
      expect(ids(await list(api, f.token, { organization_id: f.vilnius.id, limit: 1 }))).toEqual(idsOf(f.a5))
      expect(await list(api, f.token, { organization_id: f.vilnius.id, limit: 1000 })).toHaveLength(5)
    })

    it('keeps only tips paid with an order with orders_only=true', async () => {
      expect(ids(await list(api, f.token, { organization_id: f.vilnius.id, orders_only: true }))).toEqual(idsOf(f.a2))
      expect(ids(await list(api, f.token, { organization_id: f.group.id, orders_only: true }))).toEqual(idsOf(f.u2, f.a2))
      expect(await list(api, f.token, { organization_id: f.vilnius.id, orders_only: false })).toHaveLength(5)
    })

    it('filters by rating_min and rating_max, unrated tips left out', async () => {
      const by = async (params: Record<string, number>) => ids(await list(api, f.token, { organization_id: f.vilnius.id, ...params }))
      expect(await by({ rating_min: 2, rating_max: 4 })).toEqual(idsOf(f.a3, f.a2))
      expect(await by({ rating_min: 5 })).toEqual(idsOf(f.a1))
      expect(await by({ rating_max: 0 })).toEqual(idsOf(f.a5))
      expect(await by({ rating_min: 0 })).toEqual(idsOf(f.a5, f.a3, f.a2, f.a1))
      expect(await by({ rating_min: 3, rating_max: 3 })).toEqual([])
    })

    it('narrows to one box or one member', async () => {
      expect(ids(await list(api, f.token, { box_id: f.alpha.id }))).toEqual(idsOf(f.a4, f.a3))
      expect(ids(await list(api, f.token, { box_id: f.zeta.id }))).toEqual(idsOf(f.a5, f.a2, f.a1))
      expect(ids(await list(api, f.token, { member_id: f.ona.id }))).toEqual(idsOf(f.a5, f.a1))
      expect(ids(await list(api, f.token, { member_id: f.uma.id }))).toEqual(idsOf(f.u2, f.u1))
      expect(await list(api, f.token, { box_id: f.middle.id })).toEqual([])
      // Filters combine with a scope.
      expect(ids(await list(api, f.token, { box_id: f.zeta.id, rating_max: 4, limit: 1 }))).toEqual(idsOf(f.a5))
    })

    it('answers the currency of the organization', async () => {
      const org = await createOrganization(api, { name: 'Złota Rybka', currency: 'PLN' })
      const { token } = await profileWith(api, org.id, ['VIEW_BOXES'])
      const box = await createBox(api, org.id, { mode: 'PERSONAL' })
      await addActivity(api, box, { ts: iso('2026-04-01T12:00:00Z'), amount: 1234 })
      const rows = await list(api, token, { organization_id: org.id })
      expect(rows).toEqual([expect.objectContaining({ amount: 1234, currency: 'PLN', boxName: null })])
    })

    it("gives each tip's time on its venue's clock, through summer and winter time", async () => {
      // Vilnius is UTC+3 in summer and UTC+2 in winter: the clocks went back at 01:00Z on
      // 2026-10-25 and forward at 01:00Z on 2026-03-29. Madrid is an hour behind Vilnius.
      const vilnius = await createOrganization(api, { timeZone: 'Europe/Vilnius' })
      const madrid = await createOrganization(api, { timeZone: 'Europe/Madrid', parentId: vilnius.id })
      const { token } = await profileWith(api, vilnius.id, ['VIEW_BOXES'])
      const here = await createBox(api, vilnius.id, { mode: 'PERSONAL' })
      const there = await createBox(api, madrid.id, { mode: 'PERSONAL' })
      const times: [string, string][] = [
        ['2026-10-25T00:30:00Z', '2026-10-25T03:30'],
        ['2026-10-25T01:30:00Z', '2026-10-25T03:30'],
        ['2026-03-29T00:30:00Z', '2026-03-29T02:30'],
        ['2026-03-29T01:30:00Z', '2026-03-29T04:30'],
        ['2026-11-05T22:30:00Z', '2026-11-06T00:30'],
      ]
      for (const [ts] of times) await addActivity(api, here, { ts: iso(ts), amount: 100 })
      await addActivity(api, there, { ts: iso('2026-11-05T22:30:00Z'), amount: 200 })
      const range = { start_ts: '2026-03-01T00:00:00.000Z', finish_ts: '2026-12-01T00:00:00.000Z' }
      const rows = await list(api, token, { organization_id: vilnius.id, ...range })
      const local = new Map(rows.map((r) => [`${r.ts} ${r.amount}`, r.localTime]))
      for (const [ts, expected] of times) expect(local.get(`${new Date(ts).toISOString()} 100`), ts).toBe(expected)
      // The venue below is in Madrid: its tip reads on Madrid's clock, whoever lists it.
      expect(local.get('2026-11-05T22:30:00.000Z 200')).toBe('2026-11-05T23:30')
    })
  })

  describe('PUT /business/activities/{id}', () => {
    const row = async (id: string) => (await api.db.select().from(activities).where(eq(activities.id, id)))[0]!

    it('gives a PENDING tip its recipient: COMPLETED, with the member name, shown by GET', async () => {
      const response = await put(api, f.token, f.a4.id, { memberId: f.zita.id })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({ id: f.a4.id, memberId: f.zita.id, status: 'COMPLETED' })
      expect(await row(f.a4.id)).toMatchObject({ status: 'COMPLETED', memberId: f.zita.id, memberName: 'Zita' })
      const [shown] = (await list(api, f.token, { box_id: f.alpha.id })).filter((a) => a.id === f.a4.id)
      expect(shown).toMatchObject({ status: 'COMPLETED', memberId: f.zita.id, memberName: 'Zita', amount: 300 })
      // The member's statistics now count it.
      const stats = await api.fetchJson(`/business/statistics/members${qs({ box_id: f.alpha.id, ...RANGE })}`, { token: f.token })
      expect(stats.body.find((m: Json) => m.memberId === f.zita.id)).toMatchObject({ totalAmount: 300, count: 1, avgRating: null })

      // Now COMPLETED: it cannot change again.
      expectError(await put(api, f.token, f.a4.id, { memberId: f.rasa.id }), 409, 'CONFLICT')
      expect(await row(f.a4.id)).toMatchObject({ status: 'COMPLETED', memberId: f.zita.id, memberName: 'Zita' })
    })

    it('answers 409 CONFLICT for a COMPLETED tip and changes nothing', async () => {
      expectError(await put(api, f.token, f.a1.id, { memberId: f.petras.id }), 409, 'CONFLICT')
      expect(await row(f.a1.id)).toMatchObject({ status: 'COMPLETED', memberId: f.ona.id, memberName: 'Ona' })
    })

    it('answers 400 VALIDATION for a member of another box, an unknown member or a malformed id', async () => {
      const pending = await addActivity(api, f.alpha, { ts: iso('2026-04-01T15:00:00Z'), amount: 150, status: 'PENDING' })
      for (const memberId of [f.ona.id, f.uma.id, crypto.randomUUID()]) {
        const params = expectError(await put(api, f.token, pending.id, { memberId }), 400, 'VALIDATION')
        expect(Object.keys(params.fields)).toEqual(['memberId'])
      }
      for (const body of [{ memberId: 'abc' }, {}, { memberId: null }, 'not json']) {
        expectError(await put(api, f.token, pending.id, body), 400, 'VALIDATION')
      }
      expect(await row(pending.id)).toMatchObject({ status: 'PENDING', memberId: null, memberName: null })
      // And then a member of its own box works.
      expect((await put(api, f.token, pending.id, { memberId: f.rasa.id })).status).toBe(200)
      expect(await row(pending.id)).toMatchObject({ status: 'COMPLETED', memberId: f.rasa.id, memberName: 'Rasa' })
    })

    it.each(['00000000-0000-4000-8000-000000000000', 'abc', '123'])('answers 404 NOT_FOUND for the id %s', async (id) => {
      expectError(await put(api, f.token, id, { memberId: f.ona.id }), 404, 'NOT_FOUND')
    })

    it('answers 404 for an unknown id before looking at the body', async () => {
      expectError(await put(api, f.token, crypto.randomUUID(), 'not json'), 404, 'NOT_FOUND')
    })

    it('answers 401 without a session', async () => {
      const response = await api.fetchJson(`/business/activities/${f.a1.id}`, { method: 'PUT', body: { memberId: f.ona.id } })
      expectError(response, 401, 'UNAUTHORIZED')
    })
  })

  describe('a removed member', () => {
    it('leaves its past tips with the name it had, and no member id', async () => {
      const member = await createMember(api, f.alpha.id, 'Leaving Laura')
      const past = await addActivity(api, f.alpha, { ts: iso('2026-04-01T16:00:00Z'), amount: 450, rating: 5 }, member)
      // A tip whose recipient the platform itself set.
      const pending = await addActivity(api, f.alpha, { ts: iso('2026-04-01T17:00:00Z'), amount: 550, status: 'PENDING' })
      expect((await put(api, f.token, pending.id, { memberId: member.id })).status).toBe(200)

      const removed = await api.fetchJson(`/business/organizations/${f.vilnius.id}/boxes/${f.alpha.id}/members/${member.id}`, {
        method: 'DELETE',
        token: f.token,
      })
      expect(removed.status, removed.text).toBe(200)

      const rows = await list(api, f.token, { box_id: f.alpha.id })
      for (const id of [past.id, pending.id]) {
        expect(rows.find((r) => r.id === id)).toMatchObject({ memberName: 'Leaving Laura', memberId: null, status: 'COMPLETED' })
      }
      // Still counted for the box.
      const chart = await api.fetchJson(
        `/business/statistics/chart${qs({ box_id: f.alpha.id, start_ts: '2026-04-01T16:00:00Z', finish_ts: '2026-04-01T18:00:00Z' })}`,
        { token: f.token },
      )
      expect(chart.body).toMatchObject({ totalAmount: 1000, count: 2 })
    })
  })
})
