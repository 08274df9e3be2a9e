/** Sum, count and average rating of the tips of boxes or members, optionally over a range. */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
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
  range?: Range,
): Promise<Map<string, Totals>> {
  if (ids.length === 0) return new Map()
  const within = range
    ? sql`and a.ts >= ${range.start.toISOString()}::timestamptz and a.ts < ${range.finish.toISOString()}::timestamptz`
    : sql``
  const result = (await db.execute(sql`
    select a.${sql.raw(column)} as id, sum(a.amount) as total, count(*) as n, avg(a.rating) as avg
    from activities a
    where a.${sql.raw(column)} = any(${`{${ids.join(',')}}`}::uuid[]) ${within}
    group by 1`)) as unknown as { rows: { id: string; total: string; n: string; avg: string | null }[] }
  return new Map(
    result.rows.map((r) => [
      r.id,
      { totalAmount: Number(r.total), count: Number(r.n), avgRating: r.avg === null ? null : Math.round(Number(r.avg) * 100) / 100 },
    ]),
  )
}
