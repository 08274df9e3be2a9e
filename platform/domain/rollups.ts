/**
 * Reading tips numbers from the daily rollups (docs/decisions/0018-tips-rollups.md). A range
 * is cut once, in the time zone it is read in, into the whole calendar days inside it, read
 * from tips_daily, and the partial days at its edges, read from the activities. Ranges the
 * screens send are whole days in the venue's zone, so they never touch the activities.
 */
import { TZDate } from '@date-fns/tz'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { NO_MEMBER } from '../db/schema/rollups.js'
import type { Range } from './scope.js'

/** What to read: a condition on alias `a` that means the same on activities and on the rollups. */
export interface TipsSlice {
  where: SQL
  /** The zone whose calendar days `day` is in; rollups of organizations in another zone are not used. */
  timeZone: string
  /** Unset: all time. */
  range?: Range
  /** Organizations inside `where` that keep their rollups in another time zone. */
  foreignIds?: string[]
}

interface WholeDays {
  /** First whole day and the day after the last one, 'YYYY-MM-DD'. */
  first: string
  end: string
  /** The instants those days start at. */
  from: Date
  until: Date
}

const pad = (n: number) => String(n).padStart(2, '0')

function dayOf(instant: Date, timeZone: string): { y: number; m: number; d: number } {
  const local = new TZDate(instant.getTime(), timeZone)
  return { y: local.getFullYear(), m: local.getMonth(), d: local.getDate() }
}

/** The first instant of a calendar day (the first existing one when a DST change skips midnight). */
function startOf(day: { y: number; m: number; d: number }, timeZone: string): Date {
  return new Date(new TZDate(day.y, day.m, day.d, timeZone).getTime())
}

const label = (day: { y: number; m: number; d: number }) => {
  const date = new Date(Date.UTC(day.y, day.m, day.d))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** The whole calendar days of the range in a zone, or null when it holds none. */
export function wholeDays(range: Range, timeZone: string): WholeDays | null {
  const startDay = dayOf(range.start, timeZone)
  let from = startOf(startDay, timeZone)
  let first = startDay
  if (from.getTime() < range.start.getTime()) {
    first = { ...startDay, d: startDay.d + 1 }
    from = startOf(first, timeZone)
  }
  const endDay = dayOf(range.finish, timeZone)
  const until = startOf(endDay, timeZone)
  if (until.getTime() <= from.getTime()) return null
  return { first: label(first), end: label(endDay), from, until }
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`

interface Parts {
  /** Condition on the rollups (alias a), or null when they are not read. */
  rollups: SQL | null
  /** Condition on the activities (alias a), or null when they are not read. */
  activities: SQL | null
}

function parts(slice: TipsSlice): Parts {
  const foreign = slice.foreignIds ?? []
  const local = foreign.length ? sql`and a.organization_id <> all(${uuids(foreign)})` : sql``
  if (!slice.range) return { rollups: sql`${slice.where}`, activities: null }
  const { start, finish } = slice.range
  const inRange = sql`a.ts >= ${iso(start)} and a.ts < ${iso(finish)}`
  const days = wholeDays(slice.range, slice.timeZone)
  if (!days) return { rollups: null, activities: sql`${slice.where} and ${inRange}` }
  const rollups = sql`${slice.where} ${local} and a.day >= ${days.first}::date and a.day < ${days.end}::date`
  const edges = days.from.getTime() > start.getTime() || days.until.getTime() < finish.getTime()
  if (!edges && foreign.length === 0) return { rollups, activities: null }
  // Everything the whole days do not cover: the edges, and the organizations in another zone.
  const outside = sql`not (a.ts >= ${iso(days.from)} and a.ts < ${iso(days.until)})`
  const rest = foreign.length ? sql`(a.organization_id = any(${uuids(foreign)}) or ${outside})` : outside
  return { rollups, activities: sql`${slice.where} and ${inRange} and ${rest}` }
}

/** The ratings a tip can carry. */
export const RATINGS = [0, 1, 2, 3, 4, 5] as const

/**
 * Rows (organization_id, box_id, member_id, day, n, amount, rating_count, rating_sum,
 * rating_0 … rating_5) of the slices, for the statistics to sum. member_id is NO_MEMBER for
 * tips without a recipient.
 */
export function tipsSource(slices: TipsSlice[]): SQL {
  const selects: SQL[] = []
  for (const slice of slices) {
    const { rollups, activities } = parts(slice)
    if (rollups) {
      selects.push(sql`select a.organization_id, a.box_id, a.member_id, a.day, a.count as n, a.amount, a.rating_count, a.rating_sum,
        ${sql.raw(RATINGS.map((r) => `a.rating_${r}`).join(', '))}
        from tips_daily a where ${rollups}`)
    }
    if (activities) {
      selects.push(sql`select a.organization_id, a.box_id, coalesce(a.member_id, ${NO_MEMBER}::uuid) as member_id,
        (a.ts at time zone ${slice.timeZone})::date as day, 1 as n, a.amount, (a.rating is not null)::int as rating_count,
        coalesce(a.rating, 0)::int as rating_sum,
        ${sql.raw(RATINGS.map((r) => `coalesce((a.rating = ${r})::int, 0) as rating_${r}`).join(', '))}
        from activities a where ${activities}`)
    }
  }
  return unionOrEmpty(
    selects,
    sql`select null::uuid as organization_id, null::uuid as box_id, null::uuid as member_id, null::date as day, 0 as n, 0::bigint as amount,
      0 as rating_count, 0 as rating_sum, ${sql.raw(RATINGS.map((r) => `0 as rating_${r}`).join(', '))} where false`,
  )
}

/** Rows (organization_id, box_id, member_id, day, tag, n) of reactions, like tipsSource. */
export function likesSource(slices: TipsSlice[]): SQL {
  const selects: SQL[] = []
  for (const slice of slices) {
    const { rollups, activities } = parts(slice)
    if (rollups) selects.push(sql`select a.organization_id, a.box_id, a.member_id, a.day, a.tag, a.count as n from tips_daily_likes a where ${rollups}`)
    if (activities) {
      selects.push(sql`select a.organization_id, a.box_id, coalesce(a.member_id, ${NO_MEMBER}::uuid) as member_id,
        (a.ts at time zone ${slice.timeZone})::date as day, tag, 1 as n
        from activities a, unnest(a.likes) as tag where ${activities}`)
    }
  }
  return unionOrEmpty(
    selects,
    sql`select null::uuid as organization_id, null::uuid as box_id, null::uuid as member_id, null::date as day, null::text as tag, 0 as n where false`,
  )
}

function unionOrEmpty(selects: SQL[], empty: SQL): SQL {
  return selects.length ? sql.join(selects, sql` union all `) : empty
}

/**
 * Recomputes the rollups from the activities, the source of truth: of one organization, or
 * of all. Writes to activities wait meanwhile, so none is counted twice or lost.
 */
export async function rebuildRollups(db: Database, organizationId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table activities in share mode`)
    await tx.execute(sql`select tips_rollups_rebuild(${organizationId ?? null}::uuid)`)
  })
}
