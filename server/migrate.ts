/**
 * The release command (fly.toml): applies migrations and reference data, then exits.
 * The server does the same at start, so this only makes deploys fail early on a bad migration.
 */
import { migrate, openDatabase } from '../platform/db/client.js'
import { defaultPgliteDir } from '../platform/index.js'
import { applyReferenceData } from '../platform/seed/reference.js'
import path from 'node:path'

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: defaultPgliteDir(path.resolve(process.env.DATA_DIR || './data')),
  // An empty DATA_DIR starts as the server's would (ADR 0069); the build makes the template with
  // this command before there is one.
  pgliteTemplate: path.resolve('build/pgdata-template'),
})
try {
  await migrate(handle)
  await applyReferenceData(handle.db)
  console.log(`Migrations applied (${handle.kind})`)
} finally {
  await handle.close()
}
