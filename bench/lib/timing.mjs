// Server time of one request at a time, and throughput with several clients at once.
import { execFile, spawnSync } from 'node:child_process'

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

const ok = (status) => status === 200 || status === 204

/** p50/p95 in ms of `runs` sequential GETs of `url` (after 3 warm-ups). */
export async function latency(base, url, cookie, runs) {
  const times = []
  for (let i = 0; i < runs + 3; i++) {
    const t = performance.now()
    const response = await fetch(base + url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
    await response.arrayBuffer()
    if (!ok(response.status)) throw new Error(`${url} answered ${response.status}`)
    if (i >= 3) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/**
 * Requests per second and p50 with `clients` clients asking for `url` in a loop for `seconds`.
 * With `wrk` on the PATH it is the load generator (`client: 'wrk'`): written in C, it leaves the
 * server the machine's cores, where ten fetch loops in this Node process took a fifth of a core
 * on a two-core machine. Without it, the Node loop below (`client: 'node'`).
 */
export async function throughput(base, url, cookie, clients, seconds) {
  if (hasWrk()) return wrkThroughput(base, url, cookie, clients, seconds)
  return nodeThroughput(base, url, cookie, clients, seconds)
}

let wrkFound
function hasWrk() {
  wrkFound ??= spawnSync('wrk', ['--version']).error === undefined
  return wrkFound
}

/**
 * One client's page times: with `wrk` (one connection for `seconds`) p50 and p99, which leave out
 * the cost of a fetch in this process (a millisecond or two of the figure); else `runs` fetches,
 * p50 and p95. `tailName` names the `tail` figure.
 */
export async function singleClient(base, url, cookie, runs, seconds = 5) {
  if (!hasWrk()) {
    const { p50, p95 } = await latency(base, url, cookie, runs)
    return { p50, tail: p95, tailName: 'p95', client: 'node' }
  }
  const out = await runWrk(base, url, cookie, 1, seconds)
  return { p50: wrkPercentile(out, 50), tail: wrkPercentile(out, 99), tailName: 'p99', client: 'wrk' }
}

async function runWrk(base, url, cookie, clients, seconds) {
  // Two fetches first: they throw on anything but 200, which wrk would count as an answer
  // (a 302 to the sign-in page after the session expired).
  await latency(base, url, cookie, 2)
  // A browser over plain http asks for gzip (fetch below does too), so compression is paid.
  const headers = ['-H', 'Accept-Encoding: gzip, deflate', ...(cookie ? ['-H', `Cookie: ${cookie}`] : [])]
  const args = ['-t', String(Math.min(2, clients)), '-c', String(clients), '-d', `${seconds}s`, '--latency', ...headers, base + url]
  const out = await new Promise((resolve, reject) => {
    execFile('wrk', args, { maxBuffer: 1 << 20 }, (error, stdout) => (error ? reject(error) : resolve(stdout)))
  })
  // wrk counts any answer; a page that failed must not pass for throughput.
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${url}: wrk saw failed answers\n${out}`)
  return out
}

const wrkPercentile = (out, p) => wrkMs(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out))

async function wrkThroughput(base, url, cookie, clients, seconds) {
  const out = await runWrk(base, url, cookie, clients, seconds)
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const count = Number(/(\d+) requests in/.exec(out)?.[1])
  const p50 = wrkPercentile(out, 50)
  if (!Number.isFinite(rps) || !Number.isFinite(count)) throw new Error(`${url}: unreadable wrk output\n${out}`)
  return { rps, p50, count, client: 'wrk' }
}

const wrkMs = (m) => (m ? Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 })[m[2]] : NaN)

async function nodeThroughput(base, url, cookie, clients, seconds) {
  await latency(base, url, cookie, 2)
  const until = performance.now() + seconds * 1000
  const times = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now()
        const response = await fetch(base + url, { headers: { cookie } })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
        times.push(performance.now() - t)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { rps: times.length / elapsed, p50: percentile(times, 50), count: times.length, client: 'node' }
}
