/**
 * Payments, their invoices and payouts (SPEC.md section 3 "Payment", "Payment item", "Payout",
 * "Payment invoice", "Organization invoice"; contract/payments.ts): what guests paid for the
 * venue's orders, the invoices issued for them, the platform's invoices to the venue for its
 * fees, and the money paid out to the venue's bank. Money is integer minor units.
 *
 * A payment copies its order's number and table title as they were when it was paid (as an
 * order copies the table's title), so the list of a million payments reads one table.
 */
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { guestCheckouts } from './guest.js'
import { orders } from './orders.js'
import { organizations } from './organizations.js'

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null for a tip a guest paid on its own (guest_checkout_id says which). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The guest page's checkout this payment completed; unique: a checkout is paid once. */
    guestCheckoutId: uuid('guest_checkout_id')
      .unique()
      .references(() => guestCheckouts.id, { onDelete: 'cascade' }),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    orderNumber: text('order_number'),
    placementTitle: text('placement_title'),
    currency: text('currency').notNull(),
    orderAmount: bigint('order_amount', { mode: 'number' }).notNull(),
    tipAmount: bigint('tip_amount', { mode: 'number' }).notNull().default(0),
    organizationFee: bigint('organization_fee', { mode: 'number' }).notNull().default(0),
    staffFee: bigint('staff_fee', { mode: 'number' }).notNull().default(0),
    guestFee: bigint('guest_fee', { mode: 'number' }).notNull().default(0),
    chargeAmount: bigint('charge_amount', { mode: 'number' }).notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    /** When the refund was made (its payout day); null while nothing is refunded. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** contract PAYMENT_METHODS. */
    paymentMethod: text('payment_method').notNull(),
    paymentMethodCountry: text('payment_method_country'),
    paymentMethodSummary: text('payment_method_summary').notNull(),
    allowDetailedInvoice: boolean('allow_detailed_invoice').notNull().default(true),
    customerVatNumber: text('customer_vat_number'),
    customerRegNumber: text('customer_reg_number'),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    customerEmail: text('customer_email'),
  },
  (t) => [
    // The list: one venue, newest first, `id` breaking ties, so a page is an index range.
    index('payments_organization_ts_idx').on(t.organizationId, t.ts.desc(), t.id.desc()),
    // The list by amount (ADR 0068): a page is an index range too, deep pages skip its entries.
    index('payments_organization_amount_idx').on(t.organizationId, t.orderAmount.desc(), t.id.desc()),
    index('payments_order_idx').on(t.orderId),
    check('payments_source_check', sql`${t.orderId} is not null or ${t.guestCheckoutId} is not null`),
    check('payments_method_check', sql`${t.paymentMethod} in ('apple_pay', 'google_pay', 'card', 'saved_card', 'blik')`),
    check(
      'payments_money_check',
      sql`${t.orderAmount} >= 0 and ${t.tipAmount} >= 0 and ${t.organizationFee} >= 0 and ${t.staffFee} >= 0 and ${t.guestFee} >= 0
        and ${t.chargeAmount} = ${t.orderAmount} + ${t.tipAmount} + ${t.guestFee}
        and ${t.refundAmount} between 0 and ${t.orderAmount}
        and (${t.refundAmount} = 0) = (${t.refundedAt} is null)`,
    ),
  ],
)

/** The order lines a payment paid for, with how many of each it paid and how many were refunded. */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    /** One unit's price with its options. */
    price: bigint('price', { mode: 'number' }).notNull(),
    paidCount: integer('paid_count').notNull(),
    refundedCount: integer('refunded_count').notNull().default(0),
    /** [{title, options: [{title, count}]}] */
    modifiers: jsonb('modifiers').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('payment_items_payment_idx').on(t.paymentId, t.position),
    check('payment_items_counts_check', sql`${t.paidCount} > 0 and ${t.refundedCount} between 0 and ${t.paidCount}`),
  ],
)

/**
 * The last invoice number each organization issued. Issuing takes the row's lock
 * (`update … set last = last + 1 returning last`) in the transaction that stores the invoice,
 * so concurrent issuers queue and numbers have neither gaps nor repeats; a rolled-back issue
 * gives its number back with everything else.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
})

/**
 * A payment's invoice, issued once for one customer. `document` freezes what it says (seller,
 * customer, lines, VAT, totals) when issued: every download draws this, whatever changes later.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The organization's sequence number; `number` is how it is written on the invoice. */
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    /** contract PAYMENT_INVOICE_KINDS. */
    kind: text('kind').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull().defaultNow(),
    currency: text('currency').notNull(),
    orderAmount: bigint('order_amount', { mode: 'number' }).notNull(),
    customerVatNumber: text('customer_vat_number'),
    customerRegNumber: text('customer_reg_number'),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    customerEmail: text('customer_email'),
    document: jsonb('document').notNull(),
  },
  (t) => [
    unique('payment_invoices_organization_seq_key').on(t.organizationId, t.seq),
    index('payment_invoices_organization_ts_idx').on(t.organizationId, t.ts.desc(), t.id.desc()),
    check('payment_invoices_kind_check', sql`${t.kind} in ('DETAILED', 'GT')`),
  ],
)

/** The platform's invoice to the venue for its fees of a period [since, until). */
export const organizationInvoices = pgTable(
  'organization_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    number: text('number').notNull().unique(),
    since: date('since').notNull(),
    until: date('until').notNull(),
    /** VAT included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What the PDF draws: the fee lines of the period, frozen when issued. */
    document: jsonb('document').notNull(),
  },
  (t) => [
    index('organization_invoices_organization_ts_idx').on(t.organizationId, t.ts.desc(), t.id.desc()),
    check('organization_invoices_money_check', sql`${t.amount} >= 0 and ${t.tax} between 0 and ${t.amount} and ${t.since} < ${t.until}`),
  ],
)

/** Money paid out to the venue's bank, and the days whose payments and refunds it carries. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    arrivalDate: date('arrival_date').notNull(),
    statement: text('statement').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('payouts_organization_arrival_idx').on(t.organizationId, t.arrivalDate.desc(), t.id.desc()),
    // One payout per venue and arrival day: settling the due days twice adds nothing.
    unique('payouts_organization_arrival_key').on(t.organizationId, t.arrivalDate),
  ],
)

export const payoutDays = pgTable(
  'payout_days',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    /** The venue's calendar day whose payments (transfer) and refunds this row carries. */
    date: date('date').notNull(),
    transferAmount: bigint('transfer_amount', { mode: 'number' }).notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    /** [{amount, description}]: corrections the payout carries for the day. */
    adjustments: jsonb('adjustments').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.date] })],
)

/**
 * How many payments each venue has in each UTC hour: what lets a deep page of the payments list
 * start at the hour it falls in instead of skipping every payment before it
 * (domain/payments/deep-page.ts, docs/decisions/0039). Kept by statement triggers on
 * `payments` in the writing transaction (migration 0010), as `orders_hourly` is for orders.
 */
export const paymentsHourly = pgTable(
  'payments_hourly',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.hour] })],
)
