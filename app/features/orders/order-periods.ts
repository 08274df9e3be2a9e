/**
 * The period of the Orders screen (SPEC.md 2 "Orders", 5 "Period dialog", 9 "Order period
 * shortcuts"): the current business day (the default), the previous one, the last 8, 12, 16 or
 * 24 hours, this month, last month, or a custom start and end. It lives in the URL
 * (`?period=last8Hours`, `?period=custom&from=2026-11-20T10:00&to=2026-11-21T18:30`, both on the
 * venue's clock), so a reload or a shared link shows the same orders, and becomes instants only
 * here, in the organization's time zone, against a `now` the caller passes
 * (docs/decisions/0035-orders-screen-periods-and-refresh.md).
 *
 * A period is [start, finish) as the platform reads it; `finish` null means 'up to now and on'
 * (the last N hours, a custom period without an end).
 */
import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import { ORDER_ERRORS, ORDER_LIMITS } from '../../../contract/orders'
import {
  businessDayEnd,
  businessDayStart,
  HOUR_MS,
  instantToLocalInput,
  localInputToInstant,
  localToTyped,
  MINUTE_MS,
  readTypedDay,
  readTypedTime,
} from '../../utils/venue-time'

export const ORDER_PERIODS = [
  'businessDay',
  'previousBusinessDay',
  'last8Hours',
  'last12Hours',
  'last16Hours',
  'last24Hours',
  'thisMonth',
  'lastMonth',
  'custom',
] as const
export type OrderPeriodKind = (typeof ORDER_PERIODS)[number]
export type ShortcutKind = Exclude<OrderPeriodKind, 'custom'>
export const PERIOD_SHORTCUTS = ORDER_PERIODS.filter((kind): kind is ShortcutKind => kind !== 'custom')

/** SPEC.md 9: the screen opens on the current business day. */
export const DEFAULT_ORDER_PERIOD: ShortcutKind = 'businessDay'

/** No period at all: the Payments screen's default (issue 25 item 16), never an Orders choice. */
export const ALL_TIME = 'allTime'
export type ScreenPeriodKind = OrderPeriodKind | typeof ALL_TIME
/** A period a screen shows: an Orders period, or all time. */
export type ScreenPeriod = OrderPeriod | { kind: typeof ALL_TIME }

/** The periods a screen offers and the one its plain address shows; Orders and Payments share the rest. */
export interface PeriodChoices {
  defaultKind: ShortcutKind | typeof ALL_TIME
  shortcuts: readonly (ShortcutKind | typeof ALL_TIME)[]
}
export const ORDER_PERIOD_CHOICES: PeriodChoices = { defaultKind: DEFAULT_ORDER_PERIOD, shortcuts: PERIOD_SHORTCUTS }
export const PAYMENT_PERIOD_CHOICES: PeriodChoices = { defaultKind: ALL_TIME, shortcuts: [ALL_TIME, ...PERIOD_SHORTCUTS] }

/**
 * A shortcut, or a custom period: `from` the first minute and `to` the last minute included
 * (both 'YYYY-MM-DDTHH:mm' on the venue's clock), `to` null for no end.
 */
export type OrderPeriod = { kind: ShortcutKind } | { kind: 'custom'; from: string; to: string | null }

/** [start, finish) in instants; `finish` null runs to now and on. */
export interface PeriodSpan {
  start: Date
  finish: Date | null
}

const LAST_HOURS: Partial<Record<ShortcutKind, number>> = { last8Hours: 8, last12Hours: 12, last16Hours: 16, last24Hours: 24 }

/** Midnight starting the calendar month `offset` months from `now`'s on the venue's clock. */
function monthStart(now: Date, timeZone: string, offset: number): Date {
  const local = new TZDate(now.getTime(), timeZone)
  const time = new TZDate(local.getFullYear(), local.getMonth() + offset, 1, timeZone).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  return new Date(time)
}

/** The instant a custom period's last minute ends: a period ending 18:30 includes 18:30:59. */
const endOfMinute = (instant: Date) => new Date(instant.getTime() + MINUTE_MS)

/**
 * The period as instants in `timeZone` at `now`. Business days run 08:00 to 08:00 (a day with a
 * DST change is 23 or 25 hours long); months are calendar months from midnight, as the tips
 * screens' months are.
 */
export function periodSpan(period: OrderPeriod, timeZone: string, now: Date): PeriodSpan {
  switch (period.kind) {
    case 'businessDay':
      return { start: businessDayStart(now, timeZone), finish: businessDayEnd(now, timeZone) }
    case 'previousBusinessDay': {
      const today = businessDayStart(now, timeZone)
      return { start: businessDayStart(new Date(today.getTime() - 1), timeZone), finish: today }
    }
    case 'thisMonth':
      return { start: monthStart(now, timeZone, 0), finish: monthStart(now, timeZone, 1) }
    case 'lastMonth':
      return { start: monthStart(now, timeZone, -1), finish: monthStart(now, timeZone, 0) }
    case 'custom': {
      const start = localInputToInstant(period.from, timeZone)
      if (!start) throw new RangeError(`Not a time on the venue's clock: ${period.from}`)
      const end = period.to ? localInputToInstant(period.to, timeZone) : null
      // An end before the start is the start (SPEC.md 5), whoever wrote the URL.
      return { start, finish: end ? endOfMinute(end < start ? start : end) : null }
    }
    default: {
      const hours = LAST_HOURS[period.kind] ?? 24
      return { start: new Date(now.getTime() - hours * HOUR_MS), finish: null }
    }
  }
}

/** SPEC.md 9: a period still running (no end, or an end to come) is worth re-reading. */
export function isPeriodOpen(span: PeriodSpan, now: Date): boolean {
  return span.finish === null || span.finish.getTime() > now.getTime()
}

/** The span as the platform's query: ISO instants, no finishTs for an open end. */
export function spanToQuery(span: PeriodSpan): { startTs: string; finishTs?: string } {
  return span.finish ? { startTs: span.start.toISOString(), finishTs: span.finish.toISOString() } : { startTs: span.start.toISOString() }
}

/* ---------- the URL ---------- */

/** Translation key of a period in the URL that cannot be read (the screen shows the default beside it). */
export const PERIOD_INVALID = 'orders.period.invalid'

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const readLocal = (value: string | null, timeZone: string) =>
  value !== null && LOCAL_MINUTE.test(value) && localInputToInstant(value, timeZone) ? value : null

/**
 * The period of the screen's query. Nothing (or the default's name) is the screen's default;
 * anything unreadable is the default too, with PERIOD_INVALID to say so. A custom end before its
 * start is read as the start. A custom start after `now` is the default too, with the message the
 * custom period dialog gives it (SPEC.md 5; a typed URL once read '01.12.2026 00:00 – now').
 */
export function readScreenPeriod(
  params: URLSearchParams,
  timeZone: string,
  choices: PeriodChoices,
  now: Date = new Date(),
): { period: ScreenPeriod; error: string | null } {
  const kind = params.get('period')
  const fallback = { period: { kind: choices.defaultKind }, error: PERIOD_INVALID }
  if (kind === null) return { period: { kind: choices.defaultKind }, error: null }
  if ((choices.shortcuts as readonly string[]).includes(kind)) return { period: { kind: kind as PeriodChoices['defaultKind'] }, error: null }
  if (kind !== 'custom') return fallback
  const from = readLocal(params.get('from'), timeZone)
  const to = params.has('to') ? readLocal(params.get('to'), timeZone) : null
  if (!from || (params.has('to') && !to)) return fallback
  if (localInputToInstant(from, timeZone)!.getTime() > now.getTime()) return { ...fallback, error: PERIOD_FORM_ERRORS.fromInFuture }
  return { period: { kind: 'custom', from, to: to !== null && to < from ? from : to }, error: null }
}

/** The Orders screen's period (its choices hold no 'all time'). */
export function readOrderPeriod(params: URLSearchParams, timeZone: string, now?: Date): { period: OrderPeriod; error: string | null } {
  return readScreenPeriod(params, timeZone, ORDER_PERIOD_CHOICES, now) as { period: OrderPeriod; error: string | null }
}

/** The query parameters of a period: none for the screen's default, so its plain address is its default. */
export function orderPeriodParams(period: ScreenPeriod, choices: PeriodChoices = ORDER_PERIOD_CHOICES): [string, string][] {
  if (period.kind === choices.defaultKind) return []
  if (period.kind !== 'custom') return [['period', period.kind]]
  return period.to ? [['period', 'custom'], ['from', period.from], ['to', period.to]] : [['period', 'custom'], ['from', period.from]]
}

/** The span of a screen's period, null for all time. */
export function screenPeriodSpan(period: ScreenPeriod, timeZone: string, now: Date): PeriodSpan | null {
  return period.kind === ALL_TIME ? null : periodSpan(period, timeZone, now)
}

/** The query parameters the period owns: changing the period replaces all of them. */
export const PERIOD_PARAMS = ['period', 'from', 'to'] as const

/* ---------- the custom period dialog ---------- */

export const PERIOD_FORM_ERRORS = {
  required: 'validation.required',
  invalidDate: 'orders.period.invalidDate',
  invalidTime: 'orders.period.invalidTime',
  tooLong: ORDER_ERRORS.periodTooLong,
  fromInFuture: 'orders.period.fromInFuture',
} as const

/** What the dialog posts: from date (required, DD.MM.YYYY), from time (HH:mm), to date, to time. */
export interface CustomPeriodFields {
  fromDate?: string
  fromTime?: string
  toDate?: string
  toTime?: string
}
type FieldErrors = Partial<Record<keyof CustomPeriodFields, string>>

const FIRST_MINUTE = '00:00'
const LAST_MINUTE = '23:59'

/**
 * The dialog's fields as a custom period, by SPEC.md 5: the from date is required; a missing
 * from time is 00:00; an end date alone ends at 23:59, an end time alone is on the from date;
 * no end at all runs to now and on; an end before the start becomes the start. A start after
 * now is refused (SPEC.md 5 'future-date checks'; it read '01.12.2026 00:00 – now'), under the
 * from date when that day has not begun, else under the from time. Longer than the platform
 * answers for (ORDER_LIMITS.periodDays, counted to now when open) is refused.
 */
export function customPeriodOf(
  fields: CustomPeriodFields,
  timeZone: string,
  now: Date,
): { period: Extract<OrderPeriod, { kind: 'custom' }> } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const typed = (name: keyof CustomPeriodFields) => fields[name]?.trim() ?? ''
  const day = (name: 'fromDate' | 'toDate') => {
    const value = typed(name)
    const read = value ? readTypedDay(value) : null
    if (value && !read) errors[name] = PERIOD_FORM_ERRORS.invalidDate
    return read
  }
  const time = (name: 'fromTime' | 'toTime') => {
    const value = typed(name)
    const read = value ? readTypedTime(value) : null
    if (value && !read) errors[name] = PERIOD_FORM_ERRORS.invalidTime
    return read
  }
  if (!typed('fromDate')) errors.fromDate = PERIOD_FORM_ERRORS.required
  const [fromDay, fromTime, toDay, toTime] = [day('fromDate'), time('fromTime'), day('toDate'), time('toTime')]
  if (Object.keys(errors).length || !fromDay) return { errors }

  const from = `${fromDay}T${fromTime ?? FIRST_MINUTE}`
  const hasEnd = Boolean(typed('toDate') || typed('toTime'))
  const rawTo = hasEnd ? `${toDay ?? fromDay}T${toTime ?? LAST_MINUTE}` : null
  const to = rawTo !== null && rawTo < from ? from : rawTo
  const period = { kind: 'custom' as const, from, to }
  const span = periodSpan(period, timeZone, now)
  if (span.start.getTime() > now.getTime()) {
    const dayAhead = localInputToInstant(`${fromDay}T${FIRST_MINUTE}`, timeZone)!.getTime() > now.getTime()
    return { errors: { [dayAhead ? 'fromDate' : 'fromTime']: PERIOD_FORM_ERRORS.fromInFuture } }
  }
  const length = (span.finish ?? now).getTime() - span.start.getTime()
  if (length > ORDER_LIMITS.periodDays * 24 * HOUR_MS) return { errors: { [hasEnd ? 'toDate' : 'fromDate']: PERIOD_FORM_ERRORS.tooLong } }
  return { period }
}

/** The dialog's schema, the same in the action and in the browser; its output is the period. */
export function customPeriodSchema(timeZone: string, now: () => Date = () => new Date()) {
  const field = z.string().max(20, 'validation.tooLong').optional()
  return z
    .object({ fromDate: field, fromTime: field, toDate: field, toTime: field })
    .superRefine((value, ctx) => {
      const result = customPeriodOf(value, timeZone, now())
      if (!('errors' in result)) return
      for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
    })
    .transform((value) => {
      const result = customPeriodOf(value, timeZone, now())
      // The refinement above has refused every input that gives no period.
      return 'period' in result ? result.period : null
    })
}

/** The dialog's fields for a period (a custom one as it is; a shortcut as its span; all time empty), to start from. */
export function periodToFields(period: ScreenPeriod, timeZone: string, now: Date): CustomPeriodFields {
  if (period.kind === ALL_TIME) return { fromDate: '', fromTime: '', toDate: '', toTime: '' }
  const span = periodSpan(period, timeZone, now)
  const from = period.kind === 'custom' ? period.from : instantToLocalInput(span.start, timeZone)
  const to =
    period.kind === 'custom' ? period.to : span.finish ? instantToLocalInput(new Date(span.finish.getTime() - MINUTE_MS), timeZone) : null
  const start = localToTyped(from)
  const end = to ? localToTyped(to) : null
  return { fromDate: start.date, fromTime: start.time, toDate: end?.date ?? '', toTime: end?.time ?? '' }
}

/**
 * The end a period shows: a custom period its last minute as typed (18:30, not 18:31), the
 * others their end (the next business day's 08:00, the 1st of the next month); null when open.
 */
export function shownEnd(period: OrderPeriod, span: PeriodSpan): Date | null {
  if (!span.finish) return null
  return period.kind === 'custom' ? new Date(span.finish.getTime() - MINUTE_MS) : span.finish
}
