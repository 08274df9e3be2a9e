/**
 * `GET /business/websocket/{organizationId}` as a plain HTTP call: who may open the live channel
 * (contract/live.ts). VIEW_MENU or VIEW_STOP_LIST on a menuEnabled organization answers 426
 * Upgrade Required — the websocket upgrade (platform/live/index.ts) asks this route and switches
 * protocols only on 426 —; anyone else gets 403, as for the menu calls.
 */
import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import { LIVE_PATH_PREFIX } from '../../contract/live.js'
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
    if (!held.includes('VIEW_MENU') && !held.includes('VIEW_STOP_LIST')) throw forbidden()
    const [row] = await deps.db.select({ menuEnabled: organizations.menuEnabled }).from(organizations).where(eq(organizations.id, id))
    if (!row?.menuEnabled) throw forbidden()
    c.header('Upgrade', 'websocket')
    return errorJson(c, ErrorCode.UPGRADE_REQUIRED, 'Open this path as a websocket')
  })
  return app
}
