/**
 * The Payments screen in the browser (issue 11), with JavaScript and without: the demo admin
 * reaches it from the drawer, pages through the payments and changes the page size, opens a
 * payment and sees every item and its proceeds (orderAmount − organizationFee), and downloads
 * its receipt from the row menu. What the screen should show is read from the platform's API
 * with the admin's own token.
 */
import type { PaymentDetails } from '../../contract/payments'
import { formatMoney } from '../../app/utils/format'
import { customPeriodOf, periodSpan, spanToQuery } from '../../app/features/orders/order-periods'
import { HOUR_MS, instantToLocalInput, localToTyped } from '../../app/utils/venue-time'
import { drawerEntries, expect, jsEnabled, open } from './fixtures/base'
import { bistroOf, downloadOf, openRowMenu, paymentsPage, pdfBytes } from './fixtures/payments'
import { tipsTest as test } from './fixtures/tips'
import type { Page } from '@playwright/test'

/** The order numbers in the table, top to bottom (the second column). */
const orderNumbers = (page: Page) => page.getByRole('table', { name: 'Payments', exact: true }).locator('tbody tr td:nth-child(2)')

test.describe('the Payments screen', () => {
  test('pages through the payments and opens one with its items and proceeds', async ({ page, platform }, testInfo) => {
    const bistro = await bistroOf(platform)
    // From the dashboard by the drawer: with JavaScript a client-side navigation, which must bring the payments' strings along.
    await open(page, testInfo, `/organizations/${bistro.id}`)
    await drawerEntries(page).filter({ hasText: 'Payments' }).click()
    await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/payments$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
    const first = await paymentsPage(platform, bistro, 0)
    expect(first.hasMore).toBe(true)
    await expect(orderNumbers(page)).toHaveText(first.payments.map((p) => p.orderNumber ?? 'Tip'))
    await expect(page.getByTestId('list-shown')).toHaveText('1–10 of more than 10')
    await expect(page.locator('body')).not.toContainText(/\b(?:payments|invoices|payouts)\.[a-z]+/)

    await page.getByRole('link', { name: 'Next', exact: true }).click()
    await expect(page).toHaveURL(/\/payments\?page=2$/)
    await expect(orderNumbers(page)).toHaveText((await paymentsPage(platform, bistro, 1)).payments.map((p) => p.orderNumber ?? 'Tip'))
    await expect(page.getByTestId('list-shown')).toHaveText('11–20 of more than 20')

    // 20 a page: paging starts again.
    const controls = page.locator('form', { has: page.getByLabel('Rows per page') })
    await controls.getByLabel('Rows per page').selectOption('20')
    if (!jsEnabled(testInfo)) await controls.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/payments\?size=20$/)
    const twenty = await paymentsPage(platform, bistro, 0, 20)
    await expect(orderNumbers(page)).toHaveText(twenty.payments.map((p) => p.orderNumber ?? 'Tip'))

    // The first payment of the page that has items, with a refund when one of them has.
    let details: PaymentDetails | null = null
    for (const listed of twenty.payments) {
      const read = await platform.get<PaymentDetails>(`/business/payments/${listed.id}`, { organizationId: bistro.id })
      if (read.items.length > 0 && (details === null || read.refundAmount > 0)) details = read
      if (details && details.refundAmount > 0) break
    }
    if (!details) throw new Error('no payment with items on the first page')
    const before = page.url()
    await page.locator(`tbody a[href^="/organizations/${bistro.id}/payments/${details.id}"]`).click()
    const dialog = page.getByRole('dialog', { name: `Payment for order ${details.orderNumber}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('payment-proceeds')).toContainText(formatMoney(details.orderAmount - details.organizationFee, details.currency))
    await expect(dialog.getByTestId('payment-fields')).toContainText(details.paymentMethodSummary)
    await expect(dialog.getByTestId('payment-fields')).toContainText(formatMoney(details.chargeAmount, details.currency))
    const items = dialog.getByTestId('payment-item')
    await expect(items).toHaveCount(details.items.length)
    for (const [index, item] of details.items.entries()) {
      await expect(items.nth(index)).toContainText(item.title)
      await expect(items.nth(index)).toContainText(`Paid: ${item.paidCount}`)
      await expect(items.nth(index)).toContainText(formatMoney(item.price, details.currency))
      if (item.refundedCount > 0) await expect(items.nth(index)).toContainText(`Refunded: ${item.refundedCount}`)
    }
    await dialog.getByRole('link', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    expect(page.url()).toBe(before)
  })

  test('sorts by amount, largest first, and searches by a card’s last four digits; the choice stays in the URL', async ({ page, platform }, testInfo) => {
    const bistro = await bistroOf(platform)
    const listed = (query: Record<string, string>) =>
      platform.get<{ payments: { orderNumber: string | null }[] }>('/business/payments', { organizationId: bistro.id, size: 10, ...query }).then((p) => p.payments.map((x) => x.orderNumber ?? 'Tip'))
    await open(page, testInfo, `/organizations/${bistro.id}/payments`)
    const sorting = page.locator('form', { has: page.getByLabel('Sort') })
    await sorting.getByLabel('Sort').selectOption({ label: 'Largest amount first' })
    if (!jsEnabled(testInfo)) await sorting.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/payments\?size=10&sort=amount\.desc$/)
    await expect(orderNumbers(page)).toHaveText(await listed({ sort: 'amount', direction: 'DESC' }))

    await page.getByRole('searchbox', { name: "Search by table, card's last four or amount" }).fill('4242')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/payments\?sort=amount\.desc&size=10&q=4242$/)
    const found = await listed({ sort: 'amount', direction: 'DESC', q: '4242' })
    expect(found.length).toBeGreaterThan(0)
    await expect(orderNumbers(page)).toHaveText(found)
    await expect(page.getByRole('table', { name: 'Payments', exact: true }).locator('tbody tr')).toHaveText(Array(found.length).fill(/•••• 4242/))
  })

  test('a period like the Orders screen’s: the previous business day sorted by amount, a custom period, a search as it is typed; all in the URL', async ({ page, platform }, testInfo) => {
    const bistro = await bistroOf(platform)
    const listed = (query: Record<string, string | number>) =>
      platform.get<{ payments: { orderNumber: string | null }[] }>('/business/payments', { organizationId: bistro.id, size: 10, ...query }).then((p) => p.payments.map((x) => x.orderNumber ?? 'Tip'))
    await open(page, testInfo, `/organizations/${bistro.id}/payments`)
    // The plain address is every payment, as before the period came.
    const period = page.getByTestId('payments-period')
    await expect(period.locator('summary')).toContainText('All time')
    await expect(orderNumbers(page)).toHaveText(await listed({}))

    await period.locator('summary').click()
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Previous business day', exact: true }).click()
    await expect(page).toHaveURL(/\/payments\?period=previousBusinessDay$/)
    const yesterday = spanToQuery(periodSpan({ kind: 'previousBusinessDay' }, bistro.timeZone, new Date()))
    await expect(page.getByTestId('payments-period-range')).toContainText('08:00 – ')
    const sorting = page.locator('form', { has: page.getByLabel('Sort') })
    await sorting.getByLabel('Sort').selectOption({ label: 'Largest amount first' })
    if (!jsEnabled(testInfo)) await sorting.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/payments\?period=previousBusinessDay&size=10&sort=amount\.desc$/)
    const byAmount = await listed({ ...yesterday, sort: 'amount', direction: 'DESC' })
    expect(byAmount.length).toBeGreaterThan(0)
    await expect(orderNumbers(page)).toHaveText(byAmount)
    // Another period keeps the sort.
    await page.getByTestId('payments-period').locator('summary').click()
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last month', exact: true }).click()
    await expect(page).toHaveURL(/\/payments\?size=10&sort=amount\.desc&period=lastMonth$/)
    const lastMonth = spanToQuery(periodSpan({ kind: 'lastMonth' }, bistro.timeZone, new Date()))
    await expect(orderNumbers(page)).toHaveText(await listed({ ...lastMonth, sort: 'amount', direction: 'DESC' }))

    // The search keeps the period and the sort; with JavaScript it runs as it is typed.
    const box = page.getByRole('searchbox', { name: "Search by table, card's last four or amount" })
    await box.fill('4242')
    if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/payments\?sort=amount\.desc&period=lastMonth&size=10&q=4242$/)
    await expect(orderNumbers(page)).toHaveText(await listed({ ...lastMonth, sort: 'amount', direction: 'DESC', q: '4242' }))
    if (jsEnabled(testInfo)) await expect(box).toBeFocused()

    // The custom period dialog of the Orders screen, over the payments.
    await page.getByTestId('payments-period').locator('summary').click()
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Custom period…', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Custom period' })
    const fields = { fromDate: localToTyped(instantToLocalInput(new Date(Date.now() - 3 * 24 * HOUR_MS), bistro.timeZone)).date, fromTime: '10:00' }
    await dialog.getByLabel('From date').fill(fields.fromDate)
    await dialog.getByLabel('From time').fill(fields.fromTime)
    // It opened on last month's start and end: no end now, up to now.
    await dialog.getByLabel('To date').fill('')
    await dialog.getByLabel('To time').fill('')
    await dialog.getByRole('button', { name: 'Show' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/payments\?sort=amount\.desc&size=10&q=4242&period=custom&from=\d{4}-\d\d-\d\dT10%3A00$/)
    const custom = customPeriodOf(fields, bistro.timeZone, new Date())
    if (!('period' in custom)) throw new Error('the custom period of the test is refused')
    await expect(page.getByTestId('payments-period-range')).toHaveText(`${fields.fromDate} 10:00 – now`)
    await expect(orderNumbers(page)).toHaveText(await listed({ ...spanToQuery(periodSpan(custom.period, bistro.timeZone, new Date())), sort: 'amount', direction: 'DESC', q: '4242' }))
  })

  test('downloads a payment’s receipt from its row menu', async ({ page, platform }, testInfo) => {
    const bistro = await bistroOf(platform)
    const [payment] = (await paymentsPage(platform, bistro, 0)).payments
    await open(page, testInfo, `/organizations/${bistro.id}/payments`)
    const menu = await openRowMenu(page, payment!.id)
    const download = await downloadOf(page, menu.getByRole('link', { name: 'Receipt' }))
    await pdfBytes(download)
    // The browser stayed on the list.
    await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/payments$`))
    await expect(orderNumbers(page)).toHaveCount(10)
  })

  test('a receipt the platform refuses is said on the list, not as an error page', async ({ page, platform }, testInfo) => {
    const bistro = await bistroOf(platform)
    // A payment id that is none of this venue's: the platform answers 404.
    await open(page, testInfo, `/organizations/${bistro.id}/payments/receipt/00000000-0000-4000-8000-000000000000?size=20`)
    await expect(page).toHaveURL(/\/payments\?size=20&downloadError=notFound$/)
    await expect(page.getByRole('alert')).toContainText('The document was not found')
    await expect(orderNumbers(page)).toHaveCount(20)
  })
})
