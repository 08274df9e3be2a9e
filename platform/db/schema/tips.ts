/** Tip boxes, their members and the tips (activities) guests leave. */
import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './auth.js'
import { organizations } from './organizations.js'
import { createdAt } from './columns.js'

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
    /** The guest page's checkout that left this tip; unique: a checkout leaves one activity. */
    guestCheckoutId: uuid('guest_checkout_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    // Every statistics query filters one scope by time: these keep a year of activity fast.
    index('activities_organization_ts_idx').on(t.organizationId, t.ts),
    index('activities_box_ts_idx').on(t.boxId, t.ts),
    index('activities_member_ts_idx').on(t.memberId, t.ts),
  ],
)
