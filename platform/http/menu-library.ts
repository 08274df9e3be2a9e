/**
 * The menu library (SPEC.md sections 3 "Library item", 6 and 7): search and save need the
 * organization's allowCustomization; reading one saved item needs only VIEW_MENU.
 */
import { Hono } from 'hono'
import { libraryItemInputSchema, libraryQuerySchema } from '../../contract/menu-reference.js'
import { TOTAL_COUNT_HEADER } from '../../contract/tips.js'
import { libraryItemIn, saveLibraryItem, searchLibrary } from '../domain/menu/library.js'
import type { PlatformDeps } from './context.js'
import { menuRead, menuWrite, requireCustomization, type MenuEnv } from './menu-access.js'
import { readJson, readQuery } from './read.js'

export function menuLibraryRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<MenuEnv>()

  app.get('/business/menu-library', menuRead(deps), async (c) => {
    const org = c.get('menu')
    requireCustomization(org)
    const q = readQuery(c, libraryQuerySchema)
    const { items, total } = await searchLibrary(db, org, q)
    c.header(TOTAL_COUNT_HEADER, String(total))
    return c.json(items)
  })

  app.get('/business/menu-library/:id', menuRead(deps), async (c) => {
    return c.json(await libraryItemIn(db, c.get('menu').id, c.req.param('id')))
  })

  app.post('/business/menu-library', menuWrite(deps), async (c) => {
    const org = c.get('menu')
    requireCustomization(org)
    const input = await readJson(c, libraryItemInputSchema)
    return c.json(await saveLibraryItem(db, org.id, input), 201)
  })

  return app
}
