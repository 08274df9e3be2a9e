/**
 * Active hours (SPEC.md 3 "Active hours", 5 "Time fields"): availability on the venue's clock
 * in several time zones and across DST changes, windows past midnight, listed days, time
 * padding and the grouped description.
 */
import { describe, expect, it } from 'vitest'
import {
  activeHoursText,
  dayRuns,
  describeActiveHours,
  isAlwaysAvailable,
  isAvailableAt,
  localClock,
  padTime,
} from '../../contract/active-hours'
import type { ActiveHours } from '../../contract/menu'

const hours = (
  open: string,
  close: string,
  days: ActiveHours['days'] = null,
  inactiveBehaviour: 'HIDE' | 'DISABLE' = 'DISABLE',
): ActiveHours => ({
  inactiveBehaviour,
  default: { open, close },
  days,
})
const at = (iso: string) => new Date(iso)

describe('isAvailableAt', () => {
  it('is always available without hours and with the default 00:00–00:00', () => {
    expect(isAvailableAt(null, at('2026-06-01T03:00:00Z'), 'Europe/Vilnius')).toBe(true)
    for (const iso of ['2026-06-01T00:00:00Z', '2026-06-01T21:00:00Z', '2026-06-07T20:59:59Z']) {
      expect(isAvailableAt(hours('00:00', '00:00'), at(iso), 'Europe/Vilnius')).toBe(true)
    }
  })

  it('reads the time on the venue clock, summer (UTC+3) and winter (UTC+2) in Vilnius', () => {
    const breakfast = hours('08:00', '11:30')
    // Monday 1 June 2026: 08:00 in Vilnius is 05:00 UTC.
    expect(isAvailableAt(breakfast, at('2026-06-01T04:59:00Z'), 'Europe/Vilnius')).toBe(false)
    expect(isAvailableAt(breakfast, at('2026-06-01T05:00:00Z'), 'Europe/Vilnius')).toBe(true)
    expect(isAvailableAt(breakfast, at('2026-06-01T08:29:00Z'), 'Europe/Vilnius')).toBe(true)
    expect(isAvailableAt(breakfast, at('2026-06-01T08:30:00Z'), 'Europe/Vilnius')).toBe(false)
    // Monday 5 January 2026: 08:00 is 06:00 UTC.
    expect(isAvailableAt(breakfast, at('2026-01-05T05:30:00Z'), 'Europe/Vilnius')).toBe(false)
    expect(isAvailableAt(breakfast, at('2026-01-05T06:00:00Z'), 'Europe/Vilnius')).toBe(true)
  })

  it('follows the zone: 13:00 UTC is lunch in London, afternoon in Vilnius, night in Tokyo, morning in New York', () => {
    const lunch = hours('12:00', '15:00')
    const instant = at('2026-06-01T13:00:00Z')
    expect(isAvailableAt(lunch, instant, 'Europe/London')).toBe(true) // 14:00 BST
    expect(isAvailableAt(lunch, instant, 'Europe/Vilnius')).toBe(false) // 16:00
    expect(isAvailableAt(lunch, instant, 'Asia/Tokyo')).toBe(false) // 22:00
    expect(isAvailableAt(lunch, instant, 'America/New_York')).toBe(false) // 09:00
    expect(isAvailableAt(lunch, at('2026-06-01T16:30:00Z'), 'America/New_York')).toBe(true) // 12:30 EDT
  })

  it('counts a window past midnight to the day it opened on', () => {
    // Monday to Friday 22:00–02:00; Saturday and Sunday not listed.
    const late = hours(
      '22:00',
      '02:00',
      [1, 2, 3, 4, 5].map((day) => ({ day, open: null, close: null })),
    )
    const zone = 'Europe/Vilnius'
    // Friday 5 June 2026 23:00 local = 20:00 UTC; Saturday 01:30 local = Friday 22:30 UTC.
    expect(isAvailableAt(late, at('2026-06-05T20:00:00Z'), zone)).toBe(true)
    expect(isAvailableAt(late, at('2026-06-05T22:30:00Z'), zone)).toBe(true)
    // Saturday 02:00 local is closed, and Saturday 23:00 (not a listed day) too.
    expect(isAvailableAt(late, at('2026-06-05T23:00:00Z'), zone)).toBe(false)
    expect(isAvailableAt(late, at('2026-06-06T20:00:00Z'), zone)).toBe(false)
    // Monday 01:00 local belongs to Sunday, which is not listed.
    expect(isAvailableAt(late, at('2026-06-07T22:00:00Z'), zone)).toBe(false)
    // Tuesday 01:00 local belongs to Monday.
    expect(isAvailableAt(late, at('2026-06-08T22:00:00Z'), zone)).toBe(true)
  })

  it('takes a listed day without its own times from the default, and its own times when it has them', () => {
    const weekend = hours('10:00', '15:00', [
      { day: 6, open: null, close: null },
      { day: 7, open: '11:00', close: null },
    ])
    const zone = 'UTC'
    expect(isAvailableAt(weekend, at('2026-06-06T10:00:00Z'), zone)).toBe(true) // Saturday
    expect(isAvailableAt(weekend, at('2026-06-07T10:30:00Z'), zone)).toBe(false) // Sunday opens at 11:00
    expect(isAvailableAt(weekend, at('2026-06-07T14:59:00Z'), zone)).toBe(true) // ... and closes at the default 15:00
    expect(isAvailableAt(weekend, at('2026-06-01T12:00:00Z'), zone)).toBe(false) // Monday is not listed
    expect(isAvailableAt(hours('00:00', '00:00', []), at('2026-06-01T12:00:00Z'), zone)).toBe(false)
  })

  it('keeps the venue clock on the days the clocks change', () => {
    const zone = 'Europe/Vilnius'
    // Sunday 29 March 2026: 03:00 EET becomes 04:00 EEST at 01:00 UTC.
    const night = hours('02:00', '05:00')
    expect(isAvailableAt(night, at('2026-03-29T00:30:00Z'), zone)).toBe(true) // 02:30 EET
    expect(isAvailableAt(night, at('2026-03-29T01:30:00Z'), zone)).toBe(true) // 04:30 EEST
    expect(isAvailableAt(night, at('2026-03-29T02:00:00Z'), zone)).toBe(false) // 05:00 EEST
    // Sunday 25 October 2026: 04:00 EEST becomes 03:00 EET at 01:00 UTC; 03:30 happens twice.
    const early = hours('03:00', '04:00')
    expect(isAvailableAt(early, at('2026-10-25T00:30:00Z'), zone)).toBe(true) // 03:30 EEST
    expect(isAvailableAt(early, at('2026-10-25T01:30:00Z'), zone)).toBe(true) // 03:30 EET
    expect(isAvailableAt(early, at('2026-10-25T02:00:00Z'), zone)).toBe(false) // 04:00 EET
    // New York, 8 March 2026 (02:00 EST → 03:00 EDT): breakfast at 08:00 is 12:00 UTC.
    expect(isAvailableAt(hours('08:00', '11:00'), at('2026-03-08T11:59:00Z'), 'America/New_York')).toBe(false)
    expect(isAvailableAt(hours('08:00', '11:00'), at('2026-03-08T12:00:00Z'), 'America/New_York')).toBe(true)
  })

  it('treats equal times as a whole day from the open, and an unknown zone as UTC', () => {
    const fromTen = hours('10:00', '10:00', [{ day: 1, open: null, close: null }])
    expect(isAvailableAt(fromTen, at('2026-06-01T09:59:00Z'), 'UTC')).toBe(false) // Monday before the open
    expect(isAvailableAt(fromTen, at('2026-06-02T09:59:00Z'), 'UTC')).toBe(true) // Tuesday morning, still Monday's
    expect(isAvailableAt(fromTen, at('2026-06-02T10:00:00Z'), 'UTC')).toBe(false)
    expect(localClock(at('2026-06-01T10:15:00Z'), 'Not/AZone')).toEqual({ weekday: 1, minutes: 10 * 60 + 15 })
  })
})

describe('padTime', () => {
  it.each([
    ['9', '09:00'],
    ['09', '09:00'],
    ['9:3', '09:30'],
    ['9:', '09:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['23:59', '23:59'],
    ['2359', '23:59'],
    ['0', '00:00'],
    [' 7.15 ', '07:15'],
  ])('%j → %j', (input, expected) => {
    expect(padTime(input)).toBe(expected)
  })

  it.each(['', '24', '25:00', '9:75', '960', 'noon', '12:345', '1:2:3', '-1'])('%j is not a time', (input) => {
    expect(padTime(input)).toBeNull()
  })
})

describe('describing hours', () => {
  it('groups days that share a window and leaves unavailable days out', () => {
    const week = hours('08:00', '11:30', [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, open: null, close: null })),
      { day: 6, open: '09:00', close: '12:30' },
    ])
    expect(describeActiveHours(week)).toEqual([
      { days: [1, 2, 3, 4, 5], open: '08:00', close: '11:30', allDay: false },
      { days: [6], open: '09:00', close: '12:30', allDay: false },
    ])
    expect(activeHoursText(week, 'en', { allDay: 'all day' })).toBe('Mon–Fri 08:00–11:30; Sat 09:00–12:30')
    expect(activeHoursText(week, 'lt', { allDay: 'visą dieną' })).toMatch(/^pr.*–pn.* 08:00–11:30; š.* 09:00–12:30$/i)
  })

  it('writes every day as the time alone, and two neighbouring days with a comma', () => {
    expect(activeHoursText(hours('16:00', '02:00'), 'en', { allDay: 'all day' })).toBe('16:00–02:00')
    expect(
      activeHoursText(
        hours('00:00', '00:00', [
          { day: 6, open: null, close: null },
          { day: 7, open: null, close: null },
        ]),
        'en',
        { allDay: 'all day' },
      ),
    ).toBe('Sat, Sun all day')
    expect(activeHoursText(hours('10:00', '12:00', []), 'en', { allDay: 'all day' })).toBe('')
    expect(dayRuns([7, 1, 2, 3, 5, 6])).toEqual([
      [1, 3],
      [5, 7],
    ])
  })

  it('knows hours that hide nothing', () => {
    expect(isAlwaysAvailable(null)).toBe(true)
    expect(isAlwaysAvailable(hours('00:00', '00:00'))).toBe(true)
    expect(isAlwaysAvailable(hours('08:00', '00:00'))).toBe(false)
    expect(isAlwaysAvailable(hours('00:00', '00:00', [{ day: 1, open: null, close: null }]))).toBe(false)
  })
})
