/**
 * The venue's payment invoices, a page at a time, newest first unless asked (contract
 * GET /business/payment-invoices). Read along `payment_invoices_organization_ts_idx`; no total,
 * `hasMore` from one row more than the page (payments/paging.ts).
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { PaymentInvoice } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { paymentInvoices } from '../../db/schema/index.js'
import type { PaymentsOrganization } from '../payments/organization.js'
import { pageOf, type PageRequest } from '../payments/paging.js'
import { toPaymentInvoice } from './issue.js'

export async function listPaymentInvoices(
  db: Database,
  org: PaymentsOrganization,
  request: PageRequest,
): Promise<{ invoices: PaymentInvoice[]; page: number; size: number; hasMore: boolean }> {
  const order = request.descending ? desc : asc
  const rows = await db
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.organizationId, org.id))
    .orderBy(order(paymentInvoices.ts), order(paymentInvoices.id))
    .offset(request.page * request.size)
    .limit(request.size + 1)
  const { rows: page, ...rest } = pageOf(rows, request)
  return { invoices: page.map(toPaymentInvoice), ...rest }
}
