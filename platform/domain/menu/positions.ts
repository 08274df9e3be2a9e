/**
 * Positions are indexes (0, 1, 2, ...) within their list: menus of an organization,
 * categories of a menu, items of a category. A move takes the list out, puts the row at its new
 * index and writes every position that changed in one statement, inside the caller's transaction.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from './draft.js'

/**
 * Moves `id` to `index` (clamped to the list) within the rows `list` selects, as `select
 * <key> as id from ... order by position, ...`; writes the new positions with `update`.
 * Answers false when the row is not in the list or already there.
 */
export async function moveTo(
  tx: Tx,
  list: SQL,
  id: string,
  index: number,
  update: (values: SQL) => SQL,
): Promise<boolean> {
  const rows = ((await tx.execute(list)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)
  const from = rows.indexOf(id)
  if (from === -1) return false
  const to = Math.max(0, Math.min(index, rows.length - 1))
  if (from === to) return false
  rows.splice(from, 1)
  rows.splice(to, 0, id)
  await renumber(tx, rows, update)
  return true
}

/** Writes positions 0..n-1 for `ids` in this order. */
export async function renumber(tx: Tx, ids: string[], update: (values: SQL) => SQL) {
  if (ids.length === 0) return
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  )
  await tx.execute(update(values))
}
