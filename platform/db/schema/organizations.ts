/** Organizations (a tree: venues under a group) and who holds which permissions on them. */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './auth.js'
import { createdAt } from './columns.js'

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
    /**
     * The last GUEST order number given. Placing an order bumps it in the same statement that
     * reads the order-taking switch, so that statement's row lock orders it with a switch being
     * turned off: an order is either before the switch (taken) or after it (refused).
     */
    lastGuestOrderNumber: integer('last_guest_order_number').notNull().default(0),
    /** IANA time zone of the venue: days of the tips charts are its calendar days. */
    timeZone: text('time_zone').notNull().default('Europe/Vilnius'),
    /** Business verification (KYB): NOT_STARTED, PENDING, ACTION_REQUIRED, VERIFIED, DISABLED. */
    kybStatus: text('kyb_status').notNull().default('NOT_STARTED'),
    headerTextSections: jsonb('header_text_sections').notNull().default(sql`'[]'::jsonb`),
    footerTextSections: jsonb('footer_text_sections').notNull().default(sql`'[]'::jsonb`),
    /** Bumped by every write of either text section list: a save of a stale list is refused (409). */
    textSectionsRevision: integer('text_sections_revision').notNull().default(0),
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
