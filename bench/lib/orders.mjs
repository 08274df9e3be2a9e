// The orders calls on the benchmark venue's million orders (issue 10 item 10), through the
// server's /api/v1 gateway with the admin's session cookie, as the browser's downloads and a
// loader's calls reach the platform:
// - the Orders screen's loader on page 1 of the current business day: the list and the summary,
//   side by side, timed together;
// - a deep page (page 5,000 of the last 365 days at 100 a page: 500,000 orders skipped), the
//   list alone as the screen asks it past page 1, and the summary of that year on its own;
// - the export of about 100,000 orders: time to the first byte, the whole download, and the
//   growth of the server's resident memory while it ran (sampled from /proc).
import { readFileSync } from 'node:fs'
import { percentile } from './timing.mjs'

const DAY = 86_400_000
const BUSINESS_DAY_START_HOUR = 8

/** 08:00 on the venue's clock that opens the business day now falls in (approximate across a clock change: fine here). */
function businessDayStart(now, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000
  const start = Date.UTC(+parts.year, +parts.month - 1, +parts.day, BUSINESS_DAY_START_HOUR) - offset
  return new Date(start > now.getTime() ? start - DAY : start)
}

const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

async function timed(runs, work) {
  const times = []
  for (let i = 0; i < runs + 3; i++) {
    const t = performance.now()
    await work()
    if (i >= 3) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** The export of `query`: first byte, whole download, bytes, and the server's RSS growth. */
async function measureExport(base, cookie, pid, query) {
  const before = rssBytes(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 10)
  try {
    const t = performance.now()
    const response = await fetch(`${base}/api/v1/business/orders/export?${query}`, { headers: { cookie } })
    if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`)
    const reader = response.body.getReader()
    let firstByte = null
    let bytes = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      firstByte ??= performance.now() - t
      bytes += value.length
    }
    return { firstByte, total: performance.now() - t, bytes, rssGrowth: Math.max(0, peak - before), disposition: response.headers.get('content-disposition') }
  } finally {
    clearInterval(sampler)
    peak = Math.max(peak, rssBytes(pid))
  }
}

export async function measureOrders(app, cookie, organization, runs) {
  const get = async (path) => {
    const response = await fetch(`${app.base}/api/v1${path}`, { headers: { cookie } })
    const text = await response.text()
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`)
    return JSON.parse(text)
  }
  const org = `organizationId=${organization.id}`
  const now = new Date()
  const today = businessDayStart(now, organization.timeZone).toISOString()
  const year = new Date(now.getTime() - 365 * DAY).toISOString()

  const day = await timed(runs, () => Promise.all([get(`/business/orders?${org}&startTs=${today}`), get(`/business/orders/summary?${org}&startTs=${today}`)]))
  const deep = await timed(runs, () => get(`/business/orders?${org}&startTs=${year}&page=5000&size=100`))
  const yearSummary = await timed(Math.max(5, Math.floor(runs / 3)), () => get(`/business/orders/summary?${org}&startTs=${year}`))
  const { count: yearCount } = await get(`/business/orders/summary?${org}&startTs=${year}`)
  const todayCount = (await get(`/business/orders/summary?${org}&startTs=${today}`)).count

  // About 100,000 orders: as many days back as the year's rate gives, at most the year (a small
  // --orders run exports the whole year rather than asking for orders from decades ago).
  const days = Math.min(365, (100_000 / Math.max(1, yearCount)) * 365)
  const exportStart = new Date(now.getTime() - days * DAY).toISOString()
  const exportCount = (await get(`/business/orders/summary?${org}&startTs=${exportStart}&finishTs=${now.toISOString()}`)).count
  const exported = await measureExport(app.base, cookie, app.child.pid, `${org}&startTs=${exportStart}&finishTs=${now.toISOString()}`)
  return { day, deep, yearSummary, yearCount, todayCount, exportCount, exported }
}
