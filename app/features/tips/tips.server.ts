/**
 * What the tips screens read from their URL: the range (month or custom, in the venue's time
 * zone) and the rating filter. The calls themselves are in the *.server.ts files beside this one.
 */
import { redirect } from '@remix-run/node'
import { periodFormToSearch, rangeDays, rangeToTimestamps, readRange, todayIn, type Range, type TypedRange } from './range'

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

/** What every tips screen sends its period control and chart: the range, a refusal and what was typed, today and the days. */
export function rangeData(ctx: RangeContext) {
  return { range: ctx.range, rangeError: ctx.error, rangeTyped: ctx.typed, today: ctx.today, days: ctx.days }
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
