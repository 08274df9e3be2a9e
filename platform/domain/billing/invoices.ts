/**
 * The platform's invoices to a venue for its subscription (contract/billing.ts
 * "Subscription invoice"): a page newest first, and each one's PDF. The PDF draws the
 * `document` frozen when the invoice was issued (as organization invoices do, ADR 0040): the
 * seller, the buyer's billing details as they were then, the lines, VAT and total, so a later
 * change of billing details does not rewrite an issued invoice.
 */
import { sql } from 'drizzle-orm'
import { BILLING_LIMITS, type Billing, type SubscriptionInvoice } from '../../../contract/billing.js'
import { formatMoney } from '../../../contract/money.js'
import type { Database } from '../../db/client.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { rowsOf } from '../orders/views.js'
import { documentDay, PAYMENTS_TEXT } from '../payments/document-text.js'
import { keyedPage } from '../payments/paging.js'
import { venueDay } from '../payments/venue-days.js'
import { renderInvoicePdf } from '../invoice-pdf.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import { SUBSCRIPTION_INVOICE_TEXT } from './invoice-text.js'

/** What a subscription invoice froze when issued (the demo seed writes it so). */
export interface SubscriptionInvoiceDocument {
  seller: { name: string; address: string; vatNumber: string; regNumber: string; email: string }
  buyer: Billing
  vatRate: number
  /** Amounts include VAT. */
  lines: { mode: 'TR' | 'MTR'; amount: number }[]
  net: number
  tax: number
  total: number
}

interface InvoiceRow {
  id: string
  number: string
  created_at: Date | string
  period_start: string
  period_end: string
  amount: number | string
  tax: number | string
  currency: string
  status: string
  due_date: string | null
}

const COLUMNS = sql`i.id, i.number, i.created_at, i.period_start::text, i.period_end::text, i.amount, i.tax, i.currency, i.status, i.due_date::text`

const toInvoice = (row: InvoiceRow): SubscriptionInvoice => ({
  id: row.id,
  number: row.number,
  createdAt: new Date(row.created_at).toISOString(),
  periodStart: row.period_start,
  periodEnd: row.period_end,
  amount: Number(row.amount),
  tax: Number(row.tax),
  currency: row.currency,
  status: row.status,
  dueDate: row.due_date,
})

/** One page, newest first, in the order of the (organization, created_at desc, id desc) index. */
export async function listSubscriptionInvoices(db: Database, organizationId: string, query: { page?: number; size?: number }) {
  const request = { page: query.page ?? 0, size: query.size ?? BILLING_LIMITS.invoicesPageSize, descending: true }
  const { rows, ...paging } = await keyedPage<InvoiceRow>(db, request, {
    columns: COLUMNS,
    from: sql`subscription_invoices i`,
    where: sql`i.organization_id = ${organizationId}`,
    key: sql`i.created_at`,
    id: sql`i.id`,
  })
  return { invoices: rows.map(toInvoice), ...paging }
}

/** The venue's invoice with this id and number, or 404 (another venue's, a malformed id, a wrong number alike). */
export async function subscriptionInvoice(db: Database, organizationId: string, id: string, number: string) {
  if (!isUuid(id)) throw notFound('Invoice')
  const [row] = rowsOf<InvoiceRow & { document: SubscriptionInvoiceDocument }>(
    await db.execute(sql`select ${COLUMNS}, i.document from subscription_invoices i where i.id = ${id} and i.organization_id = ${organizationId} and i.number = ${number}`),
  )
  if (!row) throw notFound('Invoice')
  return { invoice: toInvoice(row), document: row.document }
}

export function renderSubscriptionInvoice(
  { invoice, document }: { invoice: SubscriptionInvoice; document: SubscriptionInvoiceDocument },
  timeZone: string,
  language: ReceiptLanguage,
): Promise<Buffer> {
  const labels = PAYMENTS_TEXT[language].invoice
  const own = SUBSCRIPTION_INVOICE_TEXT[language]
  const money = (minor: number) => formatMoney(minor, invoice.currency)
  const { seller, buyer } = document
  const place = [buyer.postalCode, buyer.city].filter(Boolean).join(' ')
  return renderInvoicePdf({
    title: labels.title.replace('{number}', invoice.number),
    author: seller.name,
    dates: [
      `${labels.date} ${documentDay(venueDay(new Date(invoice.createdAt), timeZone))}`,
      `${labels.period} ${documentDay(invoice.periodStart)} – ${documentDay(invoice.periodEnd)}`,
      ...(invoice.status === 'PAID' ? [own.paid] : invoice.dueDate ? [`${own.dueDate} ${documentDay(invoice.dueDate)}`] : []),
    ],
    seller: {
      heading: labels.seller,
      lines: [seller.name, seller.address, `${labels.vatNumber} ${seller.vatNumber}`, `${labels.regNumber} ${seller.regNumber}`, `${own.email} ${seller.email}`],
    },
    buyer: {
      heading: labels.buyer,
      lines: [
        buyer.name,
        buyer.address,
        place || null,
        buyer.taxNumber ? `${labels.vatNumber} ${buyer.taxNumber}` : null,
        buyer.registrationCode ? `${labels.regNumber} ${buyer.registrationCode}` : null,
        buyer.email ? `${own.email} ${buyer.email}` : null,
      ],
    },
    columns: [0.75, 0.25],
    header: [labels.description, own.price],
    rows: document.lines.map((line) => [own.line.replace('{plan}', own.plans[line.mode]).replace('{mode}', line.mode), money(line.amount)]),
    totals: [
      [labels.net, money(document.net), false],
      [labels.vat.replace('{rate}', String(document.vatRate)), money(document.tax), false],
      [labels.total, money(document.total), true],
    ],
  })
}
