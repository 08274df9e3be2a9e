/**
 * The one home of the guest pages' addresses: a box's, a member's and a table's page, and a
 * bank-transfer tip link. `paymentPageUrl` is the back-office's own `/pay` (APP_URL) unless
 * PAYMENT_PAGE_URL names another (platform/index.ts), so every link moves together.
 */
export interface Links {
  /** Base URL of the guest payment pages, without a trailing slash. */
  paymentPageUrl: string
}

export const boxUrl = (links: Links, boxId: string) => `${links.paymentPageUrl}/b/${boxId}`

export const memberUrl = (links: Links, memberId: string) => `${links.paymentPageUrl}/m/${memberId}`

/** A table's page (its QR code): the table's bill, and its tip box. */
export const tableUrl = (links: Links, tableId: string) => `${links.paymentPageUrl}/table/${tableId}`

/** A tip of a preset amount paid by bank transfer, for a box's or member's token. */
export const bankTransferUrl = (links: Links, token: string, amount: number, feeMode: string) =>
  `${links.paymentPageUrl}/t/${token}?a=${amount}&method=bank-transfer&fee=${feeMode}`
