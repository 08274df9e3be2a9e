/**
 * Reads of a venue's payments, payouts and organization invoices (contract/payments.ts): pages
 * in `ts` order (a payout's is its arrival date, an invoice's its issue time), `id` breaking
 * ties in the same direction so pages never overlap, and one payment with its items. Lists
 * answer no total: `hasMore` comes from asking for one row more than the page.
 *
 * A page of payments selects its ids in the index's order first (an index-only scan of
 * `payments_organization_ts_idx`, started at the hour deep-page.ts finds), and only then reads
 * the page's rows and their invoices.
 */
import { sql } from 'drizzle-orm'
import type { PaymentDetails, PaymentsPage } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { rowsOf } from '../orders/views.js'
import { paymentsWindow } from './deep-page.js'
import type { PaymentsOrganization } from './organization.js'
import { direction, keyedPage, pageOf, type PageRequest } from './paging.js'
import {
  ORGANIZATION_INVOICE_COLUMNS,
  PAYMENT_COLUMNS,
  PAYMENT_ITEM_COLUMNS,
  PAYOUT_COLUMNS,
  toOrganizationInvoice,
  toPayment,
  toPaymentItem,
  toPayout,
  type OrganizationInvoiceRow,
  type PaymentItemRow,
  type PaymentRow,
  type PayoutRow,
} from './views.js'

export async function listPayments(db: Database, org: PaymentsOrganization, request: PageRequest): Promise<PaymentsPage> {
  const order = sql`p.ts ${direction(request)}, p.id ${direction(request)}`
  const window = await paymentsWindow(db, org.id, request.descending, request.page * request.size)
  const rows = window
    ? rowsOf<PaymentRow>(
        await db.execute(sql`
          select ${PAYMENT_COLUMNS}
          from (select p.id from payments p where p.organization_id = ${org.id} ${window.from} order by ${order} offset ${window.offset} limit ${request.size + 1}) x
          join payments p on p.id = x.id
          left join payment_invoices i on i.payment_id = p.id
          order by ${order}`),
      )
    : []
  const { rows: page, ...paging } = pageOf(rows, request)
  return { payments: page.map(toPayment), ...paging }
}

/** One payment of the venue with its items; another venue's payment is not found, as an unknown one. */
export async function paymentDetails(db: Database, org: PaymentsOrganization, id: string): Promise<PaymentDetails> {
  if (!isUuid(id)) throw notFound('Payment')
  const [row] = rowsOf<PaymentRow>(
    await db.execute(sql`select ${PAYMENT_COLUMNS} from payments p left join payment_invoices i on i.payment_id = p.id
      where p.id = ${id} and p.organization_id = ${org.id}`),
  )
  if (!row) throw notFound('Payment')
  const items = rowsOf<PaymentItemRow>(await db.execute(sql`select ${PAYMENT_ITEM_COLUMNS} from payment_items where payment_id = ${id} order by position, id`))
  return { ...toPayment(row), items: items.map(toPaymentItem) }
}

export async function listPayouts(db: Database, org: PaymentsOrganization, request: PageRequest) {
  const { rows, ...paging } = await keyedPage<PayoutRow>(db, request, {
    columns: PAYOUT_COLUMNS,
    from: sql`payouts p`,
    where: sql`p.organization_id = ${org.id}`,
    key: sql`p.arrival_date`,
    id: sql`p.id`,
  })
  return { payouts: rows.map(toPayout), ...paging }
}

export async function listOrganizationInvoices(db: Database, org: PaymentsOrganization, request: PageRequest) {
  const { rows, ...paging } = await keyedPage<OrganizationInvoiceRow>(db, request, {
    columns: ORGANIZATION_INVOICE_COLUMNS,
    from: sql`organization_invoices v`,
    where: sql`v.organization_id = ${org.id}`,
    key: sql`v.ts`,
    id: sql`v.id`,
  })
  return { invoices: rows.map(toOrganizationInvoice), ...paging }
}
