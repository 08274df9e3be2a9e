/**
 * Deep pages of the newest-first (or oldest-first) list without skipping every order before
 * them (docs/decisions/0034): the hourly counts (`orders_hourly`, kept by triggers) tell which
 * hour the page starts in, and the page is then read from a period that starts (or ends) at
 * that hour with the few orders of that hour skipped. The answer is the same page the plain
 * skip gives: every order left out of the narrowed period sorts before the page.
 *
 * Hours are whole UTC hours [h, h + 1 h); the parts of the period before its first whole hour
 * and after its last are counted from the orders themselves (at most an hour of them each).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import type { OrdersOrganization } from './organization.js'
import { inPeriod, type OrdersPeriod } from './period.js'
import { rowsOf } from './views.js'

/** Below this many skipped orders the plain index-only skip costs about as little. */
export const DEEP_PAGE_FROM = 5_000

const HOUR = 3_600_000
const floorHour = (t: number) => Math.floor(t / HOUR) * HOUR
const ceilHour = (t: number) => Math.ceil(t / HOUR) * HOUR

export interface PageWindow {
  period: OrdersPeriod
  offset: number
}

async function countIn(db: Database, org: OrdersOrganization, period: OrdersPeriod): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from orders o where ${inPeriod(org, period)}`))
  return row!.n
}

/**
 * The period and offset that give the page at `offset` of `period` in created_at order
 * (`newestFirst` or oldest first), skipping as few orders as the hourly counts allow.
 */
export async function pageWindow(db: Database, org: OrdersOrganization, period: OrdersPeriod, newestFirst: boolean, offset: number): Promise<PageWindow> {
  const first = ceilHour(period.start.getTime())
  // With an open end every hour from the first on is whole.
  const last = period.finish ? floorHour(period.finish.getTime()) : Infinity
  if (offset < DEEP_PAGE_FROM || first >= last) return { period, offset }
  // The part of the period read first that is not a whole hour: after the last hour (newest
  // first) or before the first (oldest first).
  const edge: OrdersPeriod | null = newestFirst
    ? period.finish && last < period.finish.getTime()
      ? { start: new Date(last), finish: period.finish }
      : null
    : first > period.start.getTime()
      ? { start: period.start, finish: new Date(first) }
      : null
  const edgeCount = edge ? await countIn(db, org, edge) : 0
  if (offset < edgeCount) return { period, offset }
  const rest = offset - edgeCount
  const hours = sql`h.organization_id = ${org.id} and h.hour >= ${new Date(first).toISOString()}::timestamptz
    ${last === Infinity ? sql`` : sql`and h.hour < ${new Date(last).toISOString()}::timestamptz`}`
  const direction = sql.raw(newestFirst ? 'desc' : 'asc')
  const [found] = rowsOf<{ hour: Date | string; before: number }>(
    await db.execute(sql`
      select hour, (cum - count)::int as before from (
        select h.hour, h.count, sum(h.count) over (order by h.hour ${direction}) as cum from orders_hourly h where ${hours}
      ) b where cum > ${rest} order by hour ${direction} limit 1`),
  )
  if (found) {
    const hour = new Date(found.hour).getTime()
    const narrowed = newestFirst ? { start: period.start, finish: new Date(hour + HOUR) } : { start: new Date(hour), finish: period.finish }
    return { period: narrowed, offset: rest - found.before }
  }
  // Past every whole hour: the page is in the part read last (none with an open end: empty).
  if (last === Infinity) return { period: { start: period.start, finish: period.start }, offset: 0 }
  const [whole] = rowsOf<{ n: number }>(await db.execute(sql`select coalesce(sum(h.count), 0)::int as n from orders_hourly h where ${hours}`))
  const tail = newestFirst ? { start: period.start, finish: new Date(first) } : { start: new Date(last), finish: period.finish }
  return { period: tail, offset: rest - whole!.n }
}
