/**
 * One page of a period's orders as a screen draws it, for the Orders screen and the device page
 * alike: the rows in the user's language on the venue's clock, what the paging can tell of the
 * total (SPEC.md 9), and on page 1 the period's count and takings (paid minus refunded). A
 * refused read is the message 'Unable to load orders' (or the contract's own key, as a period
 * too long), shown in place: never an error page (SPEC.md 8).
 */
import { ORDER_ERRORS } from '#contract/orders'
import { listOrders, ordersSummary } from '~/features/orders/orders.server'
import { formatMoney } from '~/utils/format'
import { listToQuery, ordersTotal, type OrderListQuery } from '~/features/orders/order-list'
import { orderRowView } from '~/features/orders/order-view'
import { ApiError, type Api } from '../../services/api.server'

const KNOWN = new Set<string>(Object.values(ORDER_ERRORS))

/** SPEC.md 8: what a failed read of the list says. */
export const ORDERS_LOAD_FAILED = 'orders.errors.loadFailed'

/**
 * A read's answer, or the message to show when the platform refused it: the contract's own
 * message key when the refusal names one, else `fallback`. Anything but a refusal (sign-in
 * redirect, the 503 page) goes on, and so does a 401: on the device page it means the session
 * has ended, which that page says instead of the list.
 */
export async function readOrMessage<T>(read: Promise<T>, fallback: string): Promise<{ value: T; message: null } | { value: null; message: string }> {
  try {
    return { value: await read, message: null }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error
    return { value: null, message: orderErrorKeyOf(error) ?? fallback }
  }
}

/** The contract's message key a refusal names: as its message, its `key`, or a VALIDATION field's message. */
function orderErrorKeyOf(error: ApiError): string | null {
  const fields = error.params.fields
  const fieldMessages = fields && typeof fields === 'object' ? Object.values(fields as Record<string, unknown>).flat() : []
  const found = [error.message, error.params.key, ...fieldMessages].find((key): key is string => typeof key === 'string' && KNOWN.has(key))
  return found ?? null
}

interface ListOwner {
  id: string
  timeZone: string
  currency: string
}

export async function loadOrdersList(
  api: Api,
  organization: ListOwner,
  range: { startTs: string; finishTs?: string },
  list: OrderListQuery,
  language: string,
) {
  const [page, summary] = await Promise.all([
    readOrMessage(listOrders(api, organization.id, { ...range, ...listToQuery(list) }), ORDERS_LOAD_FAILED),
    // SPEC.md 7: the summary belongs to page 1 only.
    list.page === 1 ? readOrMessage(ordersSummary(api, organization.id, range), ORDERS_LOAD_FAILED) : null,
  ])
  return {
    rows: page.value?.orders.map((order) => orderRowView(order, organization.timeZone, language)) ?? null,
    loadError: page.message ?? summary?.message ?? null,
    // Page 1 knows the exact count from the summary; other pages estimate it (SPEC.md 9).
    paging: summary?.value
      ? { total: summary.value.count, exact: true }
      : ordersTotal(list.page, list.size, page.value ? { rows: page.value.orders.length, hasMore: page.value.hasMore } : null),
    summary: summary?.value
      ? { count: summary.value.count, net: formatMoney(summary.value.paidAmount - summary.value.refundedAmount, organization.currency) }
      : null,
  }
}
