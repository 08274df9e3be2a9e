/**
 * The platform's side of the payments money (contract/payments.ts states the invariants): who
 * bills the venue for its fees, the VAT rate of that bill and the VAT part of an amount that
 * includes it. The demo seed and the organization invoice PDF use the same figures.
 */

/** The seller on every organization invoice: the platform's company. One place to change it. */
export const PLATFORM_SELLER = {
  name: 'Tipbox Payments UAB',
  address: 'Konstitucijos pr. 21, LT-08130 Vilnius, Lithuania',
  vatNumber: 'LT100001919017',
  regNumber: '305112233',
  email: 'billing@tipbox.example',
} as const

/** VAT rate (per cent) of the platform's fees: Lithuania's standard rate. */
export const PLATFORM_VAT_RATE = 21

/** The VAT inside a VAT-included amount, rounded to the minor unit: round(amount × 21 / 121). */
export const vatPart = (amount: number, rate = PLATFORM_VAT_RATE) => Math.round((amount * rate) / (100 + rate))
