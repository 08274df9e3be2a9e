/**
 * /api/v1 calls of guest ordering (issue 28; DESIGN.md 5a): a guest fills a cart from the
 * published menu and places it as an order of source GUEST for a table. Public: no session.
 *
 *   POST   /public/carts                          CartCreateRequest → CartCreated (201)
 *   GET    /public/carts/{cartId}                 GuestCart (header X-Cart-Key)
 *   POST   /public/carts/{cartId}/lines           CartLineInput → GuestCart (an identical line adds to its count)
 *   PUT    /public/carts/{cartId}/lines/{lineId}  {count} → GuestCart (0 removes the line)
 *   PUT    /public/carts/{cartId}/table           {tableId} → GuestCart
 *   POST   /public/carts/{cartId}/order           PlaceOrderRequest → PlacedOrder (201; 200 replayed)
 *
 * A cart keeps what the guest chose (item, options, counts), never a price: every read and the
 * order price it from the menu as published now, with the stop list and the active hours on the
 * venue's clock, so a price sent by a browser is never used. Placing checks the order-taking
 * switch under the organization row's lock (ADR 0081), so an order placed while the switch is
 * being turned off is either taken before it or refused after it, with nothing written.
 */
import { z } from 'zod'
import { orderItemModifierSchema } from './orders.js'
import { int, text, uuid } from './primitives.js'

export const GUEST_ORDER_PATHS = {
  carts: '/public/carts',
  cart: (cartId: string) => `/public/carts/${cartId}`,
  lines: (cartId: string) => `/public/carts/${cartId}/lines`,
  line: (cartId: string, lineId: string) => `/public/carts/${cartId}/lines/${lineId}`,
  table: (cartId: string) => `/public/carts/${cartId}/table`,
  order: (cartId: string) => `/public/carts/${cartId}/order`,
} as const

/** The cart's secret, which only the browser that created it holds (the app keeps it in a cookie). */
export const CART_KEY_HEADER = 'x-cart-key'

export const CART_LIMITS = { lines: 50, count: 99, optionCount: 99, options: 60, note: 200 } as const

export const cartCreateRequestSchema = z.object({ organizationId: uuid(), tableId: uuid().optional() }).strict()
export type CartCreateRequest = z.infer<typeof cartCreateRequestSchema>

export const cartCreatedSchema = z.object({ id: z.string(), key: z.string() })
export type CartCreated = z.infer<typeof cartCreatedSchema>

/** One line as the guest chose it: an item, how many, and the options of its modifiers (a PRICE modifier's option is its size). */
export const cartLineInputSchema = z
  .object({
    itemId: text(64, { min: 1 }),
    count: int(1, CART_LIMITS.count),
    options: z
      .array(z.object({ modifierId: text(64, { min: 1 }), optionId: text(64, { min: 1 }), count: int(1, CART_LIMITS.optionCount) }).strict())
      .max(CART_LIMITS.options)
      .default([]),
    note: text(CART_LIMITS.note, { trim: true }).optional(),
  })
  .strict()
export type CartLineInput = z.infer<typeof cartLineInputSchema>

export const cartLineCountSchema = z.object({ count: int(0, CART_LIMITS.count) }).strict()
export const cartTableSchema = z.object({ tableId: uuid() }).strict()

/**
 * Why a line cannot be ordered now: SOLD_OUT (the item or one of its options is on the stop
 * list), UNAVAILABLE (hidden, closed by its active hours, waiter-order-only, without a price, or
 * gone from the published menu), INVALID (its options break the modifier rules as published now).
 */
export const CART_LINE_PROBLEMS = ['SOLD_OUT', 'UNAVAILABLE', 'INVALID'] as const
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number]

export const guestCartLineSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  /** In the language asked for (`?lang=`), else the menu's main one. */
  title: z.string(),
  image: z.string().nullable(),
  count: z.number().int(),
  /** One unit with its options, from the published menu; null when the line cannot be priced. */
  unitPrice: z.number().int().nullable(),
  total: z.number().int().nullable(),
  modifiers: z.array(orderItemModifierSchema),
  note: z.string().nullable(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
  /** The sold-out option's title, when an option (not the item) is what is sold out. */
  problemDetail: z.string().nullable(),
})
export type GuestCartLine = z.infer<typeof guestCartLineSchema>

export const guestCartSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  currency: z.string(),
  table: z.object({ id: z.string(), number: z.string() }).nullable(),
  lines: z.array(guestCartLineSchema),
  /** Sum of the lines that can be ordered. */
  total: z.number().int(),
  /** Set once placed: the cart takes no more lines. */
  orderId: z.string().nullable(),
})
export type GuestCart = z.infer<typeof guestCartSchema>

export const placeOrderRequestSchema = z
  .object({
    /** The uuid the cart page drew into its form: one order per attempt. */
    attempt: uuid(),
    /** The table, when the cart has none yet (a menu opened without a table's QR code). */
    tableId: uuid().optional(),
    language: z.string().regex(/^[a-z]{2}$/).default('en'),
  })
  .strict()
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>

export const placedOrderSchema = z.object({ orderId: z.string(), orderNumber: z.string(), tableId: z.string(), amount: z.number().int() })
export type PlacedOrder = z.infer<typeof placedOrderSchema>

/** `params.reason` of an ordering refusal (409 CONFLICT unless said). */
export const ORDER_REFUSALS = {
  /** Order taking is switched off (params.until when it comes back by itself), or not offered. */
  orderingOff: 'ORDERING_OFF',
  /**
   * params.lines: [{lineId, problem, title, detail}] — the cart's lines that cannot be ordered now
   * (`detail`: the sold-out option's title, else null; `lineId` null when refused at adding).
   */
  linesUnavailable: 'LINES_UNAVAILABLE',
  /** 400: the line's options break a modifier rule; params.modifierId names it. */
  modifierRule: 'MODIFIER_RULE',
  /** 400: the item is not on the published menu, or guests cannot order it. */
  itemNotOrderable: 'ITEM_NOT_ORDERABLE',
  emptyCart: 'CART_EMPTY',
  /** No table chosen, or the table is not the venue's. */
  tableRequired: 'TABLE_REQUIRED',
  /** The venue's POS refused the order; params.message is what it said. Nothing was written. */
  posRefused: 'POS_REFUSED',
  /** The cart was placed already. */
  placed: 'CART_PLACED',
} as const
