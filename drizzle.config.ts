import { defineConfig } from 'drizzle-kit'

// Migrations are generated from platform/db/schema/ (index.ts) and applied at start-up
// (migrate() in platform/db/client.ts) on PGlite and Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema/index.ts',
  out: './platform/db/migrations',
})
