/**
 * The platform's monthly invoice to a venue for its fees (GET
 * /business/organization-invoices/{id}/invoice.pdf): seller (the platform, money.ts), buyer
 * (the venue), number, date, period, a line per payment method, the amount without VAT, the VAT
 * and the total. The PDF draws the `document` frozen when the invoice was issued, so it says
 * the same on every download whatever the venue renames later.
 */
import { sql } from 'drizzle-orm'
import { formatMoney } from '../../../contract/money.js'
import type { PaymentMethod } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { rowsOf } from '../orders/views.js'
import { startPdf } from '../pdf.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import { documentDay, PAYMENTS_TEXT } from './document-text.js'
import type { PaymentsOrganization } from './organization.js'
import { addDays, venueDay } from './venue-days.js'

/** What an organization invoice froze when issued (the demo seed writes it so). */
export interface OrganizationInvoiceDocument {
  seller: { name: string; address: string; vatNumber: string; regNumber: string }
  buyer: { name: string; address: string | null }
  vatRate: number
  lines: { method: PaymentMethod; feePercent: number; count: number; base: number; amount: number }[]
  net: number
  tax: number
  total: number
}

interface InvoiceRow {
  number: string
  ts: Date | string
  since: string
  until: string
  currency: string
  document: OrganizationInvoiceDocument
}

/** The venue's invoice, or 404 (another venue's and a malformed id alike). */
export async function organizationInvoice(db: Database, org: PaymentsOrganization, id: string) {
  if (!isUuid(id)) throw notFound('Invoice')
  const [row] = rowsOf<InvoiceRow>(
    await db.execute(sql`select number, ts, since::text, until::text, currency, document from organization_invoices where id = ${id} and organization_id = ${org.id}`),
  )
  if (!row) throw notFound('Invoice')
  return row
}

export function renderOrganizationInvoice(org: PaymentsOrganization, invoice: InvoiceRow, language: ReceiptLanguage): Promise<Buffer> {
  const text = PAYMENTS_TEXT[language]
  const labels = text.invoice
  const document = invoice.document
  const title = labels.title.replace('{number}', invoice.number)
  const { doc, clean, done } = startPdf({ size: 'A4', margin: 50, info: { Title: title, Author: document.seller.name } })
  const money = (minor: number) => formatMoney(minor, invoice.currency)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('bold').fontSize(18).fillColor('#0f172a').text(title)
  doc.font('body').fontSize(10).fillColor('#475569')
  doc.text(`${labels.date} ${documentDay(venueDay(new Date(invoice.ts), org.timeZone), language)}`)
  // The period is [since, until): its last day is the one before `until`.
  doc.text(`${labels.period} ${documentDay(invoice.since, language)} – ${documentDay(addDays(invoice.until, -1), language)}`)
  doc.moveDown()

  // Seller and buyer side by side.
  const top = doc.y
  const party = (x: number, heading: string, lines: (string | null)[]) => {
    doc.font('bold').fontSize(10).fillColor('#0f172a').text(heading, x, top, { width: width / 2 - 10 })
    doc.font('body').fontSize(9)
    for (const line of lines) if (line) doc.text(line, { width: width / 2 - 10 })
    return doc.y
  }
  const seller = document.seller
  const sellerEnd = party(left, labels.seller, [seller.name, seller.address, `${labels.vatNumber} ${seller.vatNumber}`, `${labels.regNumber} ${seller.regNumber}`])
  const buyerEnd = party(left + width / 2, labels.buyer, [clean(document.buyer.name), clean(document.buyer.address)])
  doc.x = left
  doc.y = Math.max(sellerEnd, buyerEnd) + 20

  // The lines: description, payments, their amount, the fee.
  const columns = [width * 0.46, width * 0.14, width * 0.2, width * 0.2]
  const cells = (values: string[], font: 'body' | 'bold') => {
    const y = doc.y
    let x = left
    let bottom = y
    values.forEach((value, i) => {
      doc.font(font).fontSize(9).text(value, x, y, { width: columns[i]! - 6, align: i === 0 ? 'left' : 'right' })
      bottom = Math.max(bottom, doc.y)
      x += columns[i]!
    })
    doc.x = left
    doc.y = bottom + 4
  }
  cells([labels.description, labels.count, labels.base, labels.amount], 'bold')
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cbd5e1').stroke()
  doc.y += 4
  for (const line of document.lines) {
    const description = labels.line.replace('{percent}', String(line.feePercent).replace('.', language === 'en' ? '.' : ',')).replace('{method}', text.methods[line.method])
    cells([description, String(line.count), money(line.base), money(line.amount)], 'body')
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cbd5e1').stroke()
  doc.moveDown()

  const total = (label: string, value: number, font: 'body' | 'bold') => {
    const y = doc.y
    doc.font(font).fontSize(10).text(label, left, y, { width: width * 0.8 - 6, align: 'right' })
    doc.text(money(value), left + width * 0.8, y, { width: width * 0.2 - 6, align: 'right' })
    doc.x = left
  }
  total(labels.net, document.net, 'body')
  total(labels.vat.replace('{rate}', String(document.vatRate)), document.tax, 'body')
  total(labels.total, document.total, 'bold')
  doc.end()
  return done
}
