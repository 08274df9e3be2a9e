/** Tips as a list (activities of a scope over a range) and one by one, and a change of recipient. */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { ACTIVITIES_LIMIT, type Activity } from '../../contract/tips.js'
import type { Database } from '../db/client.js'
import { activities } from '../db/schema/index.js'
import { conflict, invalid, notFound } from './errors.js'
import { isUuid } from './ids.js'
import { findMember } from './members.js'
import type { Range, Scope } from './scope.js'

type ActivityRow = typeof activities.$inferSelect

export interface ActivityFilter {
  ordersOnly?: boolean
  ratingMin?: number
  ratingMax?: number
  limit?: number
  /** Skip this many of the newest (a screen's page); the list still ends at the 1000th. */
  offset?: number
}

/** The scope's activities in the range, newest first, at most `limit` (1000 by default). */
export function listActivities(db: Database, scope: Scope, range: Range, filter: ActivityFilter): Promise<Activity[]> {
  const offset = filter.offset ?? 0
  // The list is the period's newest 1000 (SPEC.md section 9); a page of it ends there too.
  const limit = Math.min(filter.limit ?? ACTIVITIES_LIMIT, ACTIVITIES_LIMIT - offset)
  return selectActivities(db, activitiesWhere(scope, range, filter), limit, offset)
}

/** How many activities `listActivities` pages through: the matching ones, at most 1000. */
async function countActivities(db: Database, scope: Scope, range: Range, filter: ActivityFilter): Promise<number> {
  const result = (await db.execute(sql`select ${countOf(activitiesWhere(scope, range, filter))} as n`)) as unknown as {
    rows: { n: number | string }[]
  }
  return Number(result.rows[0]?.n ?? 0)
}

/**
 * A screen's page of the list and how many there are to page through, in one query: the
 * count rides on each row (Postgres computes it once), so a page is one round trip, not two.
 * Only a page past the end, which has no row to carry it, asks for the count on its own.
 */
export async function pageOfActivities(
  db: Database,
  scope: Scope,
  range: Range,
  filter: ActivityFilter,
): Promise<{ rows: Activity[]; total: number }> {
  const offset = filter.offset ?? 0
  const limit = Math.min(filter.limit ?? ACTIVITIES_LIMIT, ACTIVITIES_LIMIT - offset)
  const where = activitiesWhere(scope, range, filter)
  const result = await selectActivityRows(db, where, limit, offset, sql`, ${countOf(where)} as total_count`)
  if (result.length === 0) return { rows: [], total: offset === 0 ? 0 : await countActivities(db, scope, range, filter) }
  return { rows: result.map(toActivity), total: Number(result[0]!.total_count) }
}

/** The matching activities, counted up to the list's end (the 1000th). */
const countOf = (where: SQL) => sql`(select count(*)::int from (select 1 from activities a where ${where} limit ${ACTIVITIES_LIMIT}) as t)`

function activitiesWhere(scope: Scope, range: Range, filter: ActivityFilter): SQL {
  return sql`${scope.activities}
      and a.ts >= ${range.start.toISOString()}::timestamptz and a.ts < ${range.finish.toISOString()}::timestamptz
      ${filter.ordersOnly ? sql`and a.order_number is not null` : sql``}
      ${filter.ratingMin !== undefined ? sql`and a.rating >= ${filter.ratingMin}` : sql``}
      ${filter.ratingMax !== undefined ? sql`and a.rating <= ${filter.ratingMax}` : sql``}`
}

/** The stored activity, or 404 (a malformed id too); its organization decides who may see it. */
export async function findActivity(db: Database, id: string): Promise<ActivityRow> {
  const [row] = isUuid(id) ? await db.select().from(activities).where(eq(activities.id, id)) : []
  if (!row) throw notFound('Activity')
  return row
}

export async function activityView(db: Database, id: string): Promise<Activity | undefined> {
  const [row] = await selectActivities(db, sql`a.id = ${id}`, 1)
  return row
}

const onlyPending = () => conflict('Only a PENDING activity can change its recipient')

/** Gives a PENDING tip to a member of its box, which completes it (SPEC.md section 4). */
export async function reassignActivity(db: Database, activity: ActivityRow, memberId: string) {
  const member = await findMember(db, activity.boxId, memberId)
  if (!member) throw invalid('The recipient must be a member of the box', { memberId: ['Not in this box'] })
  if (activity.status !== 'PENDING') throw onlyPending()
  const changed = await db
    .update(activities)
    .set({ memberId: member.id, memberName: member.name, status: 'COMPLETED' })
    .where(and(eq(activities.id, activity.id), eq(activities.status, 'PENDING')))
    .returning({ id: activities.id })
  // Someone else reassigned it between our read and this write.
  if (changed.length === 0) throw onlyPending()
  return { id: activity.id, memberId: member.id, status: 'COMPLETED' as const }
}

async function selectActivities(db: Database, where: SQL, limit: number, offset = 0): Promise<Activity[]> {
  return (await selectActivityRows(db, where, limit, offset)).map(toActivity)
}

async function selectActivityRows(db: Database, where: SQL, limit: number, offset: number, extra: SQL = sql``) {
  const result = (await db.execute(sql`
    select a.id, a.ts, a.rating, a.review, a.likes, a.amount, a.bill_amount, a.box_id, b.name as box_name,
           coalesce(m.name, a.member_name) as member_name, a.member_id, a.placement_title, a.status, o.currency,
           to_char(a.ts at time zone o.time_zone, 'YYYY-MM-DD"T"HH24:MI') as local_time${extra}
    from activities a
    join boxes b on b.id = a.box_id
    join organizations o on o.id = a.organization_id
    left join box_members m on m.id = a.member_id
    where ${where}
    order by a.ts desc, a.id desc
    limit ${limit} offset ${offset}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

function toActivity(r: Record<string, unknown>): Activity {
  // node-postgres parses text[]; PGlite may hand back the array literal.
  const likes = Array.isArray(r.likes) ? r.likes : String(r.likes ?? '{}').replace(/[{}]/g, '').split(',').filter(Boolean)
  return {
    id: String(r.id),
    ts: new Date(r.ts as string).toISOString(),
    localTime: String(r.local_time),
    rating: r.rating === null ? null : Number(r.rating),
    review: (r.review as string | null) ?? null,
    likes: likes as Activity['likes'],
    amount: Number(r.amount),
    billAmount: r.bill_amount === null ? null : Number(r.bill_amount),
    boxId: String(r.box_id),
    boxName: (r.box_name as string | null) ?? null,
    memberName: (r.member_name as string | null) ?? null,
    memberId: (r.member_id as string | null) ?? null,
    placementTitle: (r.placement_title as string | null) ?? null,
    status: r.status as Activity['status'],
    currency: String(r.currency),
  }
}
