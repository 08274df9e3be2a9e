/**
 * Invoices (contract/payments.ts, SPEC.md 2 "Invoices", 7): the payment invoices the venue has
 * issued to its guests, and the platform's own monthly invoices to the venue with their PDFs.
 */
import {
  ORGANIZATION_INVOICES_PATH,
  PAYMENT_INVOICES_PATH,
  organizationInvoicePdfPath,
  organizationInvoicesPageSchema,
  paymentInvoicesPageSchema,
} from '#contract/payments'
import type { Api } from '~/services/api.server'
import type { PagedListQuery } from './payments.server'

const listOptions = (organizationId: string, query: PagedListQuery) => ({
  organizationId,
  query: { organizationId, ...query, sort: 'ts', direction: 'DESC' },
})

/** A page of the payment invoices, newest first. */
export function listPaymentInvoices(api: Api, organizationId: string, query: PagedListQuery) {
  return api.get(PAYMENT_INVOICES_PATH, paymentInvoicesPageSchema, listOptions(organizationId, query))
}

/** A page of the organization invoices, newest first. */
export function listOrganizationInvoices(api: Api, organizationId: string, query: PagedListQuery) {
  return api.get(ORGANIZATION_INVOICES_PATH, organizationInvoicesPageSchema, listOptions(organizationId, query))
}

/** An organization invoice's PDF in `lang`, to stream on (refusals thrown as ApiError). */
export function organizationInvoicePdf(api: Api, organizationId: string, invoiceId: string, lang: string) {
  return api.getFile(organizationInvoicePdfPath(invoiceId), { organizationId, query: { organizationId, lang } })
}
