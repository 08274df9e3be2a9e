// The orders benchmark on its own (it is also part of `npm run bench`):
//   node bench/orders.mjs [--orders=1000000] [--runs=30] [--only=pglite|postgres]
// Needs `npm run build`; Postgres from TEST_DATABASE_URL, else the local server (skipped when none answers).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureOrders } from './lib/orders.mjs'
import { freshDatabase } from './lib/postgres.mjs'
import { startApp, stop } from './lib/server.mjs'
import { signInAdmin } from './lib/session.mjs'
import { venueIds } from './screens.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const orders = Number(arg('orders', 1_000_000))
const runs = Number(arg('runs', 30))
const only = arg('only', '')
const port = Number(process.env.BENCH_PORT || 3900) + 20
const log = (line) => process.stderr.write(`${line}\n`)

async function measure(label, env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-orders-'))
  try {
    log(`${label}: seeding ${orders.toLocaleString('en')} orders`)
    const app = await startApp(port, { DATA_DIR: dir, SEED: 'large', BENCH_ACTIVITIES: '1000', BENCH_ORDERS: String(orders), ...env })
    log(`${label}: healthy after ${(app.startupMs / 1000).toFixed(1)} s`)
    try {
      const cookie = await signInAdmin(app.base)
      const ids = await venueIds(app.base, cookie)
      return await measureOrders(app, cookie, ids.venue, runs)
    } finally {
      await stop(app.child)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const round = (_k, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v)
if (only !== 'postgres') console.log('PGlite', JSON.stringify(await measure('PGlite', {}), round, 2))
if (only !== 'pglite') {
  const database = process.env.BENCH_DATABASE_URL_EXISTING ? { url: process.env.BENCH_DATABASE_URL_EXISTING, drop: async () => {} } : await freshDatabase()
  if (!database) log('Postgres: no server answers, skipped')
  else {
    try {
      console.log('Postgres', JSON.stringify(await measure('Postgres', { DATABASE_URL: database.url }), round, 2))
    } finally {
      await database.drop()
    }
  }
}
