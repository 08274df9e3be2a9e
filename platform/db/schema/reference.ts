/** Reference data applied at every start (platform/seed/reference.ts). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core'

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
