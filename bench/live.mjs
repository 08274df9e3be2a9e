// The live channel's fan-out on its own (it is also part of `npm run bench`):
//   node bench/live.mjs [--clients=1000] [--writes=30]
// Needs `npm run build` and a Postgres server (TEST_DATABASE_URL, else the local one).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureLiveFanout } from './lib/live-fanout.mjs'
import { freshDatabase } from './lib/postgres.mjs'
import { startApp, stop } from './lib/server.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const port = Number(process.env.BENCH_PORT || 3900) + 10
const result = await measureLiveFanout(port, {
  clients: Number(arg('clients', 1000)),
  writes: Number(arg('writes', 30)),
  log: (line) => process.stderr.write(`${line}\n`),
  freshDatabase,
  startApp,
  stop,
  tempDir: () => mkdtempSync(path.join(tmpdir(), 'tipbox-bench-live-')),
  rmSync,
})
if (!result) {
  console.log('No Postgres server answers: the live fan-out needs one.')
} else {
  console.log(JSON.stringify(result, (_k, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v), 2))
}
