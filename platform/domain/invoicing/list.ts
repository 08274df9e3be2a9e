/**
 * The venue's payment invoices, a page at a time, newest first unless asked (contract
 * GET /business/payment-invoices). Read along `payment_invoices_organization_ts_idx`; no total,
 * `hasMore` from one row more than the page.
 */
import { asc, desc, eq } from 'drizzle-orm'
import { PAYMENT_DEFAULT_PAGE_SIZE, type PaymentInvoice } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { paymentInvoices } from '../../db/schema/index.js'
import type { PaymentsOrganization } from '../payments/organization.js'
import { toPaymentInvoice } from './issue.js'

export interface InvoicesPageQuery {
  page?: number
  size?: number
  direction?: 'ASC' | 'DESC'
}

export async function listPaymentInvoices(
  db: Database,
  org: PaymentsOrganization,
  query: InvoicesPageQuery,
): Promise<{ invoices: PaymentInvoice[]; page: number; size: number; hasMore: boolean }> {
  const page = query.page ?? 0
  const size = query.size ?? PAYMENT_DEFAULT_PAGE_SIZE
  const order = query.direction === 'ASC' ? asc : desc
  const rows = await db
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.organizationId, org.id))
    .orderBy(order(paymentInvoices.ts), order(paymentInvoices.id))
    .offset(page * size)
    .limit(size + 1)
  return { invoices: rows.slice(0, size).map(toPaymentInvoice), page, size, hasMore: rows.length > size }
}
