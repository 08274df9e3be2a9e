/**
 * The list query of the Payments, Invoices and Payouts screens (SPEC.md 9): `?page=` counted
 * from 1 in the URL (the platform counts from 0, as the Orders screen does it) and `?size=`
 * (10, 20, 50 or 100, default 10); the sort is the spec's default, newest first. Anything
 * unreadable is the default: a hand-edited address never fails the screen.
 */
import { ordersTotal } from '../orders/order-list'
import { readPage, readPageSize } from '../../utils/paging'

export interface PaymentListQuery {
  /** 1-based. */
  page: number
  size: number
}

export function readPaymentList(params: URLSearchParams): PaymentListQuery {
  return { page: readPage(params), size: readPageSize(params) }
}

/** The platform's page: 0-based. */
export function platformPage(list: PaymentListQuery) {
  return { page: list.page - 1, size: list.size }
}

/**
 * What the paging can tell of the total from one page (SPEC.md 9, the orders' rule): a full page
 * with more after it is page × size + 1; a page that did not load counts nothing (SPEC.md 8:
 * the payments' total is reset).
 */
export function listTotal(list: PaymentListQuery, loaded: { rows: number; hasMore: boolean } | null) {
  return loaded ? ordersTotal(list.page, list.size, loaded) : { total: 0, exact: false }
}

/** The Payments screen's sorts (`?sort=`): newest first by default, or by the order amount. */
export const PAYMENT_SORT_CHOICES = ['ts.desc', 'ts.asc', 'amount.desc', 'amount.asc'] as const
export type PaymentSortChoice = (typeof PAYMENT_SORT_CHOICES)[number]

/** The Payments screen's own query: its sort and search (`?q=`: a table, a card's last four, an amount). */
export interface PaymentsSearch {
  sort: PaymentSortChoice
  q: string
}

export function readPaymentsSearch(params: URLSearchParams): PaymentsSearch {
  const sort = params.get('sort') ?? ''
  return {
    sort: (PAYMENT_SORT_CHOICES as readonly string[]).includes(sort) ? (sort as PaymentSortChoice) : 'ts.desc',
    q: (params.get('q') ?? '').trim().slice(0, 100),
  }
}

/** The platform's query of the screen's sort and search. */
export function platformSearch(search: PaymentsSearch) {
  const [sort, direction] = search.sort.split('.') as ['ts' | 'amount', 'asc' | 'desc']
  return { sort, direction: direction === 'asc' ? ('ASC' as const) : ('DESC' as const), ...(search.q ? { q: search.q } : {}) }
}
