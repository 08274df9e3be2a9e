/**
 * Issue 12, how the Billing screen reads (app/features/billing/billing-view.ts): the status labels of
 * SPEC.md 4 (anything unknown is INCOMPLETE, a trial says until when), the price per interval
 * with money as contract/money.ts writes it (no-break spaces on the screen), the card's MM/YY, and an invoice row.
 */
import { describe, expect, it } from 'vitest'
import { cardView, pricePhrase, statusPhrase, subscriptionInvoiceRowView } from '../../app/features/billing/billing-view'
import { formatMoney as contractMoney } from '../../contract/money'
import { formatMoney } from '../../app/utils/format'

describe('statusPhrase', () => {
  it('labels every known status and calls anything else INCOMPLETE', () => {
    for (const status of ['INCOMPLETE', 'REMOVED', 'CANCELED', 'ACTIVE', 'PAST_DUE', 'UNPAID', 'PAUSED']) {
      expect(statusPhrase({ status, trialEnd: null }, 'Europe/Vilnius')).toEqual({ key: `billing.status.${status}` })
    }
    expect(statusPhrase({ status: 'INCOMPLETE_EXPIRED', trialEnd: null }, 'Europe/Vilnius')).toEqual({ key: 'billing.status.INCOMPLETE' })
    expect(statusPhrase({ status: '', trialEnd: null }, 'Europe/Vilnius')).toEqual({ key: 'billing.status.INCOMPLETE' })
  })

  it('says until when a trial runs, on the venue’s calendar', () => {
    // 22:30 UTC on 30 Nov is already 1 Dec in Vilnius.
    expect(statusPhrase({ status: 'TRIALING', trialEnd: '2026-11-30T22:30:00Z' }, 'Europe/Vilnius')).toEqual({ key: 'billing.status.trialUntil', values: { date: '01.12.2026' } })
    expect(statusPhrase({ status: 'TRIALING', trialEnd: null }, 'Europe/Vilnius')).toEqual({ key: 'billing.status.TRIALING' })
  })
})

describe('pricePhrase', () => {
  const mtr = { mode: 'MTR' as const, amount: 2900, currency: 'EUR', interval: 'MONTH' as const, intervalCount: 1 }
  it('writes the amount per interval as contract/money.ts does', () => {
    expect(pricePhrase(mtr)).toEqual({ key: 'billing.price.per.month', values: { price: formatMoney(2900, 'EUR') } })
    expect(pricePhrase({ ...mtr, amount: 2950 })).toEqual({ key: 'billing.price.per.month', values: { price: formatMoney(2950, 'EUR') } })
    // The screen's money is contract/money.ts's text, kept on one line.
    expect(formatMoney(2950, 'EUR').replace(/\u00a0/g, ' ')).toBe(contractMoney(2950, 'EUR'))
    expect(pricePhrase({ ...mtr, interval: 'YEAR' })).toEqual({ key: 'billing.price.per.year', values: { price: formatMoney(2900, 'EUR') } })
    expect(pricePhrase({ ...mtr, intervalCount: 3 })).toEqual({ key: 'billing.price.every.month', values: { price: formatMoney(2900, 'EUR'), count: 3 } })
  })
  it('says TR has no fixed fee', () => {
    expect(pricePhrase({ ...mtr, mode: 'TR', amount: 0 })).toEqual({ key: 'billing.price.none' })
  })
})

describe('cardView and invoice rows', () => {
  it('writes the brand as people do and the expiry as MM/YY', () => {
    expect(cardView({ brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2031 })).toEqual({ brand: 'Visa', last4: '4242', expiry: '04/31' })
    expect(cardView({ brand: 'american_express', last4: '0005', expiryMonth: 12, expiryYear: 2030 }).brand).toBe('American Express')
  })

  it('draws an invoice row with days DD.MM.YYYY and money', () => {
    const row = subscriptionInvoiceRowView(
      { id: 'i1', number: 'SUB-0001', createdAt: '2026-10-01T06:00:00Z', periodStart: '2026-10-01', periodEnd: '2026-10-31', amount: 2900, tax: 609, currency: 'EUR', status: 'PAID', dueDate: '2026-10-15' },
      'Europe/Vilnius',
    )
    expect(row).toEqual({ id: 'i1', number: 'SUB-0001', date: '01.10.2026', period: '01.10.2026 – 31.10.2026', amount: formatMoney(2900, 'EUR'), tax: formatMoney(609, 'EUR'), status: 'billing.invoices.statuses.PAID', dueDate: '15.10.2026' })
  })
})
