/**
 * What the embedded demo card provider accepts: the usual test card numbers (the ones Stripe
 * documents for its test mode), nothing else. A number that fails the Luhn check is 'invalid';
 * the decline test numbers and every other card (a real one typed by mistake included) are
 * refused, so no real card number is ever stored by the demo.
 */

export type CardRefusal = 'INVALID_NUMBER' | 'DECLINED' | 'NOT_A_TEST_CARD' | 'INVALID_EXPIRY' | 'EXPIRED' | 'INVALID_CVC'

export interface TestCard {
  brand: string
  last4: string
  expiryMonth: number
  expiryYear: number
}

/** Accepted numbers and their brand. */
const ACCEPTED: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '5200828282828210': 'mastercard',
  '378282246310005': 'amex',
  '371449635398431': 'amex',
}

/** Test numbers that stand for a refusing bank: generic decline, insufficient funds, lost, stolen. */
const DECLINED = new Set(['4000000000000002', '4000000000009995', '4000000000009987', '4000000000009979'])

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** MM/YY (or MM / YY, M/YY) as month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value)
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/**
 * The card the entry stands for, or why it is refused. Spaces and dashes in the number are
 * allowed, as people copy them; a card is good to the end of its expiry month.
 */
export function checkTestCard(entry: { number: string; expiry: string; cvc: string }, now: Date): { card: TestCard } | { refusal: CardRefusal; field: 'number' | 'expiry' | 'cvc' } {
  const digits = entry.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { refusal: 'INVALID_NUMBER', field: 'number' }
  if (DECLINED.has(digits)) return { refusal: 'DECLINED', field: 'number' }
  const brand = ACCEPTED[digits]
  if (!brand) return { refusal: 'NOT_A_TEST_CARD', field: 'number' }
  const expiry = parseExpiry(entry.expiry)
  if (!expiry) return { refusal: 'INVALID_EXPIRY', field: 'expiry' }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) return { refusal: 'EXPIRED', field: 'expiry' }
  const cvcLength = brand === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(entry.cvc.trim())) return { refusal: 'INVALID_CVC', field: 'cvc' }
  return { card: { brand, last4: digits.slice(-4), expiryMonth: expiry.month, expiryYear: expiry.year } }
}
