/**
 * The POS catalogue and tables of an organization with a POS integration (SPEC.md sections 3
 * "POS menu" and 7): what items, options and tables map to. Without the integration: 409.
 * The catalogue is the menu editor's (VIEW_MENU on a menuEnabled organization); the tables are
 * read by the menu and by the Tables screen (VIEW_TABLES on a paymentsEnabled organization).
 */
import { Hono } from 'hono'
import type { PosMenu } from '../../contract/menu-reference.js'
import { ErrorCode } from '../../contract/errors.js'
import { DomainError } from '../domain/errors.js'
import type { PlatformDeps } from './context.js'
import { menuAllowed, menuRead, type MenuEnv } from './menu-access.js'
import { namedOrganization } from './named-organization.js'
import { tablesAllowed } from './tables-access.js'

function requirePos(org: { posIntegrationEnabled: boolean }) {
  if (!org.posIntegrationEnabled) {
    throw new DomainError(ErrorCode.CONFLICT, 'The organization has no POS integration', { reason: 'NO_POS_INTEGRATION' })
  }
}

export function menuPosRoutes(deps: PlatformDeps) {
  const { pos } = deps
  const app = new Hono<MenuEnv>()
  const provider = () => ({ name: pos.name, demo: pos.demo, description: pos.describe() })

  app.get('/business/pos/menu', menuRead(deps), async (c) => {
    const org = c.get('menu')
    requirePos(org)
    const answer: PosMenu = { ...(await pos.menu(org.id)), provider: provider() }
    return c.json(answer)
  })

  app.get('/business/pos/tables', async (c) => {
    const menu = menuAllowed()
    const tables = tablesAllowed()
    const { id, row } = await namedOrganization(deps, c, (held, org) => menu(held, org) || tables(held, org))
    requirePos(row)
    return c.json({ tables: await pos.tables(id), provider: provider() })
  })

  return app
}
