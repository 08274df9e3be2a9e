/**
 * The order taking and bill payment switches (app/features/orders/disable-until.ts): 'today' ends at 08:00
 * of the next business day on the venue's clock (before 08:00 that is the same calendar day), a
 * typed time must be in the future, and a disabling whose end has passed reads as enabled.
 */
import { describe, expect, it } from 'vitest'
import type { Organization } from '../../contract/organizations'
import { availabilityFields, availabilityOf, availabilityState, typedUntilOf, typedUntilSchema } from '../../app/features/orders/disable-until'

const VILNIUS = 'Europe/Vilnius'
const at = (iso: string) => new Date(iso)
const until = (choice: Parameters<typeof availabilityOf>[0], now: string) => availabilityOf(choice, VILNIUS, at(now)).until?.toISOString() ?? null

describe('the header choices', () => {
  it("'today' at 07:59 ends at 08:00 the same morning, at 08:00 the next morning", () => {
    expect(until('today', '2026-11-22T05:59:00Z')).toBe('2026-11-22T06:00:00.000Z')
    expect(until('today', '2026-11-22T06:00:00Z')).toBe('2026-11-23T06:00:00.000Z')
    expect(until('today', '2026-11-22T21:30:00Z')).toBe('2026-11-23T06:00:00.000Z')
  })

  it("'today' over the night the clocks go forward ends at 08:00 summer time", () => {
    // 02:30 winter time on 2026-03-29 in Vilnius.
    expect(until('today', '2026-03-29T00:30:00Z')).toBe('2026-03-29T05:00:00.000Z')
  })

  it("'today' on the last evening of a month ends on the 1st", () => {
    expect(until('today', '2026-11-30T20:00:00Z')).toBe('2026-12-01T06:00:00.000Z')
  })

  it('1, 2 and 4 hours count from now; forever has no end; enable clears both', () => {
    expect(until('hours1', '2026-11-22T10:00:00Z')).toBe('2026-11-22T11:00:00.000Z')
    expect(until('hours2', '2026-11-22T10:00:00Z')).toBe('2026-11-22T12:00:00.000Z')
    expect(until('hours4', '2026-11-22T10:00:00Z')).toBe('2026-11-22T14:00:00.000Z')
    expect(availabilityOf('forever', VILNIUS, at('2026-11-22T10:00:00Z'))).toEqual({ disabled: true, until: null })
    expect(availabilityOf('enable', VILNIUS, at('2026-11-22T10:00:00Z'))).toEqual({ disabled: false, until: null })
  })

  it('are written as the organization fields of their switch', () => {
    const twoHours = availabilityOf('hours2', VILNIUS, at('2026-11-22T10:00:00Z'))
    expect(availabilityFields('order', twoHours)).toEqual({ allowOrderDisabled: true, allowOrderDisabledUntil: '2026-11-22T12:00:00.000Z' })
    expect(availabilityFields('billPayment', { disabled: false, until: null })).toEqual({ allowBillPaymentDisabled: false, allowBillPaymentDisabledUntil: null })
  })
})

describe('the until dialog', () => {
  const now = at('2026-11-22T10:00:00Z') // 12:00 in Vilnius

  it('reads the date and time on the venue clock', () => {
    expect(typedUntilOf({ date: '22.11.2026', time: '12:01' }, VILNIUS, now)).toEqual({ until: at('2026-11-22T10:01:00Z') })
    expect(typedUntilOf({ date: '01.07.2027', time: '08:00' }, VILNIUS, now)).toEqual({ until: at('2027-07-01T05:00:00Z') })
  })

  it('does not take a time that is not in the future', () => {
    expect(typedUntilOf({ date: '22.11.2026', time: '12:00' }, VILNIUS, now)).toEqual({ errors: { time: 'orders.availability.notFuture' } })
    expect(typedUntilOf({ date: '21.11.2026', time: '18:00' }, VILNIUS, now)).toEqual({ errors: { time: 'orders.availability.notFuture' } })
  })

  it('needs both fields, strictly written', () => {
    expect(typedUntilOf({}, VILNIUS, now)).toEqual({ errors: { date: 'validation.required', time: 'validation.required' } })
    expect(typedUntilOf({ date: '2026-11-23', time: '8:00' }, VILNIUS, now)).toEqual({
      errors: { date: 'orders.period.invalidDate', time: 'orders.period.invalidTime' },
    })
    expect(typedUntilOf({ date: '29.02.2027', time: '10:00' }, VILNIUS, now)).toEqual({ errors: { date: 'orders.period.invalidDate' } })
  })

  it('as a schema puts the message under its field', () => {
    const refused = typedUntilSchema(VILNIUS, () => now).safeParse({ date: '22.11.2026', time: '11:00' })
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['time'], message: 'orders.availability.notFuture' })])
  })
})

describe('what a switch shows', () => {
  const organization = (fields: Partial<Organization>) =>
    ({ allowOrderDisabled: false, allowOrderDisabledUntil: null, allowBillPaymentDisabled: false, allowBillPaymentDisabledUntil: null, ...fields }) as Organization
  const now = at('2026-11-22T10:00:00Z')

  it('is enabled, disabled, or disabled until a time to come', () => {
    expect(availabilityState(organization({}), 'order', now)).toEqual({ state: 'enabled' })
    expect(availabilityState(organization({ allowOrderDisabled: true }), 'order', now)).toEqual({ state: 'disabled' })
    expect(availabilityState(organization({ allowBillPaymentDisabled: true, allowBillPaymentDisabledUntil: '2026-11-22T12:00:00.000Z' }), 'billPayment', now)).toEqual({
      state: 'disabledUntil',
      until: '2026-11-22T12:00:00.000Z',
    })
  })

  it('is enabled again once the end has passed', () => {
    expect(availabilityState(organization({ allowOrderDisabled: true, allowOrderDisabledUntil: '2026-11-22T10:00:00.000Z' }), 'order', now)).toEqual({ state: 'enabled' })
  })
})
