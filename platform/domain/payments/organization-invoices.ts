/**
 * The platform's monthly invoice to a venue for its fees (GET
 * /business/organization-invoices/{id}/invoice.pdf): seller (the platform, money.ts), buyer
 * (the venue, with its legal name, VAT number and company code), number, date, period, a line per payment method, the amount without VAT, the VAT
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
import { renderInvoicePdf } from '../invoice-pdf.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import type { InvoiceParty } from '../invoicing/document.js'
import { documentDay, PAYMENTS_TEXT } from './document-text.js'
import type { PaymentsOrganization } from './organization.js'
import { addDays, venueDay } from './venue-days.js'

/** What an organization invoice froze when issued (the demo seed writes it so). */
export interface OrganizationInvoiceDocument {
  seller: { name: string; address: string; vatNumber: string; regNumber: string }
  /**
   * The venue as it was billed: its legal details (billing/legal-details.ts) where its company
   * billing details had them, else its name and address (documents frozen before ADR 0064).
   */
  buyer: InvoiceParty
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
  const money = (minor: number) => formatMoney(minor, invoice.currency)
  const { seller, buyer } = document
  return renderInvoicePdf({
    title: labels.title.replace('{number}', invoice.number),
    author: seller.name,
    dates: [
      `${labels.date} ${documentDay(venueDay(new Date(invoice.ts), org.timeZone))}`,
      // The period is [since, until): its last day is the one before `until`.
      `${labels.period} ${documentDay(invoice.since)} – ${documentDay(addDays(invoice.until, -1))}`,
    ],
    seller: { heading: labels.seller, lines: [seller.name, seller.address, `${labels.vatNumber} ${seller.vatNumber}`, `${labels.regNumber} ${seller.regNumber}`] },
    buyer: {
      heading: labels.buyer,
      lines: [
        buyer.name,
        buyer.tradingName ?? null,
        buyer.address,
        buyer.vatNumber ? `${labels.vatNumber} ${buyer.vatNumber}` : null,
        buyer.regNumber ? `${labels.regNumber} ${buyer.regNumber}` : null,
      ],
    },
    // The lines: description, payments, their amount, the fee.
    columns: [0.46, 0.14, 0.2, 0.2],
    header: [labels.description, labels.count, labels.base, labels.amount],
    rows: document.lines.map((line) => [
      labels.line.replace('{percent}', String(line.feePercent).replace('.', language === 'en' ? '.' : ',')).replace('{method}', text.methods[line.method]),
      String(line.count),
      money(line.base),
      money(line.amount),
    ]),
    totals: [
      [labels.net, money(document.net), false],
      [labels.vat.replace('{rate}', String(document.vatRate)), money(document.tax), false],
      [labels.total, money(document.total), true],
    ],
  })
}
