/**
 * The Orders list's own query (SPEC.md 9): the page (`?page=2`, counted from 1 in the URL; the
 * platform counts from 0), the page size (`?size=20`: 10, 20, 50 or 100, default 10) and the
 * sort (`?sort=amount.desc`, default newest first), and the total the screen can tell from one
 * page. Anything unreadable is the default: a hand-edited address never fails the screen.
 */
import type { OrderSort } from '../../../contract/orders'
import { readPage, readPageSize } from '../../utils/paging'

export const ORDER_SORT_CHOICES = [
  'createdAt.desc',
  'createdAt.asc',
  'orderNumber.desc',
  'orderNumber.asc',
  'amount.desc',
  'amount.asc',
] as const satisfies readonly `${OrderSort}.${'asc' | 'desc'}`[]
export type OrderSortChoice = (typeof ORDER_SORT_CHOICES)[number]
export const DEFAULT_ORDER_SORT: OrderSortChoice = 'createdAt.desc'

export interface OrderListQuery {
  /** 1-based. */
  page: number
  size: number
  sort: OrderSortChoice
}

export function readOrderList(params: URLSearchParams): OrderListQuery {
  const sort = params.get('sort')
  return {
    page: readPage(params),
    size: readPageSize(params),
    sort: (ORDER_SORT_CHOICES as readonly string[]).includes(sort ?? '') ? (sort as OrderSortChoice) : DEFAULT_ORDER_SORT,
  }
}

/** The list query as the platform's: a 0-based page, the sort field and its direction. */
export function listToQuery(list: OrderListQuery) {
  const [sort, direction] = list.sort.split('.') as [OrderSort, 'asc' | 'desc']
  return { page: list.page - 1, size: list.size, sort, direction: direction === 'asc' ? ('ASC' as const) : ('DESC' as const) }
}

/**
 * How many orders the list has, as far as one page tells (SPEC.md 9): a full page with more
 * after it gives page × size + 1 (at least one more), otherwise the exact count. A page that
 * did not load counts the rows before it (SPEC.md 8). `page` is 1-based.
 */
export function ordersTotal(page: number, size: number, loaded: { rows: number; hasMore: boolean } | null): { total: number; exact: boolean } {
  const before = (page - 1) * size
  if (!loaded) return { total: before, exact: false }
  if (loaded.hasMore) return { total: page * size + 1, exact: false }
  return { total: before + loaded.rows, exact: true }
}
