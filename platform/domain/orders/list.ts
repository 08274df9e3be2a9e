/**
 * The orders of a venue over a period: a page, the summary of the whole period, one order.
 *
 * Deep pages: the contract pages by number, not by key, so page 5,000 of a year skips 500,000
 * orders. The skipping reads only the index: the inner query selects ids in the index's
 * order (an index-only scan of `orders_organization_created_idx`, or of the amount index), and
 * only the page's rows are then read from the table (docs/decisions/0034-...). The list
 * answers no total: `hasMore` comes from asking for one row more than the page.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  ORDER_DEFAULT_PAGE_SIZE,
  type OrderDetails,
  type OrderSort,
  type OrdersPage,
  type OrdersSummary,
} from '../../../contract/orders.js'
import type { Database } from '../../db/client.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import type { OrdersOrganization } from './organization.js'
import type { OrdersPeriod } from './period.js'
import { ORDER_COLUMNS, rowsOf, toOrder, toOrderItem, type OrderItemRow, type OrderRow } from './views.js'

export interface OrdersPageQuery {
  page?: number
  size?: number
  sort?: OrderSort
  direction?: 'ASC' | 'DESC'
}

/** Orders of the venue in [start, finish) (open end: from start on), as a condition on `o`. */
export function inPeriod(org: OrdersOrganization, period: OrdersPeriod): SQL {
  const from = sql`o.organization_id = ${org.id} and o.created_at >= ${period.start.toISOString()}::timestamptz`
  return period.finish ? sql`${from} and o.created_at < ${period.finish.toISOString()}::timestamptz` : from
}

/**
 * The ORDER BY of a sort. Ties are broken by id, in the same direction, so pages never overlap.
 * The nulls placement is spelled out to match the indexes (created_at is indexed DESC NULLS
 * LAST), or Postgres would not read them in order; the columns are never null anyway.
 */
export function orderBy(sort: OrderSort, direction: 'ASC' | 'DESC'): SQL {
  const dir = sql.raw(direction === 'ASC' ? 'asc nulls first' : 'desc nulls last')
  const plain = sql.raw(direction === 'ASC' ? 'asc' : 'desc')
  switch (sort) {
    case 'createdAt':
      return sql`o.created_at ${dir}, o.id ${dir}`
    case 'amount':
      return sql`o.amount ${plain}, o.id ${plain}`
    case 'orderNumber':
      // As people read numbers: '2' before '10' (shorter first), then character by character.
      return sql`length(o.order_number) ${plain}, o.order_number collate "C" ${plain}, o.id ${plain}`
  }
}

export async function listOrders(db: Database, org: OrdersOrganization, period: OrdersPeriod, query: OrdersPageQuery): Promise<OrdersPage> {
  const page = query.page ?? 0
  const size = query.size ?? ORDER_DEFAULT_PAGE_SIZE
  const order = orderBy(query.sort ?? 'createdAt', query.direction ?? 'DESC')
  const rows = rowsOf<OrderRow>(
    await db.execute(sql`
      select ${ORDER_COLUMNS}
      from (select o.id from orders o where ${inPeriod(org, period)} order by ${order} offset ${page * size} limit ${size + 1}) p
      join orders o on o.id = p.id
      order by ${order}`),
  )
  return { orders: rows.slice(0, size).map(toOrder), page, size, hasMore: rows.length > size }
}

export async function ordersSummary(db: Database, org: OrdersOrganization, period: OrdersPeriod): Promise<OrdersSummary> {
  const [row] = rowsOf<{ count: number; paid: string; refunded: string }>(
    await db.execute(sql`
      select count(*)::int as count, coalesce(sum(o.paid_amount), 0)::text as paid, coalesce(sum(o.refunded_amount), 0)::text as refunded
      from orders o where ${inPeriod(org, period)}`),
  )
  return { count: row!.count, paidAmount: Number(row!.paid), refundedAmount: Number(row!.refunded) }
}

/** One order of the venue with its items; another venue's order is not found, as an unknown one. */
export async function orderDetails(db: Database, org: OrdersOrganization, id: string): Promise<OrderDetails> {
  if (!isUuid(id)) throw notFound('Order')
  const [row] = rowsOf<OrderRow>(await db.execute(sql`select ${ORDER_COLUMNS} from orders o where o.id = ${id} and o.organization_id = ${org.id}`))
  if (!row) throw notFound('Order')
  const items = rowsOf<OrderItemRow>(
    await db.execute(sql`select id, title, image, count, price, modifiers, status, payment_status from order_items where order_id = ${id} order by position, id`),
  )
  return { ...toOrder(row), items: items.map(toOrderItem) }
}
