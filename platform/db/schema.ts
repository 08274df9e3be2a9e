/**
 * The platform's PostgreSQL schema (Drizzle pg-core). One dialect for PGlite and Postgres;
 * migrations in ./migrations are generated from this file with `npm run db:generate`.
 * Money is integer minor units; timestamps are timestamptz; localized text is jsonb.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  smallint,
  uniqueIndex,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** E.164 phone number, e.g. +37061234567. */
  msisdn: text('msisdn').notNull().unique(),
  name: text('name'),
  /** scrypt$N$r$p$salt$hash, or null when the profile signs in by one-time code only. */
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
})

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    msisdn: text('msisdn').notNull(),
    /** LOGIN, REGISTRATION or RESET_PASSWORD. */
    scope: text('scope').notNull(),
    /** sha-256 of the code salted with the id; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_msisdn_created_idx').on(t.msisdn, t.createdAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha-256 of the bearer token; the token itself is only ever known to the client. */
    tokenHash: text('token_hash').notNull().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /** What the signed-in devices list shows: the browser and address that started the session. */
    userAgent: text('user_agent'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_profile_idx').on(t.profileId)],
)

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('EUR'),
    address: text('address'),
    menuEnabled: boolean('menu_enabled').notNull().default(false),
    paymentsEnabled: boolean('payments_enabled').notNull().default(false),
    posIntegrationEnabled: boolean('pos_integration_enabled').notNull().default(false),
    posMenuMapped: boolean('pos_menu_mapped').notNull().default(false),
    posTablesMapped: boolean('pos_tables_mapped').notNull().default(false),
    /** [{ code, title, iconUrl }] */
    menuLanguages: jsonb('menu_languages').notNull().default(sql`'[]'::jsonb`),
    /** ['en', 'lt', ...] */
    supportedLanguages: jsonb('supported_languages').notNull().default(sql`'[]'::jsonb`),
    publishedMenuUrl: text('published_menu_url'),
    draftMenuUrl: text('draft_menu_url'),
    dotyposConnectLink: text('dotypos_connect_link'),
    allowCustomization: boolean('allow_customization').notNull().default(false),
    allowOrder: boolean('allow_order').notNull().default(false),
    allowOrderDisabled: boolean('allow_order_disabled').notNull().default(false),
    allowOrderDisabledUntil: timestamp('allow_order_disabled_until', { withTimezone: true }),
    allowBillPayment: boolean('allow_bill_payment').notNull().default(false),
    allowBillPaymentDisabled: boolean('allow_bill_payment_disabled').notNull().default(false),
    allowBillPaymentDisabledUntil: timestamp('allow_bill_payment_disabled_until', {
      withTimezone: true,
    }),
    /** IANA time zone of the venue: days of the tips charts are its calendar days. */
    timeZone: text('time_zone').notNull().default('Europe/Vilnius'),
    /** Business verification (KYB): NOT_STARTED, PENDING, ACTION_REQUIRED, VERIFIED, DISABLED. */
    kybStatus: text('kyb_status').notNull().default('NOT_STARTED'),
    headerTextSections: jsonb('header_text_sections').notNull().default(sql`'[]'::jsonb`),
    footerTextSections: jsonb('footer_text_sections').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('organizations_parent_idx').on(t.parentId)],
)

/** A profile's permissions on an organization; they also apply to its descendants. */
export const memberships = pgTable(
  'memberships',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    permissions: text('permissions').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.organizationId] }),
    index('memberships_organization_idx').on(t.organizationId),
  ],
)

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  /** English name; the back-office shows its own translation by code. */
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  /** Input mask: '#' is a digit placeholder. */
  mask: text('mask').notNull(),
  position: integer('position').notNull(),
})

/** Fixed-window counters shared by every instance (one-time code sends, password attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

/** What the offline SMS provider "sent"; shown at /dev/outbox outside production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    msisdn: text('msisdn').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
)

export const analyticsEvents = pgTable('analytics_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  profileId: uuid('profile_id'),
  type: text('type').notNull(),
  properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
  userProperties: jsonb('user_properties').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
})

/** A tip box: where guests' tips go (SPEC.md section 3 "Box"). */
export const boxes = pgTable(
  'boxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** PERSONAL, GROUP or INDIVIDUAL. */
    mode: text('mode').notNull(),
    /** Six-digit card ID (GT ID); unique across boxes and members. */
    token: text('token'),
    /** Pooled money not yet distributed, minor units. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    pageTitle: text('page_title'),
    pageDescription: text('page_description'),
    pageBackgroundColor: text('page_background_color').notNull().default('ffffff'),
    pageLogoUrl: text('page_logo_url'),
    createdAt: createdAt(),
  },
  (t) => [index('boxes_organization_idx').on(t.organizationId), uniqueIndex('boxes_token_idx').on(t.token)],
)

/** An employee in a box. `profile_id` is the person (memberId); the row is the membership. */
export const boxMembers = pgTable(
  'box_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boxId: uuid('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    name: text('name').notNull(),
    role: text('role').notNull().default('MEMBER'),
    externalId: text('external_id'),
    token: text('token'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('box_members_box_idx').on(t.boxId),
    uniqueIndex('box_members_token_idx').on(t.token),
    uniqueIndex('box_members_box_profile_idx').on(t.boxId, t.profileId),
  ],
)

/** A tip, with the guest's rating, review and reactions (SPEC.md section 3 "Activity"). */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    boxId: uuid('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    /** The recipient membership; null while PENDING or after the member was removed. */
    memberId: uuid('member_id').references(() => boxMembers.id, { onDelete: 'set null' }),
    /** The recipient's name at the time, kept when the member is removed. */
    memberName: text('member_name'),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    billAmount: bigint('bill_amount', { mode: 'number' }),
    rating: smallint('rating'),
    review: text('review'),
    likes: text('likes').array().notNull().default(sql`'{}'::text[]`),
    placementTitle: text('placement_title'),
    /** Set when the tip came with an order payment (the "orders only" filter). */
    orderNumber: text('order_number'),
    /** COMPLETED, or PENDING when the recipient must be changed. */
    status: text('status').notNull().default('COMPLETED'),
    createdAt: createdAt(),
  },
  (t) => [
    // Every statistics query filters one scope by time: these keep a year of activity fast.
    index('activities_organization_ts_idx').on(t.organizationId, t.ts),
    index('activities_box_ts_idx').on(t.boxId, t.ts),
    index('activities_member_ts_idx').on(t.memberId, t.ts),
  ],
)

export * from './schema-rollups.js'
