/** Categories of a menu and the items they show (SPEC.md section 7 "Menu"). */
import { Hono } from 'hono'
import { categoryCopyInputSchema, categoryInputSchema, linkItemsInputSchema, positionInputSchema, visibilityInputSchema } from '../../contract/menu.js'
import {
  copyCategory,
  createCategory,
  deleteCategory,
  linkItems,
  moveCategory,
  moveItem,
  setCategoryVisible,
  unlinkItem,
  updateCategory,
} from '../domain/menu/categories.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { menuWrite } from './menu-access.js'
import { readJson } from './read.js'

const CATEGORIES = '/business/menus/:menuId/categories'
const CATEGORY = `${CATEGORIES}/:categoryId`

export function menuCategoryRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()
  const ids = (c: { req: { param(name: string): string } }) => [c.req.param('menuId'), c.req.param('categoryId')] as const

  app.post(CATEGORIES, menuWrite(deps), async (c) => {
    return c.json(await createCategory(db, c.get('menu'), c.req.param('menuId'), await readJson(c, categoryInputSchema)), 201)
  })

  app.put(CATEGORY, menuWrite(deps), async (c) => {
    return c.json(await updateCategory(db, c.get('menu'), ...ids(c), await readJson(c, categoryInputSchema)))
  })

  app.delete(CATEGORY, menuWrite(deps), async (c) => {
    await deleteCategory(db, c.get('menu'), ...ids(c))
    return c.body(null, 204)
  })

  app.put(`${CATEGORY}/position`, menuWrite(deps), async (c) => {
    const { position } = await readJson(c, positionInputSchema)
    await moveCategory(db, c.get('menu'), ...ids(c), position)
    return c.body(null, 204)
  })

  app.put(`${CATEGORY}/visibility`, menuWrite(deps), async (c) => {
    const { visible } = await readJson(c, visibilityInputSchema)
    return c.json(await setCategoryVisible(db, c.get('menu'), ...ids(c), visible))
  })

  app.post(`${CATEGORY}/copy`, menuWrite(deps), async (c) => {
    return c.json(await copyCategory(db, c.get('menu'), ...ids(c), await readJson(c, categoryCopyInputSchema)), 201)
  })

  app.post(`${CATEGORY}/items`, menuWrite(deps), async (c) => {
    const { items } = await readJson(c, linkItemsInputSchema)
    await linkItems(db, c.get('menu'), ...ids(c), items)
    return c.body(null, 204)
  })

  app.put(`${CATEGORY}/items/:itemId`, menuWrite(deps), async (c) => {
    const { position } = await readJson(c, positionInputSchema)
    await moveItem(db, c.get('menu'), ...ids(c), c.req.param('itemId'), position)
    return c.body(null, 204)
  })

  app.delete(`${CATEGORY}/items/:itemId`, menuWrite(deps), async (c) => {
    await unlinkItem(db, c.get('menu'), ...ids(c), c.req.param('itemId'))
    return c.body(null, 204)
  })

  return app
}
