/**
 * Loading what the tips screens show: the range from the URL, statistics for a scope, the
 * boxes of an organization and activities. Everything goes through /api/v1.
 */
import type { Organization } from '../../contract/organizations'
import {
  activitiesSchema,
  boxSchema,
  chartStatisticsSchema,
  likesStatisticsSchema,
  ratingStatisticsSchema,
} from '../../contract/tips'
import { redirect } from '@remix-run/node'
import { periodFormToSearch, rangeDays, rangeToTimestamps, readRange, todayIn, type Range, type TypedRange } from '../utils/range'
import { ApiError, type Api } from './api.server'

export const DEFAULT_TIME_ZONE = 'Europe/Vilnius'

export interface RangeContext {
  range: Range
  error: string | null
  /** A refused custom range as it was typed, for the period form to show again. */
  typed: TypedRange | null
  today: string
  startTs: string
  finishTs: string
  days: string[]
}

/**
 * The range in the URL (month or custom), checked against today in the venue's zone. A
 * submission of the period form is first redirected to the canonical query, so the address
 * bar, shared links and the page links all carry one form of the period (with or without
 * JavaScript; Remix follows a loader's redirect on client navigations too).
 */
export function rangeFromRequest(request: Request, timeZone = DEFAULT_TIME_ZONE): RangeContext {
  const url = new URL(request.url)
  const canonical = periodFormToSearch(url.searchParams)
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`)
  const today = todayIn(timeZone)
  const { range, error, typed } = readRange(url.searchParams, today)
  const { startTs, finishTs } = rangeToTimestamps(range, timeZone)
  return { range, error, typed: typed ?? null, today, startTs, finishTs, days: rangeDays(range, today) }
}

export interface ScopeQuery {
  organization_id?: string
  box_id?: string
  member_id?: string
}

const timestamps = (ctx: RangeContext) => ({ start_ts: ctx.startTs, finish_ts: ctx.finishTs })

/**
 * Rating, tips by day and (unless a screen does not show them) reactions, in parallel. The
 * scope names what the page shows, so a scope the platform does not know (404) is a page
 * that is not there, like every other call of these loaders.
 */
export async function loadStatistics(api: Api, scope: ScopeQuery, ctx: RangeContext, options: { likes?: boolean } = {}) {
  const query = { ...scope, ...timestamps(ctx) }
  const [rating, likes, chart] = await orNotFound(Promise.all([
    api.get('/business/statistics/rating', ratingStatisticsSchema, { query }),
    options.likes === false ? null : api.get('/business/statistics/likes', likesStatisticsSchema, { query }),
    api.get('/business/statistics/chart', chartStatisticsSchema, { query }),
  ]))
  return { rating, likes: likes?.likes ?? {}, chart }
}

export function loadActivities(
  api: Api,
  scope: ScopeQuery,
  ctx: RangeContext,
  filters: { ratingMin: number; ratingMax: number; active: boolean } = { ratingMin: 0, ratingMax: 5, active: false },
) {
  return orNotFound(
    api.get('/business/activities', activitiesSchema, {
      query: {
        ...scope,
        ...timestamps(ctx),
        ...(filters.active ? { rating_min: filters.ratingMin, rating_max: filters.ratingMax } : {}),
        limit: 1000,
      },
    }),
  )
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * An id from the URL (box, member, activity), or 404 when it cannot be one. Checked before
 * any call: the platform answers 400 for a malformed id in a query (box_id=...), which
 * the screen would otherwise turn into a 500.
 */
export function idParam(value: string | undefined): string {
  if (!value || !UUID.test(value)) throw new Response('Not found', { status: 404 })
  return value
}

/** A call whose 404 means the page is not there (an id of something else in the URL): 404, not 500. */
export function orNotFound<T>(call: Promise<T>): Promise<T> {
  return call.catch((error) => {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 })
    throw error
  })
}

/** One box with its members, and their statistics over the range; 404 when not there. */
export async function loadBox(api: Api, organizationId: string, boxId: string | undefined, ctx: RangeContext) {
  idParam(boxId)
  return orNotFound(
    api.get(`/business/organizations/${organizationId}/boxes/${boxId}`, boxSchema, { query: timestamps(ctx), organizationId }),
  )
}

/**
 * Rating filter of the tips page (SPEC.md: 0 to 5, step 1, default all). The whole range
 * 0–5 means no filter, so tips without a rating are listed too.
 */
export function ratingFilter(request: Request): { ratingMin: number; ratingMax: number; active: boolean } {
  const params = new URL(request.url).searchParams
  const read = (name: string, fallback: number) => {
    const value = Number(params.get(name))
    return params.get(name) !== null && params.get(name) !== '' && Number.isInteger(value) && value >= 0 && value <= 5 ? value : fallback
  }
  const low = read('ratingMin', 0)
  const high = read('ratingMax', 5)
  const [ratingMin, ratingMax] = low <= high ? [low, high] : [high, low]
  return { ratingMin, ratingMax, active: ratingMin > 0 || ratingMax < 5 }
}

export function hasPermission(organization: Organization, permission: Organization['permissions'][number]) {
  return organization.permissions.includes(permission)
}
