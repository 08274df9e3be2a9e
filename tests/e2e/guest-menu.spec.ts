/**
 * The guest menu (issue 8 item 8) in the browser, as a guest: no sign-in, no JavaScript sent.
 * A guest sees the published menu (not the draft's later edits), opens an item's page, changes
 * the language; the draft link shows the draft under a ribbon, a wrong link shows 'Menu not found'.
 */
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { DEMO, expect, projectDigit, test } from './fixtures/base'
import { onSomeTab, tabHref } from './fixtures/guest-menu'

interface Organization {
  id: string
  name: string
  draftMenuUrl: string | null
}

/** The platform as the demo admin: menu writes carry the organization and an X-Request-Id. */
async function adminApi(request: APIRequestContext) {
  const start = await request.post('/api/v1/session/start', { data: { msisdn: DEMO.admin, password: DEMO.password } })
  expect(start.status(), 'POST /api/v1/session/start').toBe(200)
  const { token } = (await start.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const organizations = async () => {
    const list = await request.get('/api/v1/business/organizations', { headers })
    expect(list.status()).toBe(200)
    return (await list.json()) as Organization[]
  }
  const write = async <T>(method: 'POST' | 'PUT', path: string, organizationId: string, data: unknown): Promise<T> => {
    const response = await request.fetch(`/api/v1${path}?organizationId=${organizationId}`, {
      method,
      data,
      headers: { ...headers, 'X-Request-Id': randomUUID() },
    })
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
    return (await response.json()) as T
  }
  return { organizations, write, finish: () => request.post('/api/v1/session/finish', { headers, data: {} }) }
}

/** No script at all reaches the guest's browser: none in the document, none fetched. */
async function openWithoutScripts(page: Page, path: string) {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  const response = await page.goto(path)
  expect(await page.locator('script').count()).toBe(0)
  expect(scripts).toEqual([])
  return response
}

const card = (page: Page, title: string) => page.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test('a guest sees the published menu and an item page, in either language, with no JavaScript', async ({
  page,
  request,
}, testInfo: TestInfo) => {
  const admin = await adminApi(request)
  const bar = (await admin.organizations()).find((o) => o.name === 'Riverside Bar')!
  const tag = `${testInfo.project.name}-${projectDigit(testInfo)}`

  // The venue adds a menu of its own and publishes it; a hidden item stays out.
  const menu = await admin.write<{ id: string }>('POST', '/business/menus', bar.id, { title: { en: `Garden ${tag}`, lt: `Sodas ${tag}` } })
  const category = await admin.write<{ id: string }>('POST', `/business/menus/${menu.id}/categories`, bar.id, {
    title: { en: 'Lemonades', lt: 'Limonadai' },
  })
  const lemonade = await admin.write<{ id: string; revision: number }>('POST', '/business/menu-items', bar.id, {
    categoryId: category.id,
    title: { en: `Rhubarb lemonade ${tag}`, lt: `Rabarbarų limonadas ${tag}` },
    description: { en: 'Made here every morning' },
    price: 350,
    size: { value: '400', unit: 'ml' },
    tags: ['vegan'],
  })
  await admin.write('POST', '/business/menu-items', bar.id, {
    categoryId: category.id,
    title: { en: `Secret recipe ${tag}` },
    price: 990,
    hidden: true,
  })
  await admin.write('POST', '/business/menus/publish', bar.id, {})
  // An edit after publishing is only in the draft.
  await admin.write('PUT', `/business/menu-items/${lemonade.id}`, bar.id, {
    categoryId: category.id,
    title: { en: `Strawberry lemonade ${tag}` },
    price: 420,
    revision: lemonade.revision,
  })

  const response = await openWithoutScripts(page, `/m/${bar.id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`Menu · Riverside Bar`)
  // One menu per page: the new menu is a tab beside the bar's own.
  await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: `Garden ${tag}` }).click()
  await expect(page).toHaveURL(new RegExp(`/m/${bar.id}\\?menu=${menu.id}$`))
  await expect(page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: `Garden ${tag}` })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2, name: `Garden ${tag}` })).toBeVisible()
  const shown = card(page, `Rhubarb lemonade ${tag}`)
  await expect(shown).toContainText('3,50\u00a0€')
  await expect(shown).toContainText('400 ml')
  await expect(shown).toContainText('Vegan')
  await expect(page.getByText(`Strawberry lemonade ${tag}`)).toHaveCount(0)
  await expect(page.getByText(`Secret recipe ${tag}`)).toHaveCount(0)
  await expect(page.getByText('Draft preview')).toHaveCount(0)

  // The item's own page: detail, quantity 1, special instructions, and the way back.
  await shown.click()
  await expect(page).toHaveURL(new RegExp(`/m/${bar.id}/items/${lemonade.id}\\?menu=${menu.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Rhubarb lemonade ${tag}` })).toBeVisible()
  await expect(page.getByText('Made here every morning')).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1')
  await expect(page.getByRole('textbox', { name: 'Special instructions' })).toBeVisible()
  expect(await page.locator('script').count()).toBe(0)
  await page.getByRole('link', { name: 'Back to the menu' }).click()
  await expect(page).toHaveURL(new RegExp(`/m/${bar.id}\\?menu=${menu.id}#item-${lemonade.id}$`))

  // Lithuanian: the link keeps the guest on the menu, in the menu's other language.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'lt' }).click()
  await expect(page).toHaveURL(new RegExp(`/m/${bar.id}\\?lang=lt&menu=${menu.id}$`))
  await expect(page.getByRole('heading', { level: 2, name: `Sodas ${tag}` })).toBeVisible()
  await expect(card(page, `Rabarbarų limonadas ${tag}`)).toContainText('3,50\u00a0€')
  // No Lithuanian description: the English one is shown, marked as English.
  await expect(page.locator('main p[lang="en"]', { hasText: 'Made here every morning' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Kalba' })).toBeVisible()

  // The draft link shows the draft under a ribbon; a wrong token shows no menu at all.
  const draftUrl = (await admin.organizations()).find((o) => o.id === bar.id)!.draftMenuUrl!
  expect(draftUrl).toMatch(new RegExp(`^/m/${bar.id}\\?preview=`))
  await openWithoutScripts(page, `${draftUrl}&menu=${menu.id}`)
  await expect(page.getByText('Draft preview')).toBeVisible()
  await expect(card(page, `Strawberry lemonade ${tag}`)).toContainText('4,20\u00a0€')
  const wrong = await page.goto(`/m/${bar.id}?preview=not-the-token`)
  expect(wrong?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Menu not found' })).toBeVisible()
  await expect(page.getByText(`Rhubarb lemonade ${tag}`)).toHaveCount(0)
  await admin.finish()
})

test('the demo bistro shows guests its published prices, not the draft ones', async ({ page, request }) => {
  const admin = await adminApi(request)
  const bistro = (await admin.organizations()).find((o) => o.name === 'Old Town Bistro')!
  await admin.finish()
  await openWithoutScripts(page, `/m/${bistro.id}`)
  const lunch = await tabHref(page, 'Lunch & dinner')
  await openWithoutScripts(page, lunch)
  // Published at 5,90; the draft's 6,20 and its new donuts wait for the next publish.
  await expect(card(page, 'Cold beet soup')).toContainText('5,90\u00a0€')
  await expect(page.getByText('Curd cheese donuts')).toHaveCount(0)
  await expect(page.getByText('Weekend brunch')).toHaveCount(0)
  // A browser that asks for Lithuanian first gets it without choosing.
  const lithuanian = await request.get(lunch, { headers: { 'Accept-Language': 'ru-RU,lt;q=0.9,en;q=0.8' } })
  const html = await lithuanian.text()
  // The document says its language, so a screen reader reads the title and page in Lithuanian.
  expect(html).toMatch(/<html lang="lt"/)
  expect(html).toContain('<div lang="lt"')
  expect(html).toContain('Pietūs ir vakarienė')
  expect(html).toContain('Šaltibarščiai')
  // An unknown item's page is a guest's 404, not the back-office's.
  const missing = await page.goto(`/m/${bistro.id}/items/${randomUUID()}`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Menu not found' })).toBeVisible()
})

test('a search engine may find the published menu, described by the venue and its menus, and nothing else', async ({ page, request }) => {
  const admin = await adminApi(request)
  const bistro = (await admin.organizations()).find((o) => o.name === 'Old Town Bistro')!
  await admin.finish()
  await openWithoutScripts(page, `/m/${bistro.id}`)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toMatch(/^The menu of Old Town Bistro: .*Lunch & dinner.*\. Prices, options and what is available today\.$/)
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const rules = (await robots.text()).split('\n').filter((line) => line !== '' && !line.startsWith('#'))
  expect(rules).toEqual(['User-agent: *', 'Allow: /m/', 'Disallow: /'])
})

test('the guest menu and an item page have no serious accessibility violations', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'axe runs in the page, so only with JavaScript')
  const admin = await adminApi(request)
  const bistro = (await admin.organizations()).find((o) => o.name === 'Old Town Bistro')!
  await admin.finish()
  const serious = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze()
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }
  await page.goto(`/m/${bistro.id}`)
  expect(await serious()).toEqual([])
  await (await onSomeTab(page, `/m/${bistro.id}`, (p) => card(p, 'Cappuccino'))).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cappuccino' })).toBeVisible()
  expect(await serious()).toEqual([])
})
