/**
 * The stop list in the browser (issue 9 item 2), with JavaScript and without: the limited demo
 * user (VIEW_STOP_LIST only, on Old Town Bistro) stops an item until a given time and an option
 * until put back, guests see the item 'Currently sold out' meanwhile, and both are put back
 * through the confirmation; a time in the past is refused and changes nothing; an entry whose
 * time has passed is back in stock by itself; the admin stops and restocks an item from the
 * Menu page; an entry added on a list longer than one page is shown on its page, highlighted.
 *
 * Each test uses bistro items and options no other browser test uses (the tests of one project
 * share one server), or Riverside Bar's own menu made for it, and leaves the stop list as it
 * found it.
 */
import { onSomeTab } from './fixtures/guest-menu'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { instantToLocalInput, localInputToInstant } from '../../app/features/menu/stop-until'
import { localToTyped } from '../../app/utils/venue-time'
import { loginWithPassword } from './fixtures/auth'
import { DEMO, drawerEntries, expect, jsEnabled, open, useLanguage, waitForHydration } from './fixtures/base'
import { menuApi, type Json } from './fixtures/menu'
import { tipsTest } from './fixtures/tips'

const BISTRO = 'Old Town Bistro'
const ZONE = 'Europe/Vilnius'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const snackbar = (page: Page) => page.getByTestId('snackbar')

/** 'YYYY-MM-DDTHH:mm' as the screen shows it: 'DD.MM.YYYY HH:mm'. */
const shown = (local: string) => `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`

/** The limited user signs in and opens the Stop list from the drawer. */
async function openStopListAsViewer(page: Page, testInfo: TestInfo) {
  await loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)
  if (jsEnabled(testInfo)) await waitForHydration(page)
  await drawerEntries(page).filter({ hasText: 'Stop list' }).click()
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}\/menu-stoplist$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stop list' })).toBeVisible()
  if (jsEnabled(testInfo)) await waitForHydration(page)
}

/** In the add dialog: searches, chooses what `choice` names and until when, and submits. */
async function addFromDialog(page: Page, search: string, choice: string, until: { at: string } | 'putBack') {
  await page.getByRole('link', { name: 'Add', exact: true }).click()
  const add = dialog(page, 'Add to stop list')
  await expect(add).toBeVisible()
  await add.getByRole('searchbox', { name: 'Find items and options' }).fill(search)
  await add.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`find=${encodeURIComponent(search)}`))
  await add.getByRole('radio', { name: choice }).check()
  if (until === 'putBack') await add.getByRole('radio', { name: 'Until put back' }).check()
  else {
    await add.getByRole('radio', { name: 'A date and time' }).check()
    const typed = localToTyped(until.at)
    await add.getByLabel('Date', { exact: true }).fill(typed.date)
    await add.getByLabel('Time', { exact: true }).fill(typed.time)
  }
  await add.getByRole('button', { name: 'Add to stop list' }).click()
}

/** The guest menu of the organization, in a browser of its own without JavaScript. */
async function guestMenu(browser: Browser, testInfo: TestInfo, organizationId: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const card = (title: string) =>
    onSomeTab(page, `/m/${organizationId}`, (p) => p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: title, exact: true }) }))
  return {
    soldOut: async (title: string) => expect(await card(title)).toContainText('Currently sold out'),
    inStock: async (title: string) => {
      const found = await card(title)
      await expect(found).toBeVisible()
      await expect(found).not.toContainText('Currently sold out')
    },
    /** Whether the item shows as sold out now (one look, for expect.poll). */
    isSoldOut: async (title: string) => ((await (await card(title)).textContent()) ?? '').includes('Currently sold out'),
    close: () => context.close(),
  }
}

tipsTest.describe('the limited user', () => {
  // Signed out: these tests sign in as the stop-list viewer themselves.
  tipsTest.use({ storageState: { cookies: [], origins: [] } })

  tipsTest('stops an item until a time and an option until put back, guests see it, and puts both back', async ({ page, request, browser }, testInfo) => {
    const api = await menuApi(request, BISTRO)
    const guest = await guestMenu(browser, testInfo, api.organizationId)
    await guest.inStock('Herbal tea')
    await openStopListAsViewer(page, testInfo)

    // An item until tomorrow at this time, found by a search in capitals (case is ignored).
    const at = instantToLocalInput(new Date(Date.now() + 24 * 3600_000), ZONE)
    await addFromDialog(page, 'HERBAL', 'Herbal tea', { at })
    await expect(snackbar(page)).toHaveText(/Item added to the stop list/)
    const items = page.getByRole('table', { name: 'Items' })
    const tea = items.getByRole('row').filter({ hasText: 'Herbal tea' })
    await expect(tea).toContainText('Drinks')
    await expect(tea).toContainText('Coffee & tea')
    await expect(tea).toContainText(`Until ${shown(at)}`)

    // An option until it is put back.
    await addFromDialog(page, 'whipped', 'Whipped cream', 'putBack')
    await expect(snackbar(page)).toHaveText(/Option added to the stop list/)
    const cream = page.getByRole('table', { name: 'Options' }).getByRole('row').filter({ hasText: 'Whipped cream' })
    await expect(cream).toContainText('Coffee extras')
    await expect(cream).toContainText('Until put back')

    // The screen's own search ignores case too; both are stopped on the platform.
    await page.getByRole('searchbox', { name: 'Search the stop list' }).fill('WHIPPED')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('table', { name: 'Options' })).toContainText('Whipped cream')
    await expect(page.getByRole('table', { name: 'Items' })).toHaveCount(0)
    const [teaEntry] = (await api.get('/business/stop-list?q=herbal')).entries as Json[]
    expect(teaEntry).toMatchObject({ target: { kind: 'ITEM', title: { en: 'Herbal tea' } } })
    // The time typed was read on the venue's clock.
    expect(new Date(teaEntry.activeUntil).toISOString()).toBe(localInputToInstant(at, ZONE)!.toISOString())
    const [creamEntry] = (await api.get('/business/stop-list?q=whipped')).entries as Json[]
    expect(creamEntry).toMatchObject({ activeUntil: null, target: { kind: 'OPTION', modifierName: 'Coffee extras' } })

    await guest.soldOut('Herbal tea')

    // Back in stock through the confirmation: the option first (the screen shows only it now).
    await page.getByRole('link', { name: 'Whipped cream' }).click()
    const confirm = dialog(page, 'Put back in stock')
    await expect(confirm).toContainText('Whipped cream (Coffee extras)')
    await confirm.getByRole('button', { name: 'Put back in stock' }).click()
    await expect(snackbar(page)).toHaveText(/Option removed from the stop list/)
    await expect(page.getByText('Nothing on the stop list matches the search')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search the stop list' }).fill('')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('table', { name: 'Items' }).getByRole('link', { name: 'Herbal tea' }).click()
    await dialog(page, 'Put back in stock').getByRole('button', { name: 'Put back in stock' }).click()
    await expect(snackbar(page)).toHaveText(/Item removed from the stop list/)
    await expect(page.getByRole('table', { name: 'Items' }).getByText('Herbal tea')).toHaveCount(0)
    expect((await api.get('/business/stop-list?q=herbal')).entries).toEqual([])
    expect((await api.get('/business/stop-list?q=whipped')).entries).toEqual([])
    await guest.inStock('Herbal tea')
    await guest.close()
  })

  tipsTest('is told a time in the past is not possible, and nothing changes', async ({ page, request }, testInfo) => {
    const api = await menuApi(request, BISTRO)
    await openStopListAsViewer(page, testInfo)
    const past = instantToLocalInput(new Date(Date.now() - 3600_000), ZONE)
    await addFromDialog(page, 'draught', 'Draught beer', { at: past })
    const add = dialog(page, 'Add to stop list')
    await expect(add.getByText('Choose a time in the future')).toBeVisible()
    await expect(add.getByLabel('Date', { exact: true })).toHaveValue(localToTyped(past).date)
    await expect(add.getByLabel('Time', { exact: true })).toHaveValue(localToTyped(past).time)
    await expect(add.getByRole('radio', { name: 'Draught beer' })).toBeChecked()
    expect((await api.get('/business/stop-list?q=draught')).entries).toEqual([])
    await add.getByRole('link', { name: 'Cancel' }).click()
    await expect(add).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Stop list' })).toBeVisible()
  })
  tipsTest('in Lithuanian the date and time are DD.MM.YYYY and HH:mm fields, and a junk date is "Neteisinga data"', async ({ page, context, request }, testInfo) => {
    // Once the browser's own control: 'mm/dd/yyyy, 06:00 PM' in a Lithuanian interface.
    const api = await menuApi(request, BISTRO)
    await loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)
    await useLanguage(context, testInfo, 'lt')
    await open(page, testInfo, `/organizations/${api.organizationId}/menu-stoplist/add?find=draught`)
    const add = page.getByRole('dialog', { name: 'Pridėti į stop sąrašą' })
    const date = add.getByLabel('Data', { exact: true })
    const time = add.getByLabel('Laikas', { exact: true })
    await expect(date).toHaveAttribute('type', 'text')
    await expect(date).toHaveAttribute('placeholder', 'DD.MM.MMMM')
    await expect(time).toHaveAttribute('type', 'text')
    await expect(time).toHaveAttribute('placeholder', 'VV:mm')
    await add.getByRole('radio', { name: /Draught beer|Tamsus alus/ }).check()
    await add.getByRole('radio', { name: 'Iki nurodytos datos ir laiko' }).check()
    await date.fill('2026-13-45')
    await time.fill('18:00')
    await add.getByRole('button', { name: 'Pridėti į stop sąrašą' }).click()
    await expect(add.getByText('Neteisinga data')).toBeVisible()
    expect((await api.get('/business/stop-list?q=draught')).entries).toEqual([])
    // A typed date and time are taken, on the venue's clock.
    const tomorrow = localToTyped(instantToLocalInput(new Date(Date.now() + 24 * 3600_000), ZONE))
    await date.fill(tomorrow.date)
    await time.fill('18:00')
    await add.getByRole('button', { name: 'Pridėti į stop sąrašą' }).click()
    await expect(add).toBeHidden()
    const [entry] = (await api.get('/business/stop-list?q=draught')).entries as Json[]
    expect(new Date(entry.activeUntil).toISOString()).toBe(localInputToInstant(`${tomorrow.date.split('.').reverse().join('-')}T18:00`, ZONE)!.toISOString())
    await api.call('DELETE', `/business/stop-list/${entry.id}`)
  })
})

tipsTest('an item whose time has passed is back on the guest menu by itself', async ({ page, request, browser }, testInfo) => {
  const api = await menuApi(request, BISTRO)
  const [lemonade] = (await api.get('/business/stop-list/candidates?q=lemonade')).candidates as Json[]
  expect(lemonade.title.en).toBe('Homemade lemonade')
  const guest = await guestMenu(browser, testInfo, api.organizationId)
  // A few seconds: long enough to see it sold out, short enough to wait for.
  await api.post('/business/stop-list', { menuItemId: lemonade.menuItemId, activeUntil: new Date(Date.now() + 12_000).toISOString() })
  await expect.poll(() => guest.isSoldOut('Homemade lemonade'), { message: 'sold out while stopped', timeout: 6_000 }).toBe(true)
  await expect
    .poll(() => guest.isSoldOut('Homemade lemonade'), { message: 'back in stock once the time passed', timeout: 40_000, intervals: [1000] })
    .toBe(false)
  // Nothing to put back: the stop list no longer has it either.
  await open(page, testInfo, `/organizations/${api.organizationId}/menu-stoplist?q=lemonade`)
  await expect(page.getByText('Nothing on the stop list matches the search')).toBeVisible()
  expect((await api.get('/business/stop-list?q=lemonade')).entries).toEqual([])
  await guest.close()
})

tipsTest('the admin adds an item to the stop list and removes it from the Menu page', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, BISTRO)
  const lunch = ((await api.get('/business/menus')).menus as Json[]).find((m) => m.title.en === 'Lunch & dinner')
  await open(page, testInfo, `/organizations/${api.organizationId}/menu/${lunch.id}`)
  const row = page.locator('[data-item="Cepelinai"]')
  await expect(row.getByText('Sold out')).toHaveCount(0)

  await row.getByRole('link', { name: 'Add Cepelinai to stop list' }).click()
  const stop = dialog(page, 'Add to stop list')
  await expect(stop).toContainText('Guests see Cepelinai as sold out until then.')
  await expect(stop.getByRole('radio', { name: /End of the business day/ })).toBeChecked()
  await stop.getByRole('radio', { name: 'Until put back' }).check()
  await stop.getByRole('button', { name: 'Add to stop list' }).click()
  await expect(snackbar(page)).toHaveText(/Item added to the stop list/)
  await expect(stop).toBeHidden()
  await expect(row.getByText('Sold out')).toBeVisible()
  const [entry] = (await api.get('/business/stop-list?q=cepelinai')).entries as Json[]
  expect(entry).toMatchObject({ activeUntil: null, target: { kind: 'ITEM' } })

  await row.getByRole('link', { name: 'Remove Cepelinai from stop list' }).click()
  const confirm = dialog(page, 'Remove from stop list')
  await expect(confirm).toContainText('Put Cepelinai back in stock?')
  await confirm.getByRole('button', { name: 'Put back in stock' }).click()
  await expect(snackbar(page)).toHaveText(/Item removed from the stop list/)
  await expect(row.getByText('Sold out')).toHaveCount(0)
  await expect(row.getByRole('link', { name: 'Add Cepelinai to stop list' })).toBeVisible()
  expect((await api.get('/business/stop-list?q=cepelinai')).entries).toEqual([])
})

tipsTest('an entry added on a stop list of more than one page is shown on the page that holds it, highlighted', async ({ page, request }, testInfo) => {
  // Riverside Bar's own menu for this test: the other tests' bistro lists are not touched.
  const api = await menuApi(request, 'Riverside Bar')
  const tag = `${testInfo.project.name}-${Date.now() % 100000}`
  const menu = await api.post('/business/menus', { title: { en: `Stops ${tag}` } })
  const category = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Many' } })
  const items: Json[] = []
  // Fifty stopped items that sort first fill page 1 (50 a page, by title); the new one is past it.
  for (let n = 0; n < 51; n++) {
    const title = n < 50 ? `Aaa ${tag} ${String(n).padStart(2, '0')}` : `Zzz-${tag}`
    items.push(await api.post('/business/menu-items', { categoryId: category.id, title: { en: title }, price: 300 }))
  }
  const stopped: string[] = []
  try {
    for (const item of items.slice(0, 50)) stopped.push((await api.post('/business/stop-list', { menuItemId: item.id })).id)
    const screen = `/organizations/${api.organizationId}/menu-stoplist`
    // From a search that leaves the new one out, as the Tables screen is tried.
    await open(page, testInfo, `${screen}?q=${encodeURIComponent(`aaa ${tag}`)}`)
    await addFromDialog(page, `Zzz-${tag}`, `Zzz-${tag}`, 'putBack')
    await expect(snackbar(page)).toHaveText(/Item added to the stop list/)
    const [entry] = (await api.get(`/business/stop-list?q=${encodeURIComponent(`Zzz-${tag}`)}`)).entries as Json[]
    stopped.push(entry.id)
    await expect(page).toHaveURL(new RegExp(`/menu-stoplist\\?highlight=${entry.id}#row-${entry.id}$`))
    const row = page.getByRole('main').locator('tbody tr').filter({ hasText: `Zzz-${tag}` })
    await expect(row).toHaveAttribute('aria-current', 'true')
    await expect(row).toBeInViewport()
    await expect(page.getByRole('main').locator('tr[aria-current]')).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'Stop list pages' }).getByRole('link', { name: 'Previous' })).toBeVisible()
  } finally {
    for (const id of stopped) await api.call('DELETE', `/business/stop-list/${id}`)
    for (const item of items) await api.call('DELETE', `/business/menu-items/${item.id}`)
    await api.call('DELETE', `/business/menus/${menu.id}`)
  }
})
