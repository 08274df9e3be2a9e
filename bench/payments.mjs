// The payments benchmark on its own (it is also part of `npm run bench`):
//   node bench/payments.mjs [--payments=1000000] [--runs=30] [--only=pglite|postgres]
// Needs `npm run build`; Postgres from TEST_DATABASE_URL, else the local server (skipped when none answers).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measurePayments, paymentsLine } from './lib/payments.mjs'
import { freshDatabase } from './lib/postgres.mjs'
import { startApp, stop } from './lib/server.mjs'
import { signInAdmin } from './lib/session.mjs'
import { venueIds } from './screens.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const payments = Number(arg('payments', 1_000_000))
const runs = Number(arg('runs', 30))
const only = arg('only', '')
const port = Number(process.env.BENCH_PORT || 3900) + 30
const log = (line) => process.stderr.write(`${line}\n`)

async function measure(label, env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-payments-'))
  try {
    log(`${label}: seeding ${payments.toLocaleString('en')} payments`)
    const app = await startApp(port, { DATA_DIR: dir, SEED: 'large', BENCH_ACTIVITIES: '1000', BENCH_ORDERS: '1000', BENCH_PAYMENTS: String(payments), ...env })
    log(`${label}: healthy after ${(app.startupMs / 1000).toFixed(1)} s`)
    try {
      const cookie = await signInAdmin(app.base)
      const ids = await venueIds(app.base, cookie)
      const result = await measurePayments(app, cookie, ids.venue, runs, payments)
      console.log(paymentsLine(label, payments, result))
      return result
    } finally {
      await stop(app.child)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (only !== 'postgres') await measure('PGlite', {})
if (only !== 'pglite') {
  const database = process.env.BENCH_DATABASE_URL_EXISTING ? { url: process.env.BENCH_DATABASE_URL_EXISTING, drop: async () => {} } : await freshDatabase()
  if (!database) log('Postgres: no server answers, skipped')
  else {
    try {
      await measure('Postgres', { DATABASE_URL: database.url })
    } finally {
      await database.drop()
    }
  }
}
