/**
 * The Orders screen's periods (app/features/orders/order-periods.ts) on the venue's clock: the business
 * day turns at 08:00 (07:59 still belongs to yesterday's), months are calendar months, DST days
 * in Vilnius are 23 and 25 hours long, and the custom period dialog follows SPEC.md 5.
 */
import { describe, expect, it } from 'vitest'
import {
  customPeriodOf,
  customPeriodSchema,
  isPeriodOpen,
  orderPeriodParams,
  PAYMENT_PERIOD_CHOICES,
  readScreenPeriod,
  screenPeriodSpan,
  PERIOD_INVALID,
  periodSpan,
  periodToFields,
  readOrderPeriod,
  spanToQuery,
  type OrderPeriod,
} from '../../app/features/orders/order-periods'

const VILNIUS = 'Europe/Vilnius'
const at = (iso: string) => new Date(iso)
const span = (period: OrderPeriod, now: string, zone = VILNIUS) => {
  const { start, finish } = periodSpan(period, zone, at(now))
  return [start.toISOString(), finish?.toISOString() ?? null]
}
const hours = ([start, finish]: (string | null)[]) => (Date.parse(finish!) - Date.parse(start!)) / 3_600_000

describe('the business day', () => {
  it('at 07:59 on the venue clock is still the one that began yesterday at 08:00', () => {
    // 07:59 in Vilnius in November is 05:59 UTC.
    expect(span({ kind: 'businessDay' }, '2026-11-22T05:59:00Z')).toEqual(['2026-11-21T06:00:00.000Z', '2026-11-22T06:00:00.000Z'])
    expect(span({ kind: 'previousBusinessDay' }, '2026-11-22T05:59:00Z')).toEqual(['2026-11-20T06:00:00.000Z', '2026-11-21T06:00:00.000Z'])
  })

  it('at 08:00 is a new one', () => {
    expect(span({ kind: 'businessDay' }, '2026-11-22T06:00:00Z')).toEqual(['2026-11-22T06:00:00.000Z', '2026-11-23T06:00:00.000Z'])
    expect(span({ kind: 'previousBusinessDay' }, '2026-11-22T06:00:00Z')).toEqual(['2026-11-21T06:00:00.000Z', '2026-11-22T06:00:00.000Z'])
  })

  it('follows the venue date, not UTC: 23:30 UTC is already the next calendar day in Vilnius', () => {
    // 01:30 on the 23rd in Vilnius: before 08:00, so the business day of the 22nd.
    expect(span({ kind: 'businessDay' }, '2026-11-22T23:30:00Z')).toEqual(['2026-11-22T06:00:00.000Z', '2026-11-23T06:00:00.000Z'])
  })

  it('is 23 hours long when the clocks go forward and 25 when they go back (Vilnius)', () => {
    // 2026-03-29 03:00 → 04:00: the business day of the 28th ends at 08:00 summer time.
    const spring = span({ kind: 'previousBusinessDay' }, '2026-03-29T09:00:00Z')
    expect(spring).toEqual(['2026-03-28T06:00:00.000Z', '2026-03-29T05:00:00.000Z'])
    expect(hours(spring)).toBe(23)
    // 2026-10-25 04:00 → 03:00.
    const autumn = span({ kind: 'previousBusinessDay' }, '2026-10-25T10:00:00Z')
    expect(autumn).toEqual(['2026-10-24T05:00:00.000Z', '2026-10-25T06:00:00.000Z'])
    expect(hours(autumn)).toBe(25)
  })

  it('is the venue’s, in another zone', () => {
    expect(span({ kind: 'businessDay' }, '2026-07-01T12:00:00Z', 'Europe/Madrid')).toEqual(['2026-07-01T06:00:00.000Z', '2026-07-02T06:00:00.000Z'])
  })
})

describe('months', () => {
  it('are calendar months from midnight; at 03:00 on the 1st it is already the new month', () => {
    // 2026-03-01 03:00 in Vilnius: the business day is still February's, the month is March.
    const now = '2026-03-01T01:00:00Z'
    expect(span({ kind: 'businessDay' }, now)).toEqual(['2026-02-28T06:00:00.000Z', '2026-03-01T06:00:00.000Z'])
    // March ends in summer time.
    expect(span({ kind: 'thisMonth' }, now)).toEqual(['2026-02-28T22:00:00.000Z', '2026-03-31T21:00:00.000Z'])
    expect(span({ kind: 'lastMonth' }, now)).toEqual(['2026-01-31T22:00:00.000Z', '2026-02-28T22:00:00.000Z'])
  })

  it('cross a year', () => {
    const now = '2026-12-31T22:30:00Z' // 00:30 on 1 January 2027 in Vilnius
    expect(span({ kind: 'thisMonth' }, now)).toEqual(['2026-12-31T22:00:00.000Z', '2027-01-31T22:00:00.000Z'])
    expect(span({ kind: 'lastMonth' }, now)).toEqual(['2026-11-30T22:00:00.000Z', '2026-12-31T22:00:00.000Z'])
  })

  it('refuse an unknown zone', () => {
    expect(() => periodSpan({ kind: 'thisMonth' }, 'Mars/Olympus', at('2026-11-22T12:00:00Z'))).toThrow(RangeError)
  })
})

describe('the last hours and custom periods', () => {
  it('last N hours run from N hours ago to now and on', () => {
    for (const [kind, n] of [['last8Hours', 8], ['last12Hours', 12], ['last16Hours', 16], ['last24Hours', 24]] as const) {
      expect(span({ kind }, '2026-11-22T12:00:00Z')).toEqual([new Date(Date.parse('2026-11-22T12:00:00Z') - n * 3_600_000).toISOString(), null])
    }
  })

  it('a custom period ends at the end of its last minute', () => {
    expect(span({ kind: 'custom', from: '2026-11-20T10:00', to: '2026-11-21T18:30' }, '2026-11-22T12:00:00Z')).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-21T16:31:00.000Z',
    ])
    expect(span({ kind: 'custom', from: '2026-11-20T10:00', to: null }, '2026-11-22T12:00:00Z')).toEqual(['2026-11-20T08:00:00.000Z', null])
  })

  it('is open while it has no end or its end is to come', () => {
    const now = at('2026-11-22T12:00:00Z')
    const open = (period: OrderPeriod) => isPeriodOpen(periodSpan(period, VILNIUS, now), now)
    expect(open({ kind: 'businessDay' })).toBe(true)
    expect(open({ kind: 'last8Hours' })).toBe(true)
    expect(open({ kind: 'thisMonth' })).toBe(true)
    expect(open({ kind: 'previousBusinessDay' })).toBe(false)
    expect(open({ kind: 'lastMonth' })).toBe(false)
    expect(open({ kind: 'custom', from: '2026-11-20T10:00', to: '2026-11-22T14:00' })).toBe(true)
    expect(open({ kind: 'custom', from: '2026-11-20T10:00', to: '2026-11-22T13:59' })).toBe(false)
  })

  it('goes to the platform without finishTs when open', () => {
    const query = (period: OrderPeriod) => spanToQuery(periodSpan(period, VILNIUS, at('2026-11-22T12:00:00Z')))
    expect(query({ kind: 'last8Hours' })).toEqual({ startTs: '2026-11-22T04:00:00.000Z' })
    expect(query({ kind: 'businessDay' })).toEqual({ startTs: '2026-11-22T06:00:00.000Z', finishTs: '2026-11-23T06:00:00.000Z' })
  })
})

describe('the period in the URL', () => {
  const read = (query: string) => readOrderPeriod(new URLSearchParams(query), VILNIUS)

  it('is the current business day when absent', () => {
    expect(read('')).toEqual({ period: { kind: 'businessDay' }, error: null })
  })

  it('reads every shortcut and a custom period, and writes them back', () => {
    for (const kind of ['previousBusinessDay', 'last8Hours', 'last12Hours', 'last16Hours', 'last24Hours', 'thisMonth', 'lastMonth'] as const) {
      const { period } = read(`period=${kind}`)
      expect(period).toEqual({ kind })
      expect(orderPeriodParams(period)).toEqual([['period', kind]])
    }
    const custom = read('period=custom&from=2026-11-20T10:00&to=2026-11-21T18:30')
    expect(custom).toEqual({ period: { kind: 'custom', from: '2026-11-20T10:00', to: '2026-11-21T18:30' }, error: null })
    expect(new URLSearchParams(orderPeriodParams(custom.period)).toString()).toBe('period=custom&from=2026-11-20T10%3A00&to=2026-11-21T18%3A30')
    expect(read('period=custom&from=2026-11-20T10:00').period).toEqual({ kind: 'custom', from: '2026-11-20T10:00', to: null })
    expect(orderPeriodParams({ kind: 'businessDay' })).toEqual([])
  })

  it('is all time on the Payments screen when absent, the business day a choice there; Orders has no all time', () => {
    const payments = (query: string) => readScreenPeriod(new URLSearchParams(query), VILNIUS, PAYMENT_PERIOD_CHOICES)
    expect(payments('')).toEqual({ period: { kind: 'allTime' }, error: null })
    expect(orderPeriodParams({ kind: 'allTime' }, PAYMENT_PERIOD_CHOICES)).toEqual([])
    expect(payments('period=businessDay').period).toEqual({ kind: 'businessDay' })
    expect(orderPeriodParams({ kind: 'businessDay' }, PAYMENT_PERIOD_CHOICES)).toEqual([['period', 'businessDay']])
    expect(screenPeriodSpan({ kind: 'allTime' }, VILNIUS, new Date())).toBeNull()
    expect(read('period=allTime')).toEqual({ period: { kind: 'businessDay' }, error: PERIOD_INVALID })
  })

  it('refuses a custom start in the future with the dialog’s message, on Orders and on Payments, and shows the default', () => {
    // 12:00 on 22 November in Vilnius.
    const now = at('2026-11-22T10:00:00Z')
    const query = (q: string) => new URLSearchParams(q)
    const future = { period: { kind: 'businessDay' }, error: 'orders.period.fromInFuture' }
    expect(readOrderPeriod(query('period=custom&from=2026-12-01T00:00'), VILNIUS, now)).toEqual(future)
    expect(readOrderPeriod(query('period=custom&from=2026-11-22T12:01&to=2026-11-23T10:00'), VILNIUS, now)).toEqual(future)
    expect(readScreenPeriod(query('period=custom&from=2026-12-01T00:00'), VILNIUS, PAYMENT_PERIOD_CHOICES, now)).toEqual({
      period: { kind: 'allTime' },
      error: 'orders.period.fromInFuture',
    })
    // The minute that has begun is not the future.
    expect(readOrderPeriod(query('period=custom&from=2026-11-22T12:00'), VILNIUS, now)).toEqual({
      period: { kind: 'custom', from: '2026-11-22T12:00', to: null },
      error: null,
    })
  })

  it('reads an end before the start as the start', () => {
    expect(read('period=custom&from=2026-11-20T10:00&to=2026-11-19T10:00').period).toEqual({ kind: 'custom', from: '2026-11-20T10:00', to: '2026-11-20T10:00' })
  })

  it('falls back to the business day, saying so, for anything it cannot read', () => {
    for (const query of ['period=yesterday', 'period=custom', 'period=custom&from=20.11.2026', 'period=custom&from=2026-02-30T10:00', 'period=custom&from=2026-11-20T10:00&to=soon', 'period=custom&from=1999-01-01T00:00']) {
      expect(read(query), query).toEqual({ period: { kind: 'businessDay' }, error: PERIOD_INVALID })
    }
  })
})

describe('the custom period dialog', () => {
  const now = at('2026-11-22T12:00:00Z')
  const custom = (fields: Record<string, string>) => customPeriodOf(fields, VILNIUS, now)

  it('needs the from date; a missing from time is 00:00 and no end runs to now', () => {
    expect(custom({ fromDate: '20.11.2026' })).toEqual({ period: { kind: 'custom', from: '2026-11-20T00:00', to: null } })
    expect(custom({ fromDate: '20.11.2026', fromTime: '10:30' })).toEqual({ period: { kind: 'custom', from: '2026-11-20T10:30', to: null } })
    expect(custom({})).toEqual({ errors: { fromDate: 'validation.required' } })
  })

  it('puts an end time alone on the from date, and an end date alone at its last minute', () => {
    expect(custom({ fromDate: '20.11.2026', toTime: '18:00' })).toEqual({ period: { kind: 'custom', from: '2026-11-20T00:00', to: '2026-11-20T18:00' } })
    expect(custom({ fromDate: '20.11.2026', toDate: '21.11.2026' })).toEqual({ period: { kind: 'custom', from: '2026-11-20T00:00', to: '2026-11-21T23:59' } })
  })

  it('makes an end before the start the start', () => {
    expect(custom({ fromDate: '20.11.2026', fromTime: '12:00', toTime: '09:00' })).toEqual({
      period: { kind: 'custom', from: '2026-11-20T12:00', to: '2026-11-20T12:00' },
    })
    expect(custom({ fromDate: '20.11.2026', toDate: '01.11.2026', toTime: '10:00' })).toEqual({
      period: { kind: 'custom', from: '2026-11-20T00:00', to: '2026-11-20T00:00' },
    })
  })

  it('is strict about dates and times', () => {
    expect(custom({ fromDate: '2026-11-20' })).toEqual({ errors: { fromDate: 'orders.period.invalidDate' } })
    expect(custom({ fromDate: '31.02.2026' })).toEqual({ errors: { fromDate: 'orders.period.invalidDate' } })
    expect(custom({ fromDate: '1.11.2026' })).toEqual({ errors: { fromDate: 'orders.period.invalidDate' } })
    expect(custom({ fromDate: '20.11.2026', fromTime: '24:00', toDate: '21.13.2026', toTime: '9:30' })).toEqual({
      errors: { fromTime: 'orders.period.invalidTime', toDate: 'orders.period.invalidDate', toTime: 'orders.period.invalidTime' },
    })
  })

  it('refuses a start in the future (it would read "01.12.2026 00:00 – now"), under the field that makes it so', () => {
    // now is 22.11.2026 14:00 in Vilnius.
    expect(custom({ fromDate: '01.12.2026' })).toEqual({ errors: { fromDate: 'orders.period.fromInFuture' } })
    expect(custom({ fromDate: '01.12.2026', toDate: '02.12.2026' })).toEqual({ errors: { fromDate: 'orders.period.fromInFuture' } })
    expect(custom({ fromDate: '22.11.2026', fromTime: '14:01' })).toEqual({ errors: { fromTime: 'orders.period.fromInFuture' } })
    expect(custom({ fromDate: '22.11.2026', fromTime: '14:00' })).toEqual({ period: { kind: 'custom', from: '2026-11-22T14:00', to: null } })
  })

  it('refuses a period longer than the platform answers for', () => {
    expect(custom({ fromDate: '01.01.2025', toDate: '01.03.2026' })).toEqual({ errors: { toDate: 'orders.errors.periodTooLong' } })
    expect(custom({ fromDate: '01.01.2025' })).toEqual({ errors: { fromDate: 'orders.errors.periodTooLong' } })
    expect('period' in custom({ fromDate: '01.11.2025', toDate: '30.11.2026' })).toBe(true)
  })

  it('as a schema gives the period, and the messages under their fields', () => {
    const schema = customPeriodSchema(VILNIUS, () => now)
    expect(schema.parse({ fromDate: '20.11.2026', toDate: '21.11.2026', toTime: '18:30' })).toEqual({ kind: 'custom', from: '2026-11-20T00:00', to: '2026-11-21T18:30' })
    const refused = schema.safeParse({ fromDate: 'soon' })
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['fromDate'], message: 'orders.period.invalidDate' })])
  })

  it('starts from what the screen shows', () => {
    expect(periodToFields({ kind: 'businessDay' }, VILNIUS, now)).toEqual({ fromDate: '22.11.2026', fromTime: '08:00', toDate: '23.11.2026', toTime: '07:59' })
    expect(periodToFields({ kind: 'last8Hours' }, VILNIUS, now)).toEqual({ fromDate: '22.11.2026', fromTime: '06:00', toDate: '', toTime: '' })
    expect(periodToFields({ kind: 'custom', from: '2026-11-20T10:00', to: '2026-11-21T18:30' }, VILNIUS, now)).toEqual({
      fromDate: '20.11.2026',
      fromTime: '10:00',
      toDate: '21.11.2026',
      toTime: '18:30',
    })
  })
})
