/**
 * What the platform keeps about outside providers: the offline SMS provider's own storage, and
 * the webhook events providers delivered.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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

/**
 * Webhook events an outside provider delivered and the platform applied, by the provider's own
 * event id: a delivery repeated (providers retry until they see a 2xx) changes nothing twice.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    /** Which provider: 'kyb' so far; the card provider of the payments work adds its own. */
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)
