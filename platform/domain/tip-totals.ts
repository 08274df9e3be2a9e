/**
 * Sum, count and average rating of the tips of boxes or members, optionally over a range,
 * from the daily rollups (whole days) and the raw activities (cut edge days): ADR 0018.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { uuidArray } from './ids.js'
import { tipsSource } from './rollups.js'
import type { Range } from './scope.js'

export interface Totals {
  totalAmount: number
  count: number
  avgRating: number | null
}

export const noTotals: Totals = { totalAmount: 0, count: 0, avgRating: null }

export async function totalsBy(
  db: Database,
  column: 'box_id' | 'member_id',
  ids: string[],
  /** The zone the rollups' days are cut in (the boxes' organization's). */
  timeZone: string,
  range?: Range,
): Promise<Map<string, Totals>> {
  if (ids.length === 0) return new Map()
  const where = sql`a.${sql.raw(column)} = any(${uuidArray(ids)}::uuid[])`
  const result = (await db.execute(sql`
    select s.${sql.raw(column)} as id, sum(s.amount) as total, sum(s.n) as n,
           sum(s.rating_sum)::numeric / nullif(sum(s.rating_count), 0) as avg
    from (${tipsSource([{ where, timeZone, range }])}) as s
    group by 1
    having sum(s.n) > 0`)) as unknown as { rows: { id: string; total: string; n: string; avg: string | null }[] }
  return new Map(result.rows.map((r) => [r.id, totalsOf(r)]))
}

const totalsOf = (r: { total: string; n: string; avg: string | null }): Totals => ({
  totalAmount: Number(r.total),
  count: Number(r.n),
  avgRating: r.avg === null ? null : Math.round(Number(r.avg) * 100) / 100,
})

/**
 * The totals of these boxes and of their members, in one query over the boxes' tips (grouping
 * sets): a member's tips are all in its box, so the same rows give both, read once instead of
 * twice, and the members' totals no longer wait for the members' list.
 */
export async function boxAndMemberTotals(
  db: Database,
  boxIds: string[],
  timeZone: string,
  range?: Range,
): Promise<{ boxes: Map<string, Totals>; members: Map<string, Totals> }> {
  const totals = { boxes: new Map<string, Totals>(), members: new Map<string, Totals>() }
  if (boxIds.length === 0) return totals
  const where = sql`a.box_id = any(${uuidArray(boxIds)}::uuid[])`
  const result = (await db.execute(sql`
    select s.box_id, s.member_id, grouping(s.box_id) as by_member, sum(s.amount) as total, sum(s.n) as n,
           sum(s.rating_sum)::numeric / nullif(sum(s.rating_count), 0) as avg
    from (${tipsSource([{ where, timeZone, range }])}) as s
    group by grouping sets ((s.box_id), (s.member_id))
    having sum(s.n) > 0`)) as unknown as {
    rows: { box_id: string | null; member_id: string | null; by_member: number | string; total: string; n: string; avg: string | null }[]
  }
  for (const row of result.rows) {
    if (Number(row.by_member) === 1) totals.members.set(row.member_id!, totalsOf(row))
    else totals.boxes.set(row.box_id!, totalsOf(row))
  }
  return totals
}
