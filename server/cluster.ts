/**
 * Several server processes on one machine (WEB_CONCURRENCY, docs/operations.md, ADR 0047).
 *
 * One Node process renders on one core: server rendering, not the database, is what a busy
 * back-office waits for (ADR 0026's profile). With WEB_CONCURRENCY=N the first process becomes
 * a primary that only starts N workers, each the whole server, sharing the port through Node's
 * cluster module. They need nothing from each other beyond the database, by design: sessions,
 * rate limits, images and demo card sessions live there, and the live channel fans out through
 * Postgres LISTEN/NOTIFY. So workers need a Postgres DATABASE_URL (or a remote API_URL): the
 * embedded PGlite is one process's database, and asking for workers with it is refused.
 *
 * The first worker starts alone (migrations and any seeding run once, into an empty database),
 * the others once it listens. A worker that dies is replaced; one that keeps dying within
 * seconds of starting stops the whole server, rather than looping forever.
 */
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'

const MAX_WORKERS = 64
/** A worker that exits within this long of starting counts as a failed start. */
const QUICK_EXIT_MS = 10_000
const MAX_QUICK_EXITS = 3

/**
 * WEB_CONCURRENCY: a whole number 1–64, or `auto` for one worker per core. Unset: 1, a single
 * process with no primary in front. Throws a message for the operator on anything else.
 */
export function workerCount(env: Record<string, string | undefined>, cores = availableParallelism()): number {
  const raw = env.WEB_CONCURRENCY?.trim()
  if (!raw) return 1
  if (raw === 'auto') return Math.min(MAX_WORKERS, Math.max(1, cores))
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS} or "auto" (got "${raw}")`)
  }
  return count
}

/** Whether this process should be the primary of `count` workers; refuses workers on PGlite. */
export function shouldRunPrimary(count: number, database: { databaseUrl?: string; apiUrl?: string }): boolean {
  if (count <= 1 || !cluster.isPrimary) return false
  if (!database.databaseUrl && !database.apiUrl) {
    throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL (Postgres): the embedded PGlite database belongs to one process')
  }
  return true
}

/**
 * Runs the primary: starts and keeps `count` workers, forwards SIGTERM/SIGINT to them and exits
 * when they have all stopped. Never resolves: the caller's code after it is the workers'.
 */
export function runPrimary(count: number): Promise<never> {
  let stopping = false
  let quickExits = 0
  const startedAt = new Map<number, number>()

  const start = (): Worker => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}) after ${Math.round(lived / 1000)} s`)
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0
    if (quickExits >= MAX_QUICK_EXITS) {
      console.error(`${MAX_QUICK_EXITS} workers in a row exited within ${QUICK_EXIT_MS / 1000} s of starting: stopping`)
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM')
      process.exitCode = 1
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1)
      return
    }
    start()
  })

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  // The first worker migrates (and seeds an empty database) alone; the rest start once one listens
  // (the first, or its replacement if it died starting).
  let restStarted = false
  cluster.on('listening', () => {
    if (restStarted || stopping) return
    restStarted = true
    for (let i = 1; i < count; i++) start()
  })
  start()
  console.log(`primary ${process.pid}: starting ${count} workers`)
  return new Promise<never>(() => {})
}
