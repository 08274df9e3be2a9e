/**
 * Daily rollups of the tips (docs/decisions/0018-tips-rollups.md): per calendar day in the
 * activity's organization's time zone, per box and per recipient. Triggers on `activities`
 * keep them in step inside the writing transaction; the activities stay the source of truth
 * and platform/domain/rollups.ts rebuilds these from them.
 */
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './organizations.js'

/**
 * The recipient key of tips without one (PENDING, or the member was removed): a primary key
 * cannot hold null, and `nulls not distinct` needs Postgres 15.
 */
export const NO_MEMBER = '00000000-0000-0000-0000-000000000000'

// No foreign key to boxes: a box's deletion deletes its activities, whose trigger then
// subtracts them here, and a cascade would have removed the rows it subtracts from.
const rollupKey = {
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  boxId: uuid('box_id').notNull(),
  memberId: uuid('member_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
}

export const tipsDaily = pgTable(
  'tips_daily',
  {
    ...rollupKey,
    count: integer('count').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ratingCount: integer('rating_count').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    rating0: integer('rating_0').notNull(),
    rating1: integer('rating_1').notNull(),
    rating2: integer('rating_2').notNull(),
    rating3: integer('rating_3').notNull(),
    rating4: integer('rating_4').notNull(),
    rating5: integer('rating_5').notNull(),
  },
  (t) => [
    // The organization closes the key so a tip's own organization_id is what scopes read,
    // exactly as on activities.
    primaryKey({ columns: [t.boxId, t.memberId, t.day, t.organizationId] }),
    index('tips_daily_organization_day_idx').on(t.organizationId, t.day),
    index('tips_daily_member_day_idx').on(t.memberId, t.day),
  ],
)

/** Reactions per day, box, recipient and tag (a tip can carry several tags). */
export const tipsDailyLikes = pgTable(
  'tips_daily_likes',
  {
    ...rollupKey,
    tag: text('tag').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boxId, t.memberId, t.day, t.tag, t.organizationId] }),
    index('tips_daily_likes_organization_day_idx').on(t.organizationId, t.day),
    index('tips_daily_likes_member_day_idx').on(t.memberId, t.day),
  ],
)
