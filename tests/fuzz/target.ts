/**
 * The server the fuzz suite attacks: the real build (build/server.js) as a child process,
 * on a fresh Postgres database made from TEST_DATABASE_URL (seeded with the demo data), so
 * the suite can watch every row change over its own connection. Without TEST_DATABASE_URL
 * the same server runs on an embedded PGlite database that no other process can open: then
 * only the no-5xx half of the suite runs, and the summary says so.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { withPgClient } from '../platform/pg-client.js'

/**
 * Tables whose rows change on refused requests by design, so a change there says nothing
 * about a request that answered 4xx. Every other table must stay as it was.
 */
export const VOLATILE_TABLES: Record<string, string> = {
  rate_limits: 'counts every attempt, refused ones included: that is what a throttle is',
}

/** Columns that change on refused or read-only requests by design; other columns of the table are watched. */
export const VOLATILE_COLUMNS: Record<string, string> = {
  last_seen_at: 'sessions: every authenticated call, reads included, slides the idle expiry',
  idle_expires_at: 'sessions: the idle expiry moves with last_seen_at',
  last_used_at: 'sessions: the signed-in devices list shows the last use of each session',
  attempts_left: 'one_time_codes: a wrong code spends an attempt and answers 400 by design',
}

export interface RowChange {
  table: string
  op: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export interface Target {
  origin: string
  database: 'postgres' | 'pglite'
  /** Watches row changes (null on PGlite). */
  changes: ChangeLog | null
  /** What the server wrote to stderr (its logged errors), for the report. */
  serverErrors(): string
  stop(): Promise<void>
}

export interface ChangeLog {
  /** Forgets whatever was logged so far (a read request's side effects, a previous write's). */
  clear(): Promise<void>
  /** Row changes logged since the last clear, volatile tables and columns left out. */
  read(): Promise<RowChange[]>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}


export async function startTarget(): Promise<Target> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-fuzz-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (adminUrl) {
    const name = `fuzz_${randomBytes(6).toString('hex')}`
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    }
  }

  let stderr = ''
  const child: ChildProcess = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO: '1',
      SEED: 'demo',
      // One trusted proxy hop: the suite spreads its requests over many X-Forwarded-For
      // addresses so per-address throttles bound the junk, not the whole run.
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr!.setEncoding('utf8')
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-200_000)
  })

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
    await log?.close()
    await dropDatabase().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }

  let log: (ChangeLog & { close(): Promise<void> }) | undefined
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-2000)}`)
      if (i > 900) throw new Error('server did not become healthy in 90 s')
      const healthy = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)
      if (healthy) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (databaseUrl) log = await openChangeLog(databaseUrl)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    database: databaseUrl ? 'postgres' : 'pglite',
    changes: log ?? null,
    serverErrors: () => stderr,
    stop,
  }
}

/**
 * Row-level triggers on every table of the server's schema log each insert, update and
 * delete with the row before and after into fuzz_changes: exact (which row, which column),
 * and cheap next to hashing every table twice per request.
 */
async function openChangeLog(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(`
    create table fuzz_changes (id bigserial primary key, tbl text not null, op text not null, before jsonb, after jsonb);
    create function fuzz_log() returns trigger language plpgsql as $$
    begin
      insert into fuzz_changes (tbl, op, before, after) values (
        tg_table_name, tg_op,
        case when tg_op <> 'INSERT' then to_jsonb(old) end,
        case when tg_op <> 'DELETE' then to_jsonb(new) end);
      return null;
    end $$;`)
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_changes'`,
  )
  for (const { name } of tables.rows) {
    if (name in VOLATILE_TABLES) continue
    await client.query(
      `create trigger fuzz_log after insert or update or delete on "${name}" for each row execute function fuzz_log()`,
    )
  }
  const strip = (row: Record<string, unknown> | null) =>
    row && Object.fromEntries(Object.entries(row).filter(([column]) => !(column in VOLATILE_COLUMNS)))
  return {
    async clear() {
      await client.query('delete from fuzz_changes')
    },
    async read() {
      const { rows } = await client.query<{ tbl: string; op: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
        'select tbl, op, before, after from fuzz_changes order by id',
      )
      return rows
        .map((r) => ({ table: r.tbl, op: r.op, before: strip(r.before), after: strip(r.after) }))
        .filter((r) => r.op !== 'UPDATE' || JSON.stringify(r.before) !== JSON.stringify(r.after))
    },
    close: () => client.end(),
  }
}
