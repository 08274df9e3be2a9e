// A paid tip from the guest's Pay to the tip's appearance in the activities API (issue 27): the
// guest payment page's own form (the Remix action starts a checkout and answers 303 to the demo
// provider's page), the demo page's card form with 4242 (the provider reports through its signed
// webhook), then GET /business/activities of the box, polled every 10 ms, until the review shows.
// On the demo seed's verified venue (Old Town Bistro, "Team tips"), which the large seed keeps.
import { randomUUID } from 'node:crypto'
import { percentile } from './timing.mjs'

export async function measureGuestPay(base, adminCookie, runs) {
  const get = async (path) => (await fetch(`${base}/api/v1${path}`, { headers: { cookie: adminCookie } })).json()
  const bistro = (await get('/business/organizations')).find((o) => o.name === 'Old Town Bistro')
  const box = bistro.boxes.find((b) => b.name === 'Team tips')
  // Each tip from its own guest: the page allows one address 20 checkouts in ten minutes.
  const form = (fields, guest) => ({
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-forwarded-for': `10.9.${guest >> 8}.${guest & 255}` },
  })
  const times = []
  for (let i = 0; i < runs; i++) {
    const review = `bench ${randomUUID()}`
    const started = performance.now()
    const pay = await fetch(`${base}/pay/b/${box.id}`, form({ intent: 'pay', attempt: randomUUID(), custom: '5', rating: '5', likes: 'hospitality', review, mode: 'redirect' }, i))
    const demoPage = pay.headers.get('location')
    if (pay.status !== 303 || !demoPage?.includes('/dev/pay/')) throw new Error(`Pay answered ${pay.status} → ${demoPage}`)
    const paid = await fetch(new URL(demoPage, base), form({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, i))
    if (paid.status !== 303) throw new Error(`the demo page answered ${paid.status}`)
    const since = new Date(Date.now() - 60_000).toISOString()
    for (;;) {
      const activities = await get(`/business/activities?box_id=${box.id}&start_ts=${since}&finish_ts=${new Date(Date.now() + 60_000).toISOString()}&limit=20`)
      if (activities.some((a) => a.review === review)) break
      if (performance.now() - started > 10_000) throw new Error('the tip did not appear within 10 s')
      await new Promise((r) => setTimeout(r, 10))
    }
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { runs, p50: percentile(times, 50), p95: percentile(times, 95) }
}

export function guestPayLine(label, m) {
  return `- A paid tip on ${label}, from the guest's Pay (the page's form) through the demo provider's card page and its signed webhook to the tip in GET /business/activities: p50 / p95 **${m.p50.toFixed(0)} / ${m.p95.toFixed(0)} ms** over ${m.runs} tips`
}
