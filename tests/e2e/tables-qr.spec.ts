/**
 * The tables' QR codes (issue 28 item 1), with JavaScript and without (the config's two
 * projects), on a 360 px phone and at 1280 px: a row's QR action shows the table's code with
 * its link, which leads to the table's page (/pay/table/<id>), and downloads it as SVG; 'Print
 * QR codes' in the header opens a sheet with one card per table, each with its number, code
 * and link, and printing it leaves the drawer and the page's links off paper. Each page has its
 * own title, nothing is wider than the page, and axe finds nothing (with JavaScript: axe runs
 * in the page).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expect, jsEnabled, open } from './fixtures/base'
import { misfits, PHONE } from './fixtures/fits'
import type { Json } from './fixtures/menu'
import { tipsOrganization, tipsTest as test } from './fixtures/tips'

async function noViolations(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) return
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

for (const width of [PHONE.width, 1280]) {
  test(`at ${width} px: a table's QR code and link, its download, and the print sheet of every table`, async ({ page, platform }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: PHONE.height })
    const bistro = await tipsOrganization(platform, 'Old Town Bistro')
    const { tables } = await platform.get<{ tables: Json[] }>('/business/tables', { organizationId: bistro.id, size: 500 })
    const five = tables.find((t) => t.number === '5')!
    // The back-office's own guest page of the table (APP_URL: this server's address).
    expect(five.url).toMatch(new RegExp(`^http://[^/]+/pay/table/${five.id}$`))

    // The row's QR action: the code, the link to the table's page, its download.
    await open(page, testInfo, `/organizations/${bistro.id}/tables?q=5`)
    expect(await misfits(page)).toEqual([])
    await page.getByRole('link', { name: 'QR code of table 5', exact: true }).click()
    const shown = page.getByRole('dialog', { name: 'Table 5 QR code' })
    await expect(shown.getByLabel('Table page link')).toHaveValue(five.url)
    await expect(shown.getByRole('img', { name: 'QR code of table 5' }).locator('svg')).toBeVisible()
    await expect(page).toHaveTitle('Table QR code · Old Town Bistro')
    expect(await misfits(page)).toEqual([])
    await noViolations(page, testInfo)
    const download = await page.request.get((await shown.getByRole('link', { name: 'Download SVG' }).getAttribute('href'))!)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toContain('image/svg+xml')
    expect(download.headers()['content-disposition']).toBe('attachment; filename="table-5-qr.svg"')
    expect(await download.text()).toMatch(/^<svg [^>]*viewBox/)
    await shown.getByRole('link', { name: 'Close' }).first().click()
    await expect(shown).toBeHidden()

    // The print sheet, from the header: every table, by number, each with its own link.
    await open(page, testInfo, `/organizations/${bistro.id}/tables`)
    await page.getByRole('link', { name: 'Print QR codes' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'QR codes of the tables' })).toBeVisible()
    await expect(page).toHaveTitle('QR codes of the tables · Old Town Bistro')
    const cards = page.getByTestId('qr-card')
    await expect(cards).toHaveCount(tables.length)
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(tables.map((t) => `Table ${t.number}`))
    for (const [index, table] of tables.entries()) {
      await expect(cards.nth(index)).toContainText(table.url)
      await expect(cards.nth(index).getByRole('img', { name: `QR code of table ${table.number}` })).toBeVisible()
    }
    expect(await misfits(page)).toEqual([])
    await noViolations(page, testInfo)

    // On paper: the cards only.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('complementary')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'QR codes of the tables' })).toBeHidden()
    await expect(cards.first()).toBeVisible()
  })
}

test('the print sheet and a QR code need the Tables screen: another venue’s table is not found', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const cafe = await tipsOrganization(platform, 'Station Café')
  const { tables } = await platform.get<{ tables: Json[] }>('/business/tables', { organizationId: cafe.id })
  const response = await page.request.get(`/organizations/${bistro.id}/tables/${tables[0].id}/qr.svg`)
  expect(response.status()).toBe(404)
  await open(page, testInfo, `/organizations/${bistro.id}/tables/${tables[0].id}/qr`)
  await expect(page.getByRole('dialog', { name: /QR code/ })).toHaveCount(0)
})
