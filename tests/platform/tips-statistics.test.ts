/**
 * GET /business/statistics/{rating,likes,chart,members,boxes,organizations}: totals checked
 * against numbers worked out by hand from the activities of tips-fixtures.ts, range edges,
 * calendar days in each organization's time zone, and the answers to bad ranges and scopes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  boxStatisticsRowSchema,
  chartStatisticsSchema,
  likesStatisticsSchema,
  memberStatisticsRowSchema,
  organizationStatisticsRowSchema,
  ratingStatisticsSchema,
} from '../../contract/tips.js'
import { expectError, forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import {
  addActivity,
  buildStatsFixture,
  createBox,
  createOrganization,
  FINISH,
  iso,
  NEAR_MIDNIGHT,
  profileWith,
  qs,
  RANGE,
  START,
  type StatsFixture,
} from './tips-fixtures.js'

const ZERO_RATINGS = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
const NO_LIKES = { food: 0, hospitality: 0, interior: 0, mood: 0 }

async function get(api: Harness, token: string, path: string, params: Record<string, string | undefined>): Promise<Json> {
  const response = await api.fetchJson(`${path}${qs(params)}`, { token })
  expect(response.status, response.text).toBe(200)
  return response.body
}

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let f: StatsFixture
  const stat = (name: string, params: Record<string, string | undefined>, range: Record<string, string> = RANGE) =>
    get(api, f.token, `/business/statistics/${name}`, { ...params, ...range })

  beforeAll(async () => {
    f = await buildStatsFixture(api)
  })

  describe('GET /business/statistics/rating', () => {
    it('averages the ratings of a venue, unrated tips left out', async () => {
      const body = await stat('rating', { organization_id: f.vilnius.id })
      expect(ratingStatisticsSchema.strict().parse(body)).toEqual(body)
      expect(body).toEqual({ avg: 2.75, count: 4, countByRating: { ...ZERO_RATINGS, '0': 1, '2': 1, '4': 1, '5': 1 } })
    })

    it('rolls the venues up into their group', async () => {
      expect(await stat('rating', { organization_id: f.group.id })).toEqual({
        avg: 3.17,
        count: 6,
        countByRating: { ...ZERO_RATINGS, '0': 1, '2': 1, '3': 1, '4': 1, '5': 2 },
      })
      expect(await stat('rating', { organization_id: f.utc.id })).toEqual({
        avg: 4,
        count: 2,
        countByRating: { ...ZERO_RATINGS, '3': 1, '5': 1 },
      })
    })

    it('narrows to one box or one member', async () => {
      expect(await stat('rating', { box_id: f.zeta.id })).toEqual({
        avg: 3,
        count: 3,
        countByRating: { ...ZERO_RATINGS, '0': 1, '4': 1, '5': 1 },
      })
      expect(await stat('rating', { box_id: f.alpha.id })).toEqual({ avg: 2, count: 1, countByRating: { ...ZERO_RATINGS, '2': 1 } })
      expect(await stat('rating', { member_id: f.ona.id })).toEqual({
        avg: 2.5,
        count: 2,
        countByRating: { ...ZERO_RATINGS, '0': 1, '5': 1 },
      })
      expect(await stat('rating', { box_id: f.middle.id })).toEqual({ avg: null, count: 0, countByRating: ZERO_RATINGS })
      expect(await stat('rating', { member_id: f.zita.id })).toEqual({ avg: null, count: 0, countByRating: ZERO_RATINGS })
    })

    it('includes a tip exactly at start_ts and leaves out one exactly at finish_ts', async () => {
      // [START, START + 1 ms): only a1 (rating 5).
      const first = { start_ts: START, finish_ts: '2026-03-30T21:00:00.001Z' }
      expect(await stat('rating', { organization_id: f.vilnius.id }, first)).toEqual({
        avg: 5,
        count: 1,
        countByRating: { ...ZERO_RATINGS, '5': 1 },
      })
      // [FINISH, FINISH + 1 h): only the tip at FINISH (rating 1).
      const next = { start_ts: FINISH, finish_ts: '2026-04-02T22:00:00.000Z' }
      expect(await stat('rating', { organization_id: f.vilnius.id }, next)).toEqual({
        avg: 1,
        count: 1,
        countByRating: { ...ZERO_RATINGS, '1': 1 },
      })
      // [START - 1 h, START): only the tip one millisecond before START.
      const before = { start_ts: '2026-03-30T20:00:00.000Z', finish_ts: START }
      expect(await stat('rating', { organization_id: f.vilnius.id }, before)).toEqual({
        avg: 1,
        count: 1,
        countByRating: { ...ZERO_RATINGS, '1': 1 },
      })
    })

    it('answers an empty range with no average', async () => {
      const empty = { start_ts: '2025-01-01T00:00:00Z', finish_ts: '2025-02-01T00:00:00Z' }
      expect(await stat('rating', { organization_id: f.group.id }, empty)).toEqual({ avg: null, count: 0, countByRating: ZERO_RATINGS })
    })
  })

  describe('GET /business/statistics/likes', () => {
    it('counts each reaction tag in range, every tag present', async () => {
      const body = await stat('likes', { organization_id: f.vilnius.id })
      expect(likesStatisticsSchema.strict().parse(body)).toEqual(body)
      expect(body).toEqual({ likes: { food: 2, hospitality: 1, interior: 1, mood: 1 } })
      expect(await stat('likes', { organization_id: f.group.id })).toEqual({ likes: { food: 2, hospitality: 1, interior: 1, mood: 2 } })
      expect(await stat('likes', { organization_id: f.utc.id })).toEqual({ likes: { ...NO_LIKES, mood: 1 } })
    })

    it('narrows to one box or one member, and is all zeros without tips', async () => {
      expect(await stat('likes', { box_id: f.alpha.id })).toEqual({ likes: { ...NO_LIKES, hospitality: 1 } })
      expect(await stat('likes', { member_id: f.ona.id })).toEqual({ likes: { ...NO_LIKES, food: 1, mood: 1, interior: 1 } })
      expect(await stat('likes', { box_id: f.middle.id })).toEqual({ likes: NO_LIKES })
    })

    it('leaves out the tips at finish_ts and before start_ts (both liked food)', async () => {
      const wide = { start_ts: '2026-03-30T00:00:00Z', finish_ts: '2026-04-03T00:00:00Z' }
      expect(await stat('likes', { box_id: f.zeta.id }, wide)).toEqual({ likes: { food: 4, hospitality: 0, interior: 1, mood: 1 } })
      expect(await stat('likes', { box_id: f.zeta.id })).toEqual({ likes: { food: 2, hospitality: 0, interior: 1, mood: 1 } })
    })
  })

  describe('GET /business/statistics/chart', () => {
    it('sums amounts by calendar day in Vilnius', async () => {
      const body = await stat('chart', { organization_id: f.vilnius.id })
      expect(chartStatisticsSchema.strict().parse(body)).toEqual(body)
      expect(body).toEqual({
        // a1 at 00:00 local on 03-31; a2 (21:30Z on 03-31) is 00:30 on 04-01; a5 is 23:59:59.999 on 04-02.
        amountByDays: { '2026-03-31': 1000, '2026-04-01': 750, '2026-04-02': 1000 },
        totalAmount: 2750,
        avgAmount: 550,
        count: 5,
      })
    })

    it('uses UTC days for a venue on UTC', async () => {
      expect(await stat('chart', { organization_id: f.utc.id })).toEqual({
        amountByDays: { '2026-03-31': 400, '2026-04-01': 600 },
        totalAmount: 1000,
        avgAmount: 500,
        count: 2,
      })
      // The same days for the venue's box and member.
      const byBox = await stat('chart', { box_id: f.utcBox.id })
      expect(byBox.amountByDays).toEqual({ '2026-03-31': 400, '2026-04-01': 600 })
      expect((await stat('chart', { member_id: f.uma.id })).amountByDays).toEqual({ '2026-03-31': 400, '2026-04-01': 600 })
    })

    it('puts 2026-03-31T21:30:00Z on 2026-04-01 in Vilnius and on 2026-03-31 on UTC', async () => {
      const around = { start_ts: '2026-03-31T21:00:00Z', finish_ts: '2026-03-31T22:00:00Z' }
      expect(await stat('chart', { organization_id: f.vilnius.id }, around)).toEqual({
        amountByDays: { '2026-04-01': 500 },
        totalAmount: 500,
        avgAmount: 500,
        count: 1,
      })
      expect(await stat('chart', { organization_id: f.utc.id }, around)).toEqual({
        amountByDays: { '2026-03-31': 400 },
        totalAmount: 400,
        avgAmount: 400,
        count: 1,
      })
      expect(NEAR_MIDNIGHT).toBe('2026-03-31T21:30:00.000Z')
    })

    it('uses the group time zone (Vilnius) for the whole group', async () => {
      // u1 (21:30Z 03-31) falls on 04-01 and u2 (23:30Z 04-01) on 04-02 in Vilnius.
      expect(await stat('chart', { organization_id: f.group.id })).toEqual({
        amountByDays: { '2026-03-31': 1000, '2026-04-01': 1150, '2026-04-02': 1600 },
        totalAmount: 3750,
        avgAmount: 536,
        count: 7,
      })
    })

    it('uses a day in winter time (UTC+2) correctly as well', async () => {
      const org = await createOrganization(api, { name: 'Winter venue', timeZone: 'Europe/Vilnius' })
      const { token } = await profileWith(api, org.id, ['VIEW_BOXES'])
      const box = await createBox(api, org.id, { mode: 'PERSONAL' })
      // 22:30Z on 01-15 is 00:30 on 01-16 in Vilnius (UTC+2); 21:30Z stays on 01-15 (23:30).
      await addActivity(api, box, { ts: iso('2026-01-15T22:30:00Z'), amount: 100 })
      await addActivity(api, box, { ts: iso('2026-01-15T21:30:00Z'), amount: 200 })
      const body = await get(api, token, '/business/statistics/chart', {
        organization_id: org.id,
        start_ts: '2026-01-01T00:00:00Z',
        finish_ts: '2026-02-01T00:00:00Z',
      })
      expect(body).toEqual({ amountByDays: { '2026-01-15': 200, '2026-01-16': 100 }, totalAmount: 300, avgAmount: 150, count: 2 })
    })

    it('follows the switch to summer time (2026-03-29 03:00 local) day by day', async () => {
      const org = await createOrganization(api, { name: 'DST venue', timeZone: 'Europe/Vilnius' })
      const { token } = await profileWith(api, org.id, ['VIEW_BOXES'])
      const box = await createBox(api, org.id, { mode: 'PERSONAL' })
      // UTC+2 before the switch, UTC+3 after.
      await addActivity(api, box, { ts: iso('2026-03-27T22:30:00Z'), amount: 1 }) // 03-28 00:30
      await addActivity(api, box, { ts: iso('2026-03-28T21:59:59Z'), amount: 2 }) // 03-28 23:59:59
      await addActivity(api, box, { ts: iso('2026-03-28T22:00:00Z'), amount: 4 }) // 03-29 00:00
      await addActivity(api, box, { ts: iso('2026-03-29T20:59:59Z'), amount: 8 }) // 03-29 23:59:59 (UTC+3)
      await addActivity(api, box, { ts: iso('2026-03-29T21:00:00Z'), amount: 16 }) // 03-30 00:00
      const body = await get(api, token, '/business/statistics/chart', {
        organization_id: org.id,
        start_ts: '2026-03-27T22:00:00Z',
        finish_ts: '2026-03-30T21:00:00Z',
      })
      expect(body).toEqual({ amountByDays: { '2026-03-28': 3, '2026-03-29': 12, '2026-03-30': 16 }, totalAmount: 31, avgAmount: 6, count: 5 })
    })

    it('includes start_ts and excludes finish_ts', async () => {
      expect(await stat('chart', { box_id: f.zeta.id }, { start_ts: FINISH, finish_ts: '2026-04-03T21:00:00Z' })).toEqual({
        amountByDays: { '2026-04-03': 9999 },
        totalAmount: 9999,
        avgAmount: 9999,
        count: 1,
      })
      expect(await stat('chart', { box_id: f.zeta.id }, { start_ts: START, finish_ts: '2026-03-31T00:00:00Z' })).toEqual({
        amountByDays: { '2026-03-31': 1000 },
        totalAmount: 1000,
        avgAmount: 1000,
        count: 1,
      })
    })

    it('answers zeros for an empty range', async () => {
      expect(
        await stat('chart', { organization_id: f.vilnius.id }, { start_ts: '2025-01-01T00:00:00Z', finish_ts: '2025-01-02T00:00:00Z' }),
      ).toEqual({ amountByDays: {}, totalAmount: 0, avgAmount: 0, count: 0 })
    })
  })

  describe('GET /business/statistics/members', () => {
    it('lists every member of the venue by name, members without tips with zeros', async () => {
      const body = await stat('members', { organization_id: f.vilnius.id })
      for (const row of body) expect(memberStatisticsRowSchema.strict().parse(row)).toEqual(row)
      expect(body).toEqual([
        { memberId: f.ona.id, name: 'Ona', totalAmount: 1700, count: 2, avgRating: 2.5 },
        { memberId: f.petras.id, name: 'Petras', totalAmount: 500, count: 1, avgRating: 4 },
        { memberId: f.rasa.id, name: 'Rasa', totalAmount: 250, count: 1, avgRating: 2 },
        { memberId: f.zita.id, name: 'Zita', totalAmount: 0, count: 0, avgRating: null },
      ])
    })

    it('narrows to one box', async () => {
      expect(await stat('members', { box_id: f.zeta.id })).toEqual([
        { memberId: f.ona.id, name: 'Ona', totalAmount: 1700, count: 2, avgRating: 2.5 },
        { memberId: f.petras.id, name: 'Petras', totalAmount: 500, count: 1, avgRating: 4 },
      ])
      expect(await stat('members', { box_id: f.utcBox.id })).toEqual([
        { memberId: f.uma.id, name: 'Uma', totalAmount: 1000, count: 2, avgRating: 4 },
      ])
      expect(await stat('members', { box_id: f.middle.id })).toEqual([])
    })

    it('counts the edge tips only in the range that holds them', async () => {
      const wide = { start_ts: '2026-03-30T00:00:00Z', finish_ts: '2026-04-03T00:00:00Z' }
      expect(await stat('members', { box_id: f.zeta.id }, wide)).toEqual([
        { memberId: f.ona.id, name: 'Ona', totalAmount: 1700 + 9999, count: 3, avgRating: 2 },
        { memberId: f.petras.id, name: 'Petras', totalAmount: 500 + 8888, count: 2, avgRating: 2.5 },
      ])
    })
  })

  describe('GET /business/statistics/boxes', () => {
    it('lists the venue boxes best rated first, boxes without ratings last', async () => {
      const body = await stat('boxes', { organization_id: f.vilnius.id })
      for (const row of body) expect(boxStatisticsRowSchema.strict().parse(row)).toEqual(row)
      expect(body).toEqual([
        { boxId: f.zeta.id, name: 'Zeta bar', token: f.zeta.token, mode: 'GROUP', balance: 4200, totalAmount: 2200, count: 3, avgRating: 3 },
        { boxId: f.alpha.id, name: 'Alpha', token: f.alpha.token, mode: 'INDIVIDUAL', balance: 0, totalAmount: 550, count: 2, avgRating: 2 },
        { boxId: f.middle.id, name: 'Middle', token: null, mode: 'PERSONAL', balance: 0, totalAmount: 0, count: 0, avgRating: null },
      ])
    })

    it('re-sorts when the range changes the averages', async () => {
      // Only [FINISH, +1h): Zeta bar has a single 1-star tip, Alpha none.
      const body = await stat('boxes', { organization_id: f.vilnius.id }, { start_ts: FINISH, finish_ts: '2026-04-02T22:00:00Z' })
      expect(body.map((b: Json) => [b.name, b.count, b.avgRating])).toEqual([
        ['Zeta bar', 1, 1],
        ['Alpha', 0, null],
        ['Middle', 0, null],
      ])
      // 03-31 00:00 .. 04-01 12:00 local: Zeta bar 5 and 4 (4.5) — still first; Alpha 2.
      const early = await stat('boxes', { organization_id: f.vilnius.id }, { start_ts: START, finish_ts: '2026-04-01T09:00:00Z' })
      expect(early.map((b: Json) => [b.name, b.totalAmount, b.avgRating])).toEqual([
        ['Zeta bar', 1500, 4.5],
        ['Alpha', 0, null],
        ['Middle', 0, null],
      ])
    })

    it('sorts a box with a better average before one with a worse one, whatever the names', async () => {
      const org = await createOrganization(api, { name: 'Sort venue' })
      const { token } = await profileWith(api, org.id, ['VIEW_BOXES'])
      const a = await createBox(api, org.id, { name: 'A low', mode: 'PERSONAL' })
      const b = await createBox(api, org.id, { name: 'B none', mode: 'PERSONAL' })
      const c = await createBox(api, org.id, { name: 'C high', mode: 'PERSONAL' })
      const d = await createBox(api, org.id, { name: 'D middle', mode: 'PERSONAL' })
      await addActivity(api, a, { ts: iso('2026-04-01T10:00:00Z'), amount: 100, rating: 1 })
      await addActivity(api, b, { ts: iso('2026-04-01T10:00:00Z'), amount: 100 })
      await addActivity(api, c, { ts: iso('2026-04-01T10:00:00Z'), amount: 100, rating: 5 })
      await addActivity(api, c, { ts: iso('2026-04-01T11:00:00Z'), amount: 100, rating: 4 })
      await addActivity(api, d, { ts: iso('2026-04-01T10:00:00Z'), amount: 100, rating: 3 })
      const body = await get(api, token, '/business/statistics/boxes', { organization_id: org.id, ...RANGE })
      expect(body.map((r: Json) => [r.name, r.avgRating, r.count])).toEqual([
        ['C high', 4.5, 2],
        ['D middle', 3, 1],
        ['A low', 1, 1],
        ['B none', null, 1],
      ])
    })
  })

  describe('GET /business/statistics/organizations', () => {
    it('rolls each venue up into its group', async () => {
      const body = await get(api, f.token, '/business/statistics/organizations', RANGE)
      for (const row of body) expect(organizationStatisticsRowSchema.strict().parse(row)).toEqual(row)
      expect(body).toHaveLength(3)
      expect(body[0].id).toBe(f.group.id)
      const byId = new Map(body.map((r: Json) => [r.id, r]))
      expect(byId.get(f.group.id)).toEqual({
        id: f.group.id,
        parentId: null,
        name: f.group.name,
        address: 'Gedimino pr. 1, Vilnius',
        totalAmount: 3750,
        count: 7,
        avgRating: 3.17,
      })
      expect(byId.get(f.vilnius.id)).toEqual({
        id: f.vilnius.id,
        parentId: f.group.id,
        name: f.vilnius.name,
        address: 'Pilies g. 1',
        totalAmount: 2750,
        count: 5,
        avgRating: 2.75,
      })
      expect(byId.get(f.utc.id)).toEqual({
        id: f.utc.id,
        parentId: f.group.id,
        name: f.utc.name,
        address: null,
        totalAmount: 1000,
        count: 2,
        avgRating: 4,
      })
    })

    it('rolls up across three levels and counts the range edges correctly', async () => {
      const top = await createOrganization(api, { name: 'Level 1' })
      const mid = await createOrganization(api, { name: 'Level 2', parentId: top.id })
      const leaf = await createOrganization(api, { name: 'Level 3', parentId: mid.id })
      const { token } = await profileWith(api, top.id, ['VIEW_BOXES'])
      const [bTop, bMid, bLeaf] = await Promise.all([
        createBox(api, top.id, { mode: 'PERSONAL' }),
        createBox(api, mid.id, { mode: 'PERSONAL' }),
        createBox(api, leaf.id, { mode: 'PERSONAL' }),
      ])
      await addActivity(api, bTop!, { ts: iso(START), amount: 100, rating: 5 })
      await addActivity(api, bMid!, { ts: iso('2026-04-01T00:00:00Z'), amount: 200, rating: 3 })
      await addActivity(api, bLeaf!, { ts: iso('2026-04-01T00:00:00Z'), amount: 400, rating: 1 })
      await addActivity(api, bLeaf!, { ts: iso('2026-04-01T01:00:00Z'), amount: 800 })
      await addActivity(api, bLeaf!, { ts: iso(FINISH), amount: 1600, rating: 5 })
      const body = await get(api, token, '/business/statistics/organizations', RANGE)
      expect(body.map((r: Json) => [r.name, r.parentId, r.totalAmount, r.count, r.avgRating])).toEqual([
        ['Level 1', null, 1500, 4, 3],
        ['Level 2', top.id, 1400, 3, 2],
        ['Level 3', mid.id, 1200, 2, 1],
      ])
    })

    it('shows only organizations with VIEW_BOXES', async () => {
      const org = await createOrganization(api, { name: 'Menu only venue' })
      const { token } = await profileWith(api, org.id, ['VIEW_MENU', 'MANAGE_BOXES'])
      expect(await get(api, token, '/business/statistics/organizations', RANGE)).toEqual([])
    })
  })

  describe('bad ranges and scopes', () => {
    const ENDPOINTS = ['rating', 'likes', 'chart', 'members', 'boxes'].map((n) => `/business/statistics/${n}`)
    const ALL = [...ENDPOINTS, '/business/activities']
    const RANGED = [...ALL, '/business/statistics/organizations']

    it.each(RANGED)('%s answers 400 VALIDATION for a missing, invalid or reversed range', async (path) => {
      const scope = path.endsWith('/organizations') ? {} : { organization_id: f.vilnius.id }
      const cases: [Record<string, string>, string][] = [
        [{ finish_ts: FINISH }, 'start_ts'],
        [{ start_ts: START }, 'finish_ts'],
        [{}, 'start_ts'],
        [{ start_ts: 'yesterday', finish_ts: FINISH }, 'start_ts'],
        [{ start_ts: START, finish_ts: '2026-13-45T99:00:00Z' }, 'finish_ts'],
        [{ start_ts: FINISH, finish_ts: START }, 'finish_ts'],
        [{ start_ts: START, finish_ts: START }, 'finish_ts'],
        [{ start_ts: '2024-01-01T00:00:00Z', finish_ts: '2026-01-01T00:00:00Z' }, 'finish_ts'],
      ]
      for (const [range, field] of cases) {
        const response = await api.fetchJson(`${path}${qs({ ...scope, ...range })}`, { token: f.token })
        const params = expectError(response, 400, 'VALIDATION')
        expect(Object.keys(params.fields ?? {}), `${JSON.stringify(range)}`).toContain(field)
      }
    })

    it.each(ALL)('%s answers 400 for a malformed id and without any scope', async (path) => {
      for (const scope of [
        { organization_id: 'not-a-uuid' },
        { box_id: '1234' },
        { member_id: 'x'.repeat(36) },
        { organization_id: `${f.vilnius.id}0` },
      ]) {
        expectError(await api.fetchJson(`${path}${qs({ ...scope, ...RANGE })}`, { token: f.token }), 400, 'VALIDATION')
      }
      expectError(await api.fetchJson(`${path}${qs(RANGE)}`, { token: f.token }), 400, 'VALIDATION')
    })

    it.each(ALL)('%s answers 404 for an unknown box or member, 403 for an unknown organization', async (path) => {
      const unknown = crypto.randomUUID()
      expectError(await api.fetchJson(`${path}${qs({ box_id: unknown, ...RANGE })}`, { token: f.token }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${path}${qs({ member_id: unknown, ...RANGE })}`, { token: f.token }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${path}${qs({ organization_id: unknown, ...RANGE })}`, { token: f.token }), 403, 'FORBIDDEN')
    })

    it('answers 400 for a half range or bad range on GET boxes and members, which take it as optional', async () => {
      const base = `/business/organizations/${f.vilnius.id}/boxes`
      for (const path of [base, `${base}/${f.zeta.id}/members`]) {
        expectError(await api.fetchJson(`${path}${qs({ start_ts: START })}`, { token: f.token }), 400, 'VALIDATION')
        expectError(await api.fetchJson(`${path}${qs({ start_ts: FINISH, finish_ts: START })}`, { token: f.token }), 400, 'VALIDATION')
        expect((await api.fetchJson(path, { token: f.token })).status).toBe(200)
      }
    })
  })

  describe('box and member statistics in GET boxes', () => {
    it('match the hand totals within a range, and count everything without one', async () => {
      const ranged = await get(api, f.token, `/business/organizations/${f.vilnius.id}/boxes`, RANGE)
      expect(ranged.map((b: Json) => [b.name, b.statistics])).toEqual([
        ['Alpha', { totalAmount: 550, count: 2, avgRating: 2 }],
        ['Middle', { totalAmount: 0, count: 0, avgRating: null }],
        ['Zeta bar', { totalAmount: 2200, count: 3, avgRating: 3 }],
      ])
      const zeta = ranged.find((b: Json) => b.id === f.zeta.id)
      expect(zeta.members.map((m: Json) => [m.name, m.totalAmount, m.count, m.avgRating])).toEqual([
        ['Ona', 1700, 2, 2.5],
        ['Petras', 500, 1, 4],
      ])
      const all = await get(api, f.token, `/business/organizations/${f.vilnius.id}/boxes`, {})
      const zetaAll = all.find((b: Json) => b.id === f.zeta.id)
      // 5,4,0 plus the two 1-star tips outside the range: 11/5.
      expect(zetaAll.statistics).toEqual({ totalAmount: 2200 + 9999 + 8888, count: 5, avgRating: 2.2 })
      const members = await get(api, f.token, `/business/organizations/${f.vilnius.id}/boxes/${f.zeta.id}/members`, RANGE)
      expect(members.map((m: Json) => [m.name, m.totalAmount])).toEqual([
        ['Ona', 1700],
        ['Petras', 500],
      ])
    })
  })
})
