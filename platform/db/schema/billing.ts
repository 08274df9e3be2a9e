/**
 * What each venue pays the platform (SPEC.md section 3 "Subscription", "Billing", "Card",
 * "Subscription invoice"; contract/billing.ts): its subscription with the company details its
 * invoices carry, the card it pays with, and the invoices. Plus the card set-ups the platform
 * started with a card provider, and the embedded demo card provider's own storage.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'
import { organizations } from './organizations.js'

export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** contract SUBSCRIPTION_MODES. */
    mode: text('mode').notNull(),
    /** Per interval, minor units (0 for TR). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    /** contract SUBSCRIPTION_STATUSES (or a newer one a provider reports). */
    status: text('status').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    billingRegistrationCode: text('billing_registration_code'),
    billingTaxNumber: text('billing_tax_number'),
    billingAddress: text('billing_address'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    /** The card provider's customer for this venue (Stripe `cus_…`), made on the first set-up. */
    providerCustomerId: text('provider_customer_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_mode_check', sql`${t.mode} in ('TR', 'MTR')`),
    check('subscriptions_interval_check', sql`${t.interval} in ('MONTH', 'YEAR') and ${t.intervalCount} between 1 and 36`),
    check('subscriptions_amount_check', sql`${t.amount} >= 0`),
  ],
)

/** The card a venue pays with: one at most; a new one replaces it. */
export const subscriptionCards = pgTable('subscription_cards', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** contract CARD_PROVIDERS. */
  provider: text('provider').notNull(),
  /** The provider's payment method (Stripe `pm_…`). */
  paymentMethodId: text('payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  createdAt: createdAt(),
})

/**
 * Card set-ups the platform started (POST …/card/setup), by the provider's id for them (a Stripe
 * SetupIntent `seti_…` or Checkout Session `cs_…`, or the demo provider's id): what lets a later
 * PUT …/card check that the set-up it names is this organization's.
 */
export const cardSetups = pgTable(
  'card_setups',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** 'intent' (Elements, with JavaScript) or 'session' (the hosted page). */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_setups_organization_idx').on(t.organizationId, t.createdAt.desc())],
)

/**
 * The embedded demo card provider's own storage (as `sms_outbox` is the offline SMS provider's):
 * the set-up sessions its page completes. The platform reads them only through the provider.
 */
export const demoCardSessions = pgTable('demo_card_sessions', {
  id: text('id').primaryKey(),
  /** The platform's reference: the organization the set-up is for. */
  reference: text('reference').notNull(),
  returnUrl: text('return_url').notNull(),
  /** PENDING until the page accepts a test card (SUCCEEDED); a refused card leaves it PENDING. */
  status: text('status').notNull().default('PENDING'),
  paymentMethodId: text('payment_method_id'),
  brand: text('brand'),
  last4: text('last4'),
  expiryMonth: integer('expiry_month'),
  expiryYear: integer('expiry_year'),
  createdAt: createdAt(),
})

/**
 * The demo provider's own record of what it charged (as Stripe keeps PaymentIntents): one
 * charge per platform invoice, so asking again for the same invoice answers the same charge
 * and no money moves twice (domain/billing/past-due.ts).
 */
export const demoCardCharges = pgTable('demo_card_charges', {
  id: text('id').primaryKey(),
  /** The platform's reference: the subscription invoice charged. */
  reference: text('reference').notNull().unique(),
  paymentMethodId: text('payment_method_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
})

export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** VAT included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** contract SUBSCRIPTION_INVOICE_STATUSES. */
    status: text('status').notNull(),
    dueDate: date('due_date'),
    /** The card provider's payment of an invoice the platform charged (a PaymentIntent, a demo charge); null otherwise. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the PDF draws (seller, buyer as billed then, lines, VAT), frozen when issued. */
    document: jsonb('document').notNull(),
  },
  (t) => [
    index('subscription_invoices_organization_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    check('subscription_invoices_money_check', sql`${t.amount} >= 0 and ${t.tax} between 0 and ${t.amount}`),
  ],
)
