/**
 * Calendar days on the venue's clock, as payouts and organization invoices count them: a
 * payment belongs to the day its `ts` falls on in the venue's zone, a refund to the day of its
 * `refundedAt`. Days travel as 'YYYY-MM-DD' and are stepped as UTC dates (no zone involved once
 * the day is known).
 */
import { TZDate } from '@date-fns/tz'

const DAY = 86_400_000
const formats = new Map<string, Intl.DateTimeFormat>()

/** 'YYYY-MM-DD' of an instant on the zone's clock. */
export function venueDay(at: Date | number, timeZone: string): string {
  let format = formats.get(timeZone)
  if (!format) {
    // en-CA writes dates as ISO does.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formats.set(timeZone, format)
  }
  return format.format(at)
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
}

/** 1 (Monday) … 7 (Sunday). */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7
}

export const isBankDay = (day: string) => weekday(day) <= 5

/** The `n`-th bank day (Monday to Friday) after `day`. */
export function addBankDays(day: string, n: number): string {
  let d = day
  for (let left = n; left > 0; ) {
    d = addDays(d, 1)
    if (isBankDay(d)) left -= 1
  }
  return d
}

/** The instant the day begins on the zone's clock (00:00 local). */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime())
}

/** The first day of the month after the one `day` is in. */
export function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}
