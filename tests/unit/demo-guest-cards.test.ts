/** What the demo guest payment provider makes of a card typed on its page (ADR 0077). */
import { describe, expect, it } from 'vitest'
import { cardSummary, checkDemoPayCard } from '../../platform/providers/guest-payments/demo-cards.js'

const NOW = new Date('2026-11-29T12:00:00Z')
const check = (number: string, expiry = '12/30', cvc = '123') => checkDemoPayCard({ number, expiry, cvc }, NOW)

describe('the demo guest payment cards', () => {
  it('pays 4242, declines 0002 and asks 3184 for the bank’s confirmation', () => {
    expect(check('4242 4242 4242 4242')).toEqual({ card: { brand: 'visa', last4: '4242', outcome: 'SUCCEEDS' } })
    expect(check('4000-0000-0000-0002')).toEqual({ card: { brand: 'visa', last4: '0002', outcome: 'DECLINED' } })
    expect(check('4000002760003184')).toEqual({ card: { brand: 'visa', last4: '3184', outcome: 'REQUIRES_ACTION' } })
  })

  it('declines every other valid number, whatever its brand', () => {
    expect(check('5555 5555 5555 4444')).toEqual({ card: { brand: 'mastercard', last4: '4444', outcome: 'DECLINED' } })
    expect(check('3782 822463 10005', '12/30', '1234')).toEqual({ card: { brand: 'amex', last4: '0005', outcome: 'DECLINED' } })
  })

  it('names the field at fault: number, expiry, or CVC', () => {
    expect(check('4242 4242 4242 4241')).toEqual({ refusal: 'INVALID_NUMBER', field: 'number' })
    expect(check('4242')).toEqual({ refusal: 'INVALID_NUMBER', field: 'number' })
    expect(check('4242 4242 4242 4242', '13/30')).toEqual({ refusal: 'INVALID_EXPIRY', field: 'expiry' })
    expect(check('4242 4242 4242 4242', '10/26')).toEqual({ refusal: 'EXPIRED', field: 'expiry' })
    expect(check('4242 4242 4242 4242', '11/26')).toHaveProperty('card')
    expect(check('4242 4242 4242 4242', '12/30', '12')).toEqual({ refusal: 'INVALID_CVC', field: 'cvc' })
    expect(check('3782 822463 10005', '12/30', '123')).toEqual({ refusal: 'INVALID_CVC', field: 'cvc' })
  })

  it('summarises a card as the payments list shows it', () => {
    expect(cardSummary('visa', '4242')).toBe('Visa •••• 4242')
    expect(cardSummary('amex', '0005')).toBe('American Express •••• 0005')
    expect(cardSummary('unknown', '1234')).toBe('Card •••• 1234')
  })
})
