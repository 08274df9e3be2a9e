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

/** Where the page at `offset` starts, or null when the list ends before it. */
export async function paymentsWindow(db: Database, organizationId: string, descending: boolean, offset: number): Promise<PaymentsWindow | null> {
  if (offset < DEEP_PAGE_FROM) return { from: sql``, offset }
  const direction = sql.raw(descending ? 'desc' : 'asc')
  const [found] = rowsOf<{ hour: Date | string; before: number }>(
    await db.execute(sql`
      select hour, (cum - count)::int as before from (
        select h.hour, h.count, sum(h.count) over (order by h.hour ${direction}) as cum from payments_hourly h where h.organization_id = ${organizationId}
      ) b where cum > ${offset} order by hour ${direction} limit 1`),
  )
  if (!found) return null
  const hour = new Date(found.hour).getTime()
  const from = descending ? sql`and p.ts < ${new Date(hour + HOUR).toISOString()}::timestamptz` : sql`and p.ts >= ${new Date(hour).toISOString()}::timestamptz`
  return { from, offset: offset - found.before }
}
