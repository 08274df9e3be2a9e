/**
 * Opens the platform database: embedded PGlite under DATA_DIR by default, a Postgres server
 * when a connection string is given. Both speak the same SQL and run the same migrations.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { namedStatementClient } from './named-statements.js'
import { PgliteThread } from './pglite-stream.js'
import * as schema from './schema/index.js'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Postgres connection string (postgres only). */
  url?: string
  /** The driver's pool (for PGlite, one connection to its thread). */
  pool: import('pg').Pool
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /** PGlite only: writes the data directory to a file that `pgliteImage` can start from. */
  dump?(path: string): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  /** Postgres connection string; unset means PGlite. */
  databaseUrl?: string
  /** Directory for the PGlite data; 'memory://' keeps it in memory (tests). */
  pgliteDir?: string
  /** A file `dump` wrote: PGlite starts from it instead of an empty cluster (tests). */
  pgliteImage?: string
  /**
   * An initialised, migrated PGlite directory (build/pgdata-template, made by `npm run build`:
   * scripts/build-pglite-template.mjs) that an empty `pgliteDir` starts as a copy of.
   */
  pgliteTemplate?: string
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  // PGlite runs on a thread of its own and is reached through the same driver as a Postgres
  // server (docs/decisions/0019): one code path for queries, transactions and their errors.
  let thread: PgliteThread | null = null
  let pool: Pool
  if (options.databaseUrl) {
    pool = new pg.Pool({
      Client: namedStatementClient(pg.Client),
      connectionString: options.databaseUrl,
      max: 10,
      // A server that does not answer at all (network partition) fails the request with 503
      // instead of holding it until the client gives up.
      connectionTimeoutMillis: 5_000,
    })
  } else {
    const dir = options.pgliteDir ?? 'memory://'
    if (!dir.startsWith('memory://')) {
      if (options.pgliteTemplate && !options.pgliteImage) copyTemplateIfEmpty(options.pgliteTemplate, dir)
      mkdirSync(dir, { recursive: true })
    }
    const started = await PgliteThread.start(dir, options.pgliteImage)
    thread = started
    // PGlite serves one connection at a time; the pool queues the rest, as PGlite itself did.
    pool = new pg.Pool({ Client: namedStatementClient(pg.Client), max: 1, user: 'postgres', database: 'postgres', stream: () => started.connection() })
  }
  // A connection the server closes (restart, failover) must not crash the process. The pool
  // listens on idle clients only; a client checked out for a transaction that loses its
  // socket between two statements would emit 'error' with no listener, which Node turns
  // into an uncaught exception. The failed statement rejects on its own; the pool drops
  // the broken client when it is released (it is no longer queryable) and connects anew.
  pool.on('error', (error) => console.warn('[db] idle connection lost:', error.message))
  // The error itself reaches the caller through the statement it fails, so this listener
  // only has to exist.
  pool.on('connect', (client) => void client.on('error', () => {}))
  releaseClientsWhoseBeginFails(pool)
  const db = drizzle(pool, { schema }) as unknown as Database
  return {
    db,
    kind: thread ? 'pglite' : 'postgres',
    url: options.databaseUrl,
    pool,
    ping: async () => void (await pool.query('select 1')),
    dump: thread ? (path: string) => thread.dump(path) : undefined,
    close: async () => {
      await pool.end()
      await thread?.close()
    },
  }
}

type Pool = import('pg').Pool
type PoolClient = import('pg').PoolClient

/**
 * drizzle-orm's node-postgres transaction (0.45) checks a client out and sends BEGIN before
 * it enters the try/finally that gives the client back. A BEGIN that fails (the server went
 * away between checkout and BEGIN) would keep the client checked out for good: after ten of
 * them the pool has no connection left and every request waits, then fails. So a client
 * whose first statement after an explicit checkout is a BEGIN that fails is released here,
 * with the error, which makes the pool discard it. Only drizzle's transactions check clients
 * out explicitly; pool.query checks out through the callback form and releases itself.
 */
function releaseClientsWhoseBeginFails(pool: Pool) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args)
    return (connect() as Promise<PoolClient>).then(guardBegin)
  }) as Pool['connect']
}

function guardBegin(client: PoolClient): PoolClient {
  const query = client.query
  client.query = ((...args: unknown[]) => {
    client.query = query
    const config = args[0] as string | { text?: string } | undefined
    const text = typeof config === 'string' ? config : (config?.text ?? '')
    const result = (query as (...a: unknown[]) => unknown).apply(client, args)
    if (!/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true)
      throw error
    })
  }) as PoolClient['query']
  return client
}

/**
 * A start on an empty directory copies the template instead of running PGlite's initdb and every
 * migration, which took most of a first start's time (ADR 0069); migrations newer than the
 * template still run. Without a template (not built, `npm run dev`), PGlite initialises the directory.
 */
function copyTemplateIfEmpty(template: string, dir: string) {
  if (!existsSync(path.join(template, 'PG_VERSION'))) return
  if (existsSync(dir) && readdirSync(dir).length > 0) return
  // Copied beside it and renamed into place: a start stopped halfway leaves no half a database.
  const copying = `${dir}.copying-${process.pid}`
  rmSync(copying, { recursive: true, force: true })
  cpSync(template, copying, { recursive: true })
  // The template is readable by all (the Docker image's user does not own build/); the database
  // is its owner's alone, with the modes PGlite gives a directory it initialises.
  ownerOnly(copying)
  rmSync(dir, { recursive: true, force: true })
  renameSync(copying, dir)
}

function ownerOnly(dir: string) {
  chmodSync(dir, 0o750)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) ownerOnly(full)
    else chmodSync(full, 0o640)
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
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator')
  // A session-level lock needs one connection for lock, migrations and unlock.
  const client = await handle.pool.connect()
  try {
    await client.query('select pg_advisory_lock(727182)')
    await run(drizzle(client), { migrationsFolder: migrationsDir })
  } finally {
    await client.query('select pg_advisory_unlock(727182)').catch(() => {})
    client.release()
  }
}
