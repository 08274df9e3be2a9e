/**
 * The Payouts screen in the browser (issue 11), with JavaScript and without: the demo admin
 * sees the payouts the platform lists, opens one's days (transfer, refunds, adjustments), and
 * exports payouts.xlsx, which is opened with exceljs and checked row by row against every
 * payout day of GET /api/v1/business/payouts.
 */
import ExcelJS from 'exceljs'
import { PAYOUT_DAY_NET, type Payout } from '../../contract/payments'
import { formatMoney } from '../../app/utils/format'
import { formatDay } from '../../app/features/payments/payment-view'
import { drawerEntries, expect, open } from './fixtures/base'
import { bistroOf, downloadOf } from './fixtures/payments'
import { expectFits, phonePage } from './fixtures/fits'
import { tipsTest as test, type PlatformClient, type TipsOrganization } from './fixtures/tips'

async function allPayouts(platform: PlatformClient, venue: TipsOrganization): Promise<Payout[]> {
  const payouts: Payout[] = []
  for (let page = 0; ; page += 1) {
    const read = await platform.get<{ payouts: Payout[]; hasMore: boolean }>('/business/payouts', { organizationId: venue.id, page, size: 100 })
    payouts.push(...read.payouts)
    if (!read.hasMore) return payouts
  }
}

/** Major units as the spreadsheet holds them, to the cent. */
const major = (minor: number) => Math.round(minor) / 100
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))

test('lists the payouts with their days and exports them as the platform has them', async ({ page, platform }, testInfo) => {
  const bistro = await bistroOf(platform)
  await open(page, testInfo, `/organizations/${bistro.id}`)
  await drawerEntries(page).filter({ hasText: 'Payouts' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/payouts$`))
  const first = await platform.get<{ payouts: Payout[] }>('/business/payouts', { organizationId: bistro.id, page: 0, size: 10 })
  expect(first.payouts.length).toBeGreaterThan(0)
  const table = page.getByRole('table', { name: 'Payouts', exact: true })
  await expect(table.locator('tbody tr.data-row > td:nth-child(1)')).toHaveText(first.payouts.map((p) => formatDay(p.arrivalDate)))
  await expect(table.locator('tbody tr.data-row > td:nth-child(3)')).toHaveText(first.payouts.map((p) => formatMoney(p.amount, p.currency)))

  // The first payout's days, opened in place: each day's transfer, and together the payout's amount.
  const payout = first.payouts[0]!
  const days = page.getByTestId('payout-days').first()
  await days.locator('summary').click()
  const dayRows = days.getByTestId('payout-day')
  const entries = Object.entries(payout.dates).sort(([a], [b]) => a.localeCompare(b))
  await expect(dayRows).toHaveCount(entries.length)
  for (const [index, [day, d]] of entries.entries()) {
    await expect(dayRows.nth(index)).toContainText(formatDay(day))
    await expect(dayRows.nth(index)).toContainText(formatMoney(d.transferAmount, payout.currency))
    for (const adjustment of d.adjustments) await expect(dayRows.nth(index)).toContainText(adjustment.description)
  }
  expect(entries.reduce((sum, [, d]) => sum + PAYOUT_DAY_NET(d), 0)).toBe(payout.amount)

  const download = await downloadOf(page, page.getByRole('link', { name: 'Export' }))
  expect(download.suggestedFilename()).toBe('payouts.xlsx')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]!
  const exported: string[] = []
  sheet.eachRow((row, index) => {
    if (index === 1) return
    const cell = (n: number) => row.getCell(n).value
    exported.push([dayOf(cell(1)), cell(2), dayOf(cell(3)), cell(4), cell(5), cell(6), cell(8)].join('|'))
  })
  // Scheduled payouts (days not yet paid out) are not in the export (ADR 0080).
  const expected = (await allPayouts(platform, bistro)).filter((p) => p.status === 'PAID').flatMap((p) =>
    Object.entries(p.dates).map(([day, d]) =>
      [p.arrivalDate, p.statement, day, major(d.transferAmount), major(d.refundAmount), major(d.adjustments.reduce((s, a) => s + a.amount, 0)), major(PAYOUT_DAY_NET(d))].join('|'),
    ),
  )
  expect(expected.length).toBeGreaterThan(0)
  expect(exported.sort()).toEqual(expected.sort())
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/payouts$`))
})

test('an opened payout\'s days fit a 360 px phone in English and Lithuanian, each day its values with their names', async ({ browser, adminState, platform }, testInfo) => {
  const bistro = await bistroOf(platform)
  const first = await platform.get<{ payouts: Payout[] }>('/business/payouts', { organizationId: bistro.id, page: 0, size: 10 })
  const payout = first.payouts[0]!
  const [day, amounts] = Object.entries(payout.dates).sort(([a], [b]) => a.localeCompare(b))[0]!
  for (const [locale, transfer, net] of [['en-US', 'Transfer', 'Day total'], ['lt-LT', 'Pervedimas', 'Dienos suma']] as const) {
    const page = await phonePage(browser, adminState, testInfo, locale)
    await open(page, testInfo, `/organizations/${bistro.id}/payouts`)
    const days = page.getByTestId('payout-days').first()
    await days.locator('summary').click()
    const firstDay = days.getByTestId('payout-day').first()
    await expect(firstDay).toBeVisible()
    await expectFits(page, undefined, `what does not fit the Payouts screen in ${locale}`)
    // Each value beside its name (written by CSS from the cell's data-label on a phone).
    await expect(firstDay).toContainText(formatDay(day))
    const transferCell = firstDay.locator('td').nth(1)
    await expect(transferCell).toHaveText(formatMoney(amounts.transferAmount, payout.currency))
    expect(await transferCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${transfer}"`)
    expect(await firstDay.locator('td').last().evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${net}"`)
    await page.context().close()
  }
})
