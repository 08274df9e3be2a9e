/**
 * Issuing a payment's invoice (contract/payments.ts header, SPEC.md section 4 "Invoice
 * dialog"), in one transaction:
 *   1. lock the payment row (`for update`): two issuers of one payment queue here, and the
 *      second finds the first one's invoice;
 *   2. an invoice exists: the same customer and kind answers it again (issuing is idempotent),
 *      anything else is 409 INVOICE_ISSUED;
 *   3. DETAILED where the payment does not allow it is 409 DETAILED_NOT_ALLOWED; a venue
 *      whose company billing details lack a legal name, address, VAT number (or, in LT and PL,
 *      company code) is 409 SELLER_DETAILS_REQUIRED (ADR 0064);
 *   4. take the next number of the venue's sequence (`insert … on conflict do update …
 *      returning`): the sequence row's lock queues concurrent issuers of the venue until this
 *      transaction ends, and a rollback gives the number back, so numbers have no gaps and
 *      no repeats;
 *   5. store the invoice with its frozen document (document.ts: the seller's legal details
 *      included) and copy the customer onto the payment. A product invoice may have no
 *      customer: a simplified invoice (Art. 226b), which copies nothing.
 * ADR 0040 says why numbers are allocated this way.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import { PAYMENT_CONFLICTS, type PaymentInvoice, type PaymentInvoiceKind, type PaymentItem } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { paymentInvoices, paymentItems, payments } from '../../db/schema/index.js'
import { venueLegalParty, type MissingLegalDetail } from '../billing/legal-details.js'
import { DomainError, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import type { PaymentsOrganization } from '../payments/organization.js'
import { invoiceDocument, type InvoiceCustomer, type InvoiceDocument } from './document.js'
import { prefixOf, seriesPrefix, writtenNumber } from './numbers.js'

export type PaymentInvoiceRow = typeof paymentInvoices.$inferSelect

export const invoiceConflict = (reason: (typeof PAYMENT_CONFLICTS)[keyof typeof PAYMENT_CONFLICTS], message: string) =>
  new DomainError(ErrorCode.CONFLICT, message, { reason })

export const invoiceIssued = () => invoiceConflict(PAYMENT_CONFLICTS.invoiceIssued, 'An invoice was already issued for this payment to another customer or of another kind')

export interface IssueRequest {
  paymentId: string
  kind: PaymentInvoiceKind
  /** Null for a simplified invoice: a product invoice without a buyer (Art. 226b). */
  customer: InvoiceCustomer | null
  /**
   * What makes an existing invoice "the same customer": every field (the customer PUT), or
   * the VAT number alone (a download naming `customerVatNumber`).
   */
  sameCustomerBy: 'allFields' | 'vatNumber'
}

function sameCustomer(row: PaymentInvoiceRow, customer: InvoiceCustomer | null, by: IssueRequest['sameCustomerBy']): boolean {
  if (!customer) return row.customerVatNumber === null
  if (row.customerVatNumber !== customer.vatNumber) return false
  if (by === 'vatNumber') return true
  return (
    row.customerRegNumber === customer.regNumber &&
    row.customerName === customer.name &&
    row.customerAddress === customer.address &&
    row.customerEmail === customer.email
  )
}

/** The payment's invoice (and whether this call issued it), or a DomainError of the rules above. */
export async function issuePaymentInvoice(
  db: Database,
  org: PaymentsOrganization,
  request: IssueRequest,
  now: Date,
): Promise<{ invoice: PaymentInvoiceRow; issued: boolean }> {
  const { paymentId, kind, customer } = request
  if (!isUuid(paymentId)) throw notFound('Payment')
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.organizationId, org.id)))
      .for('update')
    if (!payment) throw notFound('Payment')
    const [existing] = await tx.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, paymentId))
    if (existing) {
      if (existing.kind === kind && sameCustomer(existing, customer, request.sameCustomerBy)) return { invoice: existing, issued: false }
      throw invoiceIssued()
    }
    // A tip a guest paid on its own paid for nothing the venue sold: there is nothing to invoice.
    if (payment.orderNumber === null) throw invoiceConflict(PAYMENT_CONFLICTS.noOrder, 'A tip paid on its own has no invoice')
    if (kind === 'DETAILED' && !payment.allowDetailedInvoice) {
      throw invoiceConflict(PAYMENT_CONFLICTS.detailedNotAllowed, 'This payment’s items are not known: only a product invoice can be issued')
    }
    if (kind === 'DETAILED' && !customer) throw invoiceConflict(PAYMENT_CONFLICTS.customerRequired, 'A detailed invoice needs its customer')
    // The seller's legal details, frozen with the invoice; without them no invoice is issued.
    const seller = await venueLegalParty(tx as unknown as Database, org)
    if ('missing' in seller) throw sellerDetailsRequired(seller.missing)
    const items = await tx
      .select({ title: paymentItems.title, price: paymentItems.price, paidCount: paymentItems.paidCount, modifiers: paymentItems.modifiers })
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, paymentId))
      .orderBy(asc(paymentItems.position), asc(paymentItems.id))

    const result = await tx.execute(sql`
      insert into invoice_sequences (organization_id, last) values (${org.id}, 1)
      on conflict (organization_id) do update set last = invoice_sequences.last + 1
      returning last`)
    const seq = Number((result as unknown as { rows: { last: number }[] }).rows[0]!.last)
    const number = writtenNumber(await prefixFor(tx as unknown as Database, org, seq), seq)

    const document: InvoiceDocument = invoiceDocument({
      number,
      kind,
      issuedAt: now,
      timeZone: org.timeZone,
      seller: seller.party,
      customer,
      payment: { ...payment, orderNumber: payment.orderNumber },
      items: items.map((item) => ({ ...item, modifiers: item.modifiers as PaymentItem['modifiers'] })),
    })
    const [invoice] = await tx
      .insert(paymentInvoices)
      .values({
        organizationId: org.id,
        paymentId,
        seq,
        number,
        kind,
        ts: now,
        currency: payment.currency,
        orderAmount: payment.orderAmount,
        ...customerColumns(customer),
        document,
      })
      .returning()
    if (customer) await tx.update(payments).set(customerColumns(customer)).where(eq(payments.id, paymentId))
    return { invoice: invoice!, issued: true }
  })
}

const customerColumns = (customer: InvoiceCustomer | null) => ({
  customerVatNumber: customer?.vatNumber ?? null,
  customerRegNumber: customer?.regNumber ?? null,
  customerName: customer?.name ?? null,
  customerAddress: customer?.address ?? null,
  customerEmail: customer?.email ?? null,
})

/**
 * 409 SELLER_DETAILS_REQUIRED: the venue's company billing details lack what a VAT invoice must
 * name; `missing` lists the fields (contract/billing.ts names) so the back-office can say which.
 */
export const sellerDetailsRequired = (missing: MissingLegalDetail[]) =>
  new DomainError(ErrorCode.CONFLICT, `Fill in the venue's company billing details first (Billing, company details): ${missing.join(', ')}`, {
    reason: PAYMENT_CONFLICTS.sellerDetailsRequired,
    missing,
  })

/** The series prefix: the venue's first invoice's (numbers.ts), or a new one from its name. */
async function prefixFor(db: Database, org: PaymentsOrganization, seq: number): Promise<string> {
  if (seq > 1) {
    const [first] = await db
      .select({ number: paymentInvoices.number })
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.organizationId, org.id), eq(paymentInvoices.seq, 1)))
    if (first) return prefixOf(first.number)
  }
  return seriesPrefix(org.name)
}

/** The payment's invoice, or null while none is issued; another venue's payment is not found. */
export async function invoiceOfPayment(db: Database, org: PaymentsOrganization, paymentId: string): Promise<PaymentInvoiceRow | null> {
  if (!isUuid(paymentId)) throw notFound('Payment')
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.organizationId, org.id)))
  if (!payment) throw notFound('Payment')
  const [invoice] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, paymentId))
  return invoice ?? null
}

/** An invoice row as the contract answers it. */
export function toPaymentInvoice(row: PaymentInvoiceRow): PaymentInvoice {
  return {
    id: row.id,
    paymentId: row.paymentId,
    ts: row.ts.toISOString(),
    number: row.number,
    kind: row.kind as PaymentInvoiceKind,
    currency: row.currency,
    orderAmount: row.orderAmount,
    customerVatNumber: row.customerVatNumber,
    customerRegNumber: row.customerRegNumber,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    customerEmail: row.customerEmail,
  }
}
