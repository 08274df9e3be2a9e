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
import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { PAYMENT_ERRORS, type PaymentDetails, type PaymentsPage, type paymentsQuerySchema } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { invalid, notFound } from '../errors.js'
import { containsPattern } from '../search.js'
import { isUuid } from '../ids.js'
import { rowsOf } from '../orders/views.js'
import { paymentsWindow, type PaymentsBounds } from './deep-page.js'
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

/** The list's period, sort and search (contract paymentsQuerySchema). */
export interface PaymentsFilter extends PaymentsBounds {
  sort: 'ts' | 'amount'
  q: string | null
}

/** The query's filter, checked: a period that ends before it starts, or an end without a start, is 400 naming the field. */
export function paymentsFilter(query: z.output<typeof paymentsQuerySchema>): PaymentsFilter {
  const start = query.startTs === undefined ? null : new Date(query.startTs)
  const finish = query.finishTs === undefined ? null : new Date(query.finishTs)
  if (finish && !start) throw invalid('A period’s end needs its start', { startTs: [PAYMENT_ERRORS.startRequired] })
  if (start && finish && finish.getTime() <= start.getTime()) throw invalid('The period must end after it starts', { finishTs: [PAYMENT_ERRORS.endBeforeStart] })
  return { start, finish, sort: query.sort ?? 'ts', q: query.q || null }
}

/** An order amount typed as people write it ('12,50', '12.5', '12'), in minor units; null for anything else. */
export function typedAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text)
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null
}

/** A search: part of the table's title, or the card's last four digits (four digits), or the order amount. */
function searchCondition(q: string): SQL {
  const any = [sql`p.placement_title ilike ${containsPattern(q)}`]
  if (/^\d{4}$/.test(q)) any.push(sql`p.payment_method_summary like ${`%•••• ${q}`}`)
  else {
    const amount = typedAmount(q)
    if (amount !== null) any.push(sql`p.order_amount = ${amount}`)
  }
  return sql`and (${sql.join(any, sql` or `)})`
}

/**
 * A page of the venue's payments. By time without a search, a deep page starts at the hour the
 * hourly counts find (deep-page.ts, ADR 0039); by amount, or searched, it skips index entries
 * of the rows the filter leaves (ADR 0068 gives the cost).
 */
export async function listPayments(
  db: Database,
  org: PaymentsOrganization,
  request: PageRequest,
  filter: PaymentsFilter = { start: null, finish: null, sort: 'ts', q: null },
): Promise<PaymentsPage> {
  const key = filter.sort === 'amount' ? sql`p.order_amount` : sql`p.ts`
  const order = sql`${key} ${direction(request)}, p.id ${direction(request)}`
  const offset = request.page * request.size
  const window = filter.sort === 'ts' && !filter.q ? await paymentsWindow(db, org.id, request.descending, offset, filter) : { from: sql``, offset }
  const where = sql`p.organization_id = ${org.id}
    ${filter.start ? sql`and p.ts >= ${filter.start.toISOString()}::timestamptz` : sql``}
    ${filter.finish ? sql`and p.ts < ${filter.finish.toISOString()}::timestamptz` : sql``}
    ${filter.q ? searchCondition(filter.q) : sql``}`
  const rows = window
    ? rowsOf<PaymentRow>(
        await db.execute(sql`
          select ${PAYMENT_COLUMNS}
          from (select p.id from payments p where ${where} ${window.from} order by ${order} offset ${window.offset} limit ${request.size + 1}) x
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
