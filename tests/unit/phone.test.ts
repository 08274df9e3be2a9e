import { describe, expect, it } from 'vitest'
import { applyMask, defaultCountryFor, detectCountry, flagEmoji, toE164 } from '../../app/utils/phone'
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
  it('defaults from the browser language, else the first country', () => {
    expect(defaultCountryFor('lt', countries)?.code).toBe('LT')
    expect(defaultCountryFor('pl', countries)?.code).toBe('PL')
    expect(defaultCountryFor('en', countries)?.code).toBe('ES')
    expect(defaultCountryFor('ru', countries)?.code).toBe('ES')
  })
  it('draws flags from regional indicators', () => {
    expect(flagEmoji('LT')).toBe('🇱🇹')
  })
})

describe('phone validation', () => {
  it('accepts valid numbers in national and international form', () => {
    expect(toE164('+370 612 34567', 'LT')).toBe('+37061234567')
    expect(toE164('8 612 34567', 'LT')).toBe('+37061234567')
    expect(toE164('612 345 678', 'ES')).toBe('+34612345678')
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
