import { describe, expect, it } from 'vitest'
import { applyMask, detectCountry, toE164 } from '../../app/utils/phone'
import { defaultCountry, maskCountries } from '../../app/utils/phone-countries.server'
import { COUNTRIES } from '../../platform/seed/reference'
import { phoneLoginSchema } from '../../app/utils/schemas'

const countries = [
  { code: 'ES', phoneCode: '+34', mask: '+34 ### ### ###' },
  { code: 'LT', phoneCode: '+370', mask: '+370 ### #####' },
  { code: 'PL', phoneCode: '+48', mask: '+48 ### ### ###' },
]
const [ES, LT, PL] = countries as [(typeof countries)[0], (typeof countries)[0], (typeof countries)[0]]

describe('phone masks', () => {
  it('formats a national number with the country mask', () => {
    expect(applyMask('61234567', LT)).toBe('+370 612 34567')
    expect(applyMask('612345678', ES)).toBe('+34 612 345 678')
  })
  it('strips a typed calling code and drops digits beyond the mask', () => {
    expect(applyMask('+370 6123456789', LT)).toBe('+370 612 34567')
    expect(applyMask('+48501234567', PL)).toBe('+48 501 234 567')
  })
  it('formats partial input as far as it goes', () => {
    expect(applyMask('61', LT)).toBe('+370 61')
  })
})

describe('country detection', () => {
  it('detects the country from the typed calling code', () => {
    expect(detectCountry('+48 5', countries)?.code).toBe('PL')
    expect(detectCountry('+3706', countries)?.code).toBe('LT')
    expect(detectCountry('+34', countries)?.code).toBe('ES')
  })
  it('detects nothing without a plus or for other codes', () => {
    expect(detectCountry('370612', countries)).toBeUndefined()
    expect(detectCountry('+49 151', countries)).toBeUndefined()
  })
  it('picks the country a shared calling code is mainly for (+1: US, +7: RU, +44: GB)', () => {
    const all = maskCountries(COUNTRIES)
    expect(detectCountry('+1 202 555', all)?.code).toBe('US')
    expect(detectCountry('+7 912', all)?.code).toBe('RU')
    expect(detectCountry('+44 7400', all)?.code).toBe('GB')
    expect(detectCountry('+49 151', all)?.code).toBe('DE')
    expect(detectCountry('+380 50', all)?.code).toBe('UA')
  })
})

describe('the first country of a phone field', () => {
  const asked = (acceptLanguage?: string) =>
    new Request('http://office.test/', { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} })
  it('is the region the browser names, before anything else', () => {
    expect(defaultCountry(asked('en-GB,en;q=0.9'), 'en', COUNTRIES)).toBe('GB')
    expect(defaultCountry(asked('de-DE'), 'en', COUNTRIES, ['+37061234567'])).toBe('DE')
    expect(defaultCountry(asked('lt;q=0.5,pt-BR;q=0.9'), 'lt', COUNTRIES)).toBe('BR')
  })
  it('is then the venue\'s country (its people\'s numbers), then where the language is spoken', () => {
    expect(defaultCountry(asked('en'), 'en', COUNTRIES, ['+48501234567', '+48501234568', '+37061234567'])).toBe('PL')
    expect(defaultCountry(asked('lt'), 'lt', COUNTRIES)).toBe('LT')
    expect(defaultCountry(asked('pl,en;q=0.5'), 'pl', COUNTRIES)).toBe('PL')
    expect(defaultCountry(asked('uk'), 'en', COUNTRIES)).toBe('UA')
    expect(defaultCountry(asked(), 'ru', COUNTRIES)).toBe('RU')
  })
  it('is Lithuania for English alone with no venue, and never Spain by being first', () => {
    expect(defaultCountry(asked('en'), 'en', COUNTRIES)).toBe('LT')
    expect(defaultCountry(asked(), 'en', COUNTRIES)).toBe('LT')
    expect(defaultCountry(asked('x-bogus-!!,*'), 'en', COUNTRIES)).toBe('LT')
  })
})

describe('phone validation', () => {
  it('accepts valid numbers in national and international form', () => {
    expect(toE164('+370 612 34567', 'LT')).toBe('+37061234567')
    expect(toE164('8 612 34567', 'LT')).toBe('+37061234567')
    expect(toE164('612 345 678', 'ES')).toBe('+34612345678')
    expect(toE164('21 234 567', 'LV')).toBe('+37121234567')
    expect(toE164('+371 21 234 567', 'LT')).toBe('+37121234567')
    expect(toE164('01512 3456789', 'DE')).toBe('+4915123456789')
    expect(toE164('050 123 4567', 'UA')).toBe('+380501234567')
  })
  it('rejects numbers of no country (+800) and unknown country codes', () => {
    expect(toE164('+800 1234 5678', 'LT')).toBeNull()
    expect(toE164('612345678', 'ZZ')).toBeNull()
  })
  it('rejects invalid numbers', () => {
    expect(toE164('123', 'LT')).toBeNull()
    expect(toE164('', 'LT')).toBeNull()
    expect(toE164('+370 000 00000', 'LT')).toBeNull()
  })
  it('reports "Invalid phone number" through the login schema', () => {
    const result = phoneLoginSchema.safeParse({ country: 'LT', phone: '123' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'validation.phone']])
  })
})
