/**
 * Fixed-window counters in the database, so every instance shares them. One statement per
 * hit: the row is reset when its window has passed, otherwise incremented.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'

export interface RateLimitResult {
  allowed: boolean
  /** When the current window ends. */
  retryAt: Date
  count: number
}

export async function hitRateLimit(
  db: Database,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<RateLimitResult> {
  const interval = `${windowSeconds} seconds`
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= now() - ${interval}::interval
        then now() else rate_limits.window_start end,
      count = case when rate_limits.window_start <= now() - ${interval}::interval
        then 1 else rate_limits.count + 1 end
    returning window_start, count`)) as unknown as { rows: { window_start: string | Date; count: number }[] }
  const row = result.rows[0]!
  const start = new Date(row.window_start)
  return {
    allowed: row.count <= max,
    retryAt: new Date(start.getTime() + windowSeconds * 1000),
    count: Number(row.count),
  }
}

export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`)
}

/**
 * Gives one hit back within the current window: for a limit that is meant to count only what
 * went wrong, while the hit itself has to come first (it also bounds the work a guess costs).
 */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`)
}
