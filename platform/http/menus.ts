/**
 * Menus (SPEC.md section 7 "Menu"): the list, one menu with its categories and items, and their
 * writes. Categories, items, modifiers and the draft's publishing have routers of their own,
 * mounted here. Every route names the organization in `organizationId` or X-Organization-Id.
 */
import { Hono } from 'hono'
import { copyInputSchema, menuInputSchema, positionInputSchema, visibilityInputSchema } from '../../contract/menu.js'
import { copyMenu, createMenu, deleteMenu, listMenus, menuPage, moveMenu, setMenuVisible, updateMenu } from '../domain/menu/menus.js'
import { suggestMenuTranslations } from '../domain/menu/translations.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { menuCategoryRoutes } from './menu-categories.js'
import { menuDraftRoutes } from './menu-draft.js'
import { menuItemRoutes } from './menu-items.js'
import { menuModifierRoutes } from './menu-modifiers.js'
import { menuRead, menuWrite } from './menu-access.js'
import { readJson } from './read.js'

const MENUS = '/business/menus'

export function menuRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()
  // Fixed paths (publish, revert) before `/:menuId`.
  app.route('/', menuDraftRoutes(deps))

  // `translation=false`: the list without each menu's translation progress (the dearest part).
  app.get(MENUS, menuRead(deps), async (c) => c.json(await listMenus(db, c.get('menu'), { translation: c.req.query('translation') !== 'false' })))

  app.post(MENUS, menuWrite(deps), async (c) => {
    return c.json(await createMenu(db, c.get('menu'), await readJson(c, menuInputSchema)), 201)
  })

  app.get(`${MENUS}/:menuId`, menuRead(deps), async (c) => c.json(await menuPage(db, c.get('menu'), c.req.param('menuId'), deps.clock())))

  app.put(`${MENUS}/:menuId`, menuWrite(deps), async (c) => {
    return c.json(await updateMenu(db, c.get('menu'), c.req.param('menuId'), await readJson(c, menuInputSchema)))
  })

  app.delete(`${MENUS}/:menuId`, menuWrite(deps), async (c) => {
    await deleteMenu(db, c.get('menu'), c.req.param('menuId'))
    return c.body(null, 204)
  })

  app.post(`${MENUS}/:menuId/copy`, menuWrite(deps), async (c) => {
    return c.json(await copyMenu(db, c.get('menu'), c.req.param('menuId'), await readJson(c, copyInputSchema)), 201)
  })

  app.put(`${MENUS}/:menuId/position`, menuWrite(deps), async (c) => {
    const { position } = await readJson(c, positionInputSchema)
    await moveMenu(db, c.get('menu'), c.req.param('menuId'), position)
    return c.body(null, 204)
  })

  app.put(`${MENUS}/:menuId/visibility`, menuWrite(deps), async (c) => {
    const { visible } = await readJson(c, visibilityInputSchema)
    return c.json(await setMenuVisible(db, c.get('menu'), c.req.param('menuId'), visible))
  })

  // Fills the menu's missing languages with suggestions (`lt?`), to be accepted or rejected.
  app.post(`${MENUS}/:menuId/translate-missing`, menuWrite(deps), async (c) => {
    return c.json(await suggestMenuTranslations(db, c.get('menu'), deps.translation, c.req.param('menuId')))
  })

  app.route('/', menuCategoryRoutes(deps))
  app.route('/', menuItemRoutes(deps))
  app.route('/', menuModifierRoutes(deps))
  return app
}
