/**
 * Tip receipts as PDF (pdfkit). DejaVu Sans is embedded so Lithuanian, Polish and Russian
 * names print correctly; the standard PDF fonts cover Latin-1 only. The words are in the
 * caller's language (receipt-text.ts); characters the font has no glyph for (most emoji)
 * are left out rather than printed as empty boxes.
 */
import { formatMoney } from '../../contract/money.js'
import { startPdf } from './pdf.js'
import { RECEIPT_LABELS, receiptDate, type ReceiptLanguage } from './receipt-text.js'

export interface ReceiptData {
  number: string
  organizationName: string
  organizationAddress: string | null
  ts: Date
  timeZone: string
  currency: string
  amount: number
  billAmount: number | null
  boxName: string | null
  memberName: string | null
  placementTitle: string | null
  customerData: string | null
  language: ReceiptLanguage
}

export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const { doc, clean, done } = startPdf({
    size: 'A6',
    margin: 24,
    info: { Title: RECEIPT_LABELS[data.language].title.replace('{number}', data.number), Author: data.organizationName },
  })
  const labels = RECEIPT_LABELS[data.language]

  doc.font('bold').fontSize(13).text(clean(data.organizationName) ?? '')
  const address = clean(data.organizationAddress)
  if (address) doc.font('body').fontSize(8).fillColor('#475569').text(address)
  doc.moveDown().fillColor('#0f172a').font('bold').fontSize(11).text(labels.title.replace('{number}', data.number))
  doc.font('body').fontSize(8).fillColor('#475569').text(receiptDate(data.ts, data.timeZone, data.language))
  doc.moveDown().fillColor('#0f172a')

  const row = (label: string, value: string | null) => {
    if (!value) return
    doc.font('body').fontSize(9).text(label, { continued: true }).font('bold').text(`  ${value}`)
  }
  row(labels.tip, formatMoney(data.amount, data.currency))
  row(labels.bill, data.billAmount === null ? null : formatMoney(data.billAmount, data.currency))
  row(labels.box, clean(data.boxName))
  row(labels.employee, clean(data.memberName))
  row(labels.table, clean(data.placementTitle))
  const customer = clean(data.customerData)
  if (customer) {
    doc.moveDown().font('body').fontSize(8).fillColor('#475569').text(labels.customer).fillColor('#0f172a').text(customer)
  }
  doc.moveDown(2).font('body').fontSize(7).fillColor('#64748b').text(labels.thanks, { align: 'center' })
  doc.end()
  return done
}
