/**
 * The platform's invoices to a venue for its fees (contract/payments.ts): a page by issue time
 * and each invoice's PDF in the caller's language (`?lang=`, else Accept-Language, else English).
 * VIEW_ORGANIZATION_INVOICES on a paymentsEnabled venue.
 */
import { Hono } from 'hono'
import { ORGANIZATION_INVOICES_PATH, pagedQuerySchema } from '../../contract/payments.js'
import { listOrganizationInvoices } from '../domain/payments/list.js'
import { organizationInvoice, renderOrganizationInvoice } from '../domain/payments/organization-invoices.js'
import { pageRequest } from '../domain/payments/paging.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { PAYMENTS_PERMISSIONS, paymentsGuard } from './payments-access.js'
import { pdfResponse } from './pdf.js'
import { readQuery } from './read.js'

export function organizationInvoiceRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const guard = paymentsGuard(deps, PAYMENTS_PERMISSIONS.organizationInvoices)

  app.get(ORGANIZATION_INVOICES_PATH, guard, async (c) =>
    c.json(await listOrganizationInvoices(deps.db, c.get('payments'), pageRequest(readQuery(c, pagedQuerySchema)))),
  )

  app.get(`${ORGANIZATION_INVOICES_PATH}/:invoiceId/invoice.pdf`, guard, async (c) => {
    const org = c.get('payments')
    const invoice = await organizationInvoice(deps.db, org, c.req.param('invoiceId'))
    const pdf = await renderOrganizationInvoice(org, invoice, receiptLanguage(c.req.query('lang'), c.req.header('accept-language')))
    return pdfResponse(pdf, `invoice-${invoice.number}.pdf`)
  })

  return app
}
