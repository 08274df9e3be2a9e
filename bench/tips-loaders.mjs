// Loader benchmark (issue 3): a generated venue with one million activities over a year
// (SEED=large), then the server time of the Organization and Box screens' loaders, p50 and
// p95, on the embedded database and on Postgres. Run after `npm run build`:
//   node bench/tips-loaders.mjs [--activities=1000000] [--runs=40] [--only=postgres|pglite]
// Postgres: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a fresh
// database is created next to it and dropped afterwards.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const activities = Number(arg('activities', 1_000_000))
const runs = Number(arg('runs', 40))
const only = arg('only', '')
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function withServer(env, port, fn) {
  const started = performance.now()
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, ...env, PORT: String(port), SEED: 'large', BENCH_ACTIVITIES: String(activities), NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
      } catch {
        // seeding
      }
      if (child.exitCode !== null) throw new Error('server exited')
      await new Promise((r) => setTimeout(r, 250))
    }
    console.log(`  seeded and healthy in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return await fn(`http://127.0.0.1:${port}`)
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

/** Signs in through the real forms and returns the session cookie. */
async function signIn(base) {
  // Same-origin posts, as the browser sends them (the server refuses posts from elsewhere).
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: base }
  const form = (data) => ({ method: 'POST', redirect: 'manual', body: new URLSearchParams(data), headers })
  const first = await fetch(`${base}/login/msisdn`, form({ country: 'LT', phone: '+37061234567' }))
  let cookie = first.headers.get('set-cookie').split(';')[0]
  const second = await fetch(`${base}/login/password`, { ...form({ intent: 'login', password: 'demo-password' }), headers: { ...headers, cookie } })
  cookie = second.headers.get('set-cookie').split(';')[0]
  return cookie
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function timeLoader(base, cookie, url) {
  const times = []
  for (let i = 0; i < runs + 3; i++) {
    const t = performance.now()
    const response = await fetch(`${base}${url}`, { headers: { cookie } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    if (i >= 3) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function measure(label, env, port) {
  console.log(`${label}: seeding ${activities.toLocaleString('en')} activities`)
  await withServer(env, port, async (base) => {
    const cookie = await signIn(base)
    const orgs = await (await fetch(`${base}/api/v1/business/organizations`, { headers: { cookie } })).json()
    const venue = orgs.find((o) => o.name === 'Bench Venue')
    const box = venue.boxes.find((b) => b.name === 'Bench box 2')
    const screens = {
      Organization: `/organizations/${venue.id}?_data=${encodeURIComponent('routes/_shell+/organizations+/$organizationId+/_index')}`,
      Box: `/organizations/${venue.id}/boxes/${box.id}?_data=${encodeURIComponent('routes/_shell+/organizations+/$organizationId+/boxes+/$boxId+/_box+/_layout')}`,
    }
    for (const [name, url] of Object.entries(screens)) {
      const { p50, p95 } = await timeLoader(base, cookie, url)
      console.log(`  ${name} loader: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${runs} runs, current month)`)
    }
  })
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
  try {
    await measure('embedded PGlite', { DATA_DIR: dataDir }, 3960)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
if (only !== 'pglite') {
  const name = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    await measure('Postgres', { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tipbox-bench-')) }, 3961)
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
