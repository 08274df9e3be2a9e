import { defineConfig } from 'drizzle-kit'

// Migrations are generated from platform/db/schema.ts and applied at start-up
// (platform/db/migrate.ts) on PGlite and Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema.ts',
  out: './platform/db/migrations',
})
