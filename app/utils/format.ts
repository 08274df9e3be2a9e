/**
 * Every number and date the back-office shows goes through here, on the server and in the
 * browser alike (SPEC.md section 9): money in minor units with a space between thousands and
 * a decimal comma, chart days 'D MMM', activities 'D MMM, HH:mm', details 'DD.MM.YYYY HH:mm'.
 * Every space in a formatted value is a no-break one, so a value never wraps.
 * Instants are shown in the organization's time zone, never the machine's
 * (docs/decisions/0007-dates-and-time-zones.md).
 */
import { tz } from '@date-fns/tz'
import { format, type Locale, type Month } from 'date-fns'
import { enGB } from 'date-fns/locale/en-GB'
import { es } from 'date-fns/locale/es'
import { lt } from 'date-fns/locale/lt'
import { pl } from 'date-fns/locale/pl'
import { ru } from 'date-fns/locale/ru'
import { formatMoney as formatMoneyText } from '../../contract/money'

/** What is shown when there is nothing to show (no rating, an unreadable date). */
export const NO_VALUE = '—'

const DATE_LOCALES: Record<string, Locale> = { en: enGB, es, lt, pl, ru }

/** The date-fns locale of an interface language ('ru', 'ru-RU'); English when unknown. */
export function dateLocale(language: string | null | undefined): Locale {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? ''
  return DATE_LOCALES[base] ?? enGB
}

/** A no-break space: keeps '1 234,56 €' and '6 Nov, 00:30' on one line. */
export const NBSP = '\u00a0'

/**
 * One value never breaks across lines ('1 / 628,50 / €'): every ordinary space becomes a
 * no-break space (U+00A0). Narrow no-break spaces (U+202F), which Intl puts in some
 * languages' numbers and times, are already unbreakable and stay as they are.
 */
export function noBreak(text: string): string {
  return text.replace(/ /g, NBSP)
}

/**
 * Money as SPEC.md section 9 writes it ('1 234,56 €'), with no-break spaces between the
 * groups and before the symbol. The same digits are printed in PDFs the platform draws
 * (contract/money.ts); on screen they must not wrap.
 */
export function formatMoney(minor: number, currency: string): string {
  return noBreak(formatMoneyText(minor, currency))
}

/**
 * A typed amount to minor units (SPEC.md section 5): everything but digits and separators
 * is removed, a comma counts as a point, then the value is rounded to whole minor units
 * (half up). '12,5' → 1250, '1 234,56 €' → 123456. With several separators the last one is
 * the decimal one ('1.234,56' → 123456). No digits at all → null. A minus sign is removed
 * like any other non-numeric character, so the result is never negative.
 */
export function parseAmountToMinor(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, '').replace(/,/g, '.')
  if (!/\d/.test(cleaned)) return null
  const point = cleaned.lastIndexOf('.')
  const integerPart = (point === -1 ? cleaned : cleaned.slice(0, point)).replace(/\./g, '')
  const fraction = point === -1 ? '' : cleaned.slice(point + 1)
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'))
  const roundUp = Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0
  const minor = Number(integerPart || '0') * 100 + cents + roundUp
  return Number.isSafeInteger(minor) ? minor : null
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day 'YYYY-MM-DD' as a date whose getters read that day whatever the machine's
 * zone: local noon, which no DST change moves to another day. A plain Date, not a TZDate:
 * a chart draws a label per day, and each TZDate works out zone offsets through Intl.
 */
function calendarDay(day: string): Date | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, dayOfMonth, 12)
  date.setFullYear(year)
  // '2026-02-30' would roll over into March: not a day.
  return date.getMonth() === month && date.getDate() === dayOfMonth ? date : null
}

/** A chart day label 'D MMM': '5 Nov' (en), '5 nov' (es), '5 lapkr.' (lt), '5 lis' (pl), '5 нояб.' (ru). */
export function formatDayLabel(day: string, language: string): string {
  return remembered(`d|${day}|${language}`, () => {
    const date = calendarDay(day)
    return date ? noBreak(format(date, 'd MMM', { locale: dateLocale(language) })) : NO_VALUE
  })
}

/** A month 'YYYY-MM' for the range select: 'November 2026', 'Ноябрь 2026'. */
export function formatMonthLabel(month: string, language: string): string {
  return remembered(`m|${month}|${language}`, () => {
    const date = calendarDay(`${month}-01`)
    if (!date) return NO_VALUE
    const text = format(date, 'LLLL yyyy', { locale: dateLocale(language) })
    return noBreak(text.charAt(0).toLocaleUpperCase(language) + text.slice(1))
  })
}

/**
 * Day and month labels depend on nothing but their day and language, and a tips page draws
 * each day three times (bar, its title, the table row): date-fns' format was 2 % of the
 * dashboard's server time. Kept up to a bound, then started afresh.
 */
const labels = new Map<string, string>()
const LABELS_KEPT = 4096

function remembered(key: string, make: () => string): string {
  let label = labels.get(key)
  if (label === undefined) {
    if (labels.size >= LABELS_KEPT) labels.clear()
    label = make()
    labels.set(key, label)
  }
  return label
}

function formatInstant(iso: string, timeZone: string, pattern: string, locale?: Locale): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return NO_VALUE
  try {
    return noBreak(format(time, pattern, { in: tz(timeZone), locale }))
  } catch {
    // An unknown time zone makes an invalid date.
    return NO_VALUE
  }
}

/**
 * An activity's time 'D MMM, HH:mm' ('6 Nov, 00:30') from its time on the venue's clock
 * (`Activity.localTime`, which the platform works out in the organization's time zone): no
 * zone arithmetic here, once per row of a table.
 */
export function formatActivityDate(localTime: string, language: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(localTime)
  if (!parts) return NO_VALUE
  const [, , month, day, hours, minutes] = parts
  if (Number(month) < 1 || Number(month) > 12) return NO_VALUE
  const name = dateLocale(language).localize.month((Number(month) - 1) as Month, { width: 'abbreviated', context: 'formatting' })
  return noBreak(`${Number(day)} ${name}, ${hours}:${minutes}`)
}

/**
 * An instant as a list shows it, 'D MMM, HH:mm' ('6 Nov, 00:30'), in the organization's time
 * zone with the user's month names (the Orders list, whose rows carry instants).
 */
export function formatListDateTime(iso: string, timeZone: string, language: string): string {
  return formatInstant(iso, timeZone, 'd MMM, HH:mm', dateLocale(language))
}

/** A full date and time 'DD.MM.YYYY HH:mm' in the organization's time zone. */
export function formatDateTime(iso: string, timeZone: string): string {
  return formatInstant(iso, timeZone, 'dd.MM.yyyy HH:mm')
}

/** The tip as a whole percent of the bill ('12%'); null when there is no bill. */
export function formatShare(amount: number, billAmount: number | null | undefined): string | null {
  if (billAmount == null || !Number.isFinite(billAmount) || billAmount <= 0 || !Number.isFinite(amount)) return null
  return `${Math.round((amount / billAmount) * 100)}%`
}

/** An average rating with one decimal and a comma (4.25 → '4,3', 5 → '5,0'); '—' when none. */
export function formatRating(avg: number | null | undefined): string {
  if (avg == null || !Number.isFinite(avg)) return NO_VALUE
  const tenths = Math.round(avg * 10)
  const abs = Math.abs(tenths)
  return `${tenths < 0 ? '-' : ''}${Math.floor(abs / 10)},${abs % 10}`
}
