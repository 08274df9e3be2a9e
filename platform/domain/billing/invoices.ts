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
import { startPdf } from '../pdf.js'
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
  const title = labels.title.replace('{number}', invoice.number)
  const { doc, clean, done } = startPdf({ size: 'A4', margin: 50, info: { Title: title, Author: document.seller.name } })
  const money = (minor: number) => formatMoney(minor, invoice.currency)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('bold').fontSize(18).fillColor('#0f172a').text(title)
  doc.font('body').fontSize(10).fillColor('#475569')
  doc.text(`${labels.date} ${documentDay(venueDay(new Date(invoice.createdAt), timeZone), language)}`)
  doc.text(`${labels.period} ${documentDay(invoice.periodStart, language)} – ${documentDay(invoice.periodEnd, language)}`)
  if (invoice.status === 'PAID') doc.text(own.paid)
  else if (invoice.dueDate) doc.text(`${own.dueDate} ${documentDay(invoice.dueDate, language)}`)
  doc.moveDown()

  // Seller and buyer side by side.
  const top = doc.y
  const party = (x: number, heading: string, lines: (string | null)[]) => {
    doc.font('bold').fontSize(10).fillColor('#0f172a').text(heading, x, top, { width: width / 2 - 10 })
    doc.font('body').fontSize(9)
    for (const line of lines) if (line) doc.text(line, { width: width / 2 - 10 })
    return doc.y
  }
  const { seller, buyer } = document
  const sellerEnd = party(left, labels.seller, [seller.name, seller.address, `${labels.vatNumber} ${seller.vatNumber}`, `${labels.regNumber} ${seller.regNumber}`, `${own.email} ${seller.email}`])
  const place = [buyer.postalCode, buyer.city].filter(Boolean).join(' ')
  const buyerEnd = party(left + width / 2, labels.buyer, [
    clean(buyer.name),
    clean(buyer.address),
    clean(place || null),
    buyer.taxNumber ? `${labels.vatNumber} ${clean(buyer.taxNumber) ?? ''}` : null,
    buyer.registrationCode ? `${labels.regNumber} ${clean(buyer.registrationCode) ?? ''}` : null,
    buyer.email ? `${own.email} ${clean(buyer.email) ?? ''}` : null,
  ])
  doc.x = left
  doc.y = Math.max(sellerEnd, buyerEnd) + 20

  const row = (description: string, price: string, font: 'body' | 'bold') => {
    const y = doc.y
    doc.font(font).fontSize(9).text(description, left, y, { width: width * 0.75 - 6 })
    const bottom = doc.y
    doc.text(price, left + width * 0.75, y, { width: width * 0.25 - 6, align: 'right' })
    doc.x = left
    doc.y = Math.max(bottom, doc.y) + 4
  }
  row(labels.description, own.price, 'bold')
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cbd5e1').stroke()
  doc.y += 4
  for (const line of document.lines) row(own.line.replace('{plan}', own.plans[line.mode]).replace('{mode}', line.mode), money(line.amount), 'body')
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cbd5e1').stroke()
  doc.moveDown()

  const total = (label: string, value: number, font: 'body' | 'bold') => {
    const y = doc.y
    doc.font(font).fontSize(10).text(label, left, y, { width: width * 0.75 - 6, align: 'right' })
    doc.text(money(value), left + width * 0.75, y, { width: width * 0.25 - 6, align: 'right' })
    doc.x = left
  }
  total(labels.net, document.net, 'body')
  total(labels.vat.replace('{rate}', String(document.vatRate)), document.tax, 'body')
  total(labels.total, document.total, 'bold')
  doc.end()
  return done
}
