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
