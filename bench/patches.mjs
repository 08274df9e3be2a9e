// What each patch under patches/ buys (`npm run bench:patches`, after `npm run build`): the same
// build served from this checkout (every patch in) and from copies with patches taken out
// (bench/lib/unpatched.mjs), all at once on one seeded database, measured in turns, each
// page through every server before the next round, so that whatever else loads the machine
// falls on all of them alike. Prints one Markdown table per database: each variant's CPU time
// per page against all patches in, and its requests/s (medians of the rounds).
//   node bench/patches.mjs [--rounds=3] [--seconds=5] [--clients=10] [--activities=1000000] [--only=pglite|postgres]
// Ports: BENCH_PORTS (a comma-separated list, one per variant), else BENCH_PORT (default 3900) and the next few.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freshDatabase } from './lib/postgres.mjs'
import { startApp, stop } from './lib/server.mjs'
import { signInAdmin } from './lib/session.mjs'
import { throughput } from './lib/timing.mjs'
import { unpatchedTree } from './lib/unpatched.mjs'
import { screens, venueIds } from './screens.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const options = {
  rounds: Number(arg('rounds', 3)),
  seconds: Number(arg('seconds', 5)),
  clients: Number(arg('clients', 10)),
  activities: Number(arg('activities', 1_000_000)),
  only: arg('only', ''),
}
const port = Number(process.env.BENCH_PORT || 3900)
const ports = (process.env.BENCH_PORTS ?? '').split(',').filter(Boolean).map(Number)
const portOf = (i) => ports[i] ?? port + i
const log = (line) => process.stderr.write(`${line}\n`)

/**
 * The patches, in the pieces that buy something together: the server render's routes are kept
 * only so that the router's per-array matching cache finds them (ADR 0049). Every file under
 * patches/ must be in one piece.
 */
const PIECES = [
  { name: 'route matching', files: [/^@remix-run\+router\+/, /^@remix-run\+react\+/, /^react-router-dom\+/] },
]
const patchFiles = readdirSync('patches').filter((f) => f.endsWith('.patch'))
const pieces = PIECES.map((p) => ({ name: p.name, files: patchFiles.filter((f) => p.files.some((r) => r.test(f))) })).filter((p) => p.files.length)
const unplaced = patchFiles.filter((f) => !pieces.some((p) => p.files.includes(f)))
if (unplaced.length) throw new Error(`bench/patches.mjs: put ${unplaced.join(', ')} in a piece`)

/** All in, all out, and each piece out alone (what it buys on top of the others). */
const variants = [
  { name: 'all patches', out: [] },
  { name: 'no patches', out: pieces.flatMap((p) => p.files) },
  ...(pieces.length > 1 ? pieces.map((p) => ({ name: `without ${p.name}`, out: p.files })) : []),
]

/** The pages measured: signed out, a light signed-in page and the two of issue 7 item 12. */
const PAGES = ['Sign-in (phone)', 'Organization dashboard', 'Box', 'Orders']

/** `dataDirFor(i)`: server i's DATA_DIR; `seeded()` runs once the seeding server (in dataDirFor(0)) has stopped. */
async function measure(label, env, dataDirFor, seeded = () => {}) {
  const trees = variants.map((v) => (v.out.length ? unpatchedTree(v.out) : { dir: undefined, remove: () => {} }))
  const servers = []
  try {
    log(`${label}: seeding ${options.activities.toLocaleString('en')} activities, orders and payments`)
    const seeder = await startApp(portOf(0), { ...env, ...SEED_ENV, DATA_DIR: dataDirFor(0) })
    await stop(seeder.child)
    seeded()
    for (const [i, variant] of variants.entries()) {
      const app = await startApp(portOf(i), { ...env, DATA_DIR: dataDirFor(i) }, trees[i].dir)
      servers.push({ variant, app })
      log(`${label}: ${variant.name} up on ${app.base}`)
    }
    const cookies = await Promise.all(servers.map((s) => signInAdmin(s.app.base)))
    const ids = await venueIds(servers[0].app.base, cookies[0])
    const results = new Map(variants.map((v) => [v.name, new Map(PAGES.map((p) => [p, []]))]))
    for (let round = 0; round < options.rounds; round++) {
      for (const page of PAGES) {
        const screen = screens.find((s) => s.name === page)
        const url = screen.path(ids)
        // Each round starts with another server, so none is always first after a page change.
        for (let k = 0; k < servers.length; k++) {
          const i = (k + round) % servers.length
          const cookie = screen.as === 'guest' ? '' : cookies[i]
          const { app, variant } = servers[i]
          await throughput(app.base, url, cookie, options.clients, 2)
          const cpuBefore = cpuMs(app.child.pid)
          const { rps: r, count } = await throughput(app.base, url, cookie, options.clients, options.seconds)
          const cpu = (cpuMs(app.child.pid) - cpuBefore) / count
          results.get(variant.name).get(page).push({ rps: r, cpu })
          log(`${label} round ${round + 1}: ${page}, ${variant.name}: ${r.toFixed(1)} requests/s, ${cpu.toFixed(2)} ms CPU per page`)
        }
      }
    }
    return results
  } finally {
    for (const s of servers) await stop(s.app.child)
    for (const t of trees) t.remove()
  }
}

/**
 * CPU time the server process has used, in ms (/proc/<pid>/stat utime + stime, at 100 ticks/s).
 * Per request it is the figure to compare on a machine others load too: requests/s moves with
 * whatever else runs, the server's own CPU per page much less (ADR 0054).
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

function table(label, results) {
  const all = results.get('all patches')
  const lines = [
    `### ${label}`,
    '',
    `| variant | ${PAGES.map((p) => `${p}: ms CPU per page (vs all) / requests/s`).join(' | ')} |`,
    `|---|${PAGES.map(() => '---:|').join('')}`,
  ]
  for (const [name, pages] of results) {
    const cells = PAGES.map((p) => {
      const cpu = median(pages.get(p).map((r) => r.cpu))
      const change = name === 'all patches' ? '' : ` (${(cpu / median(all.get(p).map((r) => r.cpu)) - 1) * 100 >= 0 ? '+' : ''}${((cpu / median(all.get(p).map((r) => r.cpu)) - 1) * 100).toFixed(0)} %)`
      return `${cpu.toFixed(2)}${change} / ${median(pages.get(p).map((r) => r.rps)).toFixed(1)}`
    })
    lines.push(`| ${name} | ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

const started = Date.now()
const SEED_ENV = {
  SEED: 'large',
  BENCH_ACTIVITIES: String(options.activities),
  BENCH_ORDERS: String(options.activities),
  BENCH_PAYMENTS: String(options.activities),
}
const sections = []
if (options.only !== 'postgres') {
  const root = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
  try {
    // One seeded PGlite directory, copied for each server (PGlite is one process's database).
    const dirFor = (i) => path.join(root, String(i))
    const copy = () => variants.forEach((_, k) => k > 0 && cpSync(dirFor(0), dirFor(k), { recursive: true }))
    sections.push(table('PGlite', await measure('PGlite', {}, dirFor, copy)))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
if (options.only !== 'pglite') {
  const database = await freshDatabase()
  const root = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
  try {
    if (database) {
      sections.push(table('Postgres', await measure('Postgres', { DATABASE_URL: database.url }, (i) => path.join(root, String(i)))))
    } else log('Postgres: no server answers, skipped')
  } finally {
    await database?.drop()
    rmSync(root, { recursive: true, force: true })
  }
}

const report = [
  `# Patches on and off (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end; ${options.activities.toLocaleString('en')} activities, orders and payments in the benchmark venue. Every server runs the same build on the same database; each variant takes patches out of a copy of node_modules. ${options.rounds} rounds, in each every page through every server in turn (${options.clients} clients, ${options.seconds} s after 2 s of warm-up): medians of the rounds: the server process's CPU time per page (what a patch saves; +x % is what the page costs more without it) and requests/s (which moves with whatever else loads the machine).`,
  '',
  ...sections.flatMap((s) => [s, '']),
  `Took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
].join('\n')
writeFileSync('bench/last-patches.md', report + '\n')
process.stdout.write(report + '\n')
