/**
 * The period of the tips screens (SPEC.md sections 3 and 5): a month 'YYYY-MM' or a custom
 * start and end day. It lives in the URL (`?month=2026-11` or `?from=2026-09-03&to=2026-10-15`,
 * both ends inclusive) so every screen works without JavaScript and can be linked to.
 * Days are calendar days in the organization's time zone; they become instants only in
 * `rangeToTimestamps` (docs/decisions/0007-dates-and-time-zones.md).
 */
import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { YEAR_MAX, YEAR_MIN } from '../../../contract/primitives'
import { readTypedDay } from '../../utils/venue-time'

export type Range = { kind: 'month'; month: string } | { kind: 'custom'; from: string; to: string }

/** Translation keys of what can be wrong with the range in the URL. */
export type RangeErrorKey = 'range.invalid' | 'range.invalidDate' | 'range.future' | 'range.tooLong' | 'range.endBeforeStart'

/** A custom range ends at most this many months after its first day (SPEC.md section 9). */
export const MAX_CUSTOM_MONTHS = 3

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const dayFromUtc = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()

function splitDay(day: string): [number, number, number] {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number]
  return [year, month - 1, dayOfMonth]
}

/**
 * Years a range may fall in: strictly inside the platform's accepted years, so a day's first
 * instant stays within them in any time zone (2001-01-01 in Vilnius starts in 2000 UTC).
 */
const yearInBounds = (year: number) => year > YEAR_MIN && year < YEAR_MAX

/** 'YYYY-MM-DD' that is a real calendar day (no 2026-02-30) in a year the platform accepts. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [year, monthIndex, dayOfMonth] = splitDay(value)
  return yearInBounds(year) && monthIndex >= 0 && monthIndex < 12 && dayOfMonth >= 1 && dayOfMonth <= daysInMonth(year, monthIndex)
}

/** 'YYYY-MM' with a month 01 to 12, in a year the platform accepts. */
export function isMonth(value: string): boolean {
  return MONTH.test(value) && yearInBounds(Number(value.slice(0, 4)))
}

/** Calendar arithmetic on 'YYYY-MM-DD' (UTC internally, so the machine's zone never matters). */
export function addDays(day: string, days: number): string {
  const [year, monthIndex, dayOfMonth] = splitDay(day)
  return dayFromUtc(new Date(Date.UTC(year, monthIndex, dayOfMonth + days)))
}

/** Adds months, keeping the day or the month's last day: 2026-11-30 + 3 months = 2027-02-28. */
export function addMonths(day: string, months: number): string {
  const [year, monthIndex, dayOfMonth] = splitDay(day)
  const first = new Date(Date.UTC(year, monthIndex + months, 1))
  const last = daysInMonth(first.getUTCFullYear(), first.getUTCMonth())
  return dayFromUtc(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(dayOfMonth, last))))
}

/** The month 'YYYY-MM' shifted by `months`. */
export function shiftMonth(month: string, months: number): string {
  return addMonths(`${month}-01`, months).slice(0, 7)
}

/** First and last day of the range (both inclusive). */
export function rangeBounds(range: Range): { first: string; last: string } {
  if (range.kind === 'custom') return { first: range.from, last: range.to }
  const first = `${range.month}-01`
  return { first, last: addDays(addMonths(first, 1), -1) }
}

const param = (searchParams: URLSearchParams, name: string) => searchParams.get(name)?.trim() || null

/** What was asked for in the URL when it could not be shown, so the form can show it again. */
export interface TypedRange {
  from: string
  to: string
}

/**
 * The range in the query. `from`/`to` (custom) win over `month`; nothing gives the current
 * month. Anything wrong gives the current month and the translation key of the problem:
 * half a custom range or an unreadable month → range.invalid; a day that is none →
 * range.invalidDate ('Invalid date', SPEC.md 5); end before start → range.endBeforeStart;
 * a day or month after today → range.future; an end later than start + 3 months → range.tooLong.
 * A refused custom range comes back as `typed` (cut to a date's length), so the period form
 * keeps what the user entered next to the message instead of emptying both fields.
 */
export function readRange(
  searchParams: URLSearchParams,
  today: string,
): { range: Range; error: RangeErrorKey | null; typed?: TypedRange } {
  const current: Range = { kind: 'month', month: today.slice(0, 7) }
  const fail = (error: RangeErrorKey) => ({ range: current, error })
  if (searchParams.has('from') || searchParams.has('to')) {
    const from = param(searchParams, 'from')
    const to = param(searchParams, 'to')
    const typed = { from: (from ?? '').slice(0, 10), to: (to ?? '').slice(0, 10) }
    const refuse = (error: RangeErrorKey) => ({ range: current, error, typed })
    if (!from || !to) return refuse('range.invalid')
    if (!isDay(from) || !isDay(to)) return refuse('range.invalidDate')
    if (to < from) return refuse('range.endBeforeStart')
    if (to > today) return refuse('range.future')
    if (to > addMonths(from, MAX_CUSTOM_MONTHS)) return refuse('range.tooLong')
    return { range: { kind: 'custom', from, to }, error: null }
  }
  const month = param(searchParams, 'month')
  if (month) {
    if (!isMonth(month)) return fail('range.invalid')
    if (month > current.month) return fail('range.future')
    return { range: { kind: 'month', month }, error: null }
  }
  return { range: current, error: null }
}

/** The value of the period form's month select that means "use the From and To days". */
export const CUSTOM_CHOICE = 'custom'

/**
 * The period form (./range-selector.tsx) is one GET form with a month select (a
 * month or CUSTOM_CHOICE), From and To days typed DD.MM.YYYY, and a hidden `shown`: what the select showed
 * when the page was drawn. This turns a submission into the canonical query the screens
 * link to ('?month=2026-10' or '?from=…&to=…'), or null when the query is not one.
 * The dates are used when the select says "Custom range", or when days were typed while the
 * select was left as it was (without JavaScript nothing switches it); a month the user picked
 * wins over days left in the fields from an earlier custom range.
 */
export function periodFormToSearch(searchParams: URLSearchParams): string | null {
  if (!searchParams.has('shown')) return null
  const month = searchParams.get('month')?.trim() ?? ''
  // The fields take 'DD.MM.YYYY' as every date field does; the address keeps 'YYYY-MM-DD'.
  // What is no day goes on as typed, for readRange to refuse and the form to show again.
  const day = (name: string) => {
    const typed = searchParams.get(name)?.trim() ?? ''
    return readTypedDay(typed) ?? typed
  }
  const from = day('from')
  const to = day('to')
  const typedDays = from !== '' || to !== ''
  const useDays = month === CUSTOM_CHOICE || month === '' || (typedDays && month === searchParams.get('shown'))
  const query = useDays ? new URLSearchParams({ from, to }) : new URLSearchParams({ month })
  return `?${query.toString()}`
}

/** The instant a calendar day starts in a time zone (the first existing minute when a DST jump skips midnight). */
export function startOfDayIn(day: string, timeZone: string): string {
  const [year, monthIndex, dayOfMonth] = splitDay(day)
  const time = new TZDate(year, monthIndex, dayOfMonth, timeZone).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Unknown time zone or day: ${timeZone} ${day}`)
  return new Date(time).toISOString()
}

/**
 * The range as the platform's start_ts/finish_ts: the first day's start in the organization's
 * zone, and (exclusive) the start of the day after the last day. Right across DST changes:
 * month 2026-03 in Europe/Vilnius is 2026-02-28T22:00:00.000Z to 2026-03-31T21:00:00.000Z.
 */
export function rangeToTimestamps(range: Range, timeZone: string): { startTs: string; finishTs: string } {
  const { first, last } = rangeBounds(range)
  return { startTs: startOfDayIn(first, timeZone), finishTs: startOfDayIn(addDays(last, 1), timeZone) }
}

/**
 * Every day of the range in order, so a chart shows days without tips as zero. Given
 * `today`, days after it are left out: the current month's chart ends today instead of
 * drawing the rest of the month as empty days.
 */
export function rangeDays(range: Range, today?: string): string[] {
  const { first, last } = rangeBounds(range)
  const end = today !== undefined && today < last ? today : last
  const days: string[] = []
  for (let day = first; day <= end; day = addDays(day, 1)) days.push(day)
  return days
}

/** Today 'YYYY-MM-DD' in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return format(now, 'yyyy-MM-dd', { in: tz(timeZone) })
  } catch {
    throw new RangeError(`Unknown time zone: ${timeZone}`)
  }
}

/** The query string of a range, with its '?': '?month=2026-11' or '?from=2026-09-03&to=2026-10-15'. */
export function rangeToSearch(range: Range): string {
  const params =
    range.kind === 'month' ? new URLSearchParams({ month: range.month }) : new URLSearchParams({ from: range.from, to: range.to })
  return `?${params.toString()}`
}

/** The months of the month select: today's month first, then `count - 1` before it. */
export function monthOptions(today: string, count = 12): string[] {
  const current = today.slice(0, 7)
  return Array.from({ length: Math.max(0, count) }, (_, i) => shiftMonth(current, -i))
}
