/**
 * The draft as a whole: publish, revert, the published versions and rolling back to one, the
 * whole draft state, and orphans (SPEC.md 4 "Menu", "Visibility"; docs/api.md "Menu").
 */
import { Hono } from 'hono'
import { MENU_VERSIONS_LIMIT, orphanRestoreInputSchema, pagedOrganizationQuerySchema } from '../../contract/menu.js'
import { TOTAL_COUNT_HEADER } from '../../contract/tips.js'
import { listOrphans, listVersions, publish, readDraftState, restoreOrphans, revert, rollback } from '../domain/menu/state.js'
import { notFound } from '../domain/errors.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { menuRead, menuWrite, requireCustomization } from './menu-access.js'
import { readJson, readQuery } from './read.js'

export function menuDraftRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()

  app.post('/business/menus/publish', menuWrite(deps), async (c) => c.json(await publish(db, c.get('menu'), c.get('profile').id)))

  app.post('/business/menus/revert', menuWrite(deps), async (c) => {
    await revert(db, c.get('menu'))
    return c.body(null, 204)
  })

  app.get('/business/menu-state', menuRead(deps), async (c) => {
    const org = c.get('menu')
    return c.json(await readDraftState(db, org.id, org.languages))
  })

  app.get('/business/menu-versions', menuRead(deps), async (c) => {
    const q = readQuery(c, pagedOrganizationQuerySchema)
    const page = await listVersions(db, c.get('menu').id, q.limit ?? MENU_VERSIONS_LIMIT, q.offset ?? 0)
    c.header(TOTAL_COUNT_HEADER, String(page.total))
    return c.json(page.items)
  })

  app.post('/business/menu-versions/:number/rollback', menuWrite(deps), async (c) => {
    const number = Number(c.req.param('number'))
    if (!/^\d{1,9}$/.test(c.req.param('number'))) throw notFound('Version')
    await rollback(db, c.get('menu'), number)
    return c.body(null, 204)
  })

  app.get('/business/menu-orphans', menuRead(deps), async (c) => c.json(await listOrphans(db, c.get('menu'))))

  app.post('/business/menu-orphans/restore', menuWrite(deps), async (c) => {
    requireCustomization(c.get('menu'))
    const { items } = await readJson(c, orphanRestoreInputSchema)
    return c.json(await restoreOrphans(db, c.get('menu'), items))
  })

  return app
}
