/**
 * One phone rule for every phone form (login, invite), in the action and on the platform: a
 * valid number of any country libphonenumber-js knows.
 */
import { describe, expect, it } from 'vitest'
import { COUNTRIES } from '../../platform/seed/reference'
import { PHONE_COUNTRIES, toE164 } from '../../app/utils/phone'
import { phoneLoginSchema } from '../../app/utils/schemas'
import { memberFormSchema } from '../../app/features/tips/tips-schemas'

describe('phone countries', () => {
  it('are the platform\'s reference countries (GET /profile/countries)', () => {
    expect([...PHONE_COUNTRIES].sort()).toEqual(COUNTRIES.map((c) => c.code).sort())
  })

  it.each([
    ['+370 612 34567', 'LT', '+37061234567'],
    ['612 345 678', 'ES', '+34612345678'],
    ['+48 501 234 567', 'LT', '+48501234567'],
    // Every country libphonenumber-js knows, not three (issue 25 item 8).
    ['21 234 567', 'LV', '+37121234567'],
    ['+49 1512 3456789', 'LT', '+4915123456789'],
    ['050 123 4567', 'UA', '+380501234567'],
    ['+1 202 555 0143', 'LT', '+12025550143'],
  ])('accepts %s (country %s)', (phone, country, e164) => {
    expect(toE164(phone, country)).toBe(e164)
    expect(phoneLoginSchema.safeParse({ phone, country }).success).toBe(true)
    expect(memberFormSchema.safeParse({ name: 'Someone', phone, country }).success).toBe(true)
  })

  it('are about 240, each with its calling code and a mask as long as its longest number', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240)
    expect(COUNTRIES.find((c) => c.code === 'LV')).toMatchObject({ name: 'Latvia', phoneCode: '+371', mask: '+371 ## ### ###' })
    expect(COUNTRIES.find((c) => c.code === 'UA')).toMatchObject({ phoneCode: '+380', mask: '+380 ## ### #####' })
    expect(COUNTRIES.find((c) => c.code === 'LT')).toMatchObject({ mask: '+370 ### #####' })
    for (const c of COUNTRIES) expect(c.mask.startsWith(`${c.phoneCode} `), c.code).toBe(true)
  })
})
