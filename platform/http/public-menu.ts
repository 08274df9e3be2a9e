/**
 * The guest menu's call, public (no session; outside /business/*, so app.ts asks for none):
 *
 *   GET /public/menus/{organizationId}                  the last published version, for guests
 *   GET /public/menus/{organizationId}?preview=<token>  the draft, for whoever has the draft link
 *   …&menu=<menuId|first> or …&item=<itemId>            only a part of it (contract guestMenuQuerySchema)
 *
 * A POS venue's published items carry its POS's prices (what guests order at). Both answer
 * contract/guest-menu.ts guestMenuSchema, or 404 NOT_FOUND (no such organization,
 * menu not enabled, nothing published, a wrong token).
 */
import { Hono } from 'hono'
import { guestMenuQuerySchema, PUBLIC_MENU_PATH, type GuestTag } from '../../contract/guest-menu.js'
import { invalid } from '../domain/errors.js'
import { atPosPrices } from '../domain/guest/pos-menu.js'
import { readGuestMenu } from '../domain/menu/guest.js'
import { MENU_TAGS } from '../domain/menu/reference.js'
import type { PlatformDeps } from './context.js'
import type { MenuEnv } from './menu-access.js'
import { tagIconUrl } from './menu-tag-icons.js'

const TAGS = new Map<string, GuestTag>(MENU_TAGS.map((t) => [t.name, { name: t.name, title: t.title, imageUrl: tagIconUrl(t.name) }]))
/** The guest menu's tags; guest carts read the menu with the same, so both share its cached view. */
export const guestTagOf = (name: string) => TAGS.get(name) ?? null

export function publicMenuRoutes(deps: PlatformDeps) {
  const app = new Hono<MenuEnv>()

  app.get(`${PUBLIC_MENU_PATH}/:organizationId`, async (c) => {
    // A wrong preview token of any length is the 404 of an unknown menu (readGuestMenu), not a 400.
    const preview = c.req.query('preview')
    const query = guestMenuQuerySchema.omit({ preview: true }).safeParse({ menu: c.req.query('menu'), item: c.req.query('item') })
    if (!query.success) throw invalid('Invalid menu query', { query: ['validation.invalid'] })
    const { menu: menuId, item } = query.data
    const part = item !== undefined ? { item } : menuId !== undefined ? { menu: menuId } : undefined
    const organizationId = c.req.param('organizationId')
    const read = await readGuestMenu(deps.db, organizationId, { preview, part, tagOf: guestTagOf, now: deps.clock() })
    // A POS venue's published items at its POS's prices, as its guests order them (guest/pos-menu.ts).
    const menu = (await atPosPrices(deps, organizationId, read)) ?? read
    // A published version may sit in a cache for a few seconds (the stop list changes it without
    // a publish, so not longer); the draft link's answer in none.
    c.header('Cache-Control', menu.draft ? 'private, no-store' : 'public, max-age=5')
    if (menu.draft) c.header('X-Robots-Tag', 'noindex')
    return c.json(menu)
  })

  return app
}
