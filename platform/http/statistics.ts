/** Tips statistics of an organization, box or member over a range (SPEC.md section 7 "Statistics"). */
import { Hono } from 'hono'
import { rangeQuerySchema, statisticsQuerySchema } from '../../contract/tips.js'
import type { Database } from '../db/client.js'
import { organizationsWith } from '../domain/organizations.js'
import { parseRange, resolveScope, type Range, type Scope } from '../domain/scope.js'
import {
  boxStatistics,
  chartStatistics,
  likesStatistics,
  memberStatistics,
  organizationStatistics,
  ratingStatistics,
  tipsByDay,
} from '../domain/statistics.js'
import type { Caller } from '../domain/caller.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readQuery } from './read.js'

type Statistic = (db: Database, scope: Scope, range: Range, caller: Caller) => Promise<unknown>

const BY_SCOPE: Record<string, Statistic> = {
  // A page asks for both of one scope and range: one query per page (tipsByDay).
  rating: async (db, scope, range, caller) => ratingStatistics(await tipsByDay(db, scope, range, caller.once)),
  likes: likesStatistics,
  chart: async (db, scope, range, caller) => chartStatistics(await tipsByDay(db, scope, range, caller.once)),
  members: memberStatistics,
  boxes: (db, scope, range) => boxStatistics(db, scope, range),
}

export function statisticsRoutes({ db }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  // Each needs VIEW_BOXES on the scope's organization, which resolveScope checks.
  for (const [name, compute] of Object.entries(BY_SCOPE)) {
    app.get(`/business/statistics/${name}`, async (c) => {
      const q = readQuery(c, statisticsQuerySchema)
      const scope = await resolveScope(db, c.get('caller'), {
        organizationId: q.organization_id,
        boxId: q.box_id,
        memberId: q.member_id,
      })
      return c.json(await compute(db, scope, parseRange(q.start_ts, q.finish_ts), c.get('caller')))
    })
  }

  // Every organization the caller may see the tips of (VIEW_BOXES), each with those below it.
  app.get('/business/statistics/organizations', async (c) => {
    const q = readQuery(c, rangeQuerySchema)
    const range = parseRange(q.start_ts, q.finish_ts)
    return c.json(await organizationStatistics(db, await organizationsWith(db, c.get('caller'), 'VIEW_BOXES'), range))
  })

  return app
}
