/**
 * Orders (SPEC.md section 3 "Order", "Order item", "Orders session"): what guests, waiters and
 * the POS ordered, with its money in minor units, and the devices allowed to read them.
 *
 * An order's payment status is not stored: it follows from `amount` and `paid_amount`
 * (section 4, domain/orders/status.ts). Only GUEST orders store a `status` of their own, with
 * the way each of their statuses looks (`status_appearances`).
 */
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './auth.js'
import { createdAt } from './columns.js'
import { organizations } from './organizations.js'
import { venueTables } from './tables.js'

/** Longest order number the platform keeps (POS numbers are short; the index stays small). */
export const ORDER_NUMBER_MAX = 32

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    /** GUEST, WAITER or POS (contract ORDER_SOURCES). */
    source: text('source').notNull(),
    /** GUEST orders only: their own status ('WAIT', 'READY', ...); null for the others. */
    status: text('status'),
    /** GUEST orders only: status -> {title (localized), backgroundColor, foregroundColor}. */
    statusAppearances: jsonb('status_appearances').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The table's title as it was when ordered. */
    placementTitle: text('placement_title'),
    /** The waiter's name as it was when ordered. */
    employeeName: text('employee_name'),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** The table it was ordered at, when it is one of the venue's tables (a table's page lists its open orders). */
    tableId: uuid('table_id').references(() => venueTables.id, { onDelete: 'set null' }),
    /** GUEST orders: the attempt the guest's cart drew (one order per attempt: a double click places one). */
    guestAttempt: uuid('guest_attempt'),
    /** The POS's id of the order, when the venue's POS took it (issue 28). */
    posOrderId: text('pos_order_id'),
  },
  (t) => [
    // The list: one venue, a period, newest first. With `id` in the key a page is found by an
    // index-only scan of ids however deep it is, and only its rows are read from the table
    // (domain/orders/list.ts); backwards, the same index serves the oldest-first order.
    index('orders_organization_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    // Sorting a long period by amount: created_at in the key lets the period be checked in the index.
    index('orders_organization_amount_idx').on(t.organizationId, t.amount, t.id, t.createdAt),
    // A table's bill: its open orders (not closed, not paid in full). Only those are in the index,
    // so a table with years of paid orders still reads its bill from a handful of entries.
    index('orders_table_open_idx')
      .on(t.tableId, t.createdAt)
      .where(sql`${t.tableId} is not null and ${t.closedAt} is null and ${t.paidAmount} < ${t.amount}`),
    uniqueIndex('orders_guest_attempt_idx')
      .on(t.organizationId, t.guestAttempt)
      .where(sql`${t.guestAttempt} is not null`),
    check('orders_source_check', sql`${t.source} in ('GUEST', 'WAITER', 'POS')`),
    check('orders_guest_status_check', sql`(${t.source} = 'GUEST') = (${t.status} is not null)`),
    check('orders_number_check', sql`length(${t.orderNumber}) between 1 and ${sql.raw(String(ORDER_NUMBER_MAX))}`),
    check('orders_money_check', sql`${t.amount} >= 0 and ${t.paidAmount} >= 0 and ${t.refundedAmount} between 0 and ${t.paidAmount}`),
  ],
)

/**
 * How many orders each venue has in each hour (UTC hours, so no zone is involved): what lets a
 * deep page of the list jump to the hour it starts in instead of skipping every order before it
 * (domain/orders/deep-page.ts, ADR 0034). Kept by statement triggers on `orders` in the writing
 * transaction (migration 0008), so every path that writes orders keeps it exact; an hour whose
 * orders all went keeps its row with 0.
 */
export const ordersHourly = pgTable(
  'orders_hourly',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.hour] })],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** An image URL, or null. */
    image: text('image'),
    count: integer('count').notNull(),
    /** One unit's price with its options, minor units. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** [{title, options: [{title, count}]}] */
    modifiers: jsonb('modifiers').notNull().default(sql`'[]'::jsonb`),
    /** GUEST orders: units per status ({WAIT: 1, READY: 2}); null for the others. */
    status: jsonb('status'),
    /** Other orders: units per payment status ({PAID: 2, NOT_PAID: 1}); null for GUEST orders. */
    paymentStatus: jsonb('payment_status'),
    /**
     * What guests paid for this line by choosing it on the table's page, minor units (a shared
     * item is paid in parts); never more than count × price. Paying by amount or share leaves it.
     */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** GUEST orders: the menu item ordered (the published menu's id). */
    menuItemId: text('menu_item_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_paid_check', sql`${t.paidAmount} between 0 and ${t.count} * ${t.price}`),
  ],
)

/**
 * An order management session: a device (a waiter's tablet) allowed to read the venue's orders
 * (contract/orders.ts). `start_code` is the one-time code of its start URL: kept, not hashed,
 * because the sessions list shows the URL until a device opens it, and kept after that so a
 * second use is told 'already used' rather than 'unknown'. The device's bearer token is stored
 * only as its sha-256, as sign-in tokens are.
 */
export const ordersSessions = pgTable(
  'orders_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    startCode: text('start_code').notNull().unique(),
    tokenHash: text('token_hash').unique(),
    /** Who created it (kept when that profile is removed). */
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    accessedAt: timestamp('accessed_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_sessions_open_idx')
      .on(t.organizationId, t.createdAt.desc())
      .where(sql`${t.finishedAt} is null`),
  ],
)
