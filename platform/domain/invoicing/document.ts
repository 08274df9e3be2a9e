/**
 * The frozen invoice: everything its PDF draws, worked out once when the invoice is issued and
 * stored in `payment_invoices.document` (jsonb). Every download draws this, never the live
 * payment, items or venue rows, so an invoice keeps its words and sums whatever changes later
 * (docs/decisions/0040-invoice-numbers-and-frozen-documents.md).
 */
import { TZDate } from '@date-fns/tz'
import type { PaymentInvoiceKind, PaymentItem } from '../../../contract/payments.js'
import type { LegalParty } from '../billing/legal-details.js'
import { vatPart } from '../payments/money.js'

/**
 * The VAT rate of every payment invoice, in percent. Prices on the menu include VAT and the
 * platform keeps no tax category per dish, so one rate is stated: Lithuania's standard 21 %,
 * where the demo venues are. A venue in another country or with reduced-rate dishes needs a
 * rate per item first (noted in ADR 0040).
 */
export const INVOICE_VAT_RATE_PERCENT = 21

/** Which words the PDF prints for a line whose title is not the item's own. */
export type InvoiceLineKind = 'item' | 'order' | 'refund' | 'difference'

export interface InvoiceLine {
  kind: InvoiceLineKind
  /** The item's title ('item' lines); null where the PDF prints its own words. */
  title: string | null
  /** The item's options as printed: 'Size: Large', 'Extras: Cheese ×2'. */
  modifiers: string[]
  quantity: number
  /** Minor units, VAT included. */
  unitPrice: number
  amount: number
}

/**
 * The seller as a version 1 document froze it: the venue's name and address only. Version 2
 * freezes the venue's legal details (billing/legal-details.ts, ADR 0064); the PDF draws
 * whichever the document has.
 */
export interface InvoiceParty {
  name: string
  address: string | null
  tradingName?: string | null
  vatNumber?: string
  regNumber?: string | null
}

export interface InvoiceCustomer {
  vatNumber: string
  regNumber: string | null
  name: string
  address: string
  email: string | null
}

export interface InvoiceDocument {
  version: 1 | 2
  number: string
  kind: PaymentInvoiceKind
  /** YYYY-MM-DD on the venue's clock. */
  issueDate: string
  paymentDate: string
  seller: InvoiceParty
  /** Null on a simplified invoice (Art. 226b: no buyer), a product invoice issued without a customer. */
  customer: InvoiceCustomer | null
  orderNumber: string
  currency: string
  lines: InvoiceLine[]
  vatRatePercent: number
  /** Sum of the lines, VAT included; `vatAmount` is the VAT part of it, `netAmount` the rest. */
  total: number
  vatAmount: number
  netAmount: number
}

/** What the document needs of the payment row. */
export interface InvoicedPayment {
  ts: Date
  orderNumber: string
  currency: string
  orderAmount: number
  refundAmount: number
}

type InvoicedItem = Pick<PaymentItem, 'title' | 'price' | 'paidCount' | 'modifiers'>

/** 'YYYY-MM-DD' of an instant in a zone. */
export function calendarDate(ts: Date, timeZone: string): string {
  const local = new TZDate(ts.getTime(), timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

const modifierText = (m: PaymentItem['modifiers'][number]) =>
  `${m.title}: ${m.options.map((o) => (o.count > 1 ? `${o.title} ×${o.count}` : o.title)).join(', ')}`

/**
 * The lines of an invoice. DETAILED lists what the payment paid for: each item with its paid
 * count, unit price and options; GT ("product invoice") has one line for the order amount. When
 * the items do not add up to the payment's order amount (a discount or a rounding the order
 * carried), a 'difference' line says so rather than leaving the sum wrong. A refund made before
 * issuing is a negative line, so the total is what the customer finally paid.
 */
export function invoiceLines(kind: PaymentInvoiceKind, payment: InvoicedPayment, items: InvoicedItem[]): InvoiceLine[] {
  const lines: InvoiceLine[] = []
  if (kind === 'DETAILED') {
    for (const item of items) {
      lines.push({
        kind: 'item',
        title: item.title,
        modifiers: item.modifiers.filter((m) => m.options.length > 0).map(modifierText),
        quantity: item.paidCount,
        unitPrice: item.price,
        amount: item.price * item.paidCount,
      })
    }
    const difference = payment.orderAmount - lines.reduce((sum, line) => sum + line.amount, 0)
    if (difference !== 0) lines.push({ kind: 'difference', title: null, modifiers: [], quantity: 1, unitPrice: difference, amount: difference })
  } else {
    lines.push({ kind: 'order', title: null, modifiers: [], quantity: 1, unitPrice: payment.orderAmount, amount: payment.orderAmount })
  }
  if (payment.refundAmount > 0) {
    lines.push({ kind: 'refund', title: null, modifiers: [], quantity: 1, unitPrice: -payment.refundAmount, amount: -payment.refundAmount })
  }
  return lines
}

export interface DocumentInput {
  number: string
  kind: PaymentInvoiceKind
  issuedAt: Date
  timeZone: string
  seller: LegalParty
  customer: InvoiceCustomer | null
  payment: InvoicedPayment
  items: InvoicedItem[]
}

export function invoiceDocument(input: DocumentInput): InvoiceDocument {
  const lines = invoiceLines(input.kind, input.payment, input.items)
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const vatAmount = vatPart(total, INVOICE_VAT_RATE_PERCENT)
  return {
    version: 2,
    number: input.number,
    kind: input.kind,
    issueDate: calendarDate(input.issuedAt, input.timeZone),
    paymentDate: calendarDate(input.payment.ts, input.timeZone),
    seller: input.seller,
    customer: input.customer,
    orderNumber: input.payment.orderNumber,
    currency: input.payment.currency,
    lines,
    vatRatePercent: INVOICE_VAT_RATE_PERCENT,
    total,
    vatAmount,
    netAmount: total - vatAmount,
  }
}
