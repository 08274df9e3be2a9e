/**
 * /api/v1 payment, invoice and payout calls (SPEC.md sections 3 "Payment", "Payment item",
 * "Payout", "Payment invoice", "Organization invoice", 4 "Invoice dialog", 5, 6 and 7): what
 * guests paid for the venue's orders, the invoices issued for those payments, the platform's
 * invoices to the venue for its fees, and the money paid out to the venue's bank account.
 *
 *   GET  /business/payments?organizationId&page&size&sort&direction   {payments, page, size, hasMore}
 *   GET  /business/payments/{id}?organizationId                       PaymentDetails (with items)
 *   PUT  /business/payments/{id}/customer?organizationId              PaymentCustomer → PaymentInvoice
 *   GET  /business/payments/{id}/receipt.pdf?organizationId           the payment's receipt
 *   GET  /business/payments/{id}/invoice-detailed.pdf?organizationId[&customerVatNumber]
 *   GET  /business/payments/{id}/invoice-gt.pdf?organizationId[&customerVatNumber]
 *   GET  /business/customers/by-vat/{vatNumber}?organizationId       VatCustomer (404 when unknown)
 *   GET  /business/payouts?organizationId&page&size&sort&direction    {payouts, page, size, hasMore}
 *   GET  /business/payouts/export?organizationId                      payouts.xlsx (attachment)
 *   GET  /business/payment-invoices?organizationId&page&size&sort&direction
 *                                                                     {invoices, page, size, hasMore}
 *   GET  /business/organization-invoices?organizationId&page&size&sort&direction
 *                                                                     {invoices, page, size, hasMore}
 *   GET  /business/organization-invoices/{id}/invoice.pdf?organizationId
 *
 * The organization is named by the `organizationId` query or the X-Organization-Id header. Every
 * call needs a paymentsEnabled organization and its permission of section 6 (403 otherwise):
 * VIEW_PAYMENTS for the payments, their receipts and the VAT look-up; MANAGE_INVOICES (with
 * VIEW_PAYMENTS) to issue a payment invoice (the customer PUT and the two invoice PDFs) and for
 * the payment invoices list; VIEW_ORGANIZATION_INVOICES for the organization invoices and
 * their PDFs; VIEW_PAYOUTS for the payouts and their export.
 *
 * Lists answer no total (a venue may hold millions of payments; counting them for every page is
 * what makes deep pages slow): `hasMore` says whether a next page exists, and the screens
 * estimate the total as section 9 says (a full page: page × size + 1). Default sort `ts`,
 * descending; a payout's `ts` is its arrival date, an invoice's its issue time.
 *
 * Money (minor units) adds up:
 * - a payment's `orderAmount` is the part of its order's amount it paid; the order's paidAmount
 *   is the sum of its payments' orderAmount, its refundedAmount the sum of their refundAmount;
 * - `chargeAmount` = orderAmount + tipAmount + guestFee (what the guest's card was charged);
 *   the venue's proceeds = orderAmount − organizationFee (PAYMENT_PROCEEDS);
 * - a payout day's transferAmount is the proceeds of the payments of that day (the venue's
 *   clock), its refundAmount the refunds made that day; a payout's amount is the sum over its
 *   days of transferAmount − refundAmount + the day's adjustments (PAYOUT_DAY_NET);
 * - an organization invoice's amount is the sum of organizationFee of the payments of its
 *   period [since, until), VAT included; `tax` is the VAT part of it.
 *
 * Payment invoices (section 4 "Invoice dialog"): a payment has at most one. It is issued, once,
 * either by the customer PUT (a customer typed in, or one resolved by VAT number and confirmed)
 * or by the first download of an invoice PDF with `customerVatNumber` (the customer resolved by
 * the VAT registry). Issuing gives it the next number of the organization's sequence, in the
 * transaction that issues it: numbers have no gaps and no repeats. Once issued its customer,
 * lines and number never change: every download draws the same invoice (a PUT or a
 * `customerVatNumber` naming another customer answers 409 INVOICE_ISSUED). `invoice-detailed`
 * lists the order's items (only where `allowDetailedInvoice`); `invoice-gt` ("product invoice")
 * has one line for the order amount. The kind is fixed when issued (the other one answers 409).
 * A download of `invoice-gt` for a payment without an invoice and without `customerVatNumber`
 * issues a simplified invoice (EU VAT Directive Art. 226b: no buyer); `invoice-detailed` then
 * answers 409 CUSTOMER_REQUIRED. Every invoice names the venue as seller with its legal name,
 * address, VAT number and (LT, PL) company code, from its company billing details; a venue
 * lacking them gets 409 SELLER_DETAILS_REQUIRED with `params.missing` (the billing fields to
 * fill in) and nothing is issued (ADR 0064).
 *
 * Refusals: 400 VALIDATION with field messages from PAYMENT_ERRORS; 404 for a payment, invoice
 * or VAT number not found; 409 CONFLICT with `params.reason` INVOICE_ISSUED, CUSTOMER_REQUIRED,
 * DETAILED_NOT_ALLOWED, SELLER_DETAILS_REQUIRED.
 */
import { z } from 'zod'
import { isoDateTime, queryInt, text } from './primitives.js'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes.js'

export const PAYMENTS_PATH = '/business/payments'
export const PAYOUTS_PATH = '/business/payouts'
export const PAYMENT_INVOICES_PATH = '/business/payment-invoices'
export const ORGANIZATION_INVOICES_PATH = '/business/organization-invoices'
export const VAT_CUSTOMERS_PATH = '/business/customers/by-vat'

export const paymentReceiptPath = (id: string) => `${PAYMENTS_PATH}/${id}/receipt.pdf`
export const paymentInvoicePath = (id: string, kind: PaymentInvoiceKind) =>
  `${PAYMENTS_PATH}/${id}/invoice-${kind === 'DETAILED' ? 'detailed' : 'gt'}.pdf`
export const organizationInvoicePdfPath = (id: string) => `${ORGANIZATION_INVOICES_PATH}/${id}/invoice.pdf`
export const PAYOUTS_EXPORT_PATH = `${PAYOUTS_PATH}/export`
export const PAYOUTS_EXPORT_NAME = 'payouts.xlsx'

export const PAYMENT_PAGE_SIZES = PAGE_SIZES
export const PAYMENT_DEFAULT_PAGE_SIZE = DEFAULT_PAGE_SIZE
export const PAYMENT_SORTS = ['ts'] as const
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const

export const PAYMENT_LIMITS = {
  /** Deepest page a list answers. */
  pageMax: 100_000,
  /** The payments search's length. */
  query: 100,
  vatNumber: 20,
  regNumber: 40,
  customerName: 200,
  customerAddress: 300,
  email: 254,
} as const

export const PAYMENT_METHODS = ['apple_pay', 'google_pay', 'card', 'saved_card', 'blik'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_INVOICE_KINDS = ['DETAILED', 'GT'] as const
export type PaymentInvoiceKind = (typeof PAYMENT_INVOICE_KINDS)[number]

/** Message keys of field refusals (translated under payments.errors in locales/). */
export const PAYMENT_ERRORS = {
  required: 'validation.required',
  invalidVat: 'payments.errors.invalidVat',
  invalidEmail: 'payments.errors.invalidEmail',
  tooLong: 'validation.tooLong',
  endBeforeStart: 'orders.errors.endBeforeStart',
  startRequired: 'validation.required',
} as const

/** `params.reason` of a 409 CONFLICT of the invoice calls (the header above says when each is answered). */
export const PAYMENT_CONFLICTS = {
  invoiceIssued: 'INVOICE_ISSUED',
  customerRequired: 'CUSTOMER_REQUIRED',
  detailedNotAllowed: 'DETAILED_NOT_ALLOWED',
  sellerDetailsRequired: 'SELLER_DETAILS_REQUIRED',
  /** A tip paid on its own (no order): nothing was sold, so nothing is invoiced. */
  noOrder: 'NO_ORDER',
} as const

/** `params.reason` of the 503 SERVICE_UNAVAILABLE answered when the VAT registry cannot say now. */
export const VAT_REGISTRY_UNAVAILABLE = 'VAT_REGISTRY_UNAVAILABLE'

/** The venue's proceeds of a payment (section 3): what it keeps of the order amount. */
export const PAYMENT_PROCEEDS = (p: { orderAmount: number; organizationFee: number }) => p.orderAmount - p.organizationFee

/**
 * What a payment sends the venue on its payout (ADR 0038 as amended by 0080): the order's
 * proceeds plus the card tip less the staff fee. The venue receives its guests' card tips and
 * passes them on to its staff.
 */
export const PAYOUT_TRANSFER = (p: { orderAmount: number; organizationFee: number; tipAmount: number; staffFee: number }) =>
  PAYMENT_PROCEEDS(p) + p.tipAmount - p.staffFee

/** What one payout day adds to its payout's amount. */
export const PAYOUT_DAY_NET = (d: PayoutDay) =>
  d.transferAmount - d.refundAmount + d.adjustments.reduce((sum, a) => sum + a.amount, 0)

/* ---------- requests ---------- */

export const pagedQuerySchema = z.object({
  page: queryInt(0, PAYMENT_LIMITS.pageMax).optional(),
  size: z
    .enum(PAYMENT_PAGE_SIZES.map(String) as [string, ...string[]])
    .transform(Number)
    .optional(),
  sort: z.enum(PAYMENT_SORTS).optional(),
  direction: z.enum(SORT_DIRECTIONS).optional(),
})
export type PagedQuery = z.input<typeof pagedQuerySchema>

/** How the payments list may be sorted: by time (the default) or by the order amount. */
export const PAYMENT_LIST_SORTS = ['ts', 'amount'] as const

/**
 * GET /business/payments: a page, optionally of a period [startTs, finishTs) (finishTs needs
 * startTs; absent, up to now and on), sorted by `ts` or `amount`, and searched with `q`: part of
 * the table's title, the card's last four digits (four digits), or an order amount ('12,50',
 * '12.5', '12' in major units).
 */
export const paymentsQuerySchema = pagedQuerySchema.extend({
  startTs: isoDateTime().optional(),
  finishTs: isoDateTime().optional(),
  sort: z.enum(PAYMENT_LIST_SORTS).optional(),
  q: text(PAYMENT_LIMITS.query, { trim: true }).optional(),
})
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>

/**
 * The customer of a detailed invoice, as the invoice dialog sends it. A typed-in customer needs
 * every field; the VAT number must pass its country's format and checksum (jsvat) and is stored
 * uppercased without spaces; the e-mail follows section 5.
 */
export const paymentCustomerSchema = z
  .object({
    customerVatNumber: text(PAYMENT_LIMITS.vatNumber, { trim: true, min: 1 }),
    customerRegNumber: text(PAYMENT_LIMITS.regNumber, { trim: true, min: 1 }),
    customerName: text(PAYMENT_LIMITS.customerName, { trim: true, min: 1 }),
    customerAddress: text(PAYMENT_LIMITS.customerAddress, { trim: true, min: 1 }),
    customerEmail: text(PAYMENT_LIMITS.email, { trim: true, min: 1 }),
    /** Which invoice the customer is for; DETAILED unless said. */
    kind: z.enum(PAYMENT_INVOICE_KINDS).optional(),
  })
  .strict()
export type PaymentCustomer = z.input<typeof paymentCustomerSchema>

export const invoicePdfQuerySchema = z.object({
  customerVatNumber: text(PAYMENT_LIMITS.vatNumber, { trim: true, min: 1 }).optional(),
})

/* ---------- answers ---------- */

export const paymentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** One unit's price with its options, minor units. */
  price: z.number().int(),
  paidCount: z.number().int(),
  refundedCount: z.number().int(),
  modifiers: z.array(z.object({ title: z.string(), options: z.array(z.object({ title: z.string(), count: z.number().int() })) })),
})
export type PaymentItem = z.infer<typeof paymentItemSchema>

export const paymentSchema = z.object({
  id: z.string(),
  ts: z.string(),
  /** Null for a tip a guest paid on its own on the guest payment page: no order was paid. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  placementTitle: z.string().nullable(),
  currency: z.string(),
  orderAmount: z.number().int(),
  tipAmount: z.number().int(),
  organizationFee: z.number().int(),
  staffFee: z.number().int(),
  guestFee: z.number().int(),
  chargeAmount: z.number().int(),
  refundAmount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** ISO 3166 alpha-2 of the card's or wallet's country, or null (BLIK). */
  paymentMethodCountry: z.string().nullable(),
  /** What identifies the method to staff: 'Visa •••• 4242', 'BLIK'. */
  paymentMethodSummary: z.string(),
  /** Whether the order's items are known, so an itemised (detailed) invoice can be issued. */
  allowDetailedInvoice: z.boolean(),
  customerVatNumber: z.string().nullable(),
  customerRegNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** The issued invoice's number and kind, or null while none is issued. */
  invoiceNumber: z.string().nullable(),
  invoiceKind: z.enum(PAYMENT_INVOICE_KINDS).nullable(),
})
export type Payment = z.infer<typeof paymentSchema>

export const paymentDetailsSchema = paymentSchema.extend({ items: z.array(paymentItemSchema) })
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

export const paymentsPageSchema = z.object({
  payments: z.array(paymentSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
})
export type PaymentsPage = z.infer<typeof paymentsPageSchema>

/** A company found in the VAT registry (the embedded demo registry says `source: 'demo'`). */
export const vatCustomerSchema = z.object({
  customerVatNumber: z.string(),
  customerName: z.string(),
  customerAddress: z.string(),
  customerRegNumber: z.string().nullable(),
  countryCode: z.string(),
  source: z.enum(['demo', 'vies']),
})
export type VatCustomer = z.infer<typeof vatCustomerSchema>

export const paymentInvoiceSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  /** Issue time. */
  ts: z.string(),
  number: z.string(),
  kind: z.enum(PAYMENT_INVOICE_KINDS),
  currency: z.string(),
  orderAmount: z.number().int(),
  customerVatNumber: z.string().nullable(),
  customerRegNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerEmail: z.string().nullable(),
})
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>

export const paymentInvoicesPageSchema = z.object({
  invoices: z.array(paymentInvoiceSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
})

export const organizationInvoiceSchema = z.object({
  id: z.string(),
  ts: z.string(),
  number: z.string(),
  /** The period billed, [since, until), dates YYYY-MM-DD on the venue's clock. */
  since: z.string(),
  until: z.string(),
  /** VAT included. */
  amount: z.number().int(),
  tax: z.number().int(),
  currency: z.string(),
})
export type OrganizationInvoice = z.infer<typeof organizationInvoiceSchema>

export const organizationInvoicesPageSchema = z.object({
  invoices: z.array(organizationInvoiceSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
})

export const payoutAdjustmentSchema = z.object({ amount: z.number().int(), description: z.string() })

export const payoutDaySchema = z.object({
  transferAmount: z.number().int(),
  refundAmount: z.number().int(),
  adjustments: z.array(payoutAdjustmentSchema),
})
export type PayoutDay = z.infer<typeof payoutDaySchema>

/** PAID: sent and arrived (stored). SCHEDULED: days not carried yet, computed on read (ADR 0080). */
export const PAYOUT_STATUSES = ['PAID', 'SCHEDULED'] as const

export const payoutSchema = z.object({
  /** A scheduled payout's id is `scheduled-<arrivalDate>`: it is not stored. */
  id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** YYYY-MM-DD: when the money reaches the venue's bank. */
  arrivalDate: z.string(),
  /** The text on the venue's bank statement; empty while scheduled. */
  statement: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Day (YYYY-MM-DD, the venue's clock) → what that day's payments and refunds add. */
  dates: z.record(payoutDaySchema),
})
export type Payout = z.infer<typeof payoutSchema>

export const payoutsPageSchema = z.object({
  payouts: z.array(payoutSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
})
