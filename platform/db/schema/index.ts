/**
 * The platform's PostgreSQL schema (Drizzle pg-core), one file per family. One dialect for
 * PGlite and Postgres; migrations in ../migrations are generated from this index with
 * `npm run db:generate`. Money is integer minor units; timestamps are timestamptz; localized
 * text is jsonb.
 */
export * from './analytics.js'
export * from './auth.js'
export * from './organizations.js'
export * from './providers.js'
export * from './reference.js'
export * from './rollups.js'
export * from './tips.js'
export * from './menu.js'
export * from './images.js'
export * from './menu-library.js'
export * from './tables.js'
export * from './orders.js'
export * from './guest.js'
export * from './payments.js'
export * from './billing.js'
