/**
 * The guest cart's calls to the platform (contract/guest-order.ts), by name. Public like the
 * payment page's (guest-pay.server.ts guestApi): the cart's key travels as a header, never in
 * a query string that would land in access logs.
 */
import {
  CART_KEY_HEADER,
  GUEST_ORDER_PATHS,
  cartCreatedSchema,
  guestCartSchema,
  placedOrderSchema,
  type CartLineInput,
  type PlaceOrderRequest,
} from '#contract/guest-order'
import { GUEST_TABLE_LOOKUP_PATH, guestTableRefSchema } from '#contract/guest-table'
import { ApiError, type Api } from '~/services/api.server'
import { keptCart, type CartKey } from './cart-cookie.server'

const keyed = (cart: CartKey, language: string) => ({ headers: { [CART_KEY_HEADER]: cart.key }, query: { lang: language } })

export const createCart = (api: Api, organizationId: string, tableId: string | undefined) =>
  api.post(GUEST_ORDER_PATHS.carts, { organizationId, ...(tableId ? { tableId } : {}) }, cartCreatedSchema)

export const readCart = (api: Api, cart: CartKey, language: string) => api.get(GUEST_ORDER_PATHS.cart(cart.id), guestCartSchema, keyed(cart, language))

export const addLine = (api: Api, cart: CartKey, line: CartLineInput, language: string) =>
  api.post(GUEST_ORDER_PATHS.lines(cart.id), line, guestCartSchema, keyed(cart, language))

export const setLineCount = (api: Api, cart: CartKey, lineId: string, count: number, language: string) =>
  api.put(GUEST_ORDER_PATHS.line(cart.id, lineId), { count }, guestCartSchema, keyed(cart, language))

export const setCartTable = (api: Api, cart: CartKey, tableId: string, language: string) =>
  api.put(GUEST_ORDER_PATHS.table(cart.id), { tableId }, guestCartSchema, keyed(cart, language))

export const placeOrder = (api: Api, cart: CartKey, body: PlaceOrderRequest) =>
  api.post(GUEST_ORDER_PATHS.order(cart.id), body, placedOrderSchema, { headers: { [CART_KEY_HEADER]: cart.key } })

/** The guest's cart at this venue while it is open (not placed); null when there is none or the platform forgot it. */
export async function keptOpenCart(api: Api, request: Request, organizationId: string, language: string) {
  const kept = (await keptCart(request, organizationId)).cart
  if (!kept) return null
  try {
    const cart = await readCart(api, kept, language)
    return cart.orderId ? null : cart
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null
    throw error
  }
}

/** The venue's table with the number a guest typed; null when it has none such. */
export async function findTable(api: Api, organizationId: string, number: string) {
  try {
    return await api.get(GUEST_TABLE_LOOKUP_PATH, guestTableRefSchema, { query: { organizationId, number } })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}
