import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  isDay,
  monthOptions,
  rangeDays,
  periodFormToSearch,
  rangeToSearch,
  rangeToTimestamps,
  readRange,
  todayIn,
  type Range,
} from '../../app/features/tips/range'

const today = '2026-11-22'
const read = (query: string, on = today) => readRange(new URLSearchParams(query), on)
const current: Range = { kind: 'month', month: '2026-11' }
const custom = (from: string, to: string): Range => ({ kind: 'custom', from, to })

describe('reading the range from the URL', () => {
  it('defaults to the current month', () => {
    expect(read('')).toEqual({ range: current, error: null })
    expect(read('month=')).toEqual({ range: current, error: null })
    expect(read('ratingMin=3')).toEqual({ range: current, error: null })
  })
  it('reads a month up to the current one', () => {
    expect(read('month=2026-11')).toEqual({ range: current, error: null })
    expect(read('month=2025-01')).toEqual({ range: { kind: 'month', month: '2025-01' }, error: null })
  })
  it('rejects a month after today', () => {
    expect(read('month=2026-12')).toEqual({ range: current, error: 'range.future' })
    expect(read('month=2027-01')).toEqual({ range: current, error: 'range.future' })
  })
  it('rejects unreadable months', () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', 'november', '2026-11-01']) {
      expect(read(`month=${month}`), month).toEqual({ range: current, error: 'range.invalid' })
    }
  })
  it('reads a custom range, both days inclusive, ending today at the latest', () => {
    expect(read('from=2026-09-03&to=2026-10-15')).toEqual({ range: custom('2026-09-03', '2026-10-15'), error: null })
    expect(read('from=2026-11-22&to=2026-11-22')).toEqual({ range: custom('2026-11-22', '2026-11-22'), error: null })
    expect(read('from=%202026-09-03%20&to=2026-09-04')).toEqual({ range: custom('2026-09-03', '2026-09-04'), error: null })
  })
  it('lets a custom range win over a month', () => {
    expect(read('month=2026-01&from=2026-09-03&to=2026-10-15').range).toEqual(custom('2026-09-03', '2026-10-15'))
  })
  it('rejects custom days after today', () => {
    expect(read('from=2026-11-20&to=2026-11-23')).toMatchObject({ range: current, error: 'range.future' })
    expect(read('from=2026-11-23&to=2026-11-24')).toMatchObject({ range: current, error: 'range.future' })
  })
  it('allows at most 3 months from the first day', () => {
    expect(read('from=2026-08-22&to=2026-11-22').error).toBeNull()
    expect(read('from=2026-08-22&to=2026-11-22').range).toEqual(custom('2026-08-22', '2026-11-22'))
    expect(read('from=2026-08-21&to=2026-11-22')).toMatchObject({ range: current, error: 'range.tooLong' })
    expect(read('from=2026-06-03&to=2026-09-03').error).toBeNull()
    expect(read('from=2026-06-03&to=2026-09-04')).toMatchObject({ range: current, error: 'range.tooLong' })
  })
  it('counts 3 months to the last day of a shorter month', () => {
    // 30 November + 3 months is 28 February (2027 is not a leap year).
    expect(read('from=2025-11-30&to=2026-02-28', today).error).toBeNull()
    expect(read('from=2025-11-30&to=2026-03-01', today)).toMatchObject({ range: current, error: 'range.tooLong' })
    // 2028 is: 29 February.
    expect(read('from=2027-11-30&to=2028-02-29', '2028-12-31').error).toBeNull()
    expect(read('from=2027-11-30&to=2028-03-01', '2028-12-31').error).toBe('range.tooLong')
  })
  it('rejects an end before the start', () => {
    expect(read('from=2026-10-15&to=2026-10-14')).toMatchObject({ range: current, error: 'range.endBeforeStart' })
  })
  it('rejects half custom ranges', () => {
    for (const query of ['from=2026-10-01', 'to=2026-10-01', 'from=2026-10-01&to=']) {
      expect(read(query), query).toMatchObject({ range: current, error: 'range.invalid' })
    }
  })
  it("says 'Invalid date' of a day that is none (SPEC.md 5)", () => {
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=01.10.2026&to=02.10.2026', 'from=x&to=y', 'from=2026-10-01&to=31.02.2026']) {
      expect(read(query), query).toMatchObject({ range: current, error: 'range.invalidDate' })
    }
  })
})

describe('a refused custom range keeps what was typed', () => {
  it('gives back both days of a range that is too long, and the current month', () => {
    expect(read('from=2026-06-01&to=2026-11-22')).toEqual({
      range: current,
      error: 'range.tooLong',
      typed: { from: '2026-06-01', to: '2026-11-22' },
    })
  })
  it('gives back what it could not read, cut to the length of a day', () => {
    expect(read('from=2026-10-01&to=').typed).toEqual({ from: '2026-10-01', to: '' })
    expect(read('from=2026-10-15&to=2026-10-14').typed).toEqual({ from: '2026-10-15', to: '2026-10-14' })
    expect(read(`from=${'9'.repeat(50)}&to=x`).typed).toEqual({ from: '9'.repeat(10), to: 'x' })
  })
  it('treats empty From and To as an unreadable custom range, not as no range', () => {
    expect(read('from=&to=')).toEqual({ range: current, error: 'range.invalid', typed: { from: '', to: '' } })
  })
})

describe('the period form to the canonical query', () => {
  const form = (query: string) => periodFormToSearch(new URLSearchParams(query))
  it('leaves a query that is not a submission of the form alone', () => {
    expect(form('month=2026-10')).toBeNull()
    expect(form('from=2026-10-01&to=2026-10-05&page=2')).toBeNull()
  })
  it('sends a chosen month, dropping days left from an earlier custom range', () => {
    expect(form('shown=2026-11&month=2026-10&from=&to=')).toBe('?month=2026-10')
    expect(form('shown=custom&month=2026-10&from=2026-09-01&to=2026-09-10')).toBe('?month=2026-10')
  })
  it('sends the days when "Custom range" is chosen', () => {
    expect(form('shown=2026-11&month=custom&from=2026-09-01&to=2026-09-10')).toBe('?from=2026-09-01&to=2026-09-10')
    expect(form('shown=custom&month=custom&from=&to=')).toBe('?from=&to=')
  })
  it('sends days typed while the month select was left as it was (no JavaScript)', () => {
    expect(form('shown=2026-11&month=2026-11&from=2026-09-01&to=2026-09-10')).toBe('?from=2026-09-01&to=2026-09-10')
    expect(form('shown=2026-11&month=2026-11&from=&to=')).toBe('?month=2026-11')
  })
  it('reads days typed DD.MM.YYYY, as every date field takes them, into the canonical days', () => {
    expect(form('shown=2026-11&month=custom&from=01.09.2026&to=10.09.2026')).toBe('?from=2026-09-01&to=2026-09-10')
    expect(form('shown=2026-11&month=2026-11&from=01.09.2026&to=10.09.2026')).toBe('?from=2026-09-01&to=2026-09-10')
    // What is no day goes on as typed, for the screen to refuse and show again.
    expect(form('shown=2026-11&month=custom&from=31.02.2026&to=1.9.2026')).toBe('?from=31.02.2026&to=1.9.2026')
  })
  it('keeps a refused range as typed, so the screen can show it again', () => {
    expect(form('shown=2026-11&month=custom&from=2026-01-01&to=2026-11-22')).toBe('?from=2026-01-01&to=2026-11-22')
  })
})

describe('range to start_ts and finish_ts', () => {
  it('starts at midnight in the zone and finishes (exclusive) at the next month', () => {
    expect(rangeToTimestamps(current, 'Europe/Vilnius')).toEqual({
      startTs: '2026-10-31T22:00:00.000Z',
      finishTs: '2026-11-30T22:00:00.000Z',
    })
    expect(rangeToTimestamps({ kind: 'month', month: '2026-12' }, 'UTC')).toEqual({
      startTs: '2026-12-01T00:00:00.000Z',
      finishTs: '2027-01-01T00:00:00.000Z',
    })
  })
  it('is right across the March change to summer time', () => {
    expect(rangeToTimestamps({ kind: 'month', month: '2026-03' }, 'Europe/Vilnius')).toEqual({
      startTs: '2026-02-28T22:00:00.000Z',
      finishTs: '2026-03-31T21:00:00.000Z',
    })
    expect(rangeToTimestamps(custom('2026-03-29', '2026-03-29'), 'Europe/Vilnius')).toEqual({
      startTs: '2026-03-28T22:00:00.000Z',
      finishTs: '2026-03-29T21:00:00.000Z',
    })
  })
  it('is right across the October change to winter time', () => {
    expect(rangeToTimestamps({ kind: 'month', month: '2026-10' }, 'Europe/Vilnius')).toEqual({
      startTs: '2026-09-30T21:00:00.000Z',
      finishTs: '2026-10-31T22:00:00.000Z',
    })
    expect(rangeToTimestamps(custom('2026-10-25', '2026-10-25'), 'Europe/Vilnius')).toEqual({
      startTs: '2026-10-24T21:00:00.000Z',
      finishTs: '2026-10-25T22:00:00.000Z',
    })
  })
  it('uses the last day inclusive for a custom range, in other zones too', () => {
    expect(rangeToTimestamps(custom('2026-09-03', '2026-10-15'), 'Europe/Warsaw')).toEqual({
      startTs: '2026-09-02T22:00:00.000Z',
      finishTs: '2026-10-15T22:00:00.000Z',
    })
    expect(rangeToTimestamps(custom('2026-12-31', '2026-12-31'), 'Europe/Madrid')).toEqual({
      startTs: '2026-12-30T23:00:00.000Z',
      finishTs: '2026-12-31T23:00:00.000Z',
    })
  })
  it('starts a day at its first minute where the clock skips midnight', () => {
    // Chile moves from 00:00 to 01:00 on 6 September 2026.
    expect(rangeToTimestamps(custom('2026-09-06', '2026-09-06'), 'America/Santiago').startTs).toBe('2026-09-06T04:00:00.000Z')
  })
  it('refuses an unknown time zone', () => {
    expect(() => rangeToTimestamps(current, 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('days of a range', () => {
  it('ends at today when given it, so the current month has no days still to come', () => {
    expect(rangeDays(current, today)).toHaveLength(22)
    expect(rangeDays(current, today).at(-1)).toBe(today)
    expect(rangeDays({ kind: 'month', month: '2026-10' }, today)).toHaveLength(31)
    expect(rangeDays(custom('2026-11-01', '2026-11-05'), today)).toHaveLength(5)
  })
  it('lists every day of a month', () => {
    const days = rangeDays({ kind: 'month', month: '2026-02' })
    expect(days).toHaveLength(28)
    expect(days[0]).toBe('2026-02-01')
    expect(days[27]).toBe('2026-02-28')
    expect(rangeDays({ kind: 'month', month: '2028-02' })).toHaveLength(29)
    expect(rangeDays({ kind: 'month', month: '2026-10' })).toHaveLength(31)
  })
  it('lists a custom range inclusive, across months and years', () => {
    expect(rangeDays(custom('2026-12-30', '2027-01-02'))).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    expect(rangeDays(custom('2026-11-22', '2026-11-22'))).toEqual(['2026-11-22'])
    expect(rangeDays(custom('2026-08-22', '2026-11-22'))).toHaveLength(93)
  })
  it('does calendar arithmetic without the machine zone', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
  })
})

describe('today, query string and month choices', () => {
  it('gives today in the zone', () => {
    const now = new Date('2026-11-30T22:30:00Z')
    expect(todayIn('Europe/Vilnius', now)).toBe('2026-12-01')
    expect(todayIn('UTC', now)).toBe('2026-11-30')
    expect(todayIn('America/New_York', now)).toBe('2026-11-30')
    expect(todayIn('UTC')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
  it('writes the range back as a query string that reads the same', () => {
    expect(rangeToSearch(current)).toBe('?month=2026-11')
    expect(rangeToSearch(custom('2026-09-03', '2026-10-15'))).toBe('?from=2026-09-03&to=2026-10-15')
    for (const range of [current, custom('2026-09-03', '2026-10-15')]) {
      expect(readRange(new URLSearchParams(rangeToSearch(range)), today)).toEqual({ range, error: null })
    }
  })
  it('offers the last 12 months, newest first', () => {
    const months = monthOptions(today)
    expect(months).toHaveLength(12)
    expect(months[0]).toBe('2026-11')
    expect(months[11]).toBe('2025-12')
    expect(monthOptions('2026-01-31', 3)).toEqual(['2026-01', '2025-12', '2025-11'])
    expect(monthOptions(today, 0)).toEqual([])
  })
})
