// The live channel's fan-out (issue 9 item 9): `clients` websockets subscribed to one
// organization, spread evenly over two server instances on one Postgres database; menu writes
// made one after another, alternating between the instances; for each write, the time from
// sending it until its state message (matched on the request id) reached each client.
//
// The clock starts when the write is sent, before its transaction even begins, so the figures
// are an upper bound of "commit to delivery" (they include the write itself, whose own time is
// reported beside them). Clients read only the head of each message, where the server puts the
// request id, so the benchmark process does not parse 1,000 copies of every state.
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { percentile } from './timing.mjs'

const ORGANIZATION = 'Old Town Bistro'
const HEAD = /^\{"requestId":(null|"([^"]*)")/

async function signIn(base) {
  const answer = await fetch(`${base}/api/v1/session/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn: '+37061234567', password: 'demo-password' }),
  })
  if (answer.status !== 200) throw new Error(`session/start answered ${answer.status}`)
  return (await answer.json()).token
}

function connect(base, token, organizationId, onMessage, onUnexpectedClose) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/v1/business/websocket/${organizationId}`, {
      headers: { authorization: `Bearer ${token}` },
      perMessageDeflate: false,
    })
    let ready = false
    socket.on('message', (data) => {
      const head = HEAD.exec(data.toString('utf8', 0, 120))
      if (!head) return
      if (!ready) {
        ready = true
        resolve(socket)
        return
      }
      onMessage(head[2] ?? null)
    })
    socket.on('open', () => socket.send(JSON.stringify({ type: 'SUBSCRIBE', scopes: ['MENU'] })))
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    socket.on('error', (error) => (ready ? undefined : reject(error)))
    socket.on('close', (code) => {
      if (ready && !socket.closingOnPurpose) onUnexpectedClose(code)
    })
  })
}

/**
 * `bases`: the two instances' http://host:port. Resolves with per-write latencies in ms over all
 * clients, the write times, the message size and how many clients were dropped or missed a state.
 */
export async function liveFanout(bases, { clients = 1000, writes = 30, log = () => {} } = {}) {
  const token = await signIn(bases[0])
  const headers = { authorization: `Bearer ${token}` }
  const organizations = await (await fetch(`${bases[0]}/api/v1/business/organizations`, { headers })).json()
  const organizationId = organizations.find((o) => o.name === ORGANIZATION).id
  const menus = await (await fetch(`${bases[0]}/api/v1/business/menus?organizationId=${organizationId}`, { headers })).json()
  const menuId = menus.menus[0].id

  const waiting = new Map() // requestId -> { sentAt, arrivals: [] }
  let dropped = 0
  const sockets = []
  const onMessage = (requestId) => {
    const write = requestId && waiting.get(requestId)
    if (write) write.arrivals.push(performance.now() - write.sentAt)
  }
  // Opened in batches: 1,000 upgrades at once would measure the connection storm, not the fan-out.
  for (let i = 0; i < clients; i += 50) {
    const batch = []
    for (let j = i; j < Math.min(clients, i + 50); j++) {
      batch.push(connect(bases[j % bases.length], token, organizationId, onMessage, () => (dropped += 1)))
    }
    sockets.push(...(await Promise.all(batch)))
  }
  log(`live: ${sockets.length} clients subscribed over ${bases.length} instances`)

  const latencies = []
  const writeTimes = []
  let missed = 0
  let stateBytes = 0
  for (let n = 0; n < writes; n++) {
    const requestId = randomUUID()
    const write = { sentAt: performance.now(), arrivals: [] }
    waiting.set(requestId, write)
    const base = bases[n % bases.length]
    const menu = (await (await fetch(`${base}/api/v1/business/menus/${menuId}?organizationId=${organizationId}`, { headers })).json()).menu
    write.sentAt = performance.now()
    const answer = await fetch(`${base}/api/v1/business/menus/${menuId}?organizationId=${organizationId}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ ...menu, description: { en: `Benchmark write ${n}` }, revision: menu.revision }),
    })
    writeTimes.push(performance.now() - write.sentAt)
    if (answer.status !== 200) throw new Error(`menu write answered ${answer.status}: ${await answer.text()}`)
    // Next write once every client has this one (or 5 s passed: counted as missed).
    const deadline = performance.now() + 5_000
    while (write.arrivals.length < sockets.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5))
    missed += sockets.length - write.arrivals.length
    latencies.push(...write.arrivals)
    waiting.delete(requestId)
    if (n === 0) {
      const state = await (await fetch(`${base}/api/v1/business/menu-state?organizationId=${organizationId}`, { headers })).text()
      stateBytes = Buffer.byteLength(state)
    }
  }
  for (const socket of sockets) {
    socket.closingOnPurpose = true
    socket.close(1000)
  }
  latencies.sort((a, b) => a - b)
  writeTimes.sort((a, b) => a - b)
  return {
    clients: sockets.length,
    writes,
    deliveries: latencies.length,
    dropped,
    missed,
    stateBytes,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    writeP50: percentile(writeTimes, 50),
    writeP95: percentile(writeTimes, 95),
  }
}

/**
 * Two `npm start` servers on a fresh Postgres database (the first seeds the demo data, the
 * second starts on it), the fan-out measured across them. Null when no Postgres answers.
 */
export async function measureLiveFanout(port, { clients, writes, log, freshDatabase, startApp, stop, tempDir, rmSync }) {
  const database = await freshDatabase()
  if (!database) return null
  const dirs = [tempDir(), tempDir()]
  const apps = []
  try {
    for (const [i, dir] of dirs.entries()) apps.push(await startApp(port + i, { DATA_DIR: dir, DATABASE_URL: database.url, SEED: 'demo' }))
    return await liveFanout(
      apps.map((a) => a.base),
      { clients, writes, log },
    )
  } finally {
    for (const app of apps) await stop(app.child)
    await database.drop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}
