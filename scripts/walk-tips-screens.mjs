// Walks the tips screens at 360 and 1280 px in en, lt and ru, with and without JavaScript,
// against a running demo server (BASE, default http://127.0.0.1:3299): full-page screenshots
// into /tmp/walk and a list of pages wider than their viewport. A manual check, not a test.
import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://127.0.0.1:3299'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const api = async (path, token, init = {}) => {
  const r = await fetch(base + '/api/v1' + path, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  return r.json()
}
const { token } = await api('/session/start', null, { method: 'POST', body: JSON.stringify({ msisdn: '+37061234567', password: 'demo-password' }) })
const orgs = await api('/business/organizations', token)
const bistro = orgs.find((o) => o.name === 'Old Town Bistro')
const group = orgs.find((o) => o.name === 'Demo Group')
const boxes = await api(`/business/organizations/${bistro.id}/boxes`, token)
const team = boxes.find((b) => b.name === 'Team tips')
const member = team.members[0]
const finish = new Date(), start = new Date(Date.now() - 30 * 86400000)
const acts = await api(`/business/activities?organization_id=${bistro.id}&start_ts=${start.toISOString()}&finish_ts=${finish.toISOString()}&limit=50`, token)
const pending = acts.find((a) => a.status === 'PENDING') ?? acts[0]
const paths = {
  dashboard: `/organizations/${group.id}`,
  groupTips: `/organizations/${group.id}/boxes`,
  boxes: `/organizations/${bistro.id}/boxes`,
  newBox: `/organizations/${bistro.id}/boxes/new`,
  activity: `/organizations/${bistro.id}/boxes/activities/${pending.id}`,
  box: `/organizations/${bistro.id}/boxes/${team.id}`,
  invite: `/organizations/${bistro.id}/boxes/${team.id}/members/new`,
  tipLink: `/organizations/${bistro.id}/boxes/${team.id}/tip-link`,
  member: `/organizations/${bistro.id}/boxes/${team.id}/members/${member.id}`,
  tokens: `/organizations/${bistro.id}/boxes/${team.id}/members/${member.id}/tokens`,
  edit: `/organizations/${bistro.id}/boxes/${team.id}/members/${member.id}/edit`,
  devices: `/profile/sessions`,
}
const wide = []
for (const js of [true, false]) {
  for (const [lang, locale] of [['en', 'en-US'], ['lt', 'lt-LT'], ['ru', 'ru-RU']]) {
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled: js, locale })
    const page = await context.newPage()
    await page.goto('/login/msisdn')
    await page.locator('select[name=country]').selectOption('LT')
    await page.locator('input[name=phone]').fill('61234567')
    await page.locator('input[name=phone]').press('Enter')
    await page.waitForURL(/password/)
    await page.locator('input[name=password]').fill('demo-password')
    await page.locator('input[name=password]').press('Enter')
    await page.waitForURL(/organizations/)
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const [name, path] of Object.entries(paths)) {
        const response = await page.goto(path)
        await page.waitForLoadState('networkidle').catch(() => {})
        const sw = await page.evaluate(() => document.documentElement.scrollWidth)
        const tag = `${name}-${lang}-${width}-${js ? 'js' : 'nojs'}`
        if (sw > width) wide.push(`${tag}: scrollWidth ${sw}`)
        if (response.status() >= 400) wide.push(`${tag}: status ${response.status()}`)
        await page.screenshot({ path: `/tmp/walk/${tag}.png`, fullPage: true })
      }
    }
    await context.close()
  }
}
await browser.close()
console.log(wide.length ? wide.join('\n') : 'no page wider than its viewport')
