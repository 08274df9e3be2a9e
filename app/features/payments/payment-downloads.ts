/**
 * Why a file of the payments screens did not download (a receipt, an invoice, an organization
 * invoice, the payouts export): the download route sends the browser back to the screen or the
 * dialog with `?downloadError=` and the page says it in the user's language; the platform's JSON
 * error never reaches the browser (as the tips receipt does it, ADR 0014).
 */
export const DOWNLOAD_ERROR_PARAM = 'downloadError'

export const DOWNLOAD_ERRORS = {
  notFound: 'payments.downloadErrors.notFound',
  forbidden: 'payments.downloadErrors.forbidden',
  unavailable: 'payments.downloadErrors.unavailable',
  failed: 'payments.downloadErrors.failed',
  invalidVat: 'payments.errors.invalidVat',
  vatNotFound: 'payments.downloadErrors.vatNotFound',
  issued: 'payments.downloadErrors.issued',
  customerRequired: 'payments.downloadErrors.customerRequired',
  detailedNotAllowed: 'payments.downloadErrors.detailedNotAllowed',
  sellerDetailsRequired: 'payments.downloadErrors.sellerDetailsRequired',
  noOrder: 'payments.errors.noOrder',
} as const
export type DownloadError = keyof typeof DOWNLOAD_ERRORS

/** The message key of a `?downloadError=` value; null for nothing or anything unknown. */
export function downloadErrorMessage(value: string | null): string | null {
  return value && Object.hasOwn(DOWNLOAD_ERRORS, value) ? DOWNLOAD_ERRORS[value as DownloadError] : null
}

/** The platform's 409 reasons (contract/payments.ts) as reasons the user can read. */
const CONFLICTS: Record<string, DownloadError> = {
  INVOICE_ISSUED: 'issued',
  CUSTOMER_REQUIRED: 'customerRequired',
  DETAILED_NOT_ALLOWED: 'detailedNotAllowed',
  SELLER_DETAILS_REQUIRED: 'sellerDetailsRequired',
  NO_ORDER: 'noOrder',
}

/** A refusal of the platform as a reason; `vatAsked`: a 404 then means the registry knows no such number. */
export function downloadErrorOf(status: number, reason: unknown, vatAsked = false): DownloadError {
  if (status === 404) return vatAsked ? 'vatNotFound' : 'notFound'
  if (status === 409) return (typeof reason === 'string' && CONFLICTS[reason]) || 'failed'
  if (status === 403) return 'forbidden'
  if (status === 503) return 'unavailable'
  return 'failed'
}
