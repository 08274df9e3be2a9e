/**
 * The daily rollups (docs/decisions/0018-tips-rollups.md) against the activities they come
 * from: writes through the usual paths (inserts one by one and in bulk, a recipient changed
 * over HTTP, a member removed, edits, a deletion, a venue moving to another time zone, tips on
 * either side of a venue's midnight) leave the rollups equal to a rebuild from scratch, and
 * every statistics call answers what the activities alone give.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activities, organizations, tipsDaily, tipsDailyLikes } from '../../platform/db/schema/index.js'
import { rebuildRollups, wholeDays } from '../../platform/domain/rollups.js'
import { forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import {
  addActivity,
  createBox,
  createMember,
  createOrganization,
  iso,
  newToken,
  profileWith,
  qs,
  type BoxRow,
  type OrganizationRow,
} from './tips-fixtures.js'

async function rollups(api: Harness) {
  return {
    days: await api.db
      .select()
      .from(tipsDaily)
      .orderBy(asc(tipsDaily.boxId), asc(tipsDaily.memberId), asc(tipsDaily.day), asc(tipsDaily.organizationId)),
    likes: await api.db
      .select()
      .from(tipsDailyLikes)
      .orderBy(asc(tipsDailyLikes.boxId), asc(tipsDailyLikes.memberId), asc(tipsDailyLikes.day), asc(tipsDailyLikes.tag)),
  }
}

type Rows = { rows: Record<string, unknown>[] }
const query = async (api: Harness, text: ReturnType<typeof sql>) => ((await api.db.execute(text)) as unknown as Rows).rows

describe('wholeDays', () => {
  it('cuts a range at the calendar days of the zone, across a DST change', () => {
    // 2026-03-29 is the spring change in Vilnius: that day has 23 hours.
    const days = wholeDays({ start: iso('2026-03-27T22:00:00.000Z'), finish: iso('2026-03-30T21:00:00.000Z') }, 'Europe/Vilnius')
    expect(days).toEqual({ first: '2026-03-28', end: '2026-03-31', from: iso('2026-03-27T22:00:00.000Z'), until: iso('2026-03-30T21:00:00.000Z') })
    const partial = wholeDays({ start: iso('2026-03-28T10:00:00.000Z'), finish: iso('2026-03-30T05:00:00.000Z') }, 'Europe/Vilnius')
    expect(partial).toEqual({ first: '2026-03-29', end: '2026-03-30', from: iso('2026-03-28T22:00:00.000Z'), until: iso('2026-03-29T21:00:00.000Z') })
    expect(wholeDays({ start: iso('2026-03-28T10:00:00.000Z'), finish: iso('2026-03-29T05:00:00.000Z') }, 'Europe/Vilnius')).toBeNull()
  })
})

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let group: OrganizationRow
  let venue: OrganizationRow
  let faraway: OrganizationRow
  let bar: BoxRow
  let token: string

  beforeAll(async () => {
    group = await createOrganization(api, { name: 'Rollup group' })
    venue = await createOrganization(api, { name: 'Rollup venue', parentId: group.id })
    faraway = await createOrganization(api, { name: 'Rollup faraway', parentId: group.id, timeZone: 'America/New_York' })
    ;({ token } = await profileWith(api, group.id, ['VIEW_BOXES', 'MANAGE_BOXES']))
    bar = await createBox(api, venue.id, { name: 'Bar', mode: 'GROUP', token: newToken() })
    const terrace = await createBox(api, venue.id, { name: 'Terrace', mode: 'INDIVIDUAL' })
    const far = await createBox(api, faraway.id, { name: 'Far', mode: 'PERSONAL' })
    const [ona, jonas] = [await createMember(api, bar.id, 'Ona'), await createMember(api, bar.id, 'Jonas')]
    const rita = await createMember(api, terrace.id, 'Rita')
    const fay = await createMember(api, far.id, 'Fay')

    // Either side of midnight in Vilnius (UTC+3 in April) and in New York (UTC-4).
    await addActivity(api, bar, { ts: iso('2026-04-01T20:59:59.999Z'), amount: 100, rating: 5, likes: ['food'] }, ona)
    await addActivity(api, bar, { ts: iso('2026-04-01T21:00:00.000Z'), amount: 200, rating: 4, likes: ['food', 'mood'] }, ona)
    await addActivity(api, far, { ts: iso('2026-04-02T03:59:59.999Z'), amount: 300, rating: 3 }, fay)
    await addActivity(api, far, { ts: iso('2026-04-02T04:00:00.000Z'), amount: 400 }, fay)
    // Many in one statement, as the seeds write them.
    await api.db.insert(activities).values(
      Array.from({ length: 60 }, (_, i) => ({
        organizationId: venue.id,
        boxId: i % 3 === 0 ? terrace.id : bar.id,
        memberId: i % 3 === 0 ? rita.id : i % 2 ? jonas.id : null,
        memberName: null,
        ts: new Date(Date.UTC(2026, 3, 1 + (i % 9), (i * 7) % 24, i % 60)),
        amount: 50 + i * 10,
        rating: i % 4 === 0 ? null : i % 6,
        likes: i % 5 === 0 ? ['hospitality', 'interior'] : [],
        status: i % 3 !== 0 && i % 2 === 0 ? 'PENDING' : 'COMPLETED',
      })),
    )

    // Recipients changed over HTTP: PENDING tips go to Jonas.
    const pending = await api.db.select().from(activities).where(and(eq(activities.status, 'PENDING'), eq(activities.organizationId, venue.id))).limit(4)
    for (const activity of pending) {
      const response = await api.fetchJson(`/business/activities/${activity.id}`, { method: 'PUT', token, body: { memberId: jonas.id } })
      expect(response.status, response.text).toBe(200)
    }
    // Rita leaves: her tips keep their box but lose their recipient.
    const removed = await api.fetchJson(`/business/organizations/${venue.id}/boxes/${terrace.id}/members/${rita.id}`, { method: 'DELETE', token })
    expect(removed.status, removed.text).toBe(200)
    // Edits of what is counted, and of what is not; one tip removed.
    await api.db.update(activities).set({ amount: 999, rating: 1 }).where(and(eq(activities.amount, 200), eq(activities.boxId, bar.id)))
    await api.db.update(activities).set({ review: 'Edited' }).where(and(eq(activities.amount, 100), eq(activities.boxId, bar.id)))
    await api.db.update(activities).set({ ts: iso('2026-04-05T12:00:00.000Z') }).where(and(eq(activities.amount, 300), eq(activities.boxId, far.id)))
    await api.db.delete(activities).where(and(eq(activities.amount, 60), eq(activities.organizationId, venue.id)))
  })

  it('keeps the rollups equal to a rebuild from the activities', async () => {
    const kept = await rollups(api)
    expect(kept.days.length).toBeGreaterThan(10)
    expect(kept.days.every((r) => r.count > 0)).toBe(true)
    await rebuildRollups(api.db)
    expect(await rollups(api)).toEqual(kept)
  })

  it('puts a tip on its calendar day in its venue’s zone', async () => {
    const days = await query(api, sql`select to_char(day, 'YYYY-MM-DD') as day, sum(amount)::int as amount from tips_daily
      where organization_id = ${faraway.id} group by day order by day`)
    // 03:59:59.999Z is still 1 April in New York; 04:00Z is 2 April; the 300 moved to 5 April.
    expect(days).toEqual([
      { day: '2026-04-02', amount: 400 },
      { day: '2026-04-05', amount: 300 },
    ])
  })

  it('follows a venue that moves to another time zone', async () => {
    await api.db.update(organizations).set({ timeZone: 'Asia/Tokyo' }).where(eq(organizations.id, faraway.id))
    const moved = await rollups(api)
    await rebuildRollups(api.db)
    expect(await rollups(api)).toEqual(moved)
    await api.db.update(organizations).set({ timeZone: 'America/New_York' }).where(eq(organizations.id, faraway.id))
  })

  describe('statistics answer what the activities alone give', () => {
    // Whole days in Vilnius (rollups only), then ranges cut inside days (rollups and edges).
    const ranges = [
      { start_ts: '2026-03-31T21:00:00.000Z', finish_ts: '2026-04-09T21:00:00.000Z' },
      { start_ts: '2026-04-01T05:30:00.000Z', finish_ts: '2026-04-07T13:15:00.000Z' },
      { start_ts: '2026-04-02T01:00:00.000Z', finish_ts: '2026-04-02T09:00:00.000Z' },
    ]
    const stat = async (name: string, params: Record<string, string>) => {
      const response = await api.fetchJson(`/business/statistics/${name}${qs(params)}`, { token })
      expect(response.status, response.text).toBe(200)
      return response.body as Json
    }
    const between = (range: (typeof ranges)[number]) =>
      sql`a.ts >= ${range.start_ts}::timestamptz and a.ts < ${range.finish_ts}::timestamptz`
    const subtree = () => sql`a.organization_id in (${group.id}::uuid, ${venue.id}::uuid, ${faraway.id}::uuid)`

    it.each(ranges.map((range, i) => [i, range] as const))('range %i', async (_, range) => {
      const rating = await stat('rating', { organization_id: group.id, ...range })
      const ratings = await query(api, sql`select a.rating, count(*)::int as n from activities a
        where ${subtree()} and ${between(range)} and a.rating is not null group by a.rating`)
      expect(rating.count).toBe(ratings.reduce((n, r) => n + Number(r.n), 0))
      for (const r of ratings) expect(rating.countByRating[String(r.rating)]).toBe(r.n)

      const chart = await stat('chart', { organization_id: group.id, ...range })
      const days = await query(api, sql`select to_char(a.ts at time zone 'Europe/Vilnius', 'YYYY-MM-DD') as day, sum(a.amount)::int as total
        from activities a where ${subtree()} and ${between(range)} group by 1 order by 1`)
      expect(chart.amountByDays).toEqual(Object.fromEntries(days.map((d) => [d.day, d.total])))

      const likes = await stat('likes', { box_id: bar.id, ...range })
      const tags = await query(api, sql`select tag, count(*)::int as n from activities a, unnest(a.likes) as tag
        where a.box_id = ${bar.id} and ${between(range)} group by tag`)
      for (const t of tags) expect(likes.likes[String(t.tag)]).toBe(t.n)

      const members = await stat('members', { organization_id: venue.id, ...range })
      const perMember = await query(api, sql`select m.id, coalesce(sum(a.amount), 0)::int as total, count(a.id)::int as n,
          round(avg(a.rating), 2)::float as avg
        from box_members m left join activities a on a.member_id = m.id and ${between(range)}
        where m.box_id in (select id from boxes where organization_id = ${venue.id}) group by m.id`)
      for (const m of perMember) {
        expect(members.find((x: Json) => x.memberId === m.id)).toMatchObject({ totalAmount: m.total, count: m.n, avgRating: m.avg })
      }

      const boxes = await stat('boxes', { organization_id: venue.id, ...range })
      const perBox = await query(api, sql`select b.id, coalesce(sum(a.amount), 0)::int as total, count(a.id)::int as n
        from boxes b left join activities a on a.box_id = b.id and ${between(range)} where b.organization_id = ${venue.id} group by b.id`)
      for (const b of perBox) expect(boxes.find((x: Json) => x.boxId === b.id)).toMatchObject({ totalAmount: b.total, count: b.n })

      const orgs = await stat('organizations', range)
      const perOrg = await query(api, sql`select a.organization_id as id, sum(a.amount)::int as total, count(*)::int as n
        from activities a where a.organization_id in (${venue.id}::uuid, ${faraway.id}::uuid) and ${between(range)} group by 1`)
      for (const o of perOrg) expect(orgs.find((x: Json) => x.id === o.id)).toMatchObject({ totalAmount: o.total, count: o.n })
    })
  })
})
