/**
 * The stop list (contract/stop-list.ts, SPEC.md section 7): VIEW_STOP_LIST on a menuEnabled
 * organization; writes carry X-Request-Id and reach the live channel (http/menu-access.ts).
 * Expiry compares with the platform's clock (`deps.clock`), so no job has to run.
 */
import { Hono } from 'hono'
import { STOP_LIST_PATH, stopListAddSchema, stopListQuerySchema } from '../../contract/stop-list.js'
import { addToStopList, listStopCandidates, listStopList, removeFromStopList } from '../domain/menu/stop-list.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { stopListRead, stopListWrite } from './menu-access.js'
import { readJson, readQuery } from './read.js'

export function stopListRoutes(deps: PlatformDeps) {
  const { db, clock } = deps
  const app = new Hono<PlatformEnv>()

  app.get(STOP_LIST_PATH, stopListRead(deps), async (c) => c.json(await listStopList(db, c.get('menu'), readQuery(c, stopListQuerySchema), clock())))

  app.get(`${STOP_LIST_PATH}/candidates`, stopListRead(deps), async (c) =>
    c.json(await listStopCandidates(db, c.get('menu'), readQuery(c, stopListQuerySchema), clock())),
  )

  app.post(STOP_LIST_PATH, stopListWrite(deps), async (c) => {
    return c.json(await addToStopList(db, c.get('menu'), await readJson(c, stopListAddSchema), clock()), 201)
  })

  app.delete(`${STOP_LIST_PATH}/:entryId`, stopListWrite(deps), async (c) => {
    await removeFromStopList(db, c.get('menu'), c.req.param('entryId'), clock())
    return c.body(null, 204)
  })
  return app
}
