const base = process.argv[2]
const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: base }
const form = (data) => ({ method: 'POST', redirect: 'manual', body: new URLSearchParams(data), headers })
const first = await fetch(`${base}/login/msisdn`, form({ country: 'LT', phone: '+37061234567' }))
let cookie = first.headers.get('set-cookie').split(';')[0]
const second = await fetch(`${base}/login/password`, { ...form({ intent: 'login', password: 'demo-password' }), headers: { ...headers, cookie } })
cookie = second.headers.get('set-cookie').split(';')[0]
const orgs = await (await fetch(`${base}/api/v1/business/organizations`, { headers: { cookie } })).json()
const v = orgs.find((o) => o.name === 'Bench Venue')
const r = 'start_ts=2026-10-31T22:00:00.000Z&finish_ts=2026-11-30T22:00:00.000Z'
const urls = {
  profile: '/api/v1/profile', orgs: '/api/v1/business/organizations?tree=false',
  rating: `/api/v1/business/statistics/rating?organization_id=${v.id}&${r}`,
  chart: `/api/v1/business/statistics/chart?organization_id=${v.id}&${r}`,
  orgstats: `/api/v1/business/statistics/organizations?${r}`,
  kyb: `/api/v1/business/organizations/${v.id}/kyb`,
  page: `/organizations/${v.id}`,
  data: `/organizations/${v.id}?_data=${encodeURIComponent('routes/_shell.organizations.$organizationId._index')}`,
}
for (const [k, u] of Object.entries(urls)) {
  const t = []
  for (let i = 0; i < 25; i++) { const s = performance.now(); const res = await fetch(base + u, { headers: { cookie } }); await res.text(); if (res.status !== 200) throw new Error(k + res.status); t.push(performance.now() - s) }
  t.sort((a, b) => a - b); console.log(k.padEnd(9), t[12].toFixed(1))
}
