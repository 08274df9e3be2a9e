/**
 * The organization's menu languages (contract/menu-languages.ts; docs/api.md "Menu languages";
 * ADR 0047). A menu write like the others: VIEW_MENU on a menuEnabled organization, X-Request-Id
 * echoed, and the live channel told, so open menu screens re-read the list and the state.
 */
import { Hono } from 'hono'
import { menuLanguagesInputSchema } from '../../contract/menu-languages.js'
import { setMenuLanguages } from '../domain/menu/languages.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { menuWrite } from './menu-access.js'
import { readJson } from './read.js'

export function menuLanguageRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.put('/business/organizations/:organizationId/menu-languages', menuWrite(deps), async (c) => {
    const { menuLanguages } = await readJson(c, menuLanguagesInputSchema)
    return c.json(await setMenuLanguages(deps.db, c.get('menu'), menuLanguages))
  })

  return app
}
