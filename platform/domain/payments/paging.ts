/** The page a list call asks for (contract pagedQuerySchema), with the contract's defaults, and reading it. */
import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { PAYMENT_DEFAULT_PAGE_SIZE, type pagedQuerySchema } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { rowsOf } from '../orders/views.js'

export interface PageRequest {
  page: number
  size: number
  descending: boolean
}

/** Default: the first page of PAYMENT_DEFAULT_PAGE_SIZE, newest first. */
export function pageRequest(query: Pick<z.output<typeof pagedQuerySchema>, 'page' | 'size' | 'direction'>): PageRequest {
  return { page: query.page ?? 0, size: query.size ?? PAYMENT_DEFAULT_PAGE_SIZE, descending: (query.direction ?? 'DESC') === 'DESC' }
}

/** A page asked for one row more than its size: the extra row says a next page exists. */
export function pageOf<T>(rows: T[], request: PageRequest) {
  return { page: request.page, size: request.size, hasMore: rows.length > request.size, rows: rows.slice(0, request.size) }
}

/**
 * The ORDER BY words of the request's direction. The nulls placement is spelled out to match
 * the indexes (drizzle writes `DESC NULLS LAST`; a plain `desc` means nulls first), or Postgres
 * would sort the venue's rows instead of reading the index in order. The columns are never null.
 */
export const direction = (request: PageRequest) => sql.raw(request.descending ? 'desc nulls last' : 'asc nulls first')

/**
 * One page of a venue's rows in `key` order, `id` breaking ties in the same direction, by a
 * plain skip (lists of a few hundred rows a year: payouts, invoices); one row more than the
 * page answers hasMore.
 */
export async function keyedPage<Row>(db: Database, request: PageRequest, query: { columns: SQL; from: SQL; where: SQL; key: SQL; id: SQL }) {
  const dir = direction(request)
  const rows = rowsOf<Row>(
    await db.execute(sql`select ${query.columns} from ${query.from} where ${query.where}
      order by ${query.key} ${dir}, ${query.id} ${dir} offset ${request.page * request.size} limit ${request.size + 1}`),
  )
  return pageOf(rows, request)
}
