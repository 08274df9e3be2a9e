/** Menu items (SPEC.md section 7 "Menu"): one item, and its writes. */
import { Hono } from 'hono'
import { itemCopyInputSchema, menuItemInputSchema, visibilityInputSchema } from '../../contract/menu.js'
import { copyItem, createItem, deleteItem, getItem, setItemVisible, updateItem } from '../domain/menu/items.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { menuRead, menuWrite } from './menu-access.js'
import { readJson } from './read.js'

const ITEMS = '/business/menu-items'

export function menuItemRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()

  app.post(ITEMS, menuWrite(deps), async (c) => c.json(await createItem(db, c.get('menu'), await readJson(c, menuItemInputSchema)), 201))

  app.get(`${ITEMS}/:id`, menuRead(deps), async (c) => c.json(await getItem(db, c.get('menu'), c.req.param('id'))))

  app.put(`${ITEMS}/:id`, menuWrite(deps), async (c) => {
    return c.json(await updateItem(db, c.get('menu'), c.req.param('id'), await readJson(c, menuItemInputSchema)))
  })

  app.delete(`${ITEMS}/:id`, menuWrite(deps), async (c) => {
    await deleteItem(db, c.get('menu'), c.req.param('id'))
    return c.body(null, 204)
  })

  app.post(`${ITEMS}/:id/copy`, menuWrite(deps), async (c) => {
    const { categoryId } = await readJson(c, itemCopyInputSchema)
    return c.json(await copyItem(db, c.get('menu'), c.req.param('id'), categoryId), 201)
  })

  app.put(`${ITEMS}/:id/visibility`, menuWrite(deps), async (c) => {
    const { visible } = await readJson(c, visibilityInputSchema)
    return c.json(await setItemVisible(db, c.get('menu'), c.req.param('id'), visible))
  })

  return app
}
