import { describe, expect, it } from 'vitest'
import {
  dateLocale,
  formatActivityDate,
  formatDateTime,
  formatDayLabel,
  formatListDateTime,
  formatMoney,
  formatMonthLabel,
  formatRating,
  formatShare,
  parseAmountToMinor,
  noBreak,
} from '../../app/utils/format'

/** The expected text with no-break spaces where it shows spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0')

describe('money (SPEC.md section 9)', () => {
  it('omits .00 for whole amounts and puts the symbol after a space', () => {
    expect(formatMoney(12300, 'EUR')).toBe(nb('123 €'))
    expect(formatMoney(0, 'EUR')).toBe(nb('0 €'))
    expect(formatMoney(100, 'PLN')).toBe(nb('1 zł'))
  })
  it('separates thousands with a normal space and uses a decimal comma', () => {
    expect(formatMoney(123456, 'EUR')).toBe(nb('1 234,56 €'))
    expect(formatMoney(123456789, 'EUR')).toBe(nb('1 234 567,89 €'))
    expect(formatMoney(100000000, 'PLN')).toBe(nb('1 000 000 zł'))
  })
  it('never breaks a value across lines: no-break spaces between groups and before the symbol', () => {
    // '1 / 628,50 / €' on three lines was a screen's wrapping of ordinary spaces.
    for (const text of [formatMoney(162850, 'EUR'), formatMoney(123456789, 'PLN'), formatMoney(-100000, 'USD')]) {
      expect(text).not.toMatch(/[ \t\n]/)
      expect(text).toMatch(/\u00a0/)
    }
    expect(formatMoney(162850, 'EUR')).toBe('1\u00a0628,50\u00a0€')
  })
  it('keeps two decimals when there are cents', () => {
    expect(formatMoney(5, 'EUR')).toBe(nb('0,05 €'))
    expect(formatMoney(50, 'EUR')).toBe(nb('0,50 €'))
    expect(formatMoney(1250, 'PLN')).toBe(nb('12,50 zł'))
  })
  it('shows negative amounts with a minus', () => {
    expect(formatMoney(-123450, 'EUR')).toBe(nb('-1 234,50 €'))
    expect(formatMoney(-5, 'EUR')).toBe(nb('-0,05 €'))
    expect(formatMoney(-0, 'EUR')).toBe(nb('0 €'))
  })
  it('shows other currencies by their code', () => {
    expect(formatMoney(123400, 'USD')).toBe(nb('1 234 USD'))
    expect(formatMoney(99, 'GBP')).toBe(nb('0,99 GBP'))
    expect(formatMoney(100, 'eur')).toBe(nb('1 €'))
  })
  it('rounds fractions of a minor unit and shows a dash for non-numbers', () => {
    expect(formatMoney(1249.6, 'EUR')).toBe(nb('12,50 €'))
    expect(formatMoney(Number.NaN, 'EUR')).toBe('—')
  })
})

describe('typed amounts (SPEC.md section 5)', () => {
  it('turns a comma into a point and counts minor units', () => {
    expect(parseAmountToMinor('12,5')).toBe(1250)
    expect(parseAmountToMinor('12.5')).toBe(1250)
    expect(parseAmountToMinor('12')).toBe(1200)
    expect(parseAmountToMinor('0,05')).toBe(5)
    expect(parseAmountToMinor(',5')).toBe(50)
    expect(parseAmountToMinor('12,')).toBe(1200)
    expect(parseAmountToMinor('0')).toBe(0)
  })
  it('removes everything that is not a digit or a separator', () => {
    expect(parseAmountToMinor('1 234,56 €')).toBe(123456)
    expect(parseAmountToMinor('€ 7')).toBe(700)
    expect(parseAmountToMinor('1\u00a0234 zł')).toBe(123400)
    expect(parseAmountToMinor('-5')).toBe(500)
  })
  it('takes the last separator as the decimal one', () => {
    expect(parseAmountToMinor('1.234,56')).toBe(123456)
    expect(parseAmountToMinor('1,234.5')).toBe(123450)
  })
  it('rounds to whole minor units, half up', () => {
    expect(parseAmountToMinor('1,005')).toBe(101)
    expect(parseAmountToMinor('1,004')).toBe(100)
    expect(parseAmountToMinor('0,999')).toBe(100)
    expect(parseAmountToMinor('2,345')).toBe(235)
  })
  it('gives null when there is no number', () => {
    expect(parseAmountToMinor('')).toBeNull()
    expect(parseAmountToMinor('   ')).toBeNull()
    expect(parseAmountToMinor('abc')).toBeNull()
    expect(parseAmountToMinor(',')).toBeNull()
    expect(parseAmountToMinor('€')).toBeNull()
  })
})

describe('chart day labels D MMM', () => {
  it('writes the day and the month abbreviation of the language', () => {
    expect(formatDayLabel('2026-11-05', 'en')).toBe(nb('5 Nov'))
    expect(formatDayLabel('2026-11-05', 'es')).toBe(nb('5 nov'))
    expect(formatDayLabel('2026-11-05', 'lt')).toBe(nb('5 lapkr.'))
    expect(formatDayLabel('2026-11-05', 'pl')).toBe(nb('5 lis'))
    expect(formatDayLabel('2026-11-05', 'ru')).toBe(nb('5 нояб.'))
    expect(formatDayLabel('2026-05-31', 'ru')).toBe(nb('31 мая'))
  })
  it('falls back to English for other languages and accepts regional tags', () => {
    expect(formatDayLabel('2026-01-01', 'de')).toBe(nb('1 Jan'))
    expect(formatDayLabel('2026-01-01', 'ru-RU')).toBe(nb('1 янв.'))
    expect(dateLocale(undefined).code).toBe('en-GB')
  })
  it('reads the calendar day, whatever the machine time zone (DST days included)', () => {
    expect(formatDayLabel('2026-03-29', 'en')).toBe(nb('29 Mar'))
    expect(formatDayLabel('2026-10-25', 'en')).toBe(nb('25 Oct'))
  })
  it('gives a dash for something that is not a day', () => {
    expect(formatDayLabel('2026-02-30', 'en')).toBe('—')
    expect(formatDayLabel('nope', 'en')).toBe('—')
  })
})

describe('month labels', () => {
  it('uses the stand-alone month name, capitalized', () => {
    expect(formatMonthLabel('2026-11', 'en')).toBe(nb('November 2026'))
    expect(formatMonthLabel('2026-11', 'es')).toBe(nb('Noviembre 2026'))
    expect(formatMonthLabel('2026-11', 'lt')).toBe(nb('Lapkritis 2026'))
    expect(formatMonthLabel('2026-11', 'pl')).toBe(nb('Listopad 2026'))
    expect(formatMonthLabel('2026-11', 'ru')).toBe(nb('Ноябрь 2026'))
    expect(formatMonthLabel('2026-13', 'en')).toBe('—')
  })
})

describe('no-break spaces in dates', () => {
  it('keeps day, month, year and time of every date format on one line', () => {
    const texts = [
      formatDayLabel('2026-11-05', 'ru'),
      formatMonthLabel('2026-11', 'lt'),
      formatActivityDate('2026-11-06T00:30', 'ru'),
      formatDateTime('2026-01-04T07:05:00Z', 'Europe/Vilnius'),
    ]
    for (const text of texts) expect(text, text).not.toMatch(/[ \t\n]/)
    expect(formatActivityDate('2026-11-05T22:30', 'ru')).toBe('5\u00a0нояб.,\u00a022:30')
  })
  it('turns ordinary spaces into U+00A0 and leaves narrow no-break spaces (U+202F) alone', () => {
    expect(noBreak('1 234 €')).toBe('1\u00a0234\u00a0€')
    expect(noBreak('10:30\u202fPM')).toBe('10:30\u202fPM')
    expect(noBreak('')).toBe('')
  })
})

describe('instants in the organization time zone', () => {
  it('formats an activity as D MMM, HH:mm from its time on the venue clock', () => {
    // The platform works out that time in the organization's zone (tips-activities.test.ts).
    expect(formatActivityDate('2026-11-06T00:30', 'en')).toBe(nb('6 Nov, 00:30'))
    expect(formatActivityDate('2026-11-05T23:30', 'pl')).toBe(nb('5 lis, 23:30'))
    expect(formatActivityDate('2026-11-05T23:30', 'es')).toBe(nb('5 nov, 23:30'))
    expect(formatActivityDate('2026-11-05T22:30', 'ru')).toBe(nb('5 нояб., 22:30'))
    expect(formatActivityDate('2026-03-09T07:05', 'lt')).toMatch(/^9\u00a0kov\.?,\u00a007:05$/)
    expect(formatActivityDate('not a time', 'en')).toBe('—')
    expect(formatActivityDate('2026-13-01T10:00', 'en')).toBe('—')
  })
  it('formats details as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime('2026-01-04T07:05:00Z', 'Europe/Vilnius')).toBe(nb('04.01.2026 09:05'))
    expect(formatDateTime('2026-12-31T22:59:59.999Z', 'Europe/Vilnius')).toBe(nb('01.01.2027 00:59'))
    expect(formatDateTime('2026-07-01T12:00:00+02:00', 'Europe/Warsaw')).toBe(nb('01.07.2026 12:00'))
  })
  it('gives a dash for an unreadable instant or time zone', () => {
    expect(formatDateTime('yesterday', 'Europe/Vilnius')).toBe('—')
    expect(formatActivityDate('2026-11-05T22:30:00Z', 'en')).toBe('—')
  })
})

describe('activity share of the bill', () => {
  it('is the tip as a whole percent of the bill', () => {
    expect(formatShare(1200, 10000)).toBe('12%')
    expect(formatShare(125, 1000)).toBe('13%')
    expect(formatShare(500, 500)).toBe('100%')
    expect(formatShare(0, 500)).toBe('0%')
  })
  it('is null without a bill', () => {
    expect(formatShare(1200, null)).toBeNull()
    expect(formatShare(1200, undefined)).toBeNull()
    expect(formatShare(1200, 0)).toBeNull()
  })
})

describe('average rating', () => {
  it('has one decimal and a comma', () => {
    expect(formatRating(4.25)).toBe('4,3')
    expect(formatRating(4.24)).toBe('4,2')
    expect(formatRating(5)).toBe('5,0')
    expect(formatRating(0)).toBe('0,0')
    expect(formatRating(3.96)).toBe('4,0')
  })
  it('is a dash when there are no ratings', () => {
    expect(formatRating(null)).toBe('—')
  })
})

describe('a list row’s instant (the Orders list)', () => {
  it("is 'D MMM, HH:mm' on the venue's clock in the user's language, as an activity's local time reads", () => {
    // 22:30 UTC on 5 November is 00:30 on the 6th in Vilnius.
    expect(formatListDateTime('2026-11-05T22:30:00Z', 'Europe/Vilnius', 'en')).toBe(nb('6 Nov, 00:30'))
    expect(formatListDateTime('2026-11-05T22:30:00Z', 'Europe/Vilnius', 'ru')).toBe(formatActivityDate('2026-11-06T00:30', 'ru'))
    expect(formatListDateTime('2026-07-01T10:00:00Z', 'Europe/Madrid', 'es')).toBe(formatActivityDate('2026-07-01T12:00', 'es'))
  })

  it('shows a dash for what is no instant or no zone', () => {
    expect(formatListDateTime('soon', 'Europe/Vilnius', 'en')).toBe('—')
    expect(formatListDateTime('2026-11-05T22:30:00Z', 'Mars/Olympus', 'en')).toBe('—')
  })
})
