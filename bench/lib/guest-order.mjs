// A guest order over the benchmark venue's 5,000-item menu (issue 28 item 9), through the
// public calls the guest pages make (contract/guest-order.ts): add a line to a new cart, read
// the cart priced from the published menu, place it for a table. Each run is a new guest (its
// own address: one address may write 120 times in ten minutes) with a new cart.
import { randomUUID } from 'node:crypto'
import { latency, percentile } from './timing.mjs'

/** An item of the venue's first open menu that a guest can order without choosing options. */
async function plainItem(base, organizationId) {
  // The whole menu, once: a menu part's cards carry no modifiers (ADR 0082).
  const menu = await (await fetch(`${base}/api/v1/public/menus/${organizationId}`)).json()
  for (const entry of menu.menus) {
    if (entry.waiterOrderOnly) continue
    for (const category of entry.categories) {
      if (category.waiterOrderOnly) continue
      const item = category.items.find((i) => i.modifiers.length === 0 && i.price !== null && !i.soldOut && !i.waiterOrderOnly)
      if (item) return item.id
    }
  }
  throw new Error('the benchmark menu has no plain item to order')
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

export async function measureGuestOrder(base, ids, runs) {
  const itemId = await plainItem(base, ids.org)
  const times = { add: [], read: [], place: [] }
  for (let i = 0; i < runs + 3; i++) {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` }
    const call = async (method, path, body, key) => {
      const started = performance.now()
      const response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: key ? { ...headers, 'x-cart-key': key } : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`)
      return { ms: performance.now() - started, body: JSON.parse(text) }
    }
    const cart = (await call('POST', '/public/carts', { organizationId: ids.org, tableId: ids.table })).body
    const add = await call('POST', `/public/carts/${cart.id}/lines`, { itemId, count: 2, options: [] }, cart.key)
    const read = await call('GET', `/public/carts/${cart.id}`, undefined, cart.key)
    const place = await call('POST', `/public/carts/${cart.id}/order`, { attempt: randomUUID(), language: 'en' }, cart.key)
    if (!place.body.orderNumber) throw new Error('placing answered no order number')
    // The first runs warm up the menu's cached view.
    if (i < 3) continue
    times.add.push(add.ms)
    times.read.push(read.ms)
    times.place.push(place.ms)
  }
  // The table now has the orders just placed open on its bill: its page as a guest opens it.
  const bill = await latency(base, `/pay/table/${ids.table}`, '', runs)
  return { runs, add: summary(times.add), read: summary(times.read), place: summary(times.place), bill, openOrders: runs + 3 }
}

export function guestOrderLine(label, m) {
  const f = (s) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)}`
  return `- A guest order on ${label} over the 5,000-item menu (public calls, p50 / p95 ms over ${m.runs} guests): add a line **${f(m.add)}**, read the priced cart **${f(m.read)}**, place the order **${f(m.place)}**; then the table's page (full HTML) with those ${m.openOrders} orders open on its bill **${f(m.bill)}**`
}
