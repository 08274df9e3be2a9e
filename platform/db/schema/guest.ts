/**
 * The guest payment page (contract/guest-pay.ts, ADR 0075): the checkouts guests start, the
 * employees removed from a box (so a link handed out says so politely), and the embedded demo
 * provider's own record of the payments it "charged".
 */
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'
import { orders } from './orders.js'
import { organizations } from './organizations.js'
import { venueTables } from './tables.js'
import { boxes } from './tips.js'

/**
 * One guest's attempt to pay: what they chose (tip, fees, rating, reactions, review) and where
 * its payment stands at the provider. One row per (box, attempt), the attempt a uuid the page
 * drew into its form: a double click or a re-posted form finds the same row. A TIP pays a tip
 * alone; a BILL (issue 28) pays a table's order with a tip.
 */
export const guestCheckouts = pgTable(
  'guest_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('TIP'),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    boxId: uuid('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    /** The membership the tip is for (a personal link, or the guest's choice); no FK: a removed member's checkout stays. */
    memberId: uuid('member_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** BILL: the table whose bill it pays. */
    tableId: uuid('table_id').references(() => venueTables.id, { onDelete: 'set null' }),
    /**
     * BILL: what it pays of which order, decided when it started (contract/guest-table.ts
     * BillAllocation[]): while it is open these amounts are held for this guest, so a second
     * guest at the table sees them as being paid and cannot pay them too.
     */
    allocations: jsonb('allocations').notNull().default(sql`'[]'::jsonb`),
    /** BILL: the company invoice the guest asked for (vatNumber, regNumber, name, address, email), or null. */
    invoiceRequest: jsonb('invoice_request'),
    /** The order part and the tip, minor units; the fees by contract/fees.ts; charge = order + tip + guest fee. */
    orderAmount: bigint('order_amount', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    organizationFee: bigint('organization_fee', { mode: 'number' }).notNull().default(0),
    staffFee: bigint('staff_fee', { mode: 'number' }).notNull().default(0),
    guestFee: bigint('guest_fee', { mode: 'number' }).notNull().default(0),
    chargeAmount: bigint('charge_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    coverFee: boolean('cover_fee').notNull().default(false),
    rating: smallint('rating'),
    likes: text('likes').array().notNull().default(sql`'{}'::text[]`),
    review: text('review'),
    language: text('language').notNull(),
    /** 'demo', 'stripe', or 'none' (a rating and review sent without paying). */
    provider: text('provider').notNull(),
    /** 'redirect' (the provider's page), 'element' (the in-page card form) or 'feedback'. */
    mode: text('mode').notNull(),
    /** contract GUEST_CHECKOUT_STATUSES (EXPIRED is read, never stored) or MISMATCH (charged amount differed). */
    status: text('status').notNull().default('OPEN'),
    failure: text('failure'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** sha-256 of the key only the guest's browser holds (CHECKOUT_KEY_HEADER). */
    keyHash: text('key_hash').notNull(),
    providerPaymentId: text('provider_payment_id'),
    providerSessionId: text('provider_session_id'),
    /** What the provider's start answered, so a repeated attempt answers the same without asking again. */
    redirectUrl: text('redirect_url'),
    clientSecret: text('client_secret'),
    paymentId: uuid('payment_id').unique(),
    activityId: uuid('activity_id').unique(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('guest_checkouts_box_attempt_key').on(t.boxId, t.idempotencyKey),
    uniqueIndex('guest_checkouts_provider_payment_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('guest_checkouts_organization_created_idx').on(t.organizationId, t.createdAt),
    index('guest_checkouts_table_idx')
      .on(t.tableId, t.createdAt)
      .where(sql`${t.tableId} is not null`),
    check('guest_checkouts_kind_check', sql`${t.kind} in ('TIP', 'BILL')`),
    check(
      'guest_checkouts_status_check',
      sql`${t.status} in ('OPEN', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'MISMATCH')`,
    ),
    check(
      'guest_checkouts_money_check',
      sql`${t.amount} >= 0 and ${t.orderAmount} >= 0 and ${t.organizationFee} >= 0 and ${t.staffFee} >= 0 and ${t.guestFee} >= 0
        and ${t.chargeAmount} = ${t.orderAmount} + ${t.amount} + ${t.guestFee}`,
    ),
    check('guest_checkouts_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
)

/**
 * A membership removed from its box: its tip link (/pay/m/<id>) says "no longer receives tips
 * here" instead of "not found", and offers the box when it is pooled.
 */
export const removedMembers = pgTable('removed_members', {
  id: uuid('id').primaryKey(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  boxId: uuid('box_id')
    .notNull()
    .references(() => boxes.id, { onDelete: 'cascade' }),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * THE EMBEDDED DEMO GUEST PAYMENT PROVIDER's own record (as Stripe keeps PaymentIntents): what
 * it was asked to charge and what its page decided. The platform never reads it; it learns the
 * outcome from the provider's signed webhook, or by asking the provider.
 */
export const demoPayIntents = pgTable('demo_pay_intents', {
  id: text('id').primaryKey(),
  /** The platform's reference: the checkout. */
  checkoutId: uuid('checkout_id').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** requires_payment_method, requires_action (the 3-D Secure step), succeeded, failed, canceled. */
  status: text('status').notNull().default('requires_payment_method'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  language: text('language').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  failure: text('failure'),
  createdAt: createdAt(),
})

/**
 * A guest's cart (issue 28): the draft of an order, bound to the browser that holds its key (a
 * cookie), so the menu can be ordered from with plain forms. Lines keep what the guest chose
 * (item, options, counts), never a price: prices are worked out from the published menu each
 * time the cart is read and when the order is placed.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The table it will be ordered to (from the table's QR code), or null until the guest says. */
    tableId: uuid('table_id').references(() => venueTables.id, { onDelete: 'set null' }),
    /** sha-256 of the key only the guest's browser holds. */
    keyHash: text('key_hash').notNull(),
    /** contract/guest-order.ts CartLine[] as chosen (ids and counts). */
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    /** The order it became; a placed cart takes no more lines. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_carts_organization_updated_idx').on(t.organizationId, t.updatedAt)],
)
