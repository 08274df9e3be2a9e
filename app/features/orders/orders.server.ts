/**
 * Orders (contract/orders.ts, SPEC.md 2 "Orders" and 7): a page of a period's orders, the
 * period's summary, one order with its items, the export's address, and the order management
 * sessions of devices, including the device's own start. Every business call names the
 * organization; a malformed id in the URL is a 404 before any call.
 */
import {
  ORDER_LIMITS,
  ORDERS_PATH,
  ORDERS_SESSION_START_PATH,
  ORDERS_SESSIONS_PATH,
  orderDetailsSchema,
  ordersPageSchema,
  ordersSessionSchema,
  ordersSessionsPageSchema,
  ordersSessionStartedSchema,
  ordersSummarySchema,
  type OrderSort,
} from '#contract/orders'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

/** A period as the platform reads it: ISO instants, no finishTs for 'up to now and on'. */
export interface OrdersPeriodQuery {
  startTs: string
  finishTs?: string
}

export interface OrdersPageQuery extends OrdersPeriodQuery {
  /** 0-based, as the platform counts. */
  page: number
  size: number
  sort: OrderSort
  direction: 'ASC' | 'DESC'
}

/** One page of the period's orders; the answer has no total, only whether a next page exists. */
export function listOrders(api: Api, organizationId: string, query: OrdersPageQuery) {
  return api.get(ORDERS_PATH, ordersPageSchema, { organizationId, query: { organizationId, ...query } })
}

/** The period's count and money (paid, refunded), for the list's footer on page 1. */
export function ordersSummary(api: Api, organizationId: string, period: OrdersPeriodQuery) {
  return api.get(`${ORDERS_PATH}/summary`, ordersSummarySchema, { organizationId, query: { organizationId, ...period } })
}

/** One order with its items; an order of another organization or none is the dialog's 404. */
export function getOrder(api: Api, organizationId: string, orderId: string | undefined) {
  return orNotFound(api.get(`${ORDERS_PATH}/${idParam(orderId)}`, orderDetailsSchema, { organizationId, query: { organizationId } }))
}

/**
 * The spreadsheet of the period, as the browser downloads it itself (SPEC.md 7): a path of the
 * /api/v1 gateway, which takes the back-office cookie on a GET. `lang` names the interface's
 * language, which may be a choice (the `lng` cookie) the browser's Accept-Language does not say.
 */
export function ordersExportPath(organizationId: string, period: OrdersPeriodQuery, lang: string): string {
  const query = new URLSearchParams({ organizationId, startTs: period.startTs })
  if (period.finishTs) query.set('finishTs', period.finishTs)
  query.set('lang', lang)
  return `/api/v1${ORDERS_PATH}/export?${query.toString()}`
}

/** The sessions not finished, newest first (at most as many as may be open at once: one page). */
export function listOrdersSessions(api: Api, organizationId: string) {
  return api.get(ORDERS_SESSIONS_PATH, ordersSessionsPageSchema, {
    organizationId,
    query: { organizationId, page: 0, size: ORDER_LIMITS.openSessions },
  })
}

/** A new session, not started: its startUrl is what a device opens. */
export function createOrdersSession(api: Api, organizationId: string) {
  return api.post(ORDERS_SESSIONS_PATH, {}, ordersSessionSchema, { organizationId, query: { organizationId } })
}

/** Finishes a session: its device's token stops working at once. */
export function finishOrdersSession(api: Api, organizationId: string, sessionId: string) {
  return api.delete(`${ORDERS_SESSIONS_PATH}/${idParam(sessionId)}`, { organizationId, query: { organizationId } })
}

/** The device's side: the one-time code of startUrl for the device's own token (no sign-in). */
export function startOrdersSession(api: Api, code: string) {
  return api.post(ORDERS_SESSION_START_PATH, { code }, ordersSessionStartedSchema)
}
