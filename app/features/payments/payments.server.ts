/**
 * Payments (contract/payments.ts, SPEC.md 2 "Payments", 7): a page of the venue's payments, one
 * payment with its items, its receipt and invoice PDFs as the browser downloads them through a
 * back-office route, the customer PUT that issues a payment invoice, and the VAT registry's
 * look-up. Every call names the organization; a malformed id in the URL is a 404 before any call.
 */
import {
  PAYMENTS_PATH,
  VAT_CUSTOMERS_PATH,
  paymentDetailsSchema,
  paymentInvoicePath,
  paymentInvoiceSchema,
  paymentReceiptPath,
  paymentsPageSchema,
  vatCustomerSchema,
  type PaymentCustomer,
  type PaymentInvoiceKind,
} from '#contract/payments'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

/** A page of a list as the platform reads it: 0-based, newest first unless said. */
export interface PagedListQuery {
  page: number
  size: number
}

const scoped = (organizationId: string, query: Record<string, string | number | undefined> = {}) => ({
  organizationId,
  query: { organizationId, ...query },
})

/** One page of the venue's payments, newest first; the answer says only whether a next page exists. */
/** A page of payments; newest first unless the screen's sort and search say otherwise. */
export function listPayments(api: Api, organizationId: string, query: PagedListQuery & { sort?: 'ts' | 'amount'; direction?: 'ASC' | 'DESC'; q?: string }) {
  return api.get(PAYMENTS_PATH, paymentsPageSchema, scoped(organizationId, { sort: 'ts', direction: 'DESC', ...query }))
}

/** One payment with its items; a payment of another organization, or none, is the dialog's 404. */
export function getPayment(api: Api, organizationId: string, paymentId: string | undefined) {
  return orNotFound(api.get(`${PAYMENTS_PATH}/${idParam(paymentId)}`, paymentDetailsSchema, scoped(organizationId)))
}

/** The payment's receipt PDF, printed in `lang`, to stream on (refusals thrown as ApiError). */
export function paymentReceiptPdf(api: Api, organizationId: string, paymentId: string, lang: string) {
  return api.getFile(paymentReceiptPath(paymentId), scoped(organizationId, { lang }))
}

/**
 * The payment's invoice PDF of `kind`. With `customerVatNumber` (normalized) the platform issues
 * the invoice to the company the registry knows by it, unless one is already issued.
 */
export function paymentInvoicePdf(
  api: Api,
  organizationId: string,
  paymentId: string,
  kind: PaymentInvoiceKind,
  options: { lang: string; customerVatNumber?: string },
) {
  return api.getFile(paymentInvoicePath(paymentId, kind), scoped(organizationId, { lang: options.lang, customerVatNumber: options.customerVatNumber }))
}

/** Issues the payment's invoice to a customer typed in (the platform checks everything again). */
export function issuePaymentInvoice(api: Api, organizationId: string, paymentId: string, customer: PaymentCustomer) {
  return api.put(`${PAYMENTS_PATH}/${idParam(paymentId)}/customer`, customer, paymentInvoiceSchema, scoped(organizationId))
}

/** The company the VAT registry knows by a (valid, normalized) number; 404 when it knows none. */
export function findVatCustomer(api: Api, organizationId: string, vatNumber: string) {
  return api.get(`${VAT_CUSTOMERS_PATH}/${encodeURIComponent(vatNumber)}`, vatCustomerSchema, scoped(organizationId))
}
