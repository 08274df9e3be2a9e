/**
 * Guests' carts and orders, public (no session; contract/guest-order.ts, ADR 0081). The cart's
 * key comes in the X-Cart-Key header; `?lang=` chooses the language of the titles answered.
 *
 *   POST /public/carts                          create: 201 {id, key}
 *   GET  /public/carts/{id}                     the cart, priced now
 *   POST /public/carts/{id}/lines               add a line (an identical one adds to its count)
 *   PUT  /public/carts/{id}/lines/{lineId}      a line's count (0 removes it)
 *   PUT  /public/carts/{id}/table               the table it is for
 *   POST /public/carts/{id}/order               place it: 201, or 200 for a replayed attempt
 */
import { Hono, type Context } from 'hono'
import {
  CART_KEY_HEADER,
  GUEST_ORDER_PATHS,
  cartCreateRequestSchema,
  cartLineCountSchema,
  cartLineInputSchema,
  cartTableSchema,
  placeOrderRequestSchema,
} from '../../contract/guest-order.js'
import { addLine, createCart, readCart, setCartTable, setLineCount, type CartDeps } from '../domain/guest/carts.js'
import { placeGuestOrder } from '../domain/guest/place-order.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { guestTagOf } from './public-menu.js'
import { readJson } from './read.js'

/** `?lang=`: a language code, or nothing (the menu's main language). */
const langOf = (c: Context) => {
  const lang = c.req.query('lang')
  return lang && /^[a-z]{2}$/.test(lang) ? lang : undefined
}

export function guestCartRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const carts: CartDeps = { db: deps.db, clock: deps.clock, tagOf: guestTagOf, pos: deps.pos }
  const key = (c: Context) => c.req.header(CART_KEY_HEADER)

  app.post(GUEST_ORDER_PATHS.carts, async (c) => {
    const input = await readJson(c, cartCreateRequestSchema)
    return c.json(await createCart(carts, input, c.get('clientAddress')), 201)
  })

  app.get(GUEST_ORDER_PATHS.cart(':id'), async (c) => {
    return c.json(await readCart(carts, c.req.param('id') ?? '', key(c), langOf(c)))
  })

  app.post(GUEST_ORDER_PATHS.lines(':id'), async (c) => {
    const input = await readJson(c, cartLineInputSchema)
    return c.json(await addLine(carts, c.req.param('id') ?? '', key(c), input, langOf(c), c.get('clientAddress')))
  })

  app.put(GUEST_ORDER_PATHS.line(':id', ':lineId'), async (c) => {
    const { count } = await readJson(c, cartLineCountSchema)
    return c.json(await setLineCount(carts, c.req.param('id') ?? '', key(c), c.req.param('lineId') ?? '', count, langOf(c), c.get('clientAddress')))
  })

  app.put(GUEST_ORDER_PATHS.table(':id'), async (c) => {
    const { tableId } = await readJson(c, cartTableSchema)
    return c.json(await setCartTable(carts, c.req.param('id') ?? '', key(c), tableId, langOf(c), c.get('clientAddress')))
  })

  app.post(GUEST_ORDER_PATHS.order(':id'), async (c) => {
    const input = await readJson(c, placeOrderRequestSchema)
    const { placed, created } = await placeGuestOrder(carts, c.req.param('id') ?? '', key(c), input, c.get('clientAddress'))
    return c.json(placed, created ? 201 : 200)
  })

  return app
}
