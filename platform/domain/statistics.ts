/**
 * Tips statistics, computed in SQL over a scope and a time range [start, finish). Days are
 * calendar days in the organization's time zone. Ratings are 0 to 5; null means none given.
 * Whole days are read from the daily rollups, partial ones from the activities (rollups.ts).
 */
import { sql } from 'drizzle-orm'
import { REACTION_TAGS } from '../../contract/tips.js'
import type { Database } from '../db/client.js'
import type { Caller } from './caller.js'
import { likesSource, RATINGS, tipsSource } from './rollups.js'
import type { Range, Scope } from './scope.js'

type Rows<T> = { rows: T[] }
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows

/** The scope's tips over the range, whole days from the rollups (platform/domain/rollups.ts). */
const slice = (scope: Scope, range: Range) => [{ where: scope.activities, timeZone: scope.timeZone, range, foreignIds: scope.foreignIds }]

/** avg of the ratings as Postgres' avg() gives it: numeric, null without ratings. */
const AVG_RATING = sql`sum(s.rating_sum)::numeric / nullif(sum(s.rating_count), 0)`

/** One calendar day of a scope's tips: amount, count and how many of each rating. */
export interface TipsDay {
  day: string
  total: number
  n: number
  ratings: number[]
}

/**
 * The scope's tips per day, with the count of each rating: the rating and the chart of one
 * scope are both sums of these rows, so a page that shows both reads them once (`once`, the
 * caller's per-page memo) in one query instead of scanning the same rollups twice.
 */
export function tipsByDay(db: Database, scope: Scope, range: Range, once: Caller['once']): Promise<TipsDay[]> {
  return once(`tips-by-day:${scope.kind}:${scope.id}:${range.start.toISOString()}:${range.finish.toISOString()}`, async () => {
    const result = await rows<Record<string, string | number | null>>(
      db,
      sql`select to_char(s.day, 'YYYY-MM-DD') as day, sum(s.amount) as total, sum(s.n) as n,
          ${sql.raw(RATINGS.map((r) => `sum(s.rating_${r}) as r${r}`).join(', '))}
          from (${tipsSource(slice(scope, range))}) as s
          group by s.day
          order by s.day`,
    )
    return result.map((row) => ({
      day: String(row.day),
      total: Number(row.total ?? 0),
      n: Number(row.n ?? 0),
      ratings: RATINGS.map((r) => Number(row[`r${r}`] ?? 0)),
    }))
  })
}

export function ratingStatistics(days: TipsDay[]) {
  const countByRating: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  let count = 0
  let sum = 0
  for (const day of days) {
    for (const rating of RATINGS) {
      const n = day.ratings[rating]!
      countByRating[rating] += n
      count += n
      sum += rating * n
    }
  }
  return { avg: count ? round2(sum / count) : null, count, countByRating }
}

export async function likesStatistics(db: Database, scope: Scope, range: Range) {
  const result = await rows<{ tag: string; n: string | number }>(
    db,
    sql`select s.tag, sum(s.n) as n from (${likesSource(slice(scope, range))}) as s group by s.tag having sum(s.n) > 0`,
  )
  const likes: Record<string, number> = Object.fromEntries(REACTION_TAGS.map((t) => [t, 0]))
  for (const row of result) likes[row.tag] = Number(row.n)
  return { likes }
}

export function chartStatistics(days: TipsDay[]) {
  const amountByDays: Record<string, number> = {}
  let totalAmount = 0
  let count = 0
  for (const day of days) {
    if (day.n <= 0) continue
    amountByDays[day.day] = day.total
    totalAmount += day.total
    count += day.n
  }
  return { amountByDays, totalAmount, avgAmount: count ? Math.round(totalAmount / count) : 0, count }
}

/** Per member of a box, or of every box of an organization. */
export async function memberStatistics(db: Database, scope: Scope, range: Range) {
  const members =
    scope.kind === 'box'
      ? sql`m.box_id = ${scope.id}`
      : sql`m.box_id in (select id from boxes where organization_id = ${scope.organizationId})`
  const tips = { where: sql`a.member_id in (select m.id from box_members m where ${members})`, timeZone: scope.timeZone, range }
  const result = await rows<{ member_id: string; name: string; total: string | number; n: string | number; avg: string | null }>(
    db,
    sql`select m.id as member_id, m.name, coalesce(t.total, 0) as total, coalesce(t.n, 0) as n, t.avg
        from box_members m
        left join (
          select s.member_id, sum(s.amount) as total, sum(s.n) as n, ${AVG_RATING} as avg
          from (${tipsSource([tips])}) as s group by s.member_id
        ) t on t.member_id = m.id
        where ${members}
        order by m.name`,
  )
  return result.map((r) => ({
    memberId: r.member_id,
    name: r.name,
    totalAmount: Number(r.total),
    count: Number(r.n),
    avgRating: r.avg === null ? null : round2(Number(r.avg)),
  }))
}

/** Per box of an organization, best rated first (SPEC.md: sorted by avgRating descending). */
export async function boxStatistics(db: Database, scope: Pick<Scope, 'organizationId' | 'timeZone'>, range: Range) {
  const tips = { where: sql`a.box_id in (select id from boxes where organization_id = ${scope.organizationId})`, timeZone: scope.timeZone, range }
  const result = await rows<{
    box_id: string
    name: string | null
    token: string | null
    mode: string
    balance: string | number
    total: string | number
    n: string | number
    avg: string | null
  }>(
    db,
    sql`select b.id as box_id, b.name, b.token, b.mode, b.balance,
               coalesce(t.total, 0) as total, coalesce(t.n, 0) as n, t.avg
        from boxes b
        left join (
          select s.box_id, sum(s.amount) as total, sum(s.n) as n, ${AVG_RATING} as avg
          from (${tipsSource([tips])}) as s group by s.box_id
        ) t on t.box_id = b.id
        where b.organization_id = ${scope.organizationId}
        order by t.avg desc nulls last, b.name nulls first, b.created_at`,
  )
  return result.map((r) => ({
    boxId: r.box_id,
    name: r.name,
    token: r.token,
    mode: r.mode as 'PERSONAL' | 'GROUP' | 'INDIVIDUAL',
    balance: Number(r.balance),
    totalAmount: Number(r.total),
    count: Number(r.n),
    avgRating: r.avg === null ? null : round2(Number(r.avg)),
  }))
}

/**
 * Per organization the caller reaches, each including the organizations below it: one SQL
 * pass for each organization's own activity, rolled up the tree here (a handful of rows).
 */
export async function organizationStatistics(
  db: Database,
  organizations: { id: string; parentId: string | null; name: string; address: string | null; timeZone: string }[],
  range: Range,
) {
  if (organizations.length === 0) return []
  // Each organization's days are its own zone's: one slice per zone.
  const byZone = new Map<string, string[]>()
  for (const o of organizations) byZone.set(o.timeZone, [...(byZone.get(o.timeZone) ?? []), o.id])
  const slices = [...byZone].map(([timeZone, ids]) => ({ where: sql`a.organization_id = any(${`{${ids.join(',')}}`}::uuid[])`, timeZone, range }))
  const own = await rows<{ organization_id: string; total: string | number; n: string | number; rsum: string | number | null; rn: string | number }>(
    db,
    sql`select s.organization_id, sum(s.amount) as total, sum(s.n) as n, sum(s.rating_sum) as rsum, sum(s.rating_count) as rn
        from (${tipsSource(slices)}) as s
        group by s.organization_id`,
  )
  const byId = new Map(own.map((r) => [r.organization_id, r]))
  const children = new Map<string, string[]>()
  for (const o of organizations) if (o.parentId) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o.id])
  const totals = (id: string, seen = new Set<string>()): { total: number; n: number; rsum: number; rn: number } => {
    if (seen.has(id)) return { total: 0, n: 0, rsum: 0, rn: 0 }
    seen.add(id)
    const row = byId.get(id)
    const acc = { total: Number(row?.total ?? 0), n: Number(row?.n ?? 0), rsum: Number(row?.rsum ?? 0), rn: Number(row?.rn ?? 0) }
    for (const child of children.get(id) ?? []) {
      const c = totals(child, seen)
      acc.total += c.total
      acc.n += c.n
      acc.rsum += c.rsum
      acc.rn += c.rn
    }
    return acc
  }
  return organizations.map((o) => {
    const t = totals(o.id)
    return {
      id: o.id,
      parentId: o.parentId,
      name: o.name,
      address: o.address,
      totalAmount: t.total,
      count: t.n,
      avgRating: t.rn ? round2(t.rsum / t.rn) : null,
    }
  })
}

function round2(value: number) {
  return Math.round(value * 100) / 100
}
