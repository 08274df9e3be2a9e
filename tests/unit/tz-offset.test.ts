/**
 * @date-fns/tz remembers a zone's offset per minute (patches/@date-fns+tz+1.5.0.patch,
 * docs/decisions/0055): what it answers must be what Intl says, minute by minute, across the
 * changes of offset, and in zones whose offsets are not whole hours.
 */
import { tzOffset } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'

/** The offset in minutes as Intl states it, without the library. */
function intlOffset(timeZone: string, time: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).format(time).split('GMT')[1]!
  if (!name) return 0
  const [hours, minutes] = name.split(':').map(Number) as [number, number]
  return hours < 0 || name.startsWith('-') ? hours * 60 - (minutes ?? 0) : hours * 60 + (minutes ?? 0)
}

const CHANGES: [string, string][] = [
  ['Europe/Vilnius', '2026-03-29T01:00:00Z'],
  ['Europe/Vilnius', '2026-10-25T01:00:00Z'],
  ['America/New_York', '2026-03-08T07:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
  ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
]

describe('tzOffset, remembered per minute', () => {
  it.each(CHANGES)('answers as Intl does every 20 s for two hours around a change in %s', (zone, at) => {
    const change = Date.parse(at)
    const seen = new Set<number>()
    for (let time = change - 3_600_000; time < change + 3_600_000; time += 20_000) {
      // Asked twice: the second answer comes from what the first remembered.
      expect([tzOffset(zone, new Date(time)), tzOffset(zone, new Date(time))]).toEqual([intlOffset(zone, time), intlOffset(zone, time)])
      seen.add(intlOffset(zone, time))
    }
    // The window does hold a change of offset.
    expect(seen.size).toBe(2)
  })

  it('answers quarter-hour zones and fixed offsets, and days before 1973, as Intl does', () => {
    const now = Date.parse('2026-11-27T12:34:56Z')
    expect(tzOffset('Asia/Kathmandu', new Date(now))).toBe(345)
    expect(tzOffset('+05:30', new Date(now))).toBe(330)
    expect(tzOffset('Europe/Vilnius', new Date(Date.UTC(1960, 6, 1)))).toBe(intlOffset('Europe/Vilnius', Date.UTC(1960, 6, 1)))
  })
})
