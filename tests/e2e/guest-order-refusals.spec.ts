/**
 * What a guest's order meets besides success (issue 28 items 6 to 8), on a 360 px phone with and
 * without JavaScript, in Spanish and in Lithuanian: a cart opened from the menu without a table
 * asks for the table's number (a wrong one is said so, a right one places the order there); the
 * demo POS refuses an order for a table it does not know (the cart is kept, nothing written);
 * order taking switched off while the cart is open refuses the order until it is on again; an
 * item's modifier rule broken on its page is said on that fieldset and nothing is added.
 *
 * These tests place orders and change the venues' switches and menus, so the file runs a server
 * of its own (embedded database, demo data): the suite's servers' orders stay as other specs count them.
 */
import { request as apiRequest, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'
import { expect, jsEnabled, test } from './fixtures/base'
import { axeViolations } from './fixtures/every-screen'
import { expectFits, PHONE } from './fixtures/fits'
import { onSomeTab } from './fixtures/guest-menu'
import { menuApi, type Json } from './fixtures/menu'
import { startOwnServer, stopOwnServer, type OwnServer } from './fixtures/own-server'

test.describe('a guest order refused or asked for more', () => {
  test.use({ viewport: PHONE })

  let server: OwnServer | undefined
  let platform: APIRequestContext

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000)
    // Past the other own servers' ports (E2E_PORT + 40 to + 43, + 50 to + 52).
    const port = Number(process.env.E2E_PORT || 3201) + 60 + (jsEnabled(testInfo) ? 0 : 1)
    server = await startOwnServer(port, 'guest-refusals')
    platform = await apiRequest.newContext({ baseURL: server.baseURL })
  })

  test.afterAll(async () => {
    await platform?.dispose()
    await stopOwnServer(server)
  })

  /** A phone of its own on this file's server, with or without JavaScript as the project says. */
  async function phone(browser: Browser, testInfo: TestInfo, locale: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server!.baseURL, viewport: PHONE, locale, javaScriptEnabled: jsEnabled(testInfo) })
    return context.newPage()
  }

  /** The page's island has run (with JavaScript), so its forms are the island's. */
  async function ready(page: Page, testInfo: TestInfo) {
    if (jsEnabled(testInfo)) await expect(page.locator('html[data-island="ready"]')).toHaveCount(1)
  }

  async function fitsAndPasses(page: Page, testInfo: TestInfo) {
    await expectFits(page)
    if (jsEnabled(testInfo)) expect(await axeViolations(page)).toEqual([])
  }

  /** From the menu at `menuUrl`: the item's Add, its page's "Add to order" with its defaults, the menu's "Added". */
  async function addItem(page: Page, menuUrl: string, words: { add: string; addToOrder: string; added: string }, title: string) {
    const add = await onSomeTab(page, menuUrl, (p) => p.getByRole('link', { name: `${words.add}: ${title}`, exact: true }))
    await add.click()
    await page.getByRole('button', { name: new RegExp(words.addToOrder) }).click()
    await expect(page.getByRole('status')).toHaveText(words.added)
  }

  /** The venue's GUEST orders as the Orders API lists them. */
  async function guestOrders(api: Awaited<ReturnType<typeof menuApi>>) {
    const since = new Date(Date.now() - 3600_000).toISOString()
    const page = (await api.get(`/business/orders?size=100&startTs=${encodeURIComponent(since)}`)) as { orders: Json[] }
    return page.orders.filter((o) => o.source === 'GUEST')
  }

  const ES = { add: 'Añadir', addToOrder: 'Añadir al pedido', added: 'Añadido a tu pedido.', viewOrder: 'Ver pedido', place: 'Hacer el pedido' }
  const LT = { add: 'Pridėti', addToOrder: 'Pridėti prie užsakymo', added: 'Pridėta prie jūsų užsakymo.', viewOrder: 'Peržiūrėti užsakymą', place: 'Pateikti užsakymą' }

  test('a cart opened without a table asks for its number: a wrong one is said so, the right one places the order there', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const api = await menuApi(platform, 'Old Town Bistro')
    const before = (await guestOrders(api)).length
    const guest = await phone(browser, testInfo, 'es-ES')
    const menuUrl = `/m/${api.organizationId}?lang=es`
    await addItem(guest, menuUrl, ES, 'Espresso')
    await guest.getByRole('link', { name: new RegExp(ES.viewOrder) }).click()
    await expect(guest.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible()
    await ready(guest, testInfo)
    const table = guest.getByRole('textbox', { name: 'Número de mesa' })
    await expect(table).toHaveAccessibleDescription('El número que está en tu mesa')
    await fitsAndPasses(guest, testInfo)

    await table.fill('99')
    await guest.getByRole('button', { name: ES.place }).click()
    await expect(table).toHaveAccessibleDescription('Aquí no hay mesa 99. Revisa el número de tu mesa.')
    await expect(table).toHaveValue('99')
    await expect(table).toHaveAttribute('aria-invalid', 'true')
    expect(await guestOrders(api)).toHaveLength(before)
    await fitsAndPasses(guest, testInfo)

    await table.fill('5')
    await guest.getByRole('button', { name: ES.place }).click()
    const heading = guest.getByRole('heading', { level: 1, name: /Pedido G-\d+ realizado/ })
    await expect(heading).toBeVisible()
    const orderNumber = /G-\d+/.exec((await heading.textContent())!)![0]
    const orders = await guestOrders(api)
    expect(orders.filter((o) => o.orderNumber === orderNumber).map((o) => [o.placementTitle, o.amount])).toEqual([['5', 220]])
    await guest.context().close()
  })

  test('the demo POS refuses an order for a table it does not know: the guest is told, the cart is kept, nothing is written', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const api = await menuApi(platform, 'Station Café')
    // The café's menu is open 07:00–19:00 in Vilnius: open all day here, so the test does not depend on its clock.
    const { menus } = (await api.get('/business/menus')) as { menus: Json[] }
    const cafe = menus.find((m) => m.title.en === 'Café')!
    await api.put(`/business/menus/${cafe.id}`, { title: cafe.title, activeHours: null })
    await api.post('/business/menus/publish')
    const { tables } = (await api.get('/business/tables?size=50')) as { tables: { id: string; number: string; posId: string | null }[] }
    const unmapped = tables.find((t) => t.number === 'Terrace 1')!
    expect(unmapped.posId).toBeNull()
    const before = await guestOrders(api)
    const paymentsBefore = ((await api.get('/business/payments?size=10')) as { payments: Json[] }).payments

    const guest = await phone(browser, testInfo, 'lt-LT')
    const menuUrl = `/m/${api.organizationId}?table=${unmapped.id}&lang=lt`
    await addItem(guest, menuUrl, LT, 'Espresas')
    await guest.getByRole('link', { name: new RegExp(LT.viewOrder) }).click()
    await expect(guest.getByText('Staliukas Terrace 1')).toBeVisible()
    await ready(guest, testInfo)
    await guest.getByRole('button', { name: LT.place }).click()
    const refusal = 'Kasos sistema atmetė užsakymą: The demo POS refused the order: the table is not mapped to a POS table. Nieko nenuskaičiuota.'
    await expect(guest.getByRole('alert')).toHaveText(refusal)
    await expect(guest.locator('main')).toContainText('Espresas')
    await fitsAndPasses(guest, testInfo)

    // The cart is still there when opened again (not a reload: that would post the form again); no order, no payment.
    await guest.goto(guest.url())
    await expect(guest.locator('main')).toContainText('Espresas')
    await expect(guest.getByRole('button', { name: LT.place })).toBeEnabled()
    expect(await guestOrders(api)).toEqual(before)
    expect(((await api.get('/business/payments?size=10')) as { payments: Json[] }).payments).toEqual(paymentsBefore)
    await guest.context().close()
  })

  test('order taking switched off while a cart is open: the order is refused and nothing written; switched on, it is placed', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const api = await menuApi(platform, 'Old Town Bistro')
    const switchOff = (disabled: boolean) => api.put(`/business/organizations/${api.organizationId}`, { allowOrderDisabled: disabled, allowOrderDisabledUntil: null })
    const { tables } = (await api.get('/business/tables?size=50')) as { tables: { id: string; number: string }[] }
    const table = tables.find((t) => t.number === '7')!
    const guest = await phone(browser, testInfo, 'lt-LT')
    await addItem(guest, `/m/${api.organizationId}?table=${table.id}&lang=lt`, LT, 'Espresas')
    await guest.getByRole('link', { name: new RegExp(LT.viewOrder) }).click()
    await expect(guest.getByText('Staliukas 7')).toBeVisible()
    await ready(guest, testInfo)
    const before = await guestOrders(api)

    const off = 'Užsakymai iš meniu kol kas išjungti. Prašome užsisakyti pas personalą.'
    await switchOff(true)
    try {
      // The page was drawn while orders were taken: its button is still there, and what it sends is refused.
      await guest.getByRole('button', { name: LT.place }).click()
      await expect(guest.getByRole('alert').filter({ hasText: off })).toBeVisible()
      await expect(guest.locator('main')).toContainText('Espresas')
      expect(await guestOrders(api)).toEqual(before)
      // Opened again, the cart says it at once and cannot be placed.
      await guest.goto(guest.url())
      await expect(guest.getByRole('alert').filter({ hasText: off })).toBeVisible()
      await expect(guest.getByRole('button', { name: LT.place })).toBeDisabled()
      await fitsAndPasses(guest, testInfo)
    } finally {
      await switchOff(false)
    }

    await guest.goto(guest.url())
    await expect(guest.getByRole('alert')).toHaveCount(0)
    await ready(guest, testInfo)
    await guest.getByRole('button', { name: LT.place }).click()
    const heading = guest.getByRole('heading', { level: 1, name: /Užsakymas G-\d+ pateiktas/ })
    await expect(heading).toBeVisible()
    const orderNumber = /G-\d+/.exec((await heading.textContent())!)![0]
    expect((await guestOrders(api)).filter((o) => o.orderNumber === orderNumber).map((o) => o.placementTitle)).toEqual(['7'])
    await guest.context().close()
  })

  test('a modifier rule broken on the item page is said on its fieldset and nothing is added', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const api = await menuApi(platform, 'Old Town Bistro')
    // A sauce to choose, one or two: no option is chosen by default.
    const { menus } = (await api.get('/business/menus')) as { menus: Json[] }
    const lunch = (await api.get(`/business/menus/${menus.find((m) => m.title.en === 'Lunch & dinner')!.id}`)) as Json
    const mains = lunch.categories.find((c: Json) => c.title.en === 'Mains')
    const sauces = await api.post('/business/menu-modifiers', {
      name: 'Refusals sauces',
      title: { en: 'Sauce', lt: 'Padažas' },
      type: 'CHECKBOX',
      minOptions: 1,
      maxOptions: 2,
      options: [
        { title: { en: 'Garlic', lt: 'Česnakų' }, prices: [{ price: 0 }] },
        { title: { en: 'Chili', lt: 'Čili' }, prices: [{ price: 0 }] },
      ],
    })
    const title = `Fries ${testInfo.project.name}`
    await api.post('/business/menu-items', { categoryId: mains.id, title: { en: title, lt: title }, price: 400, modifiers: [{ id: sauces.id, options: {} }] })
    await api.post('/business/menus/publish')

    const guest = await phone(browser, testInfo, 'es-ES')
    const menuUrl = `/m/${api.organizationId}?lang=es`
    const addButton = guest.getByRole('button', { name: new RegExp(ES.addToOrder) })

    // CHECKBOX at least 1, none ticked.
    const fries = await onSomeTab(guest, menuUrl, (p) => p.getByRole('link', { name: `${ES.add}: ${title}`, exact: true }))
    await fries.click()
    await ready(guest, testInfo)
    await addButton.click()
    const sauce = guest.getByRole('group', { name: /Sauce/ })
    await expect(sauce).toHaveAccessibleDescription('Elija de 1 a 2')
    await expect(guest.getByRole('link', { name: new RegExp(ES.viewOrder) })).toHaveCount(0)
    await fitsAndPasses(guest, testInfo)
    // Ticked, it is added.
    await sauce.getByRole('checkbox', { name: 'Garlic' }).check()
    await addButton.click()
    await expect(guest.getByRole('status')).toHaveText(ES.added)

    // RADIO without a choice (the page checks one by default; this form is sent with none).
    const steak = await onSomeTab(guest, menuUrl, (p) => p.getByRole('link', { name: `${ES.add}: Beef steak`, exact: true }))
    await steak.click()
    await ready(guest, testInfo)
    await guest.locator('input[type="radio"]').evaluateAll((radios) => radios.forEach((r) => ((r as HTMLInputElement).checked = false)))
    await addButton.click()
    await expect(guest.getByRole('group', { name: /How would you like it/ })).toHaveAccessibleDescription('Elija uno')
    await fitsAndPasses(guest, testInfo)

    // The cart holds the fries only.
    await guest.goto(`/m/${api.organizationId}/cart?lang=es`)
    await expect(guest.locator('main')).toContainText(title)
    await expect(guest.locator('main')).not.toContainText('Beef steak')
    await guest.context().close()
  })
})
