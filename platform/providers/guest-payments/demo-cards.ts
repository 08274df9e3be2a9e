/**
 * What the embedded demo guest payment provider does with a card typed on its page: three test
 * numbers (the ones Stripe documents for its test mode) each stand for one outcome a guest can
 * meet; every other number that passes the Luhn check is declined, so the page never pretends a
 * real card was charged. Nothing of the number is kept but its brand and last four digits.
 */
import { luhnValid, parseExpiry } from '../cards/demo-test-cards.js'

/** What the bank "decides": pays, refuses, or asks the cardholder first (3-D Secure). */
export type DemoPayCardOutcome = 'SUCCEEDS' | 'DECLINED' | 'REQUIRES_ACTION'

export type DemoPayRefusal = 'INVALID_NUMBER' | 'INVALID_EXPIRY' | 'EXPIRED' | 'INVALID_CVC'

export interface DemoPayCard {
  /** Stripe's lower-case brand names: visa, mastercard, amex, or card when unknown. */
  brand: string
  last4: string
  outcome: DemoPayCardOutcome
}

/** The test numbers the page lists, in the grouping people copy them with. */
export const DEMO_PAY_TEST_CARDS: readonly { number: string; outcome: DemoPayCardOutcome }[] = [
  { number: '4242 4242 4242 4242', outcome: 'SUCCEEDS' },
  { number: '4000 0000 0000 0002', outcome: 'DECLINED' },
  { number: '4000 0027 6000 3184', outcome: 'REQUIRES_ACTION' },
]

const OUTCOMES = new Map(DEMO_PAY_TEST_CARDS.map((card) => [card.number.replace(/ /g, ''), card.outcome]))

/** Stripe's test cards are issued in the United States; the demo reports that country for every card. */
export const DEMO_PAY_CARD_COUNTRY = 'US'

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'card'
}

/** "Visa •••• 4242", as the payments the back-office lists say it. */
export function cardSummary(brand: string, last4: string): string {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }
  return `${names[brand] ?? 'Card'} •••• ${last4}`
}

/**
 * The card the entry stands for and what happens to it, or the field at fault. Spaces and
 * dashes in the number are allowed; a card is good to the end of its expiry month.
 */
export function checkDemoPayCard(
  entry: { number: string; expiry: string; cvc: string },
  now: Date,
): { card: DemoPayCard } | { refusal: DemoPayRefusal; field: 'number' | 'expiry' | 'cvc' } {
  const digits = entry.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { refusal: 'INVALID_NUMBER', field: 'number' }
  const expiry = parseExpiry(entry.expiry)
  if (!expiry) return { refusal: 'INVALID_EXPIRY', field: 'expiry' }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) return { refusal: 'EXPIRED', field: 'expiry' }
  const brand = brandOf(digits)
  const cvcLength = brand === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(entry.cvc.trim())) return { refusal: 'INVALID_CVC', field: 'cvc' }
  return { card: { brand, last4: digits.slice(-4), outcome: OUTCOMES.get(digits) ?? 'DECLINED' } }
}
