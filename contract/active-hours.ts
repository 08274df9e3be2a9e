/**
 * Active hours of menus and categories (SPEC.md 3 "Active hours", 5 "Time fields"): whether one
 * is available at an instant on the venue's clock, time input padded to HH:MM, and the hours
 * grouped by day for a short text. Pure: the platform, the back-office and the guest menu share it.
 *
 * A day's window runs from `open` to `close`. A close at or before the open ends on the next
 * day and still belongs to the opening day (22:00–02:00 on Friday covers Saturday 01:00);
 * equal times are a whole day from the open (the default 00:00–00:00 is every hour).
 */
import type { ActiveHours } from './menu.js'

/** 1 Monday … 7 Sunday, as SPEC.md numbers weekdays. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7]

/** One day's window as written in the settings ('08:00', '23:30'). */
export interface DayWindow {
  open: string
  close: string
}

const ALL_DAY: DayWindow = { open: '00:00', close: '00:00' }
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

const minutesOf = (time: string) => {
  const match = TIME.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0
}

/**
 * What a time field holds once the user leaves it: partial input padded with zeros to HH:MM
 * ('9' → '09:00', '9:3' → '09:30', '930' → '09:30', '2359' → '23:59'). Null when the digits
 * cannot be a time of day ('25', '9:75', 'noon').
 */
export function padTime(input: string): string | null {
  const text = input.trim()
  let hours: string
  let minutes: string
  const parts = /^(\d{1,2})(?:[:.](\d{0,2}))?$/.exec(text)
  if (parts) {
    hours = parts[1]!
    // One typed minute digit is the tens ('9:3' is half past): the mask fills from the left.
    minutes = (parts[2] ?? '').padEnd(2, '0')
  } else if (/^\d{3,4}$/.test(text)) {
    // Digits without a separator: the last two are the minutes ('930', '1045').
    hours = text.slice(0, -2)
    minutes = text.slice(-2)
  } else {
    return null
  }
  const time = `${hours.padStart(2, '0')}:${minutes}`
  return TIME.test(time) ? time : null
}

/**
 * The window of `day`, or null when the day is not available at all. Days null: every day
 * has the default. Otherwise only listed days are available, each with its own times or,
 * where it has none, the default's.
 */
export function windowOf(hours: ActiveHours, day: Weekday): DayWindow | null {
  const fallback = hours.default ?? ALL_DAY
  if (!hours.days) return { open: fallback.open, close: fallback.close }
  const entry = hours.days.find((d) => d.day === day)
  if (!entry) return null
  return { open: entry.open ?? fallback.open, close: entry.close ?? fallback.close }
}

/** The venue's clock at an instant: weekday and minutes since midnight in `timeZone`. */
export interface LocalClock {
  weekday: Weekday
  minutes: number
}

const WEEKDAY_NUMBERS: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }
const clocks = new Map<string, Intl.DateTimeFormat>()

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    } catch {
      // An unknown zone name: the venue's clock cannot be known; UTC is at least the same everywhere.
      format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    }
    // Made once per zone: a formatter is costly to build and a venue asks for it per card.
    if (clocks.size < 500) clocks.set(timeZone, format)
  }
  return format
}

export function localClock(at: Date, timeZone: string): LocalClock {
  const parts = clockFormat(timeZone).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    weekday: WEEKDAY_NUMBERS[part('weekday')] ?? 1,
    minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  }
}

const previousDay = (day: Weekday): Weekday => (day === 1 ? 7 : ((day - 1) as Weekday))

/** Whether the window opened on its own day covers `minutes` of that day (0 … 1439) or of the next (1440 …). */
function covers(window: DayWindow, minutes: number): boolean {
  const open = minutesOf(window.open)
  let close = minutesOf(window.close)
  if (close <= open) close += 24 * 60
  return minutes >= open && minutes < close
}

/**
 * Whether something with these active hours is available at `at` on the venue's clock. No
 * hours: always. The window of the day before counts while it runs past midnight.
 */
export function isAvailableAt(hours: ActiveHours | null | undefined, at: Date, timeZone: string): boolean {
  if (!hours) return true
  const { weekday, minutes } = localClock(at, timeZone)
  const today = windowOf(hours, weekday)
  if (today && covers(today, minutes)) return true
  const yesterday = windowOf(hours, previousDay(weekday))
  return yesterday !== null && covers(yesterday, minutes + 24 * 60)
}

/** True when the hours never make anything unavailable (every day, all day). */
export function isAlwaysAvailable(hours: ActiveHours | null | undefined): boolean {
  if (!hours) return true
  return WEEKDAYS.every((day) => {
    const window = windowOf(hours, day)
    return window !== null && window.open === window.close && window.open === '00:00'
  })
}

/** Days that share one window, in weekday order ([1,2,3,4,5] 08:00–11:30). */
export interface HoursGroup {
  days: Weekday[]
  open: string
  close: string
  /** 00:00 to 00:00: the whole day. */
  allDay: boolean
}

/**
 * The hours as groups of days with the same window, ordered by their first day; days that are
 * not available are in no group. An empty list: never available.
 */
export function describeActiveHours(hours: ActiveHours | null | undefined): HoursGroup[] {
  const groups: HoursGroup[] = []
  for (const day of WEEKDAYS) {
    const window = hours ? windowOf(hours, day) : ALL_DAY
    if (!window) continue
    const same = groups.find((g) => g.open === window.open && g.close === window.close)
    if (same) same.days.push(day)
    else groups.push({ days: [day], open: window.open, close: window.close, allDay: window.open === '00:00' && window.close === '00:00' })
  }
  return groups
}

/** Weekdays as runs of consecutive days: [1,2,3,5,6,7] → [[1,3],[5,7]] (Sunday does not wrap to Monday). */
export function dayRuns(days: readonly Weekday[]): [Weekday, Weekday][] {
  const runs: [Weekday, Weekday][] = []
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1]
    if (last && day === last[1] + 1) last[1] = day
    else runs.push([day, day])
  }
  return runs
}

/** A weekday's short name in `language` ('Mon', 'pirm.', 'пн'); 2024-01-01 was a Monday. */
export function weekdayName(day: Weekday, language: string): string {
  const date = new Date(Date.UTC(2024, 0, day, 12))
  try {
    return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(date)
  }
}

/**
 * The hours as one short line in `language`: 'Mon–Fri 08:00–11:30, Sat–Sun 09:00–12:30'.
 * A whole day is written as `allDay`; every day is left out ('08:00–11:30'); never available
 * is ''. The caller supplies the translated words.
 */
export function activeHoursText(hours: ActiveHours | null | undefined, language: string, words: { allDay: string }): string {
  const groups = describeActiveHours(hours)
  return groups
    .map((group) => {
      const time = group.allDay ? words.allDay : `${group.open}–${group.close}`
      if (group.days.length === 7) return time
      const days = dayRuns(group.days)
        .map(([from, to]) =>
          from === to
            ? weekdayName(from, language)
            : `${weekdayName(from, language)}${to === from + 1 ? ', ' : '–'}${weekdayName(to, language)}`,
        )
        .join(', ')
      return `${days} ${time}`
    })
    .join('; ')
}
