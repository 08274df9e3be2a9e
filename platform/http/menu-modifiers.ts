/** Modifiers and their options (SPEC.md section 7 "Menu"): a searchable, paged list and writes. */
import { Hono } from 'hono'
import { TOTAL_COUNT_HEADER } from '../../contract/tips.js'
import { modifierInputSchema, modifierListQuerySchema } from '../../contract/menu.js'
import { createModifier, deleteModifier, listModifiers, modifierIn, updateModifier } from '../domain/menu/modifiers.js'
import { modifierView } from '../domain/menu/views.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { menuRead, menuWrite } from './menu-access.js'
import { readJson, readQuery } from './read.js'

const MODIFIERS = '/business/menu-modifiers'

export function menuModifierRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()

  app.get(MODIFIERS, menuRead(deps), async (c) => {
    const q = readQuery(c, modifierListQuerySchema)
    const page = await listModifiers(db, c.get('menu'), q.q, q.limit ?? 100, q.offset ?? 0)
    c.header(TOTAL_COUNT_HEADER, String(page.total))
    return c.json(page.items)
  })

  app.get(`${MODIFIERS}/:id`, menuRead(deps), async (c) => {
    const org = c.get('menu')
    return c.json(modifierView(await modifierIn(db, org.id, c.req.param('id')), org.languages))
  })

  app.post(MODIFIERS, menuWrite(deps), async (c) => c.json(await createModifier(db, c.get('menu'), await readJson(c, modifierInputSchema)), 201))

  app.put(`${MODIFIERS}/:id`, menuWrite(deps), async (c) => {
    return c.json(await updateModifier(db, c.get('menu'), c.req.param('id'), await readJson(c, modifierInputSchema)))
  })

  app.delete(`${MODIFIERS}/:id`, menuWrite(deps), async (c) => {
    await deleteModifier(db, c.get('menu'), c.req.param('id'))
    return c.body(null, 204)
  })

  return app
}
