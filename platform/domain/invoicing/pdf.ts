/**
 * A payment invoice as PDF (pdfkit set up by domain/pdf.ts: DejaVu Sans embedded, so Lithuanian,
 * Polish and Russian names print): drawn from the frozen document alone (document.ts), in the
 * reader's language (text.ts). A4: seller (with its legal details) and customer side by side
 * (the seller alone on a simplified invoice), the dates, a table of lines (description with options, quantity, unit price, amount), then the VAT and the total.
 */
import { formatMoney } from '../../../contract/money.js'
import { startPdf } from '../pdf.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import type { InvoiceDocument, InvoiceLine } from './document.js'
import { documentDay } from '../payments/document-text.js'
import { fill, INVOICE_LABELS, type InvoiceLabels } from './text.js'

const MARGIN = 50
const INK = '#0f172a'
const MUTED = '#475569'
/** Table columns: x and width in points of an A4 page (595 wide, 495 between the margins). */
const COLUMNS = { description: [MARGIN, 245], quantity: [300, 50], unitPrice: [355, 90], amount: [450, 95] } as const

function lineTitle(line: InvoiceLine, document: InvoiceDocument, labels: InvoiceLabels): string {
  switch (line.kind) {
    case 'item':
      return line.title ?? ''
    case 'order':
      return fill(labels.orderLine, { number: document.orderNumber })
    case 'refund':
      return labels.refund
    case 'difference':
      return labels.difference
  }
}

export function renderInvoice(document: InvoiceDocument, language: ReceiptLanguage): Promise<Buffer> {
  const labels = INVOICE_LABELS[language]
  const customer = document.customer
  // Without a customer it is a simplified invoice (Art. 226b): it says so, and has no buyer block.
  const title = fill(customer ? labels.title : labels.simplifiedTitle, { number: document.number })
  const { doc, clean: drawable, done } = startPdf({ size: 'A4', margin: MARGIN, info: { Title: title, Author: document.seller.name } })
  const clean = (text: string | null) => drawable(text) ?? ''
  const money = (minor: number) => formatMoney(minor, document.currency)
  const right = MARGIN + 495

  doc.fillColor(INK).font('bold').fontSize(18).text(title, MARGIN, MARGIN)
  doc.font('body').fontSize(9).fillColor(MUTED)
  doc.text(`${labels.issueDate}: ${documentDay(document.issueDate)}`)
  doc.text(`${labels.paymentDate}: ${documentDay(document.paymentDate)}`)
  doc.text(fill(labels.order, { number: clean(document.orderNumber) }))

  // Seller on the left, customer on the right, from the same height.
  const partiesTop = doc.y + 18
  const party = (x: number, heading: string, name: string, rows: [string, string | null][]) => {
    doc.fillColor(MUTED).font('body').fontSize(8).text(heading, x, partiesTop, { width: 230 })
    doc.fillColor(INK).font('bold').fontSize(11).text(clean(name), x, doc.y + 2, { width: 230 })
    doc.font('body').fontSize(9)
    for (const [label, value] of rows) {
      const text = clean(value)
      if (text) doc.text(label ? `${label}: ${text}` : text, x, doc.y, { width: 230 })
    }
    return doc.y
  }
  // A version 1 document froze the venue's name and address only; version 2 its legal details.
  const seller = document.seller
  const sellerBottom = party(MARGIN, labels.seller, seller.name, [
    ['', seller.tradingName ?? null],
    ['', seller.address],
    [labels.vatNumber, seller.vatNumber ?? null],
    [labels.regNumber, seller.regNumber ?? null],
  ])
  const customerBottom = customer
    ? party(315, labels.customer, customer.name, [
        ['', customer.address],
        [labels.vatNumber, customer.vatNumber],
        [labels.regNumber, customer.regNumber],
        [labels.email, customer.email],
      ])
    : sellerBottom

  let y = Math.max(sellerBottom, customerBottom) + 24
  const cell = (text: string, column: keyof typeof COLUMNS, top: number, align: 'left' | 'right' = 'right') => {
    const [x, width] = COLUMNS[column]
    doc.text(text, x, top, { width, align })
  }
  const header = () => {
    doc.fillColor(MUTED).font('bold').fontSize(8)
    cell(labels.description, 'description', y, 'left')
    cell(labels.quantity, 'quantity', y)
    cell(labels.unitPrice, 'unitPrice', y)
    cell(labels.amount, 'amount', y)
    y = doc.y + 4
    doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke()
    y += 6
  }
  header()
  for (const line of document.lines) {
    const name = clean(lineTitle(line, document, labels))
    const options = line.modifiers.map(clean).filter(Boolean).join('\n')
    doc.font('body').fontSize(9)
    const height =
      doc.heightOfString(name, { width: COLUMNS.description[1] }) + (options ? doc.fontSize(8).heightOfString(options, { width: COLUMNS.description[1] }) : 0)
    if (y + height > doc.page.height - MARGIN - 90) {
      doc.addPage()
      y = MARGIN
      header()
    }
    doc.fillColor(INK).font('body').fontSize(9)
    cell(name, 'description', y, 'left')
    if (options) doc.fillColor(MUTED).fontSize(8).text(options, COLUMNS.description[0], doc.y, { width: COLUMNS.description[1] })
    const bottom = doc.y
    doc.fillColor(INK).fontSize(9)
    cell(String(line.quantity), 'quantity', y)
    cell(money(line.unitPrice), 'unitPrice', y)
    cell(money(line.amount), 'amount', y)
    y = Math.max(bottom, doc.y) + 6
  }
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke()
  y += 8

  const total = (label: string, value: string, bold = false) => {
    doc.fillColor(bold ? INK : MUTED).font(bold ? 'bold' : 'body').fontSize(bold ? 11 : 9)
    doc.text(label, 300, y, { width: 145, align: 'right' })
    doc.text(value, COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: 'right' })
    y = doc.y + 4
  }
  total(labels.netAmount, money(document.netAmount))
  total(fill(labels.vat, { rate: document.vatRatePercent }), money(document.vatAmount))
  total(labels.total, money(document.total), true)
  doc.fillColor(MUTED).font('body').fontSize(8).text(labels.pricesIncludeVat, MARGIN, y + 12, { width: 495 })
  doc.end()
  return done
}
