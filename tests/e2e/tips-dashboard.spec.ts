/**
 * Tips 1. The Organization dashboard of "Old Town Bistro": the summary, the charts and the
 * child organizations show what the platform's statistics say, for the current month, a
 * previous month, a custom range, and a too long custom range (which falls back to the
 * current month with a message, keeping the days as typed).
 */
import type { Locator, Page } from '@playwright/test'
import { formatMoney, formatRating } from '../../app/utils/format'
import { expect, open } from './fixtures/base'
import { dayToTyped } from '../../app/utils/venue-time'
import { dayIn, daysToTimestamps, monthToTimestamps, plusDays, plusMonths } from './fixtures/dates'
import { tipsOrganization, tipsTest as test, type PlatformClient } from './fixtures/tips'

interface Chart {
  amountByDays: Record<string, number>
  totalAmount: number
  avgAmount: number
  count: number
}
interface Rating {
  avg: number | null
  count: number
  countByRating: Record<string, number>
}
interface OrganizationRow {
  id: string
  parentId: string | null
  name: string
  totalAmount: number
  count: number
  avgRating: number | null
}
type Range = { start_ts: string; finish_ts: string }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** 'YYYY-MM-DD' as the charts label it in English: '5 Nov'. */
const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`

function daysOf(first: string, last: string): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = plusDays(day, 1)) days.push(day)
  return days
}

async function statistics(platform: PlatformClient, organizationId: string, range: Range) {
  const query = { organization_id: organizationId, ...range }
  const [chart, rating] = await Promise.all([
    platform.get<Chart>('/business/statistics/chart', query),
    platform.get<Rating>('/business/statistics/rating', query),
  ])
  return { chart, rating }
}

/** The four numbers of the tips summary equal the platform's, formatted. */
async function expectSummary(page: Page, expected: { chart: Chart; rating: Rating }, currency: string) {
  await expect(page.getByTestId('tips-total')).toHaveText(formatMoney(expected.chart.totalAmount, currency))
  await expect(page.getByTestId('tips-average')).toHaveText(formatMoney(expected.chart.avgAmount, currency))
  await expect(page.getByTestId('tips-count')).toHaveText(String(expected.chart.count))
  await expect(page.getByTestId('tips-rating')).toHaveText(formatRating(expected.rating.avg))
}

const period = (page: Page) => page.getByRole('region', { name: 'Period' })
const figure = (page: Page, title: string) => page.locator('figure').filter({ has: page.locator('figcaption', { hasText: title }) })

async function openTable(chart: Locator): Promise<Locator> {
  // With JavaScript a <details> opened before a navigation stays open (same element).
  if ((await chart.locator('details').getAttribute('open')) === null) await chart.getByText('Show as table').click()
  const table = chart.locator('details table')
  await expect(table).toBeVisible()
  return table
}

/** The tips-by-day table lists every day of the range with its amount, and the total. */
async function expectTipsTable(page: Page, chart: Chart, days: string[], currency: string) {
  const tips = figure(page, 'Tips by day')
  await expect(tips.locator('svg[role="img"]:visible')).toHaveCount(1)
  await expect(tips.locator('figcaption')).toContainText(`Total: ${formatMoney(chart.totalAmount, currency)}`)
  const table = await openTable(tips)
  await expect(table.locator('tbody tr th')).toHaveText(days.map(dayLabel))
  await expect(table.locator('tbody tr td')).toHaveText(days.map((day) => formatMoney(chart.amountByDays[day] ?? 0, currency)))
  await expect(table.locator('tfoot th')).toHaveText('Total')
  await expect(table.locator('tfoot td')).toHaveText(formatMoney(chart.totalAmount, currency))
}

test('the dashboard of Old Town Bistro shows the platform statistics of the chosen period', async ({ page, platform }, testInfo) => {
  const group = await tipsOrganization(platform, 'Demo Group')
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const { timeZone, currency } = bistro
  const today = dayIn(timeZone)
  const month = today.slice(0, 7)
  const current = await statistics(platform, bistro.id, await monthToTimestamps(month, timeZone))
  expect(current.chart.count, 'the demo has tips this month').toBeGreaterThan(0)

  // Demo Group lists its venues with their totals of the month; the admin opens the Bistro.
  await open(page, testInfo, `/organizations/${group.id}`)
  const children = page.getByRole('table', { name: 'Organizations' })
  const rows = await platform.get<OrganizationRow[]>('/business/statistics/organizations', await monthToTimestamps(month, timeZone))
  const bistroRow = rows.find((row) => row.id === bistro.id)!
  expect(bistroRow.totalAmount, 'the venue total equals its own chart total').toBe(current.chart.totalAmount)
  const row = children.getByRole('row').filter({ hasText: 'Old Town Bistro' })
  await expect(row.locator('td').nth(2)).toHaveText(formatMoney(bistroRow.totalAmount, currency))
  await expect(row.locator('td').nth(3)).toHaveText(String(bistroRow.count))
  await expect(row.locator('td').nth(4)).toHaveText(formatRating(bistroRow.avgRating))
  await row.getByRole('link', { name: 'Old Town Bistro' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Old Town Bistro' })).toBeVisible()

  // The current month.
  await expect(period(page).getByLabel('Month', { exact: true })).toHaveValue(month)
  await expectSummary(page, current, currency)

  // The charts are SVG drawings with their numbers in a table.
  const ratings = figure(page, 'Ratings')
  await expect(ratings.locator('svg[role="img"]')).toBeVisible()
  await expect(ratings.locator('figcaption')).toContainText(`Average rating: ${formatRating(current.rating.avg)}`)
  const ratingTable = await openTable(ratings)
  const scale = ['5', '4', '3', '2', '1', '0']
  await expect(ratingTable.locator('tbody tr th')).toHaveText(scale)
  await expect(ratingTable.locator('tbody tr td')).toHaveText(scale.map((r) => String(current.rating.countByRating[r] ?? 0)))
  await expect(ratingTable.locator('tfoot td')).toHaveText(formatRating(current.rating.avg))
  // The current month's chart ends today: no empty days still to come.
  await expectTipsTable(page, current.chart, daysOf(`${month}-01`, today), currency)

  // A previous month through the month select and "Show".
  const previousMonth = plusMonths(month, -1)
  const previous = await statistics(platform, bistro.id, await monthToTimestamps(previousMonth, timeZone))
  expect(
    { count: previous.chart.count, total: previous.chart.totalAmount },
    'the previous month differs from this one, so the screen must change',
  ).not.toEqual({ count: current.chart.count, total: current.chart.totalAmount })
  await period(page).getByLabel('Month', { exact: true }).selectOption(previousMonth)
  await period(page).getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}\\?month=${previousMonth}$`))
  await expectSummary(page, previous, currency)
  await expect(period(page).getByLabel('Month', { exact: true })).toHaveValue(previousMonth)

  // A custom range of 31 days ending ten days ago.
  const from = plusDays(today, -40)
  const to = plusDays(today, -10)
  const custom = await statistics(platform, bistro.id, await daysToTimestamps(from, to, timeZone))
  await period(page).getByLabel('From').fill(dayToTyped(from))
  await period(page).getByLabel('To', { exact: true }).fill(dayToTyped(to))
  await period(page).getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}\\?from=${from}&to=${to}$`))
  await expectSummary(page, custom, currency)
  await expect(period(page).getByRole('alert')).toHaveCount(0)
  // The selector shows the range in force: the custom days, and "Custom range" in the select.
  await expect.soft(period(page).getByLabel('From'), 'From after Apply').toHaveValue(dayToTyped(from))
  await expect.soft(period(page).getByLabel('To', { exact: true }), 'To after Apply').toHaveValue(dayToTyped(to))
  await expect.soft(period(page).getByLabel('Month', { exact: true }), 'month select during a custom range').toHaveValue('custom')
  await expectTipsTable(page, custom.chart, daysOf(from, to), currency)

  // More than 3 months: the message of range.tooLong, and the current month again.
  const longFrom = `${plusMonths(month, -4)}-01`
  await period(page).getByLabel('From').fill(dayToTyped(longFrom))
  await period(page).getByLabel('To', { exact: true }).fill(dayToTyped(today))
  await period(page).getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?from=${longFrom}&to=${today}$`))
  await expect(period(page).getByRole('alert')).toHaveText(
    'A custom range can be at most 3 months from its first day. Showing the current month.',
  )
  await expectSummary(page, current, currency)
  // The refused days stay in the fields, beside the message, to be corrected.
  await expect(period(page).getByLabel('From')).toHaveValue(dayToTyped(longFrom))
  await expect(period(page).getByLabel('To', { exact: true })).toHaveValue(dayToTyped(today))
})
