/**
 * The venue's tables (SPEC.md section 3 "Table"): a number guests and staff know it by, the tip
 * box its tips go to, and the POS table it maps to when the organization has a POS integration.
 * Numbers are unique per organization ignoring case ('A1' and 'a1' are one table), and a POS
 * table maps to one table at most: both are unique indexes, so two people saving at once cannot
 * both win.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'
import { organizations } from './organizations.js'
import { boxes } from './tips.js'

export const venueTables = pgTable(
  'venue_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    boxId: uuid('box_id').references(() => boxes.id, { onDelete: 'set null' }),
    posId: text('pos_id'),
    /** Bumped by every change; a save of an older revision answers 409 (someone saved meanwhile). */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('venue_tables_number_idx').on(t.organizationId, sql`lower(${t.number})`),
    uniqueIndex('venue_tables_pos_idx')
      .on(t.organizationId, t.posId)
      .where(sql`${t.posId} is not null`),
    index('venue_tables_box_idx').on(t.boxId),
  ],
)
