/**
 * A guest orders from the published menu (issue 28 items 6, 7 and 9) on a 360 px phone, with
 * and without JavaScript (the config's two projects), in Spanish and in Lithuanian: from a
 * table's menu link, two large cappuccinos with oat milk are added, a cake on the stop list
 * cannot be, a forged price changes nothing, the order is placed and shown with its number, and
 * the back-office's Orders screen lists it. The placed order's page, which the walk of every
 * screen cannot open, passes the Nu Html Checker here.
 */
import type { Page } from '@playwright/test'
import { loginAsAdmin } from './fixtures/auth'
import { expect, jsEnabled, open, test } from './fixtures/base'
import { axeViolations, axeViolationsWithoutScript } from './fixtures/every-screen'
import { misfits, phonePage } from './fixtures/fits'
import { htmlErrors } from './fixtures/html-checker'
import { menuApi, type Json } from './fixtures/menu'

const WORDS = {
  es: {
    add: 'Añadir',
    addToOrder: 'Añadir al pedido',
    added: 'Añadido a tu pedido.',
    bar: /Artículos: 2 · 8,40\s€/,
    viewOrder: 'Ver pedido',
    soldOut: 'Agotado por ahora',
    cake: 'Honey cake',
    cappuccino: 'Cappuccino',
    drinks: 'Drinks',
    lunch: 'Lunch & dinner',
    small: 'Small',
    large: 'Large',
    quantity: 'Cantidad',
    table: (n: string) => `Mesa ${n}`,
    remove: 'Quitar',
    empty: 'Tu pedido está vacío. Añade algo de la carta.',
    place: 'Hacer el pedido',
    placed: (n: string) => `Pedido ${n} realizado`,
    payNow: 'Pagar ahora',
    payLater: 'O paga más tarde en la mesa.',
  },
  lt: {
    add: 'Pridėti',
    addToOrder: 'Pridėti prie užsakymo',
    added: 'Pridėta prie jūsų užsakymo.',
    bar: /Prekių: 2 · 8,40\s€/,
    viewOrder: 'Peržiūrėti užsakymą',
    soldOut: 'Šiuo metu išparduota',
    cake: 'Medaus tortas',
    cappuccino: 'Kapučinas',
    drinks: 'Gėrimai',
    lunch: 'Pietūs ir vakarienė',
    small: 'Mažas',
    large: 'Didelis',
    quantity: 'Kiekis',
    table: (n: string) => `Staliukas ${n}`,
    remove: 'Pašalinti',
    empty: 'Jūsų užsakymas tuščias. Pridėkite ką nors iš meniu.',
    place: 'Pateikti užsakymą',
    placed: (n: string) => `Užsakymas ${n} pateiktas`,
    payNow: 'Mokėti dabar',
    payLater: 'Arba sumokėkite vėliau prie staliuko.',
  },
} as const

/** Nothing sticks out of a 360 px screen and axe finds nothing in the page as drawn, with JavaScript or without. */
async function fitsAndPasses(page: Page, js: boolean) {
  expect(await misfits(page)).toEqual([])
  expect(await (js ? axeViolations(page) : axeViolationsWithoutScript(page))).toEqual([])
}

/** One menu per page: the others are tabs (their links keep the table). */
async function openTab(page: Page, name: string) {
  await page.locator('header nav').last().getByRole('link', { name, exact: true }).click()
}

/** The page's island has run (with JavaScript), so its forms are the island's. */
async function ready(page: Page, js: boolean) {
  if (js) await expect(page.locator('html[data-island="ready"]')).toHaveCount(1)
}

for (const language of ['es', 'lt'] as const) {
  test(`a guest orders two cappuccinos for a table in ${language}; a sold-out cake cannot be added`, async ({ browser, page, request }, testInfo) => {
    test.setTimeout(300_000)
    const words = WORDS[language]
    const js = jsEnabled(testInfo)
    const api = await menuApi(request, 'Old Town Bistro')
    const org = api.organizationId
    const { tables } = (await api.get('/business/tables?size=50')) as { tables: { id: string; number: string }[] }
    const table = tables.find((t) => t.number === (language === 'es' ? '5' : '6'))!
    // The cake goes on the stop list for the test (the other language's test may have it there already).
    const [cake] = (await api.get(`/business/stop-list/candidates?q=honey`)).candidates as Json[]
    if (cake) await api.post('/business/stop-list', { menuItemId: cake.menuItemId, activeUntil: new Date(Date.now() + 30 * 60_000).toISOString() })

    const guest = await phonePage(browser, undefined, testInfo, language === 'es' ? 'es-ES' : 'lt-LT')
    const menuUrl = `/m/${org}?table=${table.id}&lang=${language}`
    await guest.goto(menuUrl)
    await openTab(guest, words.drinks)

    // A forged price is not a price: the line costs what the menu says (2,80 € for a small cappuccino).
    const cappuccinoCard = guest.getByRole('link', { name: `${words.add}: ${words.cappuccino}` })
    const itemUrl = (await cappuccinoCard.getAttribute('href'))!
    expect(itemUrl).toContain(`table=${table.id}`)
    await guest.goto(itemUrl)
    const small = guest.getByRole('radio', { name: new RegExp(`^${words.small}`) })
    await expect(small).toBeChecked()
    // The form as drawn (its default choices), with prices of the browser's own beside them.
    const drawn = await guest.locator('main form').evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>)
    const forged = await guest.context().request.post(itemUrl, {
      form: { ...drawn, price: '1', unitPrice: '1', total: '1' },
      headers: { origin: new URL(guest.url()).origin },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(303)
    await guest.goto(`/m/${org}/cart?table=${table.id}&lang=${language}`)
    await expect(guest.locator('main')).toContainText('2,80\u00a0€')
    await ready(guest, js)
    await guest.getByRole('button', { name: words.remove }).click()
    await expect(guest.getByText(words.empty)).toBeVisible()

    // Two large cappuccinos with oat milk, from the table's menu.
    await guest.goto(menuUrl)
    await openTab(guest, words.drinks)
    await guest.getByRole('link', { name: `${words.add}: ${words.cappuccino}` }).click()
    await ready(guest, js)
    await guest.getByRole('radio', { name: new RegExp(`^${words.large}`) }).check()
    await guest.getByRole('radio', { name: /Oat milk/ }).check()
    await guest.getByRole('spinbutton', { name: words.quantity }).fill('2')
    const add = guest.getByRole('button', { name: new RegExp(words.addToOrder) })
    // With JavaScript the button says the price of what is chosen; without, the one it was drawn with.
    await expect(add).toContainText(js ? '8,40\u00a0€' : '2,80\u00a0€')
    await fitsAndPasses(guest, js)
    await add.click()
    await expect(guest.getByRole('status')).toHaveText(words.added)
    await expect(guest.getByRole('link', { name: words.bar })).toContainText(words.viewOrder)
    expect(guest.url()).toContain(`table=${table.id}`)

    // The cake on the stop list: marked, no Add, and its page has nothing to add it with.
    await openTab(guest, words.lunch)
    const cakeCard = guest.locator('li').filter({ has: guest.getByRole('heading', { name: words.cake, exact: true }) })
    await expect(cakeCard.first()).toContainText(words.soldOut)
    await expect(guest.getByRole('link', { name: `${words.add}: ${words.cake}` })).toHaveCount(0)
    await cakeCard.first().getByRole('link').first().click()
    await expect(guest.getByRole('heading', { level: 1, name: words.cake })).toBeVisible()
    await expect(guest.getByRole('button', { name: new RegExp(words.addToOrder) })).toHaveCount(0)
    // A post anyway is refused and adds nothing.
    const cakePost = await guest.context().request.post(guest.url(), { form: { quantity: '1' }, headers: { origin: new URL(guest.url()).origin }, maxRedirects: 0 })
    expect(cakePost.status()).toBe(400)

    // The cart: the two cappuccinos for the table, then the order.
    await guest.goto(menuUrl)
    await guest.getByRole('link', { name: words.bar }).click()
    await expect(guest.getByText(words.table(table.number))).toBeVisible()
    await expect(guest.locator('main')).toContainText('Oat milk')
    await expect(guest.locator('main')).toContainText('8,40\u00a0€')
    await expect(guest.locator('main')).not.toContainText(words.cake)
    await ready(guest, js)
    await fitsAndPasses(guest, js)
    await guest.getByRole('button', { name: words.place }).dblclick()
    const heading = guest.getByRole('heading', { level: 1, name: new RegExp(words.placed('G-\\d+')) })
    await expect(heading).toBeVisible()
    const orderNumber = /G-\d+/.exec((await heading.textContent())!)![0]
    await expect(guest.getByRole('link', { name: words.payNow })).toHaveAttribute('href', new RegExp(`^/pay/table/${table.id}`))
    await expect(guest.getByText(words.payLater)).toBeVisible()
    await expect(guest.locator('main')).toContainText(`2 × ${words.cappuccino}`)
    await fitsAndPasses(guest, js)
    const placed = await guest.context().request.get(guest.url())
    expect(placed.status()).toBe(200)
    expect(htmlErrors([{ name: `placed order ${language}`, url: guest.url(), html: await placed.text() }], testInfo)).toEqual([])
    await guest.context().close()

    // One order for the double click, on the Orders screen.
    const since = new Date(Date.now() - 3600_000).toISOString()
    const orders = (await api.get(`/business/orders?size=50&startTs=${encodeURIComponent(since)}`)) as { orders: { orderNumber: string; amount: number }[] }
    expect(orders.orders.filter((o) => o.orderNumber === orderNumber)).toHaveLength(1)
    expect(orders.orders.find((o) => o.orderNumber === orderNumber)!.amount).toBe(840)
    await loginAsAdmin(page, testInfo)
    await open(page, testInfo, `/organizations/${org}/orders`)
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText(orderNumber)
  })
}
