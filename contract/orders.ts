/**
 * /api/v1 order calls (SPEC.md sections 3 "Order", "Order item", "Orders summary", "Orders
 * session", 4 and 7): the venue's orders over a period, one order with its items, the
 * spreadsheet export, and the order management sessions of devices.
 *
 *   GET    /business/orders?organizationId&startTs[&finishTs]&page&size&sort&direction
 *                                                          {orders, page, size, hasMore}
 *   GET    /business/orders/summary?organizationId&startTs[&finishTs]   {count, paidAmount, refundedAmount}
 *   GET    /business/orders/{id}?organizationId           Order with its items
 *   GET    /business/orders/export?organizationId&startTs[&finishTs]
 *                                                          xlsx, attachment orders_{from}-{to}.xlsx
 *   GET    /business/orders-sessions?organizationId&page&size   {sessions, total, page, size}
 *   POST   /business/orders-sessions?organizationId      → 201 OrdersSession (not started: startUrl)
 *   DELETE /business/orders-sessions/{id}?organizationId → 204 (finished: stops working at once)
 *   POST   /orders-sessions/start {code}                  no sign-in: the device opening startUrl
 *                                                          → {token, session, organization}
 *
 * The organization is named by the `organizationId` query or the X-Organization-Id header.
 * Every business call needs VIEW_ORDERS on a paymentsEnabled organization (403 otherwise).
 *
 * A period is [startTs, finishTs): instants with their offset. Without finishTs it runs to now
 * and on ('last 8 hours'). The back-office works periods out in the organization's time zone,
 * where the business day starts at 08:00 (BUSINESS_DAY_START_HOUR).
 *
 * `status`: a GUEST order carries its own status and `statusAppearances` (how each status
 * looks: title, background and foreground colour; 'gray' is read as grey). Every other order's
 * status is worked out from its money (section 4): PAID when paidAmount equals amount,
 * PAID_PARTIALLY when smaller and not zero, NOT_PAID when zero.
 *
 * The list answers no total: counting a year of orders for every page is what makes deep pages
 * slow. `hasMore` says whether a next page exists; the screen estimates the total as section 9
 * says (a full page: page × size + 1) and shows the exact count from the summary on page 1.
 *
 * An order management session is a device (a waiter's tablet) allowed to manage the venue's
 * orders without anyone's phone and password. Creating one gives `startUrl`, a path of the
 * back-office (as publishedMenuUrl is) holding a one-time code; the device that opens it starts
 * the session: the platform records when and from which address, and gives the device a bearer
 * token good only for the orders calls of that organization (GET list, summary, one order),
 * every one of which records `accessedAt` and `ipAddress`. Finishing the session ends the token
 * at once.
 */
import { z } from 'zod'
import { isoDateTime, queryInt, text } from './primitives.js'
import { BUSINESS_DAY_END_HOUR } from './stop-list.js'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes.js'

export const ORDERS_PATH = '/business/orders'
export const ORDERS_SESSIONS_PATH = '/business/orders-sessions'
export const ORDERS_SESSION_START_PATH = '/orders-sessions/start'

/**
 * The back-office path of a session's `startUrl`: the device opens it, and the back-office
 * posts its code to ORDERS_SESSION_START_PATH. The code is URL-safe (base64url).
 */
export const ORDERS_SESSION_START_URL_PREFIX = '/orders-session/'
export const ordersSessionStartUrl = (code: string) => `${ORDERS_SESSION_START_URL_PREFIX}${code}`

/** SPEC.md section 9: the business day starts at 08:00 on the organization's clock (where the stop list's 'end of the business day' is). */
export const BUSINESS_DAY_START_HOUR = BUSINESS_DAY_END_HOUR

export const ORDER_PAGE_SIZES = PAGE_SIZES
export const ORDER_DEFAULT_PAGE_SIZE = DEFAULT_PAGE_SIZE
export const ORDER_SORTS = ['createdAt', 'orderNumber', 'amount'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const

export const ORDER_LIMITS = {
  /** The longest period one call may ask for (a year and a bit: 'last month' of a leap year fits). */
  periodDays: 400,
  /** Deepest page: past this a period should be narrowed. */
  pageMax: 100_000,
  sessionsPageSize: 50,
  sessionsPageSizeMax: 200,
  /** Sessions not finished one organization may hold at once. */
  openSessions: 50,
} as const

export const ORDER_STATUSES = ['NOT_PAID', 'PAID', 'PAID_PARTIALLY', 'WAIT'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Where an order came from; GUEST orders were placed by guests on the menu. */
export const ORDER_SOURCES = ['GUEST', 'WAITER', 'POS'] as const

/** Message keys of refusals the screens show (translated under orders.errors in locales/). */
export const ORDER_ERRORS = {
  periodTooLong: 'orders.errors.periodTooLong',
  endBeforeStart: 'orders.errors.endBeforeStart',
  sessionCodeUsed: 'orders.errors.sessionCodeUsed',
  sessionFinished: 'orders.errors.sessionFinished',
  tooManySessions: 'orders.errors.tooManySessions',
} as const

/* ---------- requests ---------- */

const period = {
  startTs: isoDateTime(),
  /** Absent: up to now and on. */
  finishTs: isoDateTime().optional(),
}

export const ordersQuerySchema = z.object({
  ...period,
  page: queryInt(0, ORDER_LIMITS.pageMax).optional(),
  size: z
    .enum(ORDER_PAGE_SIZES.map(String) as [string, ...string[]])
    .transform(Number)
    .optional(),
  sort: z.enum(ORDER_SORTS).optional(),
  direction: z.enum(SORT_DIRECTIONS).optional(),
})
export type OrdersQuery = z.input<typeof ordersQuerySchema>

export const ordersPeriodSchema = z.object(period)
export type OrdersPeriod = z.input<typeof ordersPeriodSchema>

export const ordersSessionsQuerySchema = z.object({
  page: queryInt(0, 100_000).optional(),
  size: queryInt(1, ORDER_LIMITS.sessionsPageSizeMax).optional(),
})

export const ordersSessionStartSchema = z.object({ code: text(200, { trim: true, min: 1 }) }).strict()

/* ---------- answers ---------- */

/** A title in the organization's menu languages, keyed by language code. */
const localized = z.record(z.string())

export const orderStatusAppearanceSchema = z.object({
  title: localized,
  backgroundColor: z.string(),
  foregroundColor: z.string(),
})
export type OrderStatusAppearance = z.infer<typeof orderStatusAppearanceSchema>

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  source: z.string(),
  status: z.string(),
  /** GUEST orders: how each of their statuses looks. Empty for the others. */
  statusAppearances: z.record(orderStatusAppearanceSchema),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** The table's title. */
  placementTitle: z.string().nullable(),
  /** The waiter's name. */
  employeeName: z.string().nullable(),
  currency: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
})
export type Order = z.infer<typeof orderSchema>

export const ordersPageSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
})
export type OrdersPage = z.infer<typeof ordersPageSchema>

export const ordersSummarySchema = z.object({
  count: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
})
export type OrdersSummary = z.infer<typeof ordersSummarySchema>

export const orderItemModifierSchema = z.object({
  title: z.string(),
  options: z.array(z.object({ title: z.string(), count: z.number().int() })),
})

export const orderItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** An image URL, or null. */
  image: z.string().nullable(),
  count: z.number().int(),
  /** One unit's price, minor units. */
  price: z.number().int(),
  modifiers: z.array(orderItemModifierSchema),
  /** GUEST orders: how many of the line are in each status ({WAIT: 1, READY: 2}); else null. */
  status: z.record(z.number().int()).nullable(),
  /** Other orders: how many of the line are in each payment status ({PAID: 2, NOT_PAID: 1}); else null. */
  paymentStatus: z.record(z.number().int()).nullable(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderDetailsSchema = orderSchema.extend({ items: z.array(orderItemSchema) })
export type OrderDetails = z.infer<typeof orderDetailsSchema>

export const ordersSessionSchema = z.object({
  id: z.string(),
  /** While not started: the back-office path a device opens to start it. Null once started. */
  startUrl: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  accessedAt: z.string().nullable(),
  ipAddress: z.string().nullable(),
})
export type OrdersSession = z.infer<typeof ordersSessionSchema>

/** Sessions not finished, newest first. */
export const ordersSessionsPageSchema = z.object({
  sessions: z.array(ordersSessionSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})

/** POST /orders-sessions/start: what the device keeps. */
export const ordersSessionStartedSchema = z.object({
  token: z.string(),
  session: ordersSessionSchema,
  organization: z.object({ id: z.string(), name: z.string(), currency: z.string(), timeZone: z.string() }),
})
export type OrdersSessionStarted = z.infer<typeof ordersSessionStartedSchema>

/** The export's file name: orders_{from}-{to}.xlsx, each as YYYYMMDDTHHmm on the venue's clock. */
export const ORDERS_EXPORT_NAME = (from: string, to: string) => `orders_${from}-${to}.xlsx`

