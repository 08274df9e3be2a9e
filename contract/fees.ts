/**
 * The fees of a guest payment (SPEC.md section 3 "Payment": organization, staff and guest fee),
 * in minor units. One home for the rates: the guest payment page charges by them and the demo
 * seed draws its payments with them.
 *
 * - organization fee: the platform's cut of the order amount, paid by the venue;
 * - staff fee: the platform's cut of the tip, paid by the staff who receive it;
 * - guest fee: what a guest adds, when they choose to, so that the staff get the whole tip
 *   (the staff fee is then waived).
 */
export const ORGANIZATION_FEE_PERCENT = 1.9
export const STAFF_FEE_PERCENT = 5
export const GUEST_FEE_PERCENT = 1.5

export interface GuestFees {
  organizationFee: number
  staffFee: number
  guestFee: number
  /** What the guest's card is charged: order + tip + guest fee. */
  chargeAmount: number
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100)

/** The fees of paying `order` (0 for a tip alone) and `tip`; `coverFee`: the guest pays the guest fee. */
export function guestFees(order: number, tip: number, coverFee: boolean): GuestFees {
  const organizationFee = percentOf(order, ORGANIZATION_FEE_PERCENT)
  const staffFee = coverFee ? 0 : percentOf(tip, STAFF_FEE_PERCENT)
  const guestFee = coverFee ? percentOf(order + tip, GUEST_FEE_PERCENT) : 0
  return { organizationFee, staffFee, guestFee, chargeAmount: order + tip + guestFee }
}
