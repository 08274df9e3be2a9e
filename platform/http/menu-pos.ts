/**
 * The POS catalogue and tables of an organization with a POS integration (SPEC.md sections 3
 * "POS menu" and 7): what items, options and tables map to. Without the integration: 409.
 */
import { Hono } from 'hono'
import type { PosMenu } from '../../contract/menu-reference.js'
import { ErrorCode } from '../../contract/errors.js'
import { DomainError } from '../domain/errors.js'
import type { MenuOrganization } from '../domain/menu/organization.js'
import type { PlatformDeps } from './context.js'
import { menuRead, type MenuEnv } from './menu-access.js'

function requirePos(org: MenuOrganization) {
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

  app.get('/business/pos/tables', menuRead(deps), async (c) => {
    const org = c.get('menu')
    requirePos(org)
    return c.json({ tables: await pos.tables(org.id), provider: provider() })
  })

  return app
}
