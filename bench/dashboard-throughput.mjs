// Organization dashboard throughput (issue 7, item 12): the full HTML page of the benchmark
// venue (SEED=large), signed in as the demo admin through the real forms, against a server
// that is already running. Prints the single-client latency p50/p95 and the requests/s of
// `--clients` concurrent clients over `--seconds`, repeated `--repeat` times (median shown).
//   node bench/dashboard-throughput.mjs --base=http://127.0.0.1:4201 [--clients=10]
//     [--seconds=10] [--repeat=3] [--runs=60] [--screen=organization|box]
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback
const base = arg('base', 'http://127.0.0.1:4201')
const clients = Number(arg('clients', 10))
const seconds = Number(arg('seconds', 10))
const repeat = Number(arg('repeat', 3))
const runs = Number(arg('runs', 60))
const screen = arg('screen', 'organization')

async function signIn() {
  // Same-origin posts, as a browser sends them (the server refuses posts from elsewhere).
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: base }
  const form = (data) => ({ method: 'POST', redirect: 'manual', body: new URLSearchParams(data), headers })
  const first = await fetch(`${base}/login/msisdn`, form({ country: 'LT', phone: '+37061234567' }))
  let cookie = first.headers.get('set-cookie').split(';')[0]
  const second = await fetch(`${base}/login/password`, { ...form({ intent: 'login', password: 'demo-password' }), headers: { ...headers, cookie } })
  cookie = second.headers.get('set-cookie').split(';')[0]
  return cookie
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function get(url, cookie) {
  const response = await fetch(url, { headers: { cookie } })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return body
}

async function latency(url, cookie) {
  const times = []
  for (let i = 0; i < runs + 5; i++) {
    const t = performance.now()
    await get(url, cookie)
    if (i >= 5) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function throughput(url, cookie) {
  let done = 0
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        await get(url, cookie)
        done += 1
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

const cookie = await signIn()
const orgs = await (await fetch(`${base}/api/v1/business/organizations`, { headers: { cookie } })).json()
const venue = orgs.find((o) => o.name === 'Bench Venue')
if (!venue) throw new Error('No "Bench Venue": start the server with SEED=large')
const box = venue.boxes.find((b) => b.name === 'Bench box 2')
const url = screen === 'box' ? `${base}/organizations/${venue.id}/boxes/${box.id}` : `${base}/organizations/${venue.id}`
const page = await get(url, cookie)
if (!page.includes('<html')) throw new Error('not a full page')

const latencies = []
const rates = []
for (let i = 0; i < repeat; i++) {
  latencies.push(await latency(url, cookie))
  rates.push(await throughput(url, cookie))
}
const fmt = (n) => n.toFixed(1)
console.log(
  JSON.stringify({
    base,
    screen,
    clients,
    p50ms: Number(fmt(median(latencies.map((l) => l.p50)))),
    p95ms: Number(fmt(median(latencies.map((l) => l.p95)))),
    reqPerSec: Number(fmt(median(rates))),
    all: { p50: latencies.map((l) => Number(fmt(l.p50))), reqPerSec: rates.map((r) => Number(fmt(r))) },
  }),
)
