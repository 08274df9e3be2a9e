/**
 * `GET /business/websocket/{organizationId}` as a plain HTTP call: who may open the live channel
 * (contract/live.ts). A caller who may follow one of its scopes — MENU: VIEW_MENU or
 * VIEW_STOP_LIST on a menuEnabled organization; TIPS: VIEW_BOXES — gets 426 Upgrade Required and
 * the scopes in X-Live-Scopes. The websocket upgrade (platform/live/index.ts) asks this route,
 * switches protocols only on 426, and lets the socket subscribe only to the scopes named; anyone
 * else gets 403, as for the menu and boxes calls.
 */
import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import { LIVE_PATH_PREFIX, LIVE_SCOPES_HEADER, type LiveScope } from '../../contract/live.js'
import { organizations } from '../db/schema/index.js'
import { forbidden } from '../domain/errors.js'
import { isUuid } from '../domain/ids.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { errorJson } from './errors.js'

export function liveRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  app.get(`${LIVE_PATH_PREFIX}:organizationId`, async (c) => {
    const id = c.req.param('organizationId')
    if (!isUuid(id)) throw forbidden()
    const held = (await c.get('caller').permissionsOn(id)) ?? []
    const scopes: LiveScope[] = []
    if (held.includes('VIEW_MENU') || held.includes('VIEW_STOP_LIST')) {
      const [row] = await deps.db.select({ menuEnabled: organizations.menuEnabled }).from(organizations).where(eq(organizations.id, id))
      if (row?.menuEnabled) scopes.push('MENU')
    }
    if (held.includes('VIEW_BOXES')) scopes.push('TIPS')
    if (scopes.length === 0) throw forbidden()
    c.header('Upgrade', 'websocket')
    c.header(LIVE_SCOPES_HEADER, scopes.join(','))
    return errorJson(c, ErrorCode.UPGRADE_REQUIRED, 'Open this path as a websocket')
  })
  return app
}
