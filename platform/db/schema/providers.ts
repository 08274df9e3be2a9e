/** Storage of the embedded stand-ins for outside providers (platform/providers). */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'

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
