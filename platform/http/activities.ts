/** Tips (activities): the list of a scope, one tip, and a change of recipient (SPEC.md section 7). */
import { Hono } from 'hono'
import { activitiesQuerySchema, activityUpdateSchema, TOTAL_COUNT_HEADER } from '../../contract/tips.js'
import { activityView, findActivity, listActivities, pageOfActivities, reassignActivity } from '../domain/activities.js'
import { parseRange, resolveScope } from '../domain/scope.js'
import { checkAccess } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson, readQuery } from './read.js'

export function activityRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()

  // resolveScope checks VIEW_BOXES on the organization the organization, box or member scope belongs to.
  app.get('/business/activities', async (c) => {
    const q = readQuery(c, activitiesQuerySchema)
    const scope = await resolveScope(db, c.get('caller'), {
      organizationId: q.organization_id,
      boxId: q.box_id,
      memberId: q.member_id,
    })
    const range = parseRange(q.start_ts, q.finish_ts)
    const filter = { ordersOnly: q.orders_only === 'true', ratingMin: q.rating_min, ratingMax: q.rating_max, limit: q.limit, offset: q.offset }
    if (q.offset === undefined) return c.json(await listActivities(db, scope, range, filter))
    // A screen's page: the rows and how many there are to page through.
    const { rows, total } = await pageOfActivities(db, scope, range, filter)
    c.header(TOTAL_COUNT_HEADER, String(total))
    return c.json(rows)
  })

  app.get('/business/activities/:id', async (c) => {
    const activity = await findActivity(db, c.req.param('id'))
    await checkAccess(deps, c, activity.organizationId, 'VIEW_BOXES')
    return c.json(await activityView(db, activity.id))
  })

  app.put('/business/activities/:id', async (c) => {
    const activity = await findActivity(db, c.req.param('id'))
    await checkAccess(deps, c, activity.organizationId, 'VIEW_BOXES', 'MANAGE_BOXES')
    const input = await readJson(c, activityUpdateSchema)
    return c.json(await reassignActivity(db, activity, input.memberId))
  })

  return app
}
