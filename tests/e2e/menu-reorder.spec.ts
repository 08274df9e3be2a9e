/**
 * Dragging to reorder (issue 9 item 5, SPEC.md 4 "Dragging"; ADR 0031, ADR 0056): categories of a menu with
 * the keyboard (handle, Space, ArrowDown, Space) with the spoken announcements, items of a
 * category and menus on the Menus screen with the mouse, items with a finger on a touch screen
 * (in Lithuanian: the handle's name and the announcements follow the language); the order holds
 * after a reload. A move the platform refuses is shown at once, then put back with 'Unable to
 * update category/menu position'. The handles (and the island's script) come when the pointer,
 * a finger or the focus first reaches a list.
 *
 * JavaScript only: without it there is nothing to drag, and the move up/down buttons that stand
 * for dragging are tested by menu-builder.spec.ts in both projects. Every test makes its own
 * menus in Demo Group, so the orders it checks are its own.
 */
import type { Locator, Page, TestInfo } from '@playwright/test'
import { menuApi, type Json } from './fixtures/menu'
import { expect, jsEnabled, open, projectDigit } from './fixtures/base'
import { tipsTest as test } from './fixtures/tips'

const NO_JS = 'dragging needs JavaScript; the move buttons that replace it are covered by menu-builder.spec.ts'
const tagOf = (testInfo: TestInfo) => `${projectDigit(testInfo)}${Date.now() % 100000}`
const snackbar = (page: Page) => page.getByTestId('snackbar')
/** What dnd-kit's live region says (role status, read aloud by screen readers). */
const spoken = (page: Page, text: string) => page.locator('[role="status"][aria-live]').filter({ hasText: text })
const handle = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: `Drag to reorder ${name}`, exact: true })

/** Presses the mouse on `from` and lets it go over the middle of `to`, in small steps as a hand does. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded()
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + (b.y > a.y ? 6 : -6), { steps: 3 })
  await page.mouse.move(a.x + a.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

/**
 * Keeps in sessionStorage what the page says aloud (`spoken`) and each order of `selector`'s texts
 * it shows (`orders`), so both can be read after a drop's post has loaded the next page: the
 * order shown at once, before the answer, included. (A page waiting for its post cannot be read.)
 */
async function recordPage(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const keep = (key: string, value: string) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
      if (value && !kept.includes(value)) sessionStorage.setItem(key, JSON.stringify([...kept, value]))
    }
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[role="status"][aria-live]')) keep('spoken', (region.textContent ?? '').trim())
        keep('orders', JSON.stringify([...document.querySelectorAll(selector)].map((e) => (e.textContent ?? '').trim())))
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  }, selector)
  const read = (key: string) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], key).catch(() => [] as string[])
  return {
    spoken: () => read('spoken').then((said) => said.join(' | ')),
    orders: () => read('orders').then((orders) => orders.map((o) => JSON.parse(o) as string[])),
  }
}

/** The pointer moves over `row` (a row of a list, or of a list inside it): the lists there get their handles. */
async function reach(row: Locator) {
  await row.scrollIntoViewIfNeeded()
  await row.hover({ position: { x: 2, y: 2 } })
}

/** Changes the drop's post (a plain form post of the page, `intent` as given) on its way. */
async function editDrop(page: Page, path: string, intent: string, edit: (form: URLSearchParams) => void) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '')
      if (route.request().method() !== 'POST' || form.get('intent') !== intent) return route.continue()
      edit(form)
      return route.continue({ postData: form.toString() })
    },
  )
}

type MenuApi = Awaited<ReturnType<typeof menuApi>>
const categoryTitles = async (api: MenuApi, menuId: string) => (await api.get(`/business/menus/${menuId}`)).categories.map((c: Json) => c.title.en)

test('categories move with the keyboard and items with the mouse, and the order holds after a reload', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), NO_JS)
  const api = await menuApi(request, 'Demo Group')
  const menu = await api.post('/business/menus', { title: { en: `Drag ${tagOf(testInfo)}` } })
  for (const title of ['Starters', 'Mains', 'Desserts']) await api.post(`/business/menus/${menu.id}/categories`, { title: { en: title } })
  const mainsId = (await api.get(`/business/menus/${menu.id}`)).categories[1].id
  for (const [title, price] of [['Soup', 400], ['Steak', 1800], ['Fish', 1500]] as const) {
    await api.post('/business/menu-items', { categoryId: mainsId, title: { en: title }, price })
  }
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  const record = await recordPage(page, 'h2')
  await open(page, testInfo, base)
  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(['Starters', 'Mains', 'Desserts'])
  // Nothing to drag with, and nothing of it downloaded, until a list is reached.
  await expect(page.locator('[data-drag-handle]')).toHaveCount(0)
  expect(scripts.filter((s) => s.startsWith('/build/islands/drag-'))).toEqual([])

  // The keyboard: the focus enters the list, then on the handle Space picks the category up,
  // ArrowDown moves it, Space drops it.
  await page.locator('[data-category="Starters"]').getByRole('link').first().focus()
  const starters = handle(page, 'Starters')
  await starters.focus()
  expect(scripts.filter((s) => s.startsWith('/build/islands/drag-'))).toHaveLength(1)
  await page.keyboard.press('Space')
  await expect(spoken(page, 'Picked up Starters. It is in position 1 of 3.')).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(spoken(page, 'Starters was moved to position 2 of 3.')).toHaveCount(1)
  await page.keyboard.press('Space')
  await expect(snackbar(page)).toContainText('Position saved')
  expect(await record.spoken()).toContain('Starters was dropped at position 2 of 3.')
  await expect(headings).toHaveText(['Mains', 'Starters', 'Desserts'])
  await expect.poll(() => categoryTitles(api, menu.id)).toEqual(['Mains', 'Starters', 'Desserts'])

  // The mouse: Fish, the last item, dropped on Soup, the first.
  const mains = page.locator('[data-category="Mains"]')
  await expect(mains.locator('[data-item]')).toHaveText([/Soup/, /Steak/, /Fish/])
  await reach(mains.locator('[data-item="Fish"]'))
  await drag(page, handle(mains, 'Fish'), mains.locator('[data-item="Soup"]'))
  await expect(mains.locator('[data-item]')).toHaveText([/Fish/, /Soup/, /Steak/])
  await expect
    .poll(async () => (await api.get(`/business/menus/${menu.id}`)).categories[0].items.map((i: Json) => i.title.en))
    .toEqual(['Fish', 'Soup', 'Steak'])

  await page.reload()
  await expect(headings).toHaveText(['Mains', 'Starters', 'Desserts'])
  await expect(mains.locator('[data-item]')).toHaveText([/Fish/, /Soup/, /Steak/])
  await api.call('DELETE', `/business/menus/${menu.id}`)
  await api.finish()
})

test('menus are dragged into place on the Menus screen', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), NO_JS)
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  const first = await api.post('/business/menus', { title: { en: `Lunch ${tag}` } })
  const second = await api.post('/business/menus', { title: { en: `Dinner ${tag}` } })
  const mine = async () => ((await api.get('/business/menus')).menus as Json[]).map((m) => m.id).filter((id) => id === first.id || id === second.id)
  expect(await mine()).toEqual([first.id, second.id])

  await open(page, testInfo, `/organizations/${api.organizationId}/menu`)
  const rows = page.locator(`[data-menu="Lunch ${tag}"], [data-menu="Dinner ${tag}"]`)
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toHaveAttribute('data-menu', `Lunch ${tag}`)
  await reach(rows.last())
  await drag(page, handle(page, `Dinner ${tag}`), page.locator(`[data-menu="Lunch ${tag}"]`))
  await expect(rows.first()).toHaveAttribute('data-menu', `Dinner ${tag}`)
  await expect(snackbar(page)).toContainText('Position saved')
  await expect.poll(mine).toEqual([second.id, first.id])

  await page.reload()
  await expect(rows.first()).toHaveAttribute('data-menu', `Dinner ${tag}`)
  await expect(rows.last()).toHaveAttribute('data-menu', `Lunch ${tag}`)
  for (const id of [first.id, second.id]) await api.call('DELETE', `/business/menus/${id}`)
  await api.finish()
})

test('a move the platform refuses puts the list back and says so', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), NO_JS)
  const api = await menuApi(request, 'Demo Group')
  const menu = await api.post('/business/menus', { title: { en: `Refused ${tagOf(testInfo)}` } })
  for (const title of ['Breakfast', 'Brunch', 'Lunch']) await api.post(`/business/menus/${menu.id}/categories`, { title: { en: title } })
  // A category removed meanwhile (by someone else): moving it is refused by the platform.
  const gone = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Gone' } })
  await api.call('DELETE', `/business/menus/${menu.id}/categories/${gone.id}`)
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  // The drop's post (the page's own) names the removed category instead of the dragged one.
  await editDrop(page, base, 'categoryMove', (form) => form.set('categoryId', gone.id))
  const record = await recordPage(page, 'h2')
  await open(page, testInfo, base)
  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(['Breakfast', 'Brunch', 'Lunch'])

  await reach(page.locator('[data-category="Breakfast"]'))
  await handle(page, 'Breakfast').focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await expect(spoken(page, 'Breakfast was moved to position 2 of 3.')).toHaveCount(1)
  await page.keyboard.press('Space')
  // Put back when the refusal comes, which says why…
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to update category/menu position' })).toBeVisible()
  await expect(headings).toHaveText(['Breakfast', 'Brunch', 'Lunch'])
  // …after the new order was shown at once, before the answer.
  expect(await record.spoken()).toContain('Breakfast was dropped at position 2 of 3.')
  expect(await record.orders()).toContainEqual(['Brunch', 'Breakfast', 'Lunch'])
  expect(await categoryTitles(api, menu.id)).toEqual(['Breakfast', 'Brunch', 'Lunch'])
  await api.call('DELETE', `/business/menus/${menu.id}`)
  await api.finish()
})

/** A finger pressed on `from`, moved in small steps and lifted over the middle of `to` (touch events through the DevTools protocol). */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded()
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  const cdp = await page.context().newCDPSession(page)
  const x = a.x + a.width / 2
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  const start = a.y + a.height / 2
  const end = b.y + b.height / 2
  await touch('touchStart', start)
  for (let step = 1; step <= 12; step++) await touch('touchMove', start + ((end - start) * step) / 12)
  await touch('touchEnd', end)
  await cdp.detach()
}

test('a finger drags an item on a touch screen, and the handle and announcements speak the user’s language', async ({ browser, adminState, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), NO_JS)
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState, hasTouch: true, locale: 'lt-LT' })
  const page = await context.newPage()
  const api = await menuApi(request, 'Demo Group')
  const menu = await api.post('/business/menus', { title: { en: `Touch ${tagOf(testInfo)}` } })
  const category = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Drinks' } })
  for (const [title, price] of [['Tea', 200], ['Coffee', 250], ['Juice', 300]] as const) {
    await api.post('/business/menu-items', { categoryId: category.id, title: { en: title }, price })
  }
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  const record = await recordPage(page, 'h2')
  await open(page, testInfo, base)
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  const items = page.locator('[data-category="Drinks"] [data-item]')
  await expect(items).toHaveText([/Tea/, /Coffee/, /Juice/])

  // A first touch on the list brings the handles; then Juice, the last, dropped by a finger on Tea, the first.
  await items.first().dispatchEvent('touchstart')
  await touchDrag(page, page.getByRole('button', { name: 'Vilkti ir keisti vietą: Juice', exact: true }), items.first())
  // What was said before the page answered the drop, kept across that page load.
  await expect.poll(record.spoken).toContain('Padėta: Juice. Vieta 1 iš 3.')
  await expect(items).toHaveText([/Juice/, /Tea/, /Coffee/])
  await expect
    .poll(async () => (await api.get(`/business/menus/${menu.id}`)).categories[0].items.map((i: Json) => i.title.en))
    .toEqual(['Juice', 'Tea', 'Coffee'])
  await api.call('DELETE', `/business/menus/${menu.id}`)
  await api.finish()
  await context.close()
})
