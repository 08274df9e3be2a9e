/** The venue a payments, invoices or payouts call is about, as the guard (http/payments-access.ts) found it. */
export interface PaymentsOrganization {
  id: string
  name: string
  address: string | null
  currency: string
  /** IANA zone: payout days, invoice dates and file names are on this clock. */
  timeZone: string
}
