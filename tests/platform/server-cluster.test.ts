/**
 * WEB_CONCURRENCY against the built server (server/cluster.ts, ADR 0047): on Postgres the
 * primary starts that many workers on one port; a session made through one is good on every
 * one (they share nothing but the database); a worker that dies is replaced while the others
 * answer; SIGTERM stops them all. On the embedded PGlite database workers are refused at start.
 * Runs the current build (build.setup.ts makes it first); the Postgres part needs TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startBuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'
import { freshDatabase } from './pg-client.js'

/** The pids whose parent is `pid`, read from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Reads until `done` says so or `ms` pass; answers the last reading either way. */
async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('several workers on Postgres', () => {
  it('serves one port from two workers sharing sessions, replaces a dead worker and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-cluster-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const databaseUrl = await freshDatabase(process.env.TEST_DATABASE_URL!, cleanups, 'cluster')
    const server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED: 'demo', WEB_CONCURRENCY: '2' })
    cleanups.push(async () => void server.child.kill('SIGKILL'))
    const primary = server.child.pid!
    // Each request on a new connection, so the primary's round-robin spreads them over the workers.
    const get = (route: string, token?: string) =>
      fetch(server.baseUrl + route, {
        headers: { connection: 'close', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        // A connection handed to the worker just killed is never answered: give up on it.
        signal: AbortSignal.timeout(3_000),
      }).then(
        (r) => r.status,
        () => 0,
      )

    const workers = await until(() => childrenOf(primary), (pids) => pids.length === 2)
    expect(workers).toHaveLength(2)
    expect(server.output()).toContain('starting 2 workers')

    // A token issued by whichever worker took the sign-in is good on both.
    const started = await fetch(`${server.baseUrl}/api/v1/session/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ msisdn: DEMO.admin, password: DEMO_PASSWORD }),
    })
    expect(started.status).toBe(200)
    const { token } = (await started.json()) as { token: string }
    const statuses = []
    for (let i = 0; i < 12; i++) statuses.push(await get('/api/v1/profile', token))
    expect(statuses).toEqual(Array(12).fill(200))

    // One worker dies: the other keeps answering and the primary starts a replacement.
    process.kill(workers[0]!, 'SIGKILL')
    expect(await until(() => get('/healthz'), (status) => status === 200, 5_000)).toBe(200)
    const replaced = await until(() => childrenOf(primary), (pids) => pids.length === 2 && !pids.includes(workers[0]!))
    expect(replaced).toHaveLength(2)
    expect(replaced).toContain(workers[1])
    await until(() => server.output().split('Listening on').length - 1, (n) => n >= 3)
    expect(await get('/api/v1/profile', token)).toBe(200)

    // SIGTERM to the primary stops every worker, then the primary.
    server.child.kill('SIGTERM')
    await server.exited
    expect(server.child.exitCode).toBe(0)
    expect(replaced.filter(alive)).toEqual([])
  }, 120_000)
})

describe('workers on the embedded database', () => {
  it('refuses to start, saying why', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-cluster-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const child = spawn(process.execPath, ['build/server.js'], {
      env: { ...process.env, NODE_ENV: 'test', DEMO: '1', PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).not.toBe(0)
    expect(stderr).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL (Postgres)')
  }, 60_000)
})
