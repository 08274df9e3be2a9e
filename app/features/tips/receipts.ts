/**
 * What the receipt dialog and its download route (app/features/tips/receipts.server.ts) share:
 * why a receipt did not download, carried back to the dialog in `?receiptError=`.
 */

/** Each reason has its message: `tipsUi.receiptNotFound`, `tipsUi.receiptForbidden`, ... */
export const RECEIPT_ERRORS = {
  notFound: 'tipsUi.receiptNotFound',
  forbidden: 'tipsUi.receiptForbidden',
  unavailable: 'tipsUi.receiptUnavailable',
  failed: 'tipsUi.receiptFailed',
} as const
export type ReceiptError = keyof typeof RECEIPT_ERRORS

export const RECEIPT_ERROR_PARAM = 'receiptError'
export const CUSTOMER_DATA_PARAM = 'customerData'

/** The platform prints at most this many characters of customer details. */
export const CUSTOMER_DATA_MAX_LENGTH = 300

/** The message key of a `?receiptError=` value; null for nothing or anything unknown. */
export function receiptErrorMessage(value: string | null): string | null {
  return value && Object.hasOwn(RECEIPT_ERRORS, value) ? RECEIPT_ERRORS[value as ReceiptError] : null
}

/** The HTTP status of the platform's refusal as a reason the user can read. */
export function receiptErrorOf(status: number): ReceiptError {
  if (status === 404) return 'notFound'
  if (status === 403) return 'forbidden'
  if (status === 503) return 'unavailable'
  return 'failed'
}
