/**
 * One phone rule for every phone form (login, invite), in the browser and in the action: a
 * valid number of one of the product's countries.
 */
import { describe, expect, it } from 'vitest'
import { COUNTRIES } from '../../platform/seed/reference'
import { PHONE_COUNTRIES, toE164 } from '../../app/utils/phone'
import { phoneLoginSchema } from '../../app/utils/schemas'
import { memberFormSchema } from '../../app/utils/tips-schemas'

describe('phone countries', () => {
  it('are the platform\'s reference countries (GET /profile/countries)', () => {
    expect([...PHONE_COUNTRIES].sort()).toEqual(COUNTRIES.map((c) => c.code).sort())
  })

  it.each([
    ['+1 202 555 0143', 'LT'],
    ['+1 202 555 0143', 'US'],
    ['2025550143', 'US'],
    ['+44 20 7946 0958', 'PL'],
    ['+49 30 901820', 'ES'],
  ])('refuses %s (country %s), a valid number of another country', (phone, country) => {
    expect(toE164(phone, country)).toBeNull()
    const login = phoneLoginSchema.safeParse({ phone, country })
    expect(login.success).toBe(false)
    expect(login.error?.flatten().fieldErrors.phone).toEqual(['validation.phone'])
    const invite = memberFormSchema.safeParse({ name: 'Someone', phone, country })
    expect(invite.success).toBe(false)
    expect(invite.error?.flatten().fieldErrors.phone).toEqual(['validation.phone'])
  })

  it.each([
    ['+370 612 34567', 'LT', '+37061234567'],
    ['612 345 678', 'ES', '+34612345678'],
    ['+48 501 234 567', 'LT', '+48501234567'],
  ])('accepts %s (country %s)', (phone, country, e164) => {
    expect(toE164(phone, country)).toBe(e164)
    expect(phoneLoginSchema.safeParse({ phone, country }).success).toBe(true)
  })
})

describe('the cut-down phone metadata (app/utils/phone-metadata.json)', () => {
  it('is libphonenumber-js\'s own "min" metadata for PHONE_COUNTRIES: run `node scripts/phone-metadata.mjs` when this fails', async () => {
    const { cutMetadata } = await import('../../scripts/phone-metadata.mjs')
    const full = (await import('libphonenumber-js/metadata.min.json')).default
    const cut = (await import('../../app/utils/phone-metadata.json')).default
    expect(cut).toEqual(cutMetadata(full, [...PHONE_COUNTRIES]))
  })

  it('decides every number as the full metadata does', async () => {
    const { parsePhoneNumberFromString } = await import('libphonenumber-js/min')
    const withAll = (value: string, country: string) => {
      const parsed = parsePhoneNumberFromString(value.trim(), country as never)
      return parsed && parsed.isValid() && parsed.country && PHONE_COUNTRIES.includes(parsed.country) ? parsed.number : null
    }
    // A fixed pseudo-random spread of lengths and prefixes, national and international.
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    const samples: [string, string][] = []
    for (let i = 0; i < 3000; i++) {
      const digits = String(next()).padStart(10, '0').slice(0, 6 + (next() % 6))
      const prefix = ['', '+34', '+370', '+48', '+1', '+44', '+7', '0', '8', '+3706', '+346', '+485'][next() % 12]
      samples.push([`${prefix}${digits}`, ['LT', 'ES', 'PL', 'US', 'DE'][next() % 5]!])
    }
    for (const [value, country] of samples) expect(toE164(value, country), `${value} ${country}`).toBe(withAll(value, country))
    expect(samples.filter(([v, c]) => toE164(v, c)).length).toBeGreaterThan(100)
  })
})
