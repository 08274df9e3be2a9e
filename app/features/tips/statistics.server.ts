/** Every tips number the screens show, by name: rating, reactions, by day, and per box, employee or venue. */
import { z } from 'zod'
import {
  boxStatisticsRowSchema,
  chartStatisticsSchema,
  likesStatisticsSchema,
  organizationStatisticsRowSchema,
  ratingStatisticsSchema,
} from '#contract/tips'
import type { Api } from '~/services/api.server'
import type { ScopeQuery } from './activities.server'
import { orNotFound } from '../../services/not-found.server'

interface Range {
  startTs: string
  finishTs: string
}
const rangeQuery = (range: Range) => ({ start_ts: range.startTs, finish_ts: range.finishTs })

/**
 * Rating, tips by day and (unless a screen does not show them) reactions, in parallel. The
 * scope names what the page shows, so a scope the platform does not know (404) is a page
 * that is not there.
 */
export async function scopeStatistics(api: Api, scope: ScopeQuery, range: Range, options: { likes?: boolean } = {}) {
  const query = { ...scope, ...rangeQuery(range) }
  const [rating, likes, chart] = await orNotFound(
    Promise.all([
      api.get('/business/statistics/rating', ratingStatisticsSchema, { query }),
      options.likes === false ? null : api.get('/business/statistics/likes', likesStatisticsSchema, { query }),
      api.get('/business/statistics/chart', chartStatisticsSchema, { query }),
    ]),
  )
  return { rating, likes: likes?.likes ?? {}, chart }
}

/** One row per box of the scope. */
export function boxStatistics(api: Api, scope: ScopeQuery, range: Range) {
  return api.get('/business/statistics/boxes', z.array(boxStatisticsRowSchema), { query: { ...scope, ...rangeQuery(range) } })
}

/** One row per organization the user can see. */
export function organizationStatistics(api: Api, range: Range) {
  return api.get('/business/statistics/organizations', z.array(organizationStatisticsRowSchema), { query: rangeQuery(range) })
}
