/**
 * Payment invoices (contract/payments.ts, SPEC.md sections 4 "Invoice dialog" and 7): the
 * customer PUT that issues one, the two invoice PDFs (which issue one for a customer found by
 * VAT number when none exists), the VAT number look-up and the list. Issuing:
 * domain/invoicing/issue.ts; the registry: providers/vat. Guards: http/payments-access.ts.
 */
import { Hono } from 'hono'
import {
  PAYMENT_CONFLICTS,
  PAYMENT_INVOICE_KINDS,
  PAYMENT_INVOICES_PATH,
  PAYMENTS_PATH,
  VAT_CUSTOMERS_PATH,
  invoicePdfQuerySchema,
  pagedQuerySchema,
  paymentInvoicePath,
  type PaymentInvoiceKind,
} from '../../contract/payments.js'
import { parseInvoiceCustomer, parseVatNumber } from '../domain/invoicing/customer.js'
import type { InvoiceDocument } from '../domain/invoicing/document.js'
import { invoiceConflict, invoiceIssued, invoiceOfPayment, issuePaymentInvoice, toPaymentInvoice, type PaymentInvoiceRow } from '../domain/invoicing/issue.js'
import { listPaymentInvoices } from '../domain/invoicing/list.js'
import { renderInvoice } from '../domain/invoicing/pdf.js'
import { findVatCustomer } from '../domain/invoicing/vat-lookup.js'
import type { PaymentsOrganization } from '../domain/payments/organization.js'
import { pageRequest } from '../domain/payments/paging.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import { createVatRegistry } from '../providers/vat/index.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { PAYMENTS_PERMISSIONS, paymentsGuard } from './payments-access.js'
import { pdfResponse } from './pdf.js'
import { readJsonValue, readQuery } from './read.js'

export function paymentInvoiceRoutes(deps: PlatformDeps) {
  const { db, clock } = deps
  const registry = createVatRegistry(deps.config.vat)
  const app = new Hono<PlatformEnv>()
  const issuer = paymentsGuard(deps, PAYMENTS_PERMISSIONS.issueInvoice)

  app.put(`${PAYMENTS_PATH}/:id/customer`, issuer, async (c) => {
    const { customer, kind } = parseInvoiceCustomer(await readJsonValue(c))
    const request = { paymentId: c.req.param('id'), kind, customer, sameCustomerBy: 'allFields' } as const
    const { invoice } = await issuePaymentInvoice(db, c.get('payments'), request, clock())
    return c.json(toPaymentInvoice(invoice))
  })

  /**
   * The issued invoice of the kind asked for; with none yet, one issued for the company the
   * registry finds under `customerVatNumber` (without an e-mail: the registry has none), or,
   * for a product invoice asked without one, a simplified invoice without a buyer.
   */
  async function invoiceToDraw(
    paymentId: string,
    kind: PaymentInvoiceKind,
    vatText: string | undefined,
    org: PaymentsOrganization,
  ): Promise<PaymentInvoiceRow> {
    const issued = await invoiceOfPayment(db, org, paymentId)
    const vat = vatText === undefined ? null : parseVatNumber(vatText, 'customerVatNumber')
    if (issued) {
      if (issued.kind !== kind || (vat && vat.vatNumber !== issued.customerVatNumber)) throw invoiceIssued()
      return issued
    }
    if (!vat && kind === 'GT') return (await issuePaymentInvoice(db, org, { paymentId, kind, customer: null, sameCustomerBy: 'vatNumber' }, clock())).invoice
    if (!vat) throw invoiceConflict(PAYMENT_CONFLICTS.customerRequired, 'No invoice is issued for this payment yet: name its customer first')
    const company = await findVatCustomer(registry, vat.vatNumber)
    if (!company.customerName || !company.customerAddress) {
      // VIES answers '---' for member states that keep names private: the dialog asks for them.
      throw invoiceConflict(PAYMENT_CONFLICTS.customerRequired, 'The VAT registry does not share this company’s name or address: enter the customer by hand')
    }
    const customer = { vatNumber: company.customerVatNumber, regNumber: company.customerRegNumber, name: company.customerName, address: company.customerAddress, email: null }
    return (await issuePaymentInvoice(db, org, { paymentId, kind, customer, sameCustomerBy: 'vatNumber' }, clock())).invoice
  }

  for (const kind of PAYMENT_INVOICE_KINDS) {
    app.get(paymentInvoicePath(':id', kind), issuer, async (c) => {
      const query = readQuery(c, invoicePdfQuerySchema)
      const invoice = await invoiceToDraw(c.req.param('id') ?? '', kind, query.customerVatNumber, c.get('payments'))
      const pdf = await renderInvoice(invoice.document as InvoiceDocument, receiptLanguage(c.req.query('lang'), c.req.header('accept-language')))
      // The number is Latin capitals, digits and a dash (domain/invoicing/numbers.ts).
      return pdfResponse(pdf, `invoice-${invoice.number}.pdf`)
    })
  }

  app.get(`${VAT_CUSTOMERS_PATH}/:vatNumber`, paymentsGuard(deps, PAYMENTS_PERMISSIONS.payments), async (c) => {
    const vat = parseVatNumber(c.req.param('vatNumber'), 'vatNumber')
    return c.json(await findVatCustomer(registry, vat.vatNumber))
  })

  app.get(PAYMENT_INVOICES_PATH, paymentsGuard(deps, PAYMENTS_PERMISSIONS.paymentInvoices), async (c) => {
    return c.json(await listPaymentInvoices(db, c.get('payments'), pageRequest(readQuery(c, pagedQuerySchema))))
  })

  return app
}
