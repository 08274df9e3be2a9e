/**
 * Dragging to reorder (issue 9 item 5, SPEC.md 4 "Dragging"; ADR 0031): categories of a menu with
 * the keyboard (handle, Space, ArrowDown, Space) with the spoken announcements, items of a
 * category and menus on the Menus screen with the mouse, items with a finger on a touch screen
 * (in Lithuanian: the handle's name and the announcements follow the language); the order holds
 * after a reload. A move the platform refuses is shown at once, then put back with 'Unable to
 * update category/menu position'.
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
  await open(page, testInfo, `/organizations/${api.organizationId}/menu/${menu.id}`)
  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(['Starters', 'Mains', 'Desserts'])

  // The keyboard: focus the handle, Space picks the category up, ArrowDown moves it, Space drops it.
  const starters = handle(page, 'Starters')
  await starters.focus()
  await page.keyboard.press('Space')
  await expect(spoken(page, 'Picked up Starters. It is in position 1 of 3.')).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(spoken(page, 'Starters was moved to position 2 of 3.')).toHaveCount(1)
  await page.keyboard.press('Space')
  await expect(spoken(page, 'Starters was dropped at position 2 of 3.')).toHaveCount(1)
  await expect(headings).toHaveText(['Mains', 'Starters', 'Desserts'])
  await expect(snackbar(page)).toContainText('Position saved')
  await expect.poll(() => categoryTitles(api, menu.id)).toEqual(['Mains', 'Starters', 'Desserts'])

  // The mouse: Fish, the last item, dropped on Soup, the first.
  const mains = page.locator('[data-category="Mains"]')
  await expect(mains.locator('[data-item]')).toHaveText([/Soup/, /Steak/, /Fish/])
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
  // The drop's request (the action's own) names the removed category instead of the dragged one,
  // and waits for `release`, so that the order shown meanwhile can be seen.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === base && url.searchParams.has('_data'),
    async (route) => {
      const body = route.request().postData()
      if (route.request().method() !== 'POST' || !body) return route.continue()
      const form = new URLSearchParams(body)
      if (form.get('intent') !== 'categoryMove') return route.continue()
      form.set('categoryId', gone.id)
      await held
      return route.continue({ postData: form.toString() })
    },
  )
  await open(page, testInfo, base)
  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(['Breakfast', 'Brunch', 'Lunch'])

  await handle(page, 'Breakfast').focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await expect(spoken(page, 'Breakfast was moved to position 2 of 3.')).toHaveCount(1)
  await page.keyboard.press('Space')
  await expect(spoken(page, 'Breakfast was dropped at position 2 of 3.')).toHaveCount(1)
  // Shown at once, before the answer…
  await expect(headings).toHaveText(['Brunch', 'Breakfast', 'Lunch'])
  release()
  // …and put back when the refusal comes.
  await expect(snackbar(page)).toContainText('Unable to update category/menu position')
  await expect(headings).toHaveText(['Breakfast', 'Brunch', 'Lunch'])
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
  await open(page, testInfo, `/organizations/${api.organizationId}/menu/${menu.id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  const items = page.locator('[data-category="Drinks"] [data-item]')
  await expect(items).toHaveText([/Tea/, /Coffee/, /Juice/])

  // Juice, the last, dropped by a finger on Tea, the first.
  await touchDrag(page, page.getByRole('button', { name: 'Vilkti ir keisti vietą: Juice', exact: true }), items.first())
  await expect(spoken(page, 'Padėta: Juice. Vieta 1 iš 3.')).toHaveCount(1)
  await expect(items).toHaveText([/Juice/, /Tea/, /Coffee/])
  await expect
    .poll(async () => (await api.get(`/business/menus/${menu.id}`)).categories[0].items.map((i: Json) => i.title.en))
    .toEqual(['Juice', 'Tea', 'Coffee'])
  await api.call('DELETE', `/business/menus/${menu.id}`)
  await api.finish()
  await context.close()
})
