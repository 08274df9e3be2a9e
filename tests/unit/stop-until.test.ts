/**
 * 'Until when' of the stop list (app/features/menu/stop-until.ts): the end of the business day and a
 * typed date and time are read on the organization's clock, whatever the machine's zone.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { STOP_LIST_ERRORS } from '../../contract/stop-list'
import { activeUntilOf, businessDayEnd, instantToLocalInput, localInputToInstant, stopUntilSchema } from '../../app/features/menu/stop-until'

const VILNIUS = 'Europe/Vilnius'
const at = (iso: string) => new Date(iso)

describe('businessDayEnd', () => {
  it('is 08:00 of the same day before eight on the venue clock', () => {
    // 06:30 in Vilnius (UTC+2 in winter).
    expect(businessDayEnd(at('2026-11-22T04:30:00Z'), VILNIUS).toISOString()).toBe('2026-11-22T06:00:00.000Z')
  })

  it('is 08:00 of the next day at eight and after', () => {
    expect(businessDayEnd(at('2026-11-22T06:00:00Z'), VILNIUS).toISOString()).toBe('2026-11-23T06:00:00.000Z')
    expect(businessDayEnd(at('2026-11-22T21:45:00Z'), VILNIUS).toISOString()).toBe('2026-11-23T06:00:00.000Z')
  })

  it('follows the venue date, not UTC: 23:30 UTC is already tomorrow in Vilnius', () => {
    // 2026-11-22T23:30Z is 01:30 on the 23rd in Vilnius: the day ends at 08:00 on the 23rd.
    expect(businessDayEnd(at('2026-11-22T23:30:00Z'), VILNIUS).toISOString()).toBe('2026-11-23T06:00:00.000Z')
  })

  it('crosses the DST change: the night the clocks go forward ends at 08:00 summer time', () => {
    // 2026-03-29: Vilnius moves from UTC+2 to UTC+3 at 03:00.
    expect(businessDayEnd(at('2026-03-28T22:00:00Z'), VILNIUS).toISOString()).toBe('2026-03-29T05:00:00.000Z')
    expect(businessDayEnd(at('2026-10-24T20:00:00Z'), VILNIUS).toISOString()).toBe('2026-10-25T06:00:00.000Z')
  })

  it('crosses the end of a month and a year', () => {
    expect(businessDayEnd(at('2026-12-31T12:00:00Z'), 'Europe/Madrid').toISOString()).toBe('2027-01-01T07:00:00.000Z')
  })

  it('refuses an unknown zone', () => {
    expect(() => businessDayEnd(at('2026-11-22T12:00:00Z'), 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('localInputToInstant', () => {
  it('reads a datetime-local value on the venue clock', () => {
    expect(localInputToInstant('2026-11-22T18:30', VILNIUS)?.toISOString()).toBe('2026-11-22T16:30:00.000Z')
    expect(localInputToInstant('2026-07-01T18:30:15', 'Europe/Warsaw')?.toISOString()).toBe('2026-07-01T16:30:15.000Z')
  })

  it('refuses what is no date and time', () => {
    for (const value of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-22T24:00', '2026-11-22', '1999-01-01T10:00', '2101-01-01T10:00', '+02026-11-22T10:00']) {
      expect(localInputToInstant(value, VILNIUS), value).toBeNull()
    }
  })

  it('round-trips with instantToLocalInput', () => {
    const instant = localInputToInstant('2026-03-29T08:00', VILNIUS)!
    expect(instantToLocalInput(instant, VILNIUS)).toBe('2026-03-29T08:00')
  })
})

describe('activeUntilOf', () => {
  const now = at('2026-11-22T10:00:00Z')

  it('is null until put back', () => {
    expect(activeUntilOf({ until: 'putBack', atDate: '01.01.2020', atTime: '00:00' }, VILNIUS, now)).toEqual({ activeUntil: null })
  })

  it('is the end of the business day', () => {
    expect(activeUntilOf({ until: 'businessDay' }, VILNIUS, now)).toEqual({ activeUntil: '2026-11-23T06:00:00.000Z' })
  })

  it('is the typed DD.MM.YYYY and HH:mm when in the future, and says what is wrong otherwise', () => {
    const typed = (atDate: string, atTime: string) => activeUntilOf({ until: 'at', atDate, atTime }, VILNIUS, now)
    expect(typed('22.11.2026', '12:01')).toEqual({ activeUntil: '2026-11-22T10:01:00.000Z' })
    expect(typed('22.11.2026', '12:00')).toEqual({ errors: { atTime: 'orders.availability.notFuture' } })
    expect(typed('', '')).toEqual({ errors: { atDate: 'validation.required', atTime: 'validation.required' } })
    // The browser's own control's shapes are no longer taken: one format in every language.
    expect(typed('2026-11-23', '06:00 PM')).toEqual({ errors: { atDate: 'orders.period.invalidDate', atTime: 'orders.period.invalidTime' } })
    expect(typed('11/23/2026', '18:00')).toEqual({ errors: { atDate: 'orders.period.invalidDate' } })
    expect(typed('31.11.2026', '18:00')).toEqual({ errors: { atDate: 'orders.period.invalidDate' } })
  })
})

describe('stopUntilSchema', () => {
  const schema = stopUntilSchema(VILNIUS, () => at('2026-11-22T10:00:00Z'))

  it('puts the message of a past time under the time field, of a junk date under the date', () => {
    const past = schema.safeParse({ until: 'at', atDate: '21.11.2026', atTime: '09:00' })
    expect(past.error?.issues).toEqual([expect.objectContaining({ path: ['atTime'], message: 'orders.availability.notFuture' })])
    const junk = schema.safeParse({ until: 'at', atDate: 'tomorrow', atTime: '09:00' })
    expect(junk.error?.issues).toEqual([expect.objectContaining({ path: ['atDate'], message: 'orders.period.invalidDate' })])
  })

  it('refuses a choice it does not offer', () => {
    expect(schema.safeParse({ until: 'forever' }).success).toBe(false)
    expect(schema.safeParse({ until: 'putBack' }).success).toBe(true)
  })
})

describe('stop-list messages', () => {
  const english = JSON.parse(readFileSync(path.resolve(__dirname, '../../locales/en/common.json'), 'utf8'))
  const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english)
  // The platform's refusals, the dialogs' own checks, and the flash messages built from the kind (item, option).
  const toasts = ['item', 'option'].flatMap((kind) => ['add', 'remove'].flatMap((write) => [`stopList.${kind}.${write}.success`, `stopList.${kind}.${write}.error`]))
  for (const key of new Set([...Object.values(STOP_LIST_ERRORS), ...toasts])) {
    it(`translates ${key}`, () => {
      expect(typeof lookup(key)).toBe('string')
    })
  }
})
