/**
 * Support for the fault tests: a private Postgres cluster the test may restart without
 * touching the shared server, the platform served over HTTP in front of it, and the built
 * server (build/server.js) as a child process that can be killed.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chownSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { APP_VERSION } from '../../contract/version.js'
import { startPlatform, type Platform } from '../../platform/index.js'
import { runTemplates } from './harness.js'

const run = promisify(execFile)

/** Where the Postgres 15 server binaries are (Debian's layout); PG_BIN overrides it. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
export const postgresBinariesPresent = ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(PG_BIN, name)))

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface PrivatePostgres {
  url: string
  port: number
  /** `pg_ctl restart -m fast`: running transactions are rolled back, connections dropped. */
  restart(): Promise<void>
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the server (immediately) and removes its directory; safe to call twice. */
  destroy(): Promise<void>
}

/**
 * initdb into a temporary directory and start a server on a free port of 127.0.0.1, trust
 * authentication, superuser `postgres`. Postgres refuses to run as root, so as root the
 * binaries run as the `postgres` user (which must exist, as it does wherever the packages
 * are installed).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tipbox-pg-'))
  const dataDir = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const pg = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args])
      : run(path.join(PG_BIN, binary), args)

  const port = await freePort()
  // -k: the socket goes in our own directory, never in the shared server's /var/run/postgresql.
  const serverOptions = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', ...args])
  let destroyed = false
  // pg_ctl starts the server detached: if the test process ends without destroy() (a hook
  // timed out, the run was interrupted), stop it on the way out rather than leave it running.
  const stopOnExit = () => {
    if (destroyed) return
    const stop = [path.join(PG_BIN, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']
    try {
      if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', ...stop], { stdio: 'ignore' })
      else execFileSync(stop[0]!, stop.slice(1), { stdio: 'ignore' })
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', stopOnExit)

  try {
    await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
    await ctl('-o', serverOptions, 'start')
  } catch (error) {
    process.removeListener('exit', stopOnExit)
    rmSync(dir, { recursive: true, force: true })
    throw error
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => void (await ctl('-m', 'fast', '-o', serverOptions, 'restart')),
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start: async () => void (await ctl('-o', serverOptions, 'start')),
    destroy: async () => {
      if (destroyed) return
      destroyed = true
      process.removeListener('exit', stopOnExit)
      await ctl('-m', 'immediate', 'stop').catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface ServedPlatform {
  platform: Platform
  baseUrl: string
  close(): Promise<void>
}

/** The platform with demo data on `databaseUrl`, served on an ephemeral port (like harness.ts). */
export async function servePlatform(databaseUrl: string): Promise<ServedPlatform> {
  const platform = await startPlatform({ version: APP_VERSION, databaseUrl, seed: 'demo', env: {} as NodeJS.ProcessEnv })
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server))
  })
  const { port } = server.address() as AddressInfo
  return {
    platform,
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await platform.close().catch(() => {})
    },
  }
}

export interface BuiltServer {
  baseUrl: string
  child: ChildProcess
  /** Resolves with the exit signal once the process is gone. */
  exited: Promise<NodeJS.Signals | null>
  /** What the server printed on stdout so far. */
  output(): string
}

/**
 * A new DATA_DIR for build/server.js under the system's temporary folder. A `seeded` one holds
 * a copy of the run's migrated demo database (templates.setup.ts): the server finds a database
 * that is not empty and seeds nothing, as on any restart, and is up in about a second instead
 * of the fifteen a first start takes to initialise, migrate and seed. Tests about a first start
 * or about seeding itself take an empty one.
 */
export function newDataDir(prefix: string, { seeded }: { seeded: boolean }): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  if (seeded) cpSync(runTemplates.pgliteDataDir, dir, { recursive: true })
  return dir
}

/** The run's seeded Postgres database to copy (CREATE DATABASE … TEMPLATE), when there is one. */
export const postgresTemplate = () => runTemplates.postgresTemplate

/**
 * Starts build/server.js on `port` with `env` and waits until /healthz answers 200. By default
 * as a demo (DEMO=1: demo data, /dev/outbox) under NODE_ENV=test; `env` overrides either.
 */
export async function startBuiltServer(port: number, env: Record<string, string>, args: string[] = []): Promise<BuiltServer> {
  const child = spawn(process.execPath, ['build/server.js', ...args], {
    env: { ...process.env, NODE_ENV: 'test', DEMO: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let stdout = ''
  child.stdout!.setEncoding('utf8')
  child.stdout!.on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-100_000)
  })
  const output = () => stdout
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
  const baseUrl = `http://127.0.0.1:${port}`
  let gone = false
  void exited.then(() => (gone = true))
  for (let attempt = 0; attempt < 900 && !gone; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, child, exited, output }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(gone ? 'build/server.js exited during start-up' : 'build/server.js did not become healthy')
}
