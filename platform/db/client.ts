/**
 * Opens the platform database: embedded PGlite under DATA_DIR by default, a Postgres server
 * when a connection string is given. Both speak the same SQL and run the same migrations.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema.js'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Postgres connection string (postgres only), for work that needs its own connection. */
  url?: string
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  /** Postgres connection string; unset means PGlite. */
  databaseUrl?: string
  /** Directory for the PGlite data; 'memory://' keeps it in memory (tests). */
  pgliteDir?: string
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('[db] idle connection error:', error.message))
    const db = drizzle(pool, { schema }) as unknown as Database
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dir = options.pgliteDir ?? 'memory://'
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir)
  const db = drizzle(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}

/** The SQL migrations folder, next to this file in source and beside the bundle in build/. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.join(here, 'migrations'),
    path.join(here, '..', 'platform', 'db', 'migrations'),
  ].filter((p): p is string => Boolean(p))
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')))
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`)
  return found
}

/**
 * Applies pending migrations. On Postgres an advisory lock keeps several instances starting
 * at once from applying the same migration twice.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrationsDir = migrationsFolder()
  if (handle.kind === 'postgres') {
    // A session-level lock needs one connection for lock, migrations and unlock.
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator')
    const client = new pg.Client({ connectionString: handle.url })
    await client.connect()
    try {
      await client.query('select pg_advisory_lock(727182)')
      await run(drizzle(client), { migrationsFolder: migrationsDir })
    } finally {
      await client.query('select pg_advisory_unlock(727182)').catch(() => {})
      await client.end()
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator')
    await run(handle.db as never, { migrationsFolder: migrationsDir })
  }
}
