// The payments list on the benchmark venue's million payments (issue 11 item 9), through the
// server's /api/v1 gateway with the admin's session cookie, as the Payments screen's loader
// reaches the platform: the first page (the newest 10, as the screen opens) and a deep page (page 5,000
// at 100 a page: 500,000 payments before it). When the Payments screen answers (its route is
// /organizations/{id}/payments?page=N&size=S), the same two pages as whole documents too.
import { latency } from './timing.mjs'

export const DEEP_PAGE = { page: 5000, size: 100 }

/** Page 5,000 of a million payments; with fewer (`--payments`), the page half way through them. */
const deepPageFor = (count) => Math.max(1, Math.min(DEEP_PAGE.page, Math.floor(count / 2 / DEEP_PAGE.size)))

export async function measurePayments(app, cookie, organization, runs, count = 1_000_000) {
  const deepPage = deepPageFor(count)
  const api = (query) => `/api/v1/business/payments?organizationId=${organization.id}&${query}`
  const screen = (query) => `/organizations/${organization.id}/payments?${query}`
  const first = 'page=0&size=10'
  const deep = `page=${deepPage}&size=${DEEP_PAGE.size}`
  // The screen counts pages from 1, the platform from 0.
  const screenFirst = 'page=1&size=10'

  const answer = await fetch(app.base + api(deep), { headers: { cookie } })
  const body = await answer.json()
  if (answer.status !== 200 || body.payments.length !== DEEP_PAGE.size) throw new Error(`deep page answered ${answer.status}: ${JSON.stringify(body).slice(0, 200)}`)

  // Filtered and sorted (issue 25 item 16): the deep page by amount (a plain skip over the amount
  // index), the deep page of the last 180 days on the hour (hourly counts within the period) and
  // a search for a card's last four digits.
  const hour = 3_600_000
  const since = new Date(Math.floor(Date.now() / hour) * hour - 180 * 24 * hour).toISOString()
  const filtered = {
    byAmount: `${deep}&sort=amount&direction=DESC`,
    period: `page=${Math.max(1, Math.floor(deepPage / 2))}&size=${DEEP_PAGE.size}&startTs=${encodeURIComponent(since)}`,
    last4: 'page=0&size=10&q=4242',
  }
  const result = {
    deepPage,
    api: {
      first: await latency(app.base, api(first), cookie, runs),
      deep: await latency(app.base, api(deep), cookie, runs),
      byAmount: await latency(app.base, api(filtered.byAmount), cookie, runs),
      period: await latency(app.base, api(filtered.period), cookie, runs),
      last4: await latency(app.base, api(filtered.last4), cookie, runs),
    },
    screen: null,
  }
  // The screen is built by another part of the work: measured only where its route answers.
  const probe = await fetch(app.base + screen(screenFirst), { headers: { cookie }, redirect: 'manual' })
  await probe.arrayBuffer()
  if (probe.status === 200) {
    result.screen = { first: await latency(app.base, screen(screenFirst), cookie, runs), deep: await latency(app.base, screen(`page=${deepPage + 1}&size=${DEEP_PAGE.size}`), cookie, runs) }
  }
  return result
}

/** One line of the report for one database. */
export function paymentsLine(label, count, p) {
  const ms = (t) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`
  const screen = p.screen
    ? `; the Payments screen's document, page 1 **${ms(p.screen.first)} ms**, the deep page **${ms(p.screen.deep)} ms**`
    : '; the Payments screen did not answer, so only the platform call was measured'
  const filtered = `; by amount, page ${p.deepPage.toLocaleString('en')} **${ms(p.api.byAmount)} ms**; the last 180 days, page ${Math.max(1, Math.floor(p.deepPage / 2)).toLocaleString('en')} **${ms(p.api.period)} ms**; search '4242', page 1 **${ms(p.api.last4)} ms**`
  return `- Payments on ${label} (${count.toLocaleString('en')} payments in the benchmark venue): GET /business/payments page 1 (10 a page) p50 / p95 **${ms(p.api.first)} ms**, page ${p.deepPage.toLocaleString('en')} at ${DEEP_PAGE.size} a page **${ms(p.api.deep)} ms** (target p95 < 100 on Postgres)${filtered}${screen}`
}
