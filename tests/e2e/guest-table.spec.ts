/**
 * A table's page (issue 28) as guests use it on 360 px phones, with JavaScript and without, in
 * Spanish and Lithuanian: Old Town Bistro's table 5 with an open waiter's order, half of it paid
 * (split between 2, one share) with a 10 % tip of it and a company invoice by typed details through
 * the demo provider's page; a second phone pays the rest and the first sees it without reloading
 * (JavaScript); a phone with items chosen sees another pay some of them, and a new order's lines,
 * in its list without reloading, its own choices kept (JavaScript); a first order at an empty
 * table brings the pay form to the open phones without reloading, and paying it all hides the
 * form on the others until the next order (JavaScript); bill payment switched off leaves only
 * the tip.
 *
 * The order is written straight into the platform's database (as a waiter's POS leaves it), so
 * this file runs a server of its own on a Postgres database of its own (TEST_DATABASE_URL): the
 * suite's servers keep theirs embedded, out of a test's reach.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { DEMO, expect, jsEnabled, test } from './fixtures/base'
import { axeViolations } from './fixtures/every-screen'
import { expectFits, PHONE } from './fixtures/fits'
import { lastCheckoutId } from './fixtures/guest-pay'
import { startOwnServer, stopOwnServer, withClient, type OwnServer } from './fixtures/own-server'
import { pdfText } from '../pdf-text'

const adminUrl = process.env.TEST_DATABASE_URL

/** The demo invoice registry's company (tests/e2e/invoices.spec.ts) with every detail typed. */
const COMPANY = { vat: 'LT100001234510', reg: '300123456', name: 'UAB Pietų Stalas', address: 'Gedimino pr. 1, Vilnius', email: 'buhalterija@example.lt' }

test.describe('a table\'s bill', () => {
  test.skip(!adminUrl, 'needs a Postgres server (TEST_DATABASE_URL)')
  test.use({ viewport: PHONE })

  let databaseName: string
  let databaseUrl: string
  let server: OwnServer | undefined
  let venue: { organizationId: string; tableId: string }

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000)
    databaseName = `e2e_table_${randomBytes(5).toString('hex')}`
    await withClient(adminUrl!, (client) => client.query(`create database "${databaseName}"`))
    const url = new URL(adminUrl!)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
    const port = Number(process.env.E2E_PORT || 3201) + 50 + (jsEnabled(testInfo) ? 0 : 1)
    server = await startOwnServer(port, 'table', { DATABASE_URL: databaseUrl })
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ table_id: string; organization_id: string }>(
        `select t.id as table_id, o.id as organization_id from venue_tables t join organizations o on o.id = t.organization_id
         where o.name = 'Old Town Bistro' and t.number = '5'`,
      ),
    )
    venue = { organizationId: rows[0]!.organization_id, tableId: rows[0]!.table_id }
  })

  test.afterAll(async () => {
    await stopOwnServer(server)
    if (databaseName) await withClient(adminUrl!, (client) => client.query(`drop database if exists "${databaseName}" with (force)`))
  })

  /** A waiter's order line: its title, units and unit price (the cappuccinos take oat milk and a large size). */
  type Line = { title: string; count: number; price: number }
  const ORDER: Line[] = [
    { title: 'Cappuccino', count: 2, price: 350 },
    { title: 'Club sandwich', count: 1, price: 1200 },
  ]

  /**
   * A waiter's open order on table 5, by default two large oat-milk cappuccinos at 3,50 € and a
   * 12 € club sandwich (19 €); what earlier tests left open is settled first unless `besides` says
   * the order joins the ones open now.
   */
  async function openOrder(number: string, lines: Line[] = ORDER, besides = false) {
    await withClient(databaseUrl, async (client) => {
      // What earlier tests left open is settled, so each test sees only its own order.
      if (!besides) await client.query('update orders set paid_amount = amount where table_id = $1', [venue.tableId])
      const amount = lines.reduce((sum, line) => sum + line.count * line.price, 0)
      const { rows } = await client.query<{ id: string }>(
        `insert into orders (organization_id, order_number, source, placement_title, currency, amount, table_id)
         values ($1, $2, 'WAITER', '5', 'EUR', $3, $4) returning id`,
        [venue.organizationId, number, amount, venue.tableId],
      )
      const modifiers = [
        { title: 'Milk', options: [{ title: 'Oat milk', count: 1 }] },
        { title: 'Size', options: [{ title: 'Large', count: 1 }] },
      ]
      for (const [position, line] of lines.entries()) {
        await client.query(
          `insert into order_items (order_id, position, title, count, price, modifiers, payment_status) values ($1, $2, $3, $4, $5, $6, $7)`,
          [rows[0]!.id, position, line.title, line.count, line.price, JSON.stringify(line.title === 'Cappuccino' ? modifiers : []), JSON.stringify({ NOT_PAID: line.count })],
        )
      }
    })
  }

  /** A phone of its own (cookies, language) on this file's server, with or without JavaScript as the project says. */
  async function phone(browser: Browser, testInfo: TestInfo, locale: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server!.baseURL, viewport: PHONE, locale, javaScriptEnabled: jsEnabled(testInfo) })
    return context.newPage()
  }

  const tablePage = (language: string) => `/pay/table/${venue.tableId}?lang=${language}`
  /** Money as the Spanish page writes it: '9,50 €', '19 €'. */
  const euros = (minor: number) => `${Math.floor(minor / 100)}${minor % 100 ? `,${String(minor % 100).padStart(2, '0')}` : ''}\u00a0€`

  /** The demo provider's page, in the guest's language: its fields by name, its one submit button. */
  async function payOnDemoPage(page: Page, card = '4242 4242 4242 4242') {
    await expect(page).toHaveURL(/\/dev\/pay\//)
    await page.locator('input[name="number"]').fill(card)
    await page.locator('input[name="expiry"]').fill('12/39')
    await page.locator('input[name="cvc"]').fill('123')
    await page.locator('button[type="submit"]').click()
  }

  const island = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-island', 'ready')

  async function settings(body: Record<string, unknown>) {
    const start = await fetch(`${server!.baseURL}/api/v1/session/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: DEMO.admin, password: DEMO.password }),
    })
    const { token } = (await start.json()) as { token: string }
    const answer = await fetch(`${server!.baseURL}/api/v1/business/organizations/${venue.organizationId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    expect(answer.status).toBe(200)
  }

  test('half the bill with a 10 % tip and a company invoice, in Spanish; the other half from a Lithuanian phone', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const number = `W-${testInfo.project.name}-1`
    await openOrder(number)
    const first = await phone(browser, testInfo, 'es-ES')
    await first.goto(tablePage('es'))
    await expect(first).toHaveTitle('Mesa 5 · Old Town Bistro')
    await expect(first.locator('html')).toHaveAttribute('lang', 'es')
    const bill = first.getByRole('region', { name: 'Mesa 5' })
    await expect(bill).toContainText('2 × Cappuccino')
    await expect(bill).toContainText('Milk: Oat milk, Size: Large')
    await expect(bill).toContainText('2 × 3,50\u00a0€')
    await expect(bill.getByRole('definition').last()).toHaveText('19\u00a0€')
    await expectFits(first)
    if (jsEnabled(testInfo)) {
      await island(first)
      expect(await axeViolations(first)).toEqual([])
    }

    // Split between 2, one share: 9,50 €; a 10 % tip of it (0,95 €); an invoice with every detail typed.
    const tipChoices = first.getByRole('group', { name: 'Propina', exact: true })
    await expect(tipChoices.getByRole('radio')).toHaveCount(4)
    await expect(tipChoices.getByRole('radio', { name: 'Sin propina' })).toBeChecked()
    await expect(tipChoices.getByRole('radio', { name: '10% 1,90 €' })).toBeVisible()
    await first.getByRole('radio', { name: /Dividir a partes iguales/ }).check()
    await expect(first.getByLabel('Personas')).toHaveValue('2')
    await expect(first.getByLabel('Partes que pago')).toHaveValue('1')
    // With JavaScript each percentage shows its amount of the part chosen; without, the server works it out of the part posted.
    if (jsEnabled(testInfo)) await expect(tipChoices.getByRole('radio', { name: '10% 0,95 €' })).toBeVisible()
    await tipChoices.getByRole('radio', { name: /^10%/ }).check({ force: true })
    const tip = 95
    await first.getByText('Necesito una factura a nombre de empresa').click()
    await first.getByLabel('Número de IVA').fill(COMPANY.vat)
    await first.getByLabel('Número de registro').fill(COMPANY.reg)
    await first.getByLabel('Nombre', { exact: true }).fill(COMPANY.name)
    await first.getByLabel('Dirección').fill(COMPANY.address)
    await first.getByLabel('Correo electrónico').fill(COMPANY.email)
    if (jsEnabled(testInfo)) await expect(first.getByRole('button', { name: /^Pagar/ })).toHaveText(`Pagar ${euros(950 + tip)}`)
    await first.getByRole('button', { name: /^Pagar/ }).click()
    await payOnDemoPage(first)
    await expect(first.getByRole('heading', { name: '¡Gracias!' })).toBeVisible({ timeout: 30_000 })
    await expect(first.locator('html')).toHaveAttribute('lang', 'es')
    await expect(first.getByRole('main')).toContainText(`Has pagado ${euros(950 + tip)} por la mesa 5.`)
    await expect(first.getByRole('link', { name: 'Descargar recibo' })).toBeVisible()
    await expectFits(first)

    // PAID_PARTIALLY: the bill says what is paid and that half is left.
    await first.goto(tablePage('es'))
    await expect(bill).toContainText('Pagado')
    await expect(bill.getByRole('definition').last()).toHaveText('9,50\u00a0€')
    await expect(first.getByRole('radio', { name: /Toda la cuenta/ })).toBeChecked()
    if (jsEnabled(testInfo)) {
      await island(first)
      await first.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    }

    // A second phone, in Lithuanian, pays what is left: the whole bill, no tip, two taps.
    const second = await phone(browser, testInfo, 'lt-LT')
    await second.goto(tablePage('lt'))
    await expect(second.getByRole('region', { name: 'Staliukas 5' })).toContainText('Liko sumokėti')
    await expect(second.locator('html')).toHaveAttribute('lang', 'lt')
    await expectFits(second)
    if (jsEnabled(testInfo)) expect(await axeViolations(second)).toEqual([])
    await second.getByRole('button', { name: 'Mokėti 9,50\u00a0€' }).click()
    await payOnDemoPage(second)
    await expect(second.getByRole('main')).toContainText('Sumokėjote 9,50\u00a0€ už staliuką 5.', { timeout: 30_000 })

    // The first phone sees it: by itself with JavaScript, on reloading without.
    if (!jsEnabled(testInfo)) await first.reload()
    await expect(bill).toContainText('No hay nada que pagar en esta mesa', { timeout: 15_000 })
    if (jsEnabled(testInfo)) expect(await first.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    // What it recorded: the order paid in full (PAID) by two payments, the tip on the first, one invoice to the typed company.
    const recorded = await withClient(databaseUrl, async (client) => {
      const order = await client.query<{ id: string; paid_amount: string }>('select id, paid_amount from orders where order_number = $1', [number])
      const paid = await client.query<{ order_amount: string; tip_amount: string }>('select order_amount, tip_amount from payments where order_id = $1 order by ts', [order.rows[0]!.id])
      const invoices = await client.query<{ customer_name: string }>(
        'select i.customer_name from payment_invoices i join payments p on p.id = i.payment_id where p.order_id = $1',
        [order.rows[0]!.id],
      )
      return { order: order.rows[0], payments: paid.rows.map((r) => [Number(r.order_amount), Number(r.tip_amount)]), invoices: invoices.rows.map((r) => r.customer_name) }
    })
    expect(recorded.order).toMatchObject({ paid_amount: '1900' })
    expect(recorded.payments).toEqual([
      [950, tip],
      [950, 0],
    ])
    expect(recorded.invoices).toEqual([COMPANY.name])
    await first.context().close()
    await second.context().close()
  })

  test('a bill of two orders paid at once: the receipt shows both orders, the tip and the whole amount charged', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const number = `W-${testInfo.project.name}-4`
    await openOrder(number)
    // A second waiter's order on the table, left open beside the first: 5 € of soup.
    const second = `W-${testInfo.project.name}-5`
    await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into orders (organization_id, order_number, source, placement_title, currency, amount, table_id)
         values ($1, $2, 'WAITER', '5', 'EUR', 500, $3) returning id`,
        [venue.organizationId, second, venue.tableId],
      )
      await client.query(`insert into order_items (order_id, position, title, count, price, modifiers, payment_status) values ($1, 0, 'Soup', 1, 500, '[]', '{"NOT_PAID": 1}')`, [rows[0]!.id])
    })
    const guest = await phone(browser, testInfo, 'en-US')
    await guest.goto(tablePage('en'))
    // Money as the venue writes it, in English too: '24 €', '2,40 €'.
    const euros = (minor: number, space = '\u00a0') => `${minor % 100 ? (minor / 100).toFixed(2).replace('.', ',') : minor / 100}${space}€`
    await expect(guest.getByRole('region', { name: 'Table 5' }).getByRole('definition').last()).toHaveText(euros(2400))
    // 15 % of the 24 € paid.
    await guest.getByRole('group', { name: 'Tip', exact: true }).getByRole('radio', { name: `15% ${euros(360)}` }).check({ force: true })
    const tip = 360
    await guest.getByRole('button', { name: /^Pay/ }).click()
    await payOnDemoPage(guest)
    await expect(guest.getByRole('main')).toContainText(`You paid ${euros(2400 + tip)} for table 5.`, { timeout: 30_000 })
    const [download] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('link', { name: 'Download receipt' }).click()])
    const text = (await pdfText(await readFile((await download.path())!))).replace(/\s+/g, ' ')
    expect(text).toContain(`Order: ${number} Table: 5 Order amount: 19 € Order: ${second} Order amount: 5 €`)
    expect(text).toContain(`Tip: ${euros(tip, ' ')} Total charged: ${euros(2400 + tip, ' ')}`)
    await guest.context().close()
  })

  test('table 5 tips its INDIVIDUAL box: the guest chooses who receives the tip, as on the tip page, and it lands for them with a rating and a review', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    await openOrder(`W-${testInfo.project.name}-6`)
    const { rows: people } = await withClient(databaseUrl, (client) =>
      client.query<{ name: string }>(
        `select m.name from box_members m join venue_tables t on t.box_id = m.box_id join boxes b on b.id = t.box_id
         where t.id = $1 and b.mode = 'INDIVIDUAL' order by m.name`,
        [venue.tableId],
      ),
    )
    expect(people.length).toBeGreaterThan(0)
    const chosen = people[0]!.name
    const guest = await phone(browser, testInfo, 'lt-LT')
    await guest.goto(tablePage('lt'))
    const recipients = guest.getByRole('group', { name: 'Kam skirti arbatpinigiai?' })
    await expect(recipients.getByRole('radio', { name: 'Visai komandai' })).toBeChecked()
    await expect(recipients.getByRole('radio')).toHaveCount(people.length + 1)
    await expectFits(guest)
    if (jsEnabled(testInfo)) {
      await island(guest)
      expect(await axeViolations(guest)).toEqual([])
    }
    await recipients.getByRole('radio', { name: chosen }).check({ force: true })
    // 5 % of the 19 € bill, rounded to the cent.
    const fivePercent = guest.getByRole('group', { name: 'Arbatpinigiai', exact: true }).getByRole('radio', { name: '5% 0,95 €' })
    await guest.getByRole('group', { name: 'Arbatpinigiai', exact: true }).getByText('5%', { exact: true }).click()
    await expect(fivePercent).toBeChecked()
    const tip = 95
    // A rating, a reaction and a review, folded away until asked for: they land on the tip.
    await expect(guest.getByRole('group', { name: 'Kaip jums patiko?' })).toBeHidden()
    await guest.getByText('Įvertinkite apsilankymą (nebūtina)').click()
    const stars = guest.getByRole('group', { name: 'Kaip jums patiko?' })
    await stars.locator('label').filter({ has: guest.getByRole('radio', { name: '4 iš 5' }) }).click()
    await expect(stars.getByRole('radio', { name: '4 iš 5' })).toBeChecked()
    await guest.getByRole('checkbox', { name: 'Aptarnavimas' }).check()
    await guest.getByLabel('Jūsų atsiliepimas').fill('Puikus aptarnavimas prie baro')
    await expectFits(guest)
    await guest.getByRole('button', { name: /^Mokėti/ }).click()
    await payOnDemoPage(guest)
    await expect(guest.getByRole('heading', { name: 'Ačiū!' })).toBeVisible({ timeout: 30_000 })

    // The tip is the chosen person's, COMPLETED, not waiting for the venue to name someone.
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ status: string; member_name: string | null; amount: string; rating: number | null; likes: string[]; review: string | null }>(
        `select a.status, a.member_name, a.amount, a.rating, a.likes, a.review from activities a join guest_checkouts c on c.id = a.guest_checkout_id
         where c.table_id = $1 order by a.ts desc limit 1`,
        [venue.tableId],
      ),
    )
    expect(rows.map((r) => [r.status, r.member_name, Number(r.amount)])).toEqual([['COMPLETED', chosen, tip]])
    expect(rows.map((r) => [r.rating, r.likes, r.review])).toEqual([[4, ['hospitality'], 'Puikus aptarnavimas prie baro']])
    await guest.context().close()
  })

  test('someone pays while the page is open: redrawn with what is left, never charged what was not shown', async ({ browser }, testInfo) => {
    const number = `W-${testInfo.project.name}-3`
    await openOrder(number)
    const guest = await phone(browser, testInfo, 'es-ES')
    await guest.goto(tablePage('es'))
    const pay = guest.getByRole('button', { name: /^Pagar/ })
    await expect(pay).toHaveText('Pagar 19 €')
    if (jsEnabled(testInfo)) await island(guest)
    // Another guest's 4 € (as their payment leaves the order).
    await withClient(databaseUrl, (client) => client.query('update orders set paid_amount = 400 where order_number = $1', [number]))
    if (jsEnabled(testInfo)) {
      // The bill region is read again: the whole bill is what is left now, before anything is sent.
      await expect(pay).toHaveText('Pagar 15 €', { timeout: 15_000 })
    } else {
      await pay.click()
      await expect(guest.getByRole('alert')).toHaveText('Alguien de tu mesa acaba de pagar parte de la cuenta; esto es lo que queda.')
      await expect(pay).toHaveText('Pagar 15 €')
    }
    await expect(guest.getByRole('region', { name: 'Mesa 5' }).getByRole('definition').last()).toHaveText('15 €')
    await guest.context().close()
  })

  test('another phone pays chosen items: this one\'s list follows without reloading, its own choices kept', async ({ browser }, testInfo) => {
    test.skip(!jsEnabled(testInfo), 'without JavaScript the list is what the server drew, and a stale choice is refused and redrawn')
    test.setTimeout(120_000)
    await openOrder(`W-${testInfo.project.name}-4`, [...ORDER, { title: 'Lemonade', count: 2, price: 300 }])
    const watcher = await phone(browser, testInfo, 'es-ES')
    await watcher.goto(tablePage('es'))
    await island(watcher)
    await watcher.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const form = watcher.locator('form').filter({ has: watcher.getByRole('radio', { name: /Productos elegidos/ }) })
    const line = (title: string) => form.getByRole('listitem').filter({ hasText: title })
    // Both cappuccinos, the lemonades split between two, the sandwich, and a typed tip.
    await line('Cappuccino').getByRole('checkbox').check()
    await expect(line('Cappuccino').getByLabel('Cuántos')).toHaveValue('2')
    await line('Lemonade').getByRole('checkbox').check()
    await line('Lemonade').getByLabel('Dividir entre').fill('2')
    await line('Club sandwich').getByRole('checkbox').check()
    await watcher.getByLabel('Otro importe').fill('2')
    await expect(watcher.getByRole('radio', { name: /Productos elegidos/ })).toBeChecked()
    await expect(watcher.getByRole('button', { name: /^Pagar/ })).toHaveText('Pagar 24 €')
    const gone = 'Alguien de la mesa acaba de pagarlo.'
    await expect(line('Club sandwich').getByText(gone)).toBeHidden()

    // Another phone pays one cappuccino and the sandwich.
    const payer = await phone(browser, testInfo, 'lt-LT')
    await payer.goto(tablePage('lt'))
    await island(payer)
    const payerLine = (title: string) => payer.locator('form').getByRole('listitem').filter({ hasText: title })
    await payerLine('Cappuccino').getByRole('checkbox').check()
    await payerLine('Cappuccino').getByLabel('Kiek').fill('1')
    await payerLine('Club sandwich').getByRole('checkbox').check()
    await payer.getByRole('button', { name: 'Mokėti 15,50\u00a0€' }).click()
    await payOnDemoPage(payer)
    await expect(payer.getByRole('main')).toContainText('Sumokėjote 15,50\u00a0€ už staliuką 5.', { timeout: 30_000 })

    // Without reloading: the sandwich is unticked and cannot be chosen, with a word why; one
    // cappuccino is left to choose; the lemonades, the tip and the part stay as chosen.
    const sandwich = line('Club sandwich').getByRole('checkbox')
    await expect(sandwich).toBeDisabled({ timeout: 15_000 })
    await expect(sandwich).not.toBeChecked()
    await expect(line('Club sandwich').getByText(gone)).toBeVisible()
    await expect(line('Club sandwich').getByLabel('Dividir entre')).toBeHidden()
    await expect(line('Cappuccino').getByRole('checkbox')).toBeChecked()
    await expect(line('Cappuccino').getByLabel('Cuántos')).toHaveValue('1')
    await expect(line('Cappuccino').getByLabel('Cuántos')).toHaveAttribute('max', '1')
    await expect(line('Cappuccino')).toContainText('3,50\u00a0€')
    await expect(line('Lemonade').getByRole('checkbox')).toBeChecked()
    await expect(line('Lemonade').getByLabel('Dividir entre')).toHaveValue('2')
    await expect(watcher.getByLabel('Otro importe')).toHaveValue('2')
    await expect(watcher.getByRole('radio', { name: /Productos elegidos/ })).toBeChecked()
    await expect(watcher.getByRole('button', { name: /^Pagar/ })).toHaveText('Pagar 8,50 €')
    await expectFits(watcher)
    expect(await axeViolations(watcher)).toEqual([])

    // A new order at the table: its line is there to choose, and the choices stay.
    await openOrder(`W-${testInfo.project.name}-5`, [{ title: 'Tiramisu', count: 1, price: 550 }], true)
    await expect(line('Tiramisu').getByRole('checkbox')).toBeEnabled({ timeout: 15_000 })
    await expect(line('Tiramisu').getByRole('checkbox')).not.toBeChecked()
    await expect(line('Cappuccino').getByRole('checkbox')).toBeChecked()
    await expect(watcher.getByRole('button', { name: /^Pagar/ })).toHaveText('Pagar 8,50 €')
    await line('Tiramisu').getByRole('checkbox').check()
    await expect(watcher.getByRole('button', { name: /^Pagar/ })).toHaveText('Pagar 14 €')
    expect(await watcher.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await watcher.context().close()
    await payer.context().close()
  })

  test('a first order comes while the page is open: the pay form comes with it, and goes while nothing is left', async ({ browser }, testInfo) => {
    test.skip(!jsEnabled(testInfo), 'without JavaScript the page is what the server drew: reloading it brings the form')
    test.setTimeout(120_000)
    // Nothing open at the table: the pages are drawn without a form.
    await withClient(databaseUrl, (client) => client.query('update orders set paid_amount = amount where table_id = $1', [venue.tableId]))
    const [payer, watcher] = [await phone(browser, testInfo, 'es-ES'), await phone(browser, testInfo, 'es-ES')]
    for (const guest of [payer, watcher]) {
      await guest.goto(tablePage('es'))
      await island(guest)
      await expect(guest.getByRole('region', { name: 'Mesa 5' })).toContainText('No hay nada que pagar en esta mesa')
      await expect(guest.getByRole('button', { name: /^Pagar/ })).toHaveCount(0)
      await guest.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    }
    const pay = (guest: Page) => guest.getByRole('button', { name: /^Pagar/ })

    // A waiter's 19 € order: both phones offer it without reloading, the whole bill chosen.
    const number = `W-${testInfo.project.name}-7`
    await openOrder(number)
    for (const guest of [payer, watcher]) {
      await expect(pay(guest)).toHaveText(`Pagar ${euros(1900)}`, { timeout: 15_000 })
      await expect(guest.getByRole('region', { name: 'Mesa 5' }).getByRole('definition').last()).toHaveText(euros(1900))
      await expect(guest.getByRole('radio', { name: /Toda la cuenta/ })).toBeChecked()
    }
    await expectFits(payer)
    expect(await axeViolations(payer)).toEqual([])
    // The islands drive the form brought in: a 10 % tip (1,90 €) changes the total, a typed one unticks the percentages.
    await payer.getByRole('group', { name: 'Propina', exact: true }).getByRole('radio', { name: `10% ${euros(190)}` }).check({ force: true })
    const tip = 190
    await expect(pay(payer)).toHaveText(`Pagar ${euros(1900 + tip)}`)
    await watcher.getByLabel('Otro importe').fill('2')
    await expect(pay(watcher)).toHaveText(`Pagar ${euros(2100)}`)
    expect(await payer.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    // One phone pays it all through the demo provider.
    await pay(payer).click()
    await payOnDemoPage(payer)
    await expect(payer.getByRole('main')).toContainText(`Has pagado ${euros(1900 + tip)} por la mesa 5.`, { timeout: 30_000 })
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ order_amount: string; tip_amount: string }>('select p.order_amount, p.tip_amount from payments p join orders o on o.id = p.order_id where o.order_number = $1', [number]),
    )
    expect(rows.map((r) => [Number(r.order_amount), Number(r.tip_amount)])).toEqual([[1900, tip]])

    // The other phone offers no Pay of nothing; a new order brings its form back as the guest left it.
    await expect(watcher.getByRole('region', { name: 'Mesa 5' })).toContainText('No hay nada que pagar en esta mesa', { timeout: 15_000 })
    await expect(pay(watcher)).toBeHidden()
    await openOrder(`W-${testInfo.project.name}-8`, [{ title: 'Tiramisu', count: 1, price: 550 }])
    await expect(pay(watcher)).toHaveText(`Pagar ${euros(750)}`, { timeout: 15_000 })
    await expect(watcher.getByLabel('Otro importe')).toHaveValue('2')
    await expectFits(watcher)
    expect(await watcher.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await payer.context().close()
    await watcher.context().close()
  })

  test('a declined card on a bill: the done page sends the rating alone, to the table\'s box, and nothing is paid', async ({ browser }, testInfo) => {
    test.setTimeout(120_000)
    const number = `W-${testInfo.project.name}-9`
    await openOrder(number)
    const guest = await phone(browser, testInfo, 'en-US')
    await guest.goto(tablePage('en'))
    await guest.getByText('Rate your visit (optional)').click()
    const stars = guest.getByRole('group', { name: 'How was it?' })
    await stars.locator('label').filter({ has: guest.getByRole('radio', { name: '5 of 5' }) }).click()
    await guest.getByLabel('Your review').fill('Declined, but a lovely evening')
    await guest.getByRole('button', { name: /^Pay/ }).click()
    await payOnDemoPage(guest, '4000 0000 0000 0002')
    await expect(guest.getByRole('alert')).toContainText('declined')
    const checkoutId = await lastCheckoutId(guest.context())
    await guest.goto(`/pay/return/${checkoutId}?lang=en`)
    await expect(guest.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible({ timeout: 30_000 })
    await guest.getByRole('button', { name: 'Send my rating without paying' }).click()
    await expect(guest.getByRole('main')).toContainText('Thank you for your rating.')

    const recorded = await withClient(databaseUrl, async (client) => {
      const order = await client.query<{ paid_amount: string }>('select paid_amount from orders where order_number = $1', [number])
      const rated = await client.query<{ amount: string; rating: number; review: string; box_id: string }>(
        "select a.amount, a.rating, a.review, a.box_id from activities a where a.review = 'Declined, but a lovely evening'",
      )
      const box = await client.query<{ box_id: string }>('select box_id from venue_tables where id = $1', [venue.tableId])
      return { paid: order.rows[0]!.paid_amount, rated: rated.rows, box: box.rows[0]!.box_id }
    })
    expect(recorded.paid).toBe('0')
    expect(recorded.rated.map((r) => [Number(r.amount), r.rating, r.box_id])).toEqual([[0, 5, recorded.box]])
    await guest.context().close()
  })

  test('bill payment switched off: the page offers the tip only', async ({ browser }, testInfo) => {
    await openOrder(`W-${testInfo.project.name}-2`)
    await settings({ allowBillPaymentDisabled: true, allowBillPaymentDisabledUntil: null })
    try {
      const guest = await phone(browser, testInfo, 'lt-LT')
      await guest.goto(tablePage('lt'))
      await expect(guest.getByRole('region', { name: 'Staliukas 5' })).toContainText('2 × Cappuccino')
      await expect(guest.getByRole('main')).toContainText('Sąskaitos čia dabar apmokėti negalima.')
      await expect(guest.getByRole('button', { name: /^Mokėti/ })).toHaveCount(0)
      await expectFits(guest)
      if (jsEnabled(testInfo)) expect(await axeViolations(guest)).toEqual([])
      await guest.getByRole('link', { name: 'Palikti arbatpinigių' }).click()
      await expect(guest).toHaveURL(/\/pay\/b\/[0-9a-f-]{36}/)
      await expect(guest.getByRole('group', { name: 'Arbatpinigių suma' })).toBeVisible()
      await guest.context().close()
    } finally {
      await settings({ allowBillPaymentDisabled: false, allowBillPaymentDisabledUntil: null })
    }
  })
})
