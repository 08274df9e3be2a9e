// The benchmark report (`npm run bench`, after `npm run build`): for every screen in
// bench/screens.mjs the gzip JavaScript of a first visit beside a bare Remix app built in the
// same run, its loader's server time on each database, the dashboard's throughput with several
// clients, and the start-up time. Prints one Markdown table and writes it to bench/last-report.md.
//   node bench/report.mjs [--activities=1000000] [--orders=1000000] [--payments=1000000] [--runs=30] [--clients=10] [--seconds=10]
//                         [--startups=3] [--only=pglite|postgres] [--live-clients=1000] [--live-writes=30]
// Ports: BENCH_PORT (default 3900) and the next few. Postgres: TEST_DATABASE_URL, else the local
// server, in a fresh database dropped afterwards; skipped when none answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { measureBaseline } from './lib/baseline.mjs'
import { firstVisitJs } from './lib/js-size.mjs'
import { freshDatabase } from './lib/postgres.mjs'
import { dataUrl, loadRouteTree } from './lib/routes.mjs'
import { startApp, stop } from './lib/server.mjs'
import { signInAdmin, startCodeSignIn } from './lib/session.mjs'
import { measureStartups, startupLine } from './lib/startup.mjs'
import { menuWrites } from './lib/menu-writes.mjs'
import { measureOrders } from './lib/orders.mjs'
import { measurePayments, paymentsLine } from './lib/payments.mjs'
import { guestPayLine, measureGuestPay } from './lib/guest-pay.mjs'
import { guestOrderLine, measureGuestOrder } from './lib/guest-order.mjs'
import { measureLiveFanout } from './lib/live-fanout.mjs'
import { latency, singleClient, throughput } from './lib/timing.mjs'
import { screens, throughputScreens, venueIds } from './screens.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const options = {
  activities: Number(arg('activities', 1_000_000)),
  orders: Number(arg('orders', 1_000_000)),
  payments: Number(arg('payments', 1_000_000)),
  runs: Number(arg('runs', 30)),
  clients: Number(arg('clients', 10)),
  seconds: Number(arg('seconds', 10)),
  startups: Number(arg('startups', 3)),
  only: arg('only', ''),
  liveClients: Number(arg('live-clients', 1000)),
  liveWrites: Number(arg('live-writes', 30)),
}
const port = Number(process.env.BENCH_PORT || 3900)
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
const log = (line) => process.stderr.write(`${line}\n`)

/** Everything measured against one database: sizes (when asked), loader times, throughput. */
async function measureDatabase(label, env, withSizes) {
  log(`${label}: seeding ${options.activities.toLocaleString('en')} activities, ${options.orders.toLocaleString('en')} orders and ${options.payments.toLocaleString('en')} payments`)
  const app = await startApp(port + 2, { ...env, SEED: 'large', BENCH_ACTIVITIES: String(options.activities), BENCH_ORDERS: String(options.orders), BENCH_PAYMENTS: String(options.payments) })
  log(`${label}: healthy after ${(app.startupMs / 1000).toFixed(1)} s`)
  try {
    const cookies = { guest: '', admin: await signInAdmin(app.base), code: await startCodeSignIn(app.base) }
    const ids = await venueIds(app.base, cookies.admin)
    const signIn = await firstVisitJs(app.base, '/login/msisdn')
    const tree = await loadRouteTree()
    const rows = new Map()
    for (const screen of screens) {
      const url = screen.path(ids)
      const cookie = cookies[screen.as]
      const size = withSizes && !screen.redirects ? await firstVisitJs(app.base, url, cookie) : null
      const loader = await latency(app.base, dataUrl(tree, url), cookie, options.runs)
      rows.set(screen.name, { size, loader })
      log(`${label}: ${screen.name} ${loader.p50.toFixed(1)} ms`)
    }
    const menu = await menuWrites(app.base, ids, options.runs)
    log(`${label}: menu item save p95 ${menu.save.p95.toFixed(1)} ms, publish p95 ${menu.publish.p95.toFixed(1)} ms`)
    const orders = options.orders > 0 ? await measureOrders(app, cookies.admin, ids.venue, options.runs) : null
    if (orders) log(`${label}: orders loader p95 ${orders.day.p95.toFixed(1)} ms, deep page p95 ${orders.deep.p95.toFixed(1)} ms, export ${(orders.exported.total / 1000).toFixed(1)} s`)
    const payments = options.payments > 0 ? await measurePayments(app, cookies.admin, ids.venue, options.runs, options.payments) : null
    if (payments) log(`${label}: payments page 1 p95 ${payments.api.first.p95.toFixed(1)} ms, deep page p95 ${payments.api.deep.p95.toFixed(1)} ms`)
    const guestPay = await measureGuestPay(app.base, cookies.admin, options.runs)
    log(`${label}: a paid tip p95 ${guestPay.p95.toFixed(0)} ms`)
    const guestOrder = await measureGuestOrder(app.base, ids, options.runs)
    log(`${label}: guest order: read cart p95 ${guestOrder.read.p95.toFixed(1)} ms, place p95 ${guestOrder.place.p95.toFixed(1)} ms`)
    const load = await loadOf(app.base, ids, cookies.admin, label)
    return { label, seedSeconds: app.startupMs / 1000, rows, load, signIn, menu, orders, payments, guestPay, guestOrder }
  } finally {
    await stop(app.child)
  }
}

/**
 * The dashboard's throughput again on the same, already seeded Postgres database, served by
 * WEB_CONCURRENCY workers (one per core; server/cluster.ts): one Node process renders on one core.
 */
async function measureWorkers(env) {
  const workers = cpus().length
  if (workers < 2) return null
  const app = await startApp(port + 3, { ...env, WEB_CONCURRENCY: String(workers) })
  try {
    const cookie = await signInAdmin(app.base)
    const ids = await venueIds(app.base, cookie)
    // Healthy means the first worker listens; the others start after it, and loadOf's warm-up
    // run reaches them all.
    return { workers, load: await loadOf(app.base, ids, cookie, `Postgres, ${workers} workers`) }
  } finally {
    await stop(app.child)
  }
}

/**
 * Issue 7 item 12 for each throughput screen, after a warm-up of `clients` clients for a few
 * seconds: the full signed-in page's single-client time (timing.mjs `singleClient`) and the
 * requests/s of `clients` clients.
 */
async function loadOf(base, ids, cookie, label) {
  const load = new Map()
  for (const name of throughputScreens) {
    const url = screens.find((s) => s.name === name).path(ids)
    await throughput(base, url, cookie, options.clients, Math.min(5, options.seconds))
    const single = await singleClient(base, url, cookie, Math.max(options.runs, 60))
    const many = await throughput(base, url, cookie, options.clients, options.seconds)
    load.set(name, { single, ...many })
    log(`${label}: ${name} full page p50 ${single.p50.toFixed(1)} ms, ${many.rps.toFixed(1)} requests/s (${many.client})`)
  }
  return load
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
const ms = (t) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`

const started = Date.now()
log('building the bare Remix baseline')
const baseline = await measureBaseline(port)
log(`baseline: ${kib(baseline.total)} KiB gzip`)
const startups = options.startups > 0 ? await measureStartups(port + 1, options.startups) : null

const results = []
let workersLoad = null
if (options.only !== 'postgres') {
  const dir = tempDir()
  try {
    results.push(await measureDatabase('PGlite', { DATA_DIR: dir }, true))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
if (options.only !== 'pglite') {
  const database = await freshDatabase()
  if (database) {
    const dir = tempDir()
    try {
      results.push(await measureDatabase('Postgres', { DATA_DIR: dir, DATABASE_URL: database.url }, results.length === 0))
      workersLoad = await measureWorkers({ DATA_DIR: dir, DATABASE_URL: database.url })
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  } else {
    log('Postgres: no server answers, skipped')
  }
}

// The live channel's fan-out: two instances on one Postgres (it has no PGlite form).
const live =
  options.only !== 'pglite' && options.liveClients > 0
    ? await measureLiveFanout(port + 10, { clients: options.liveClients, writes: options.liveWrites, log, freshDatabase, startApp, stop, tempDir, rmSync })
    : null

const sized = results.find((r) => [...r.rows.values()].some((row) => row.size))
const lines = [
  `# Benchmark report (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end; ${options.activities.toLocaleString('en')} activities in the benchmark venue; loaders: ${options.runs} sequential \`?_data=\` requests, p50 / p95 in ms, signed in as the demo admin (the code screen part-way through code sign-in, sign-in signed out). JavaScript: gzip (level 9) of every script a first visit loads, files plus inline, against a bare Remix ${'+'} React app built in this run with the same settings (${kib(baseline.total)} KiB: ${kib(baseline.gzip)} in ${baseline.files.length} files, ${kib(baseline.inlineGzip)} inline). Target: ratio at most 1.15.`,
  '',
  `| screen | JS gzip KiB (files + inline) | × baseline | ${results.map((r) => `loader ${r.label} p50 / p95 ms`).join(' | ')} |`,
  `|---|---:|---:|${results.map(() => '---:|').join('')}`,
]
for (const screen of screens) {
  const size = sized?.rows.get(screen.name)?.size
  const js = size ? `${kib(size.total)} (${kib(size.gzip)} + ${kib(size.inlineGzip)})` : '— (redirects)'
  const ratio = size ? (size.total / baseline.total).toFixed(2) : '—'
  lines.push(`| ${screen.name} | ${js} | ${ratio} | ${results.map((r) => ms(r.rows.get(screen.name).loader)).join(' | ')} |`)
}
lines.push('')
const loadLine = (name, where, load) => {
  const l = load.get(name)
  return `- ${name}, full page signed in, on ${where}: one client p50 / ${l.single.tailName} **${l.single.p50.toFixed(1)} / ${l.single.tail.toFixed(1)} ms** (target p50 ≤ 20); ${options.clients} clients for ${options.seconds} s **${l.rps.toFixed(1)} requests/s** (p50 ${l.p50.toFixed(0)} ms, ${l.count} requests, load from ${l.client === 'wrk' ? '`wrk`' : 'fetch loops in the report process'})`
}
for (const r of results) {
  for (const name of throughputScreens) lines.push(loadLine(name, r.label, r.load))
  lines.push(`- ${r.label} seeded and healthy in ${r.seedSeconds.toFixed(1)} s`)
}
if (workersLoad) {
  for (const name of throughputScreens) lines.push(loadLine(name, `Postgres with WEB_CONCURRENCY=${workersLoad.workers} (one worker per core)`, workersLoad.load))
}
lines.push(`- Targets (issue 7, item 12): at least 150 requests/s on Postgres and 60 on PGlite with ${options.clients} clients.`)
for (const r of results) {
  lines.push(`- Menu writes on ${r.label} (a menu of ${r.menu.itemCount} items in a venue of 10 menus, 300 categories, 5,000 items, 500 modifiers): item save p50 / p95 **${ms(r.menu.save)} ms** (target p95 < 100), publish **${ms(r.menu.publish)} ms** (target p95 < 1000)`)
}
for (const r of results.filter((x) => x.orders)) {
  const o = r.orders
  const mb = (bytes) => (bytes / 1048576).toFixed(1)
  lines.push(`- Orders on ${r.label} (${o.yearCount.toLocaleString('en')} orders in the last 365 days of the benchmark venue): the Orders loader, page 1 of the current business day (${o.todayCount.toLocaleString('en')} orders; list and summary side by side) p50 / p95 **${ms(o.day)} ms** (target p95 < 100 on Postgres); page 5,000 of the year at 100 a page **${ms(o.deep)} ms**; the year's summary ${ms(o.yearSummary)} ms`)
  lines.push(`- Orders export on ${r.label}, ${o.exportCount.toLocaleString('en')} orders (${mb(o.exported.bytes)} MB xlsx, through the gateway with the session cookie): first byte **${o.exported.firstByte.toFixed(0)} ms** (target < 500), whole **${(o.exported.total / 1000).toFixed(1)} s** (target < 10), server RSS growth **${mb(o.exported.rssGrowth)} MB** (target < 150)`)
}
for (const r of results.filter((x) => x.payments)) lines.push(paymentsLine(r.label, options.payments, r.payments))
for (const r of results) lines.push(guestPayLine(r.label, r.guestPay))
for (const r of results) lines.push(guestOrderLine(r.label, r.guestOrder))
if (live) {
  lines.push(`- Live channel: ${live.clients} websocket clients subscribed to one organization over two instances on one Postgres, ${live.writes} menu writes alternating between the instances (state ${kib(live.stateBytes)} KiB): from sending a write to its state reaching each client p50 / p95 / p99 **${live.p50.toFixed(0)} / ${live.p95.toFixed(0)} / ${live.p99.toFixed(0)} ms** (max ${live.max.toFixed(0)}; target p95 < 200), the write itself p50 / p95 ${live.writeP50.toFixed(0)} / ${live.writeP95.toFixed(0)} ms; ${live.deliveries} deliveries, ${live.dropped} clients dropped, ${live.missed} states missed`)
}
if (startups) lines.push(startupLine(startups))
if (sized) {
  lines.push('', `Sign-in page files (gzip bytes): ${sized.signIn.files.map((f) => `${f.url.replace('/build/', '')} ${f.gzip}`).join(', ')}; inline ${sized.signIn.inlineGzip}. Baseline files: ${baseline.files.map((f) => `${f.url.replace('/build/', '')} ${f.gzip}`).join(', ')}; inline ${baseline.inlineGzip}.`)
}
lines.push('', `Report took ${((Date.now() - started) / 1000).toFixed(0)} s.`)
const report = lines.join('\n') + '\n'
writeFileSync('bench/last-report.md', report)
process.stdout.write(report)
