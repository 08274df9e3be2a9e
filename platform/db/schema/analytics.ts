/** Events the back-office reports (POST /business/analytics). */
import { sql } from 'drizzle-orm'
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'

export const analyticsEvents = pgTable('analytics_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  profileId: uuid('profile_id'),
  type: text('type').notNull(),
  properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
  userProperties: jsonb('user_properties').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
})
