/**
 * The venue's clock (docs/decisions/0007-dates-and-time-zones.md): the business day that starts
 * at BUSINESS_DAY_START_HOUR:00 in the organization's time zone (SPEC.md 4 and 9), and dates and
 * times typed as the venue reads them ('DD.MM.YYYY', 'HH:mm', or a `datetime-local` value)
 * turned into instants and back. Whatever the machine's zone, the answers are the same; shared
 * by the stop list's 'until when', the order periods and the order-taking switches.
 */
import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { YEAR_MAX, YEAR_MIN } from '../../contract/primitives'
import { BUSINESS_DAY_END_HOUR } from '../../contract/stop-list'

/** SPEC.md 9: a business day runs from 08:00 to 08:00 the next calendar day. */
export const BUSINESS_DAY_HOUR = BUSINESS_DAY_END_HOUR

/**
 * BUSINESS_DAY_HOUR:00 of the calendar day `dayOffset` days after `now`'s calendar day on the
 * venue's clock, as epoch milliseconds. A DST jump over that hour moves it to the first minute
 * that exists, as TZDate does.
 */
function businessHour(now: Date, timeZone: string, dayOffset: number): number {
  const local = new TZDate(now.getTime(), timeZone)
  const time = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, BUSINESS_DAY_HOUR, 0, 0, 0, timeZone).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  return time
}

/**
 * When the business day `now` is in started: the latest BUSINESS_DAY_HOUR:00 at or before `now`
 * (at 07:59 it is yesterday's, at 08:00 today's).
 */
export function businessDayStart(now: Date, timeZone: string): Date {
  const today = businessHour(now, timeZone, 0)
  return new Date(today <= now.getTime() ? today : businessHour(now, timeZone, -1))
}

/**
 * The end of the business day `now` is in: the next BUSINESS_DAY_HOUR:00 strictly after `now`
 * (at 07:59 it is today's, at 08:00 tomorrow's).
 */
export function businessDayEnd(now: Date, timeZone: string): Date {
  const today = businessHour(now, timeZone, 0)
  return new Date(today > now.getTime() ? today : businessHour(now, timeZone, 1))
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

/**
 * The shapes of a typed date and time (SPEC.md 5: 'DD.MM.YYYY', 'HH:mm'), also written as the
 * `pattern` of every date and time field (components/ui/typed-date-fields.tsx), so the browser's
 * own check and the server's agree.
 */
export const TYPED_DAY_PATTERN = '(\\d{2})\\.(\\d{2})\\.(\\d{4})'
export const TYPED_TIME_PATTERN = '([01]\\d|2[0-3]):([0-5]\\d)'
const TYPED_DAY = new RegExp(`^${TYPED_DAY_PATTERN}$`)
const TYPED_TIME = new RegExp(`^${TYPED_TIME_PATTERN}$`)

/**
 * A date typed as SPEC.md 5 asks ('DD.MM.YYYY', strictly: two digits, two digits, four) as
 * 'YYYY-MM-DD'; null when it is not one or no real day (31.02.2026), or outside the platform's years.
 */
export function readTypedDay(value: string): string | null {
  const match = TYPED_DAY.exec(value.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < YEAR_MIN || year > YEAR_MAX || month < 1 || month > 12) return null
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null
  return `${match[3]}-${match[2]}-${match[1]}`
}

/** A time typed as 'HH:mm' (00:00 to 23:59, both digits each), or null. */
export function readTypedTime(value: string): string | null {
  const trimmed = value.trim()
  return TYPED_TIME.test(trimmed) ? trimmed : null
}

/** A venue-clock value 'YYYY-MM-DDTHH:mm' as the dialogs' fields: date 'DD.MM.YYYY' and time 'HH:mm'. */
export function localToTyped(local: string): { date: string; time: string } {
  return { date: dayToTyped(local.slice(0, 10)), time: local.slice(11, 16) }
}

/** A day 'YYYY-MM-DD' as the date fields show it, 'DD.MM.YYYY'. */
export function dayToTyped(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
}

/** Minutes as milliseconds, hours as milliseconds: the period and switch arithmetic reads better with names. */
export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
