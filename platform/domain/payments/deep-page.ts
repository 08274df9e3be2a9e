/**
 * Deep pages of a venue's payments without skipping every payment before them
 * (docs/decisions/0039): the hourly counts (`payments_hourly`, kept by triggers) say which UTC
 * hour the page starts in; the page is then read from that hour on (newest first: from the end
 * of that hour back) with only the payments of that hour before the page skipped. Every payment
 * left out sorts before the page, so the answer is the page the plain skip gives.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { DEEP_PAGE_FROM } from '../orders/deep-page.js'
import { rowsOf } from '../orders/views.js'

const HOUR = 3_600_000

export interface PaymentsWindow {
  /** Extra condition on `p.ts`, or an empty fragment. */
  from: SQL
  offset: number
}

/** A period of the list, [start, finish); null ends are open. */
export interface PaymentsBounds {
  start: Date | null
  finish: Date | null
}

const onTheHour = (instant: Date | null) => instant === null || instant.getTime() % HOUR === 0

/**
 * Where the page at `offset` starts, or null when the list ends before it. Within a period the
 * hours counted are the period's; a period whose ends are not on the hour (a custom period from
 * 10:30) would count payments outside it, so its pages skip index entries plainly (at most the
 * period's payments).
 */
export async function paymentsWindow(
  db: Database,
  organizationId: string,
  descending: boolean,
  offset: number,
  bounds: PaymentsBounds = { start: null, finish: null },
): Promise<PaymentsWindow | null> {
  if (offset < DEEP_PAGE_FROM || !onTheHour(bounds.start) || !onTheHour(bounds.finish)) return { from: sql``, offset }
  const direction = sql.raw(descending ? 'desc' : 'asc')
  const within = sql`${bounds.start ? sql`and h.hour >= ${bounds.start.toISOString()}::timestamptz` : sql``} ${bounds.finish ? sql`and h.hour < ${bounds.finish.toISOString()}::timestamptz` : sql``}`
  const [found] = rowsOf<{ hour: Date | string; before: number }>(
    await db.execute(sql`
      select hour, (cum - count)::int as before from (
        select h.hour, h.count, sum(h.count) over (order by h.hour ${direction}) as cum from payments_hourly h where h.organization_id = ${organizationId} ${within}
      ) b where cum > ${offset} order by hour ${direction} limit 1`),
  )
  if (!found) return null
  const hour = new Date(found.hour).getTime()
  const from = descending ? sql`and p.ts < ${new Date(hour + HOUR).toISOString()}::timestamptz` : sql`and p.ts >= ${new Date(hour).toISOString()}::timestamptz`
  return { from, offset: offset - found.before }
}
