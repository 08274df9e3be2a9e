/**
 * Until when an item or option stays on the stop list (SPEC.md 2 "Stop list", issue 9): the end
 * of the business day (the next BUSINESS_DAY_END_HOUR:00 on the organization's clock), a date
 * and time typed into a `datetime-local` input (read on the organization's clock, not the
 * browser's or the server's), or until it is put back. Both the stop list's add dialog and the
 * Menu page's 'Add to stop list' dialog post these fields; the same schema checks them in the
 * action and, with JavaScript, in the browser (docs/decisions/0007-dates-and-time-zones.md).
 */
import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { z } from 'zod'
import { YEAR_MAX, YEAR_MIN } from '../../contract/primitives'
import { BUSINESS_DAY_END_HOUR, STOP_LIST_ERRORS } from '../../contract/stop-list'

export const STOP_UNTIL_CHOICES = ['businessDay', 'at', 'putBack'] as const
export type StopUntilChoice = (typeof STOP_UNTIL_CHOICES)[number]

/** What the dialogs offer first: most things run out for the rest of the day. */
export const DEFAULT_STOP_UNTIL: StopUntilChoice = 'businessDay'

export const STOP_UNTIL_ERRORS = {
  atRequired: 'stopList.errors.atRequired',
  atInvalid: 'stopList.errors.atInvalid',
  untilInPast: STOP_LIST_ERRORS.untilInPast,
} as const

/**
 * The end of the business day `now` is in: the next BUSINESS_DAY_END_HOUR:00 in `timeZone`
 * strictly after `now` (at 07:59 it is today's, at 08:00 tomorrow's). A DST jump over that hour
 * moves it to the first minute that exists, as TZDate does.
 */
export function businessDayEnd(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone)
  const at = (dayOffset: number) =>
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, BUSINESS_DAY_END_HOUR, 0, 0, 0, timeZone).getTime()
  const today = at(0)
  if (Number.isNaN(today)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  return new Date(today > now.getTime() ? today : at(1))
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/

/**
 * A `datetime-local` value ('2026-11-22T18:30', seconds optional) as the instant it names on the
 * organization's clock; null when it is no real date and time, or outside the platform's years.
 */
export function localInputToInstant(value: string, timeZone: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[]
  if (year! < YEAR_MIN || year! > YEAR_MAX || month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59) return null
  // '2026-02-30' is no day: the UTC calendar says how many days the month has.
  if (day! < 1 || day! > new Date(Date.UTC(year!, month!, 0)).getUTCDate()) return null
  const time = new TZDate(year!, month! - 1, day!, hour!, minute!, second!, 0, timeZone).getTime()
  return Number.isNaN(time) ? null : new Date(time)
}

/** An instant as a `datetime-local` value on the organization's clock ('2026-11-22T18:30'). */
export function instantToLocalInput(instant: Date, timeZone: string): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm", { in: tz(timeZone) })
}

export interface StopUntilValue {
  until: StopUntilChoice
  at?: string
}

export type ActiveUntil = { activeUntil: string | null } | { error: string }

/**
 * The chosen 'until when' as the platform's `activeUntil` (an ISO instant, null for 'until put
 * back'), or the message key of what is wrong with it. `now` is passed in so tests need no clock.
 */
export function activeUntilOf(value: StopUntilValue, timeZone: string, now: Date): ActiveUntil {
  if (value.until === 'putBack') return { activeUntil: null }
  if (value.until === 'businessDay') return { activeUntil: businessDayEnd(now, timeZone).toISOString() }
  if (!value.at?.trim()) return { error: STOP_UNTIL_ERRORS.atRequired }
  const instant = localInputToInstant(value.at, timeZone)
  if (!instant) return { error: STOP_UNTIL_ERRORS.atInvalid }
  if (instant.getTime() <= now.getTime()) return { error: STOP_UNTIL_ERRORS.untilInPast }
  return { activeUntil: instant.toISOString() }
}

/** The fields every stop dialog posts: the choice and, for 'at', the date and time. */
export const stopUntilShape = {
  until: z.enum(STOP_UNTIL_CHOICES, { errorMap: () => ({ message: 'validation.required' }) }),
  at: z.string().max(40, 'validation.tooLong').optional(),
}

/**
 * The check of a date and time against the organization's clock, as a refinement of a schema
 * made of `stopUntilShape`: its message goes under `at`.
 */
export function refineStopUntil(timeZone: string, now: () => Date = () => new Date()) {
  return (value: StopUntilValue, ctx: z.RefinementCtx) => {
    const result = activeUntilOf(value, timeZone, now())
    if ('error' in result) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['at'], message: result.error })
  }
}

/** The schema of the Menu page's 'Add to stop list' dialog: only the 'until when'. */
export function stopUntilSchema(timeZone: string, now?: () => Date) {
  return z.object(stopUntilShape).superRefine(refineStopUntil(timeZone, now))
}
