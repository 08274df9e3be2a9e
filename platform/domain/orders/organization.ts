/** The venue an orders call is about, as the guard (http/orders-access.ts) found it. */
export interface OrdersOrganization {
  id: string
  name: string
  currency: string
  /** IANA zone: the export's dates and file name are on this clock. */
  timeZone: string
}
