/** Who signs in and how: profiles, one-time codes, sessions, and the abuse counters that guard them. */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'

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

/** Fixed-window counters shared by every instance (one-time code sends, password attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})
