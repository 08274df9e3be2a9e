/**
 * A payment's receipt (GET /business/payments/{id}/receipt.pdf), or a paid table bill's of one
 * payment per order (guest/receipt.ts): the venue, the order, the items
 * the payment paid (with refunded counts), its amounts, the tip, the fee the guest paid, what was
 * charged and how, in the caller's language (document-text.ts). A6, as tip receipts are.
 */
import { formatMoney } from '../../../contract/money.js'
import type { PaymentDetails } from '../../../contract/payments.js'
import { startPdf } from '../pdf.js'
import { receiptDate, type ReceiptLanguage } from '../receipt-text.js'
import { PAYMENTS_TEXT } from './document-text.js'
import type { PaymentsOrganization } from './organization.js'

/** What the receipt is numbered by: the payment id's first eight characters. */
export const receiptNumber = (id: string) => id.slice(0, 8).toUpperCase()

export function renderPaymentReceipt(org: PaymentsOrganization, paid: PaymentDetails | PaymentDetails[], language: ReceiptLanguage): Promise<Buffer> {
  // A table's bill paid at once over several orders is one payment per order (ADR 0081): one
  // receipt shows them all, numbered by the first (which carries the tip and the guest's fee).
  const all = Array.isArray(paid) ? paid : [paid]
  const payment = all[0]!
  const text = PAYMENTS_TEXT[language]
  const labels = text.receipt
  const title = labels.title.replace('{number}', receiptNumber(payment.id))
  const { doc, clean, done } = startPdf({ size: 'A6', margin: 24, info: { Title: title, Author: org.name } })
  const money = (minor: number) => formatMoney(minor, payment.currency)
  const sum = (of: (p: PaymentDetails) => number) => all.reduce((total, p) => total + of(p), 0)

  doc.font('bold').fontSize(13).text(clean(org.name) ?? '')
  const address = clean(org.address)
  if (address) doc.font('body').fontSize(8).fillColor('#475569').text(address)
  doc.moveDown().fillColor('#0f172a').font('bold').fontSize(11).text(title)
  doc.font('body').fontSize(8).fillColor('#475569').text(receiptDate(new Date(payment.ts), org.timeZone, language))
  doc.moveDown().fillColor('#0f172a')

  const row = (label: string, value: string | null) => {
    if (!value) return
    doc.font('body').fontSize(9).text(label, { continued: true }).font('bold').text(`  ${value}`)
  }
  for (const [index, part] of all.entries()) {
    if (index > 0) doc.moveDown(0.5)
    row(labels.order, clean(part.orderNumber))
    if (index === 0) row(labels.table, clean(part.placementTitle))
    if (part.items.length > 0) {
      doc.moveDown(0.5).font('bold').fontSize(9).text(labels.items)
      for (const item of part.items) {
        const refunded = item.refundedCount > 0 ? ` (${labels.refundedCount}: ${item.refundedCount})` : ''
        doc.font('body').fontSize(8).text(`${item.paidCount} × ${clean(item.title) ?? ''}${refunded}`, { continued: true }).text(`  ${money(item.price * item.paidCount)}`, { align: 'right' })
        const options = item.modifiers.flatMap((m) => m.options.map((o) => (o.count > 1 ? `${o.count} × ${o.title}` : o.title)))
        if (options.length > 0) doc.fillColor('#475569').fontSize(7).text(clean(options.join(', ')) ?? '').fillColor('#0f172a')
      }
      doc.moveDown(0.5)
    }
    // A tip paid on its own paid no order: its receipt shows the tip alone.
    row(labels.orderAmount, part.orderNumber === null ? null : money(part.orderAmount))
  }
  if (all.length > 1) doc.moveDown(0.5)
  const tip = sum((p) => p.tipAmount)
  const guestFee = sum((p) => p.guestFee)
  const refunded = sum((p) => p.refundAmount)
  row(labels.tip, tip > 0 ? money(tip) : null)
  row(labels.guestFee, guestFee > 0 ? money(guestFee) : null)
  row(labels.charged, money(sum((p) => p.chargeAmount)))
  row(labels.refunded, refunded > 0 ? money(refunded) : null)
  row(labels.method, `${text.methods[payment.paymentMethod]}, ${clean(payment.paymentMethodSummary) ?? ''}`)
  doc.moveDown(2).font('body').fontSize(7).fillColor('#64748b').text(labels.thanks, { align: 'center' })
  doc.end()
  return done
}
