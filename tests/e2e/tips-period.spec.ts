/**
 * The tips screens as a new user found them (issue 6, items 25, 26, 30, 32, 33, 35): the
 * compact period form in the header row, a refused range that keeps what was typed, the
 * activity table drawn a page at a time, the Demo Group's tips listing its venues, chart
 * labels that stay readable in a half-width card and on a phone, and flags and icons drawn
 * as SVG rather than emoji. Each runs with and without JavaScript (the two projects).
 */
import type { Page } from '@playwright/test'
import { formatMoney } from '../../app/utils/format'
import { expect, jsEnabled, open, test as plainTest, useLanguage, waitForHydration } from './fixtures/base'
import { dayToTyped } from '../../app/utils/venue-time'
import { dayIn, daysToTimestamps, monthToTimestamps, plusMonths } from './fixtures/dates'
import { tipsOrganization, tipsTest as test, type PlatformClient } from './fixtures/tips'

interface Activity {
  id: string
  ts: string
}
interface Chart {
  totalAmount: number
  count: number
}
interface OrganizationRow {
  id: string
  parentId: string | null
  name: string
  totalAmount: number
  count: number
}
interface Box {
  id: string
  name: string | null
}

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
] as const

const period = (page: Page) => page.getByRole('region', { name: 'Period' })
const activityTable = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Activity' })

/** How far below the top of the main area the page title starts, in CSS pixels. */
async function titleOffset(page: Page): Promise<number> {
  const main = await page.getByRole('main').boundingBox()
  const title = await page.getByRole('heading', { level: 1 }).boundingBox()
  if (!main || !title) throw new Error('no main area or no title')
  return title.y - main.y
}

/** Choose a month in the period form and press Show, as a user does. */
async function showMonth(page: Page, month: string) {
  await period(page).getByLabel('Month', { exact: true }).selectOption(month)
  await period(page).getByRole('button', { name: 'Show' }).click()
}

const chartOf = (platform: PlatformClient, scope: Record<string, string>, range: { start_ts: string; finish_ts: string }) =>
  platform.get<Chart>('/business/statistics/chart', { ...scope, ...range })

for (const size of WIDTHS) {
  test(`at ${size.width} px the period form sits in the header row and the title starts at the top`, async ({ page, platform }, testInfo) => {
    await page.setViewportSize(size)
    const bistro = await tipsOrganization(platform, 'Old Town Bistro')
    const boxes = await platform.get<Box[]>(`/business/organizations/${bistro.id}/boxes`)
    const box = boxes.find((b) => b.name === 'Team tips')!
    for (const path of [`/organizations/${bistro.id}`, `/organizations/${bistro.id}/boxes`, `/organizations/${bistro.id}/boxes/${box.id}`]) {
      await open(page, testInfo, path)
      await expect(period(page)).toBeVisible()
      const offset = await titleOffset(page)
      expect(offset, `${path}: the title's top below the main area's top`).toBeLessThanOrEqual(80)
      // One form: the month, the days and one button.
      await expect(period(page).locator('form')).toHaveCount(1)
      await expect(period(page).getByRole('button')).toHaveCount(1)
      if (size.width === 1280) {
        // Beside the title, not below it.
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        const form = (await period(page).locator('form').boundingBox())!
        expect(form.y, `${path}: the form starts in the title's row`).toBeLessThan(title.y + title.height)
      }
    }

    // Changing the month through the form changes the address and the figures.
    await open(page, testInfo, `/organizations/${bistro.id}/boxes/${box.id}`)
    const month = dayIn(bistro.timeZone).slice(0, 7)
    const previous = plusMonths(month, -1)
    const [now, before] = await Promise.all([
      chartOf(platform, { box_id: box.id }, await monthToTimestamps(month, bistro.timeZone)),
      chartOf(platform, { box_id: box.id }, await monthToTimestamps(previous, bistro.timeZone)),
    ])
    // The demo's two months can hold as many tips (117 each on 27 November 2026); their sums differ.
    expect([before.count, before.totalAmount], 'the two months differ, so the screen must change').not.toEqual([now.count, now.totalAmount])
    await expect(page.getByTestId('tips-count')).toHaveText(String(now.count))
    await expect(page.getByTestId('tips-total')).toHaveText(formatMoney(now.totalAmount, bistro.currency))
    await showMonth(page, previous)
    await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}\\?month=${previous}$`))
    await expect(page.getByTestId('tips-count')).toHaveText(String(before.count))
    await expect(page.getByTestId('tips-total')).toHaveText(formatMoney(before.totalAmount, bistro.currency))
    await expect(period(page).getByLabel('Month', { exact: true })).toHaveValue(previous)
  })
}

test('a custom range that is too long keeps both days as typed and says why', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const today = dayIn(bistro.timeZone)
  const from = `${plusMonths(today.slice(0, 7), -5)}-01`
  await open(page, testInfo, `/organizations/${bistro.id}/boxes`)
  // Typed with the month select left as it is: without JavaScript nothing switches it.
  await period(page).getByLabel('From').fill(dayToTyped(from))
  await period(page).getByLabel('To', { exact: true }).fill(dayToTyped(today))
  await period(page).getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes\\?from=${from}&to=${today}$`))
  await expect(period(page).getByRole('alert')).toHaveText(
    'A custom range can be at most 3 months from its first day. Showing the current month.',
  )
  await expect(period(page).getByLabel('From')).toHaveValue(dayToTyped(from))
  await expect(period(page).getByLabel('To', { exact: true })).toHaveValue(dayToTyped(today))
  await expect(period(page).getByLabel('Month', { exact: true })).toHaveValue('custom')

  // Corrected in place, the range is shown.
  const corrected = `${plusMonths(today.slice(0, 7), -2)}-01`
  await period(page).getByLabel('From').fill(dayToTyped(corrected))
  await period(page).getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes\\?from=${corrected}&to=${today}$`))
  await expect(period(page).getByRole('alert')).toHaveCount(0)
  await expect(period(page).getByLabel('From')).toHaveValue(dayToTyped(corrected))
})

test('in Lithuanian the custom range takes DD.MM.YYYY days, and a junk one is "Neteisinga data"', async ({ page, context, platform }, testInfo) => {
  // Once the browser's own date control: 'mm/dd/yyyy' in a Lithuanian interface.
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const today = dayIn(bistro.timeZone)
  const from = `${today.slice(0, 7)}-01`
  await useLanguage(context, testInfo, 'lt')
  await open(page, testInfo, `/organizations/${bistro.id}/boxes`)
  const form = page.getByRole('region', { name: 'Laikotarpis' })
  const start = form.getByLabel('Nuo', { exact: true })
  const end = form.getByLabel('Iki', { exact: true })
  await expect(start).toHaveAttribute('type', 'text')
  await expect(start).toHaveAttribute('placeholder', 'DD.MM.MMMM')
  await start.fill('2026-13-45')
  await end.fill(dayToTyped(today))
  await form.getByRole('button', { name: 'Rodyti' }).click()
  await expect(form.getByRole('alert')).toHaveText('Neteisinga data. Rodomas einamasis mėnuo.')
  await expect(start).toHaveValue('2026-13-45')
  // A typed day is taken: the address carries the range, the fields show it as typed.
  await start.fill(dayToTyped(from))
  await form.getByRole('button', { name: 'Rodyti' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes\\?from=${from}&to=${today}$`))
  await expect(form.getByRole('alert')).toHaveCount(0)
  await expect(start).toHaveValue(dayToTyped(from))
  await expect(end).toHaveValue(dayToTyped(today))
})

test('a 3-month range draws the activities 10 to a page, 50 when chosen, with page links that keep the range', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const today = dayIn(bistro.timeZone)
  const from = `${plusMonths(today.slice(0, 7), -2)}-01`
  const all = await platform.get<Activity[]>('/business/activities', {
    organization_id: bistro.id,
    ...(await daysToTimestamps(from, today, bistro.timeZone)),
    limit: 1000,
  })
  expect(all.length, 'the demo has more than two pages of 50 tips in these months').toBeGreaterThan(100)

  await open(page, testInfo, `/organizations/${bistro.id}/boxes?from=${from}&to=${today}`)
  const rows = activityTable(page).locator('tbody tr')
  // SPEC.md 9: lists are paged 10 to a page unless another size is chosen.
  await expect(rows).toHaveCount(10)
  await expect(page.getByTestId('activity-shown')).toContainText(`Tips 1–10 of ${all.length}.`)
  const pages = page.getByRole('navigation', { name: 'Activity pages' })
  await expect(pages.getByText(`Page 1 of ${Math.ceil(all.length / 10)}`)).toBeVisible()
  // Newest first: the first row is the platform's first activity.
  await expect(rows.first().getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', new RegExp(all[0]!.id))
  // A date reads on one line: 'D MMM, HH:mm'.
  const dateCell = rows.first().locator('td').first()
  await expect(dateCell).toHaveCSS('white-space', 'nowrap')
  await expect(dateCell).toHaveText(/^\d{1,2}\s[A-Z][a-z]{2},\s\d{2}:\d{2}$/)

  // 50 rows a page: with JavaScript the choice sends itself, without it Apply does.
  await pages.getByLabel('Rows per page').selectOption('50')
  if (!jsEnabled(testInfo)) await pages.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes\\?from=${from}&to=${today}&size=50$`))
  await expect(rows).toHaveCount(50)
  await expect(page.getByTestId('activity-shown')).toContainText(`Tips 1–50 of ${all.length}.`)
  await expect(pages.getByText(`Page 1 of ${Math.ceil(all.length / 50)}`)).toBeVisible()
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes\\?from=${from}&to=${today}&size=50&page=2$`))
  await expect(rows).toHaveCount(Math.min(50, all.length - 50))
  await expect(rows.first().getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', new RegExp(all[50]!.id))
  await expect(page.getByTestId('activity-shown')).toContainText(`Tips 51–${Math.min(100, all.length)} of ${all.length}.`)
  // The dialogs of a row keep the page, and the period form is still the chosen range.
  await expect(rows.first().getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', new RegExp(`size=50&page=2$`))
  await expect(period(page).getByLabel('From')).toHaveValue(dayToTyped(from))
  await pages.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes\\?from=${from}&to=${today}&size=50$`))
  await expect(rows).toHaveCount(50)
  // Another size starts again at page 1; an unknown one is the default.
  await open(page, testInfo, `/organizations/${bistro.id}/boxes?from=${from}&to=${today}&size=7&page=2`)
  await expect(page.getByTestId('activity-shown')).toContainText(`Tips 11–20 of ${all.length}.`)
})

test('the Demo Group tips list its venues with their tips, not "No tip boxes yet"', async ({ page, platform }, testInfo) => {
  const group = await tipsOrganization(platform, 'Demo Group')
  const month = dayIn(group.timeZone).slice(0, 7)
  const rows = await platform.get<OrganizationRow[]>('/business/statistics/organizations', await monthToTimestamps(month, group.timeZone))
  const venues = rows.filter((row) => row.parentId === group.id)
  expect(venues.length, 'Demo Group has venues').toBeGreaterThan(0)
  expect(venues.some((venue) => venue.count > 0), 'its venues have tips this month').toBe(true)

  await open(page, testInfo, `/organizations/${group.id}/boxes`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('No tip boxes yet')
  const table = page.getByRole('main').getByRole('table', { name: 'Organizations' })
  await expect(table.locator('tbody tr')).toHaveCount(venues.length)
  for (const venue of venues) {
    const row = table.getByRole('row').filter({ hasText: venue.name })
    await expect(row.locator('td').nth(2)).toHaveText(formatMoney(venue.totalAmount, group.currency))
    await expect(row.locator('td').nth(3)).toHaveText(String(venue.count))
  }
  await expect(activityTable(page).locator('tbody tr').first()).toBeVisible()

  // A venue's row opens that venue's tips.
  const first = venues[0]!
  await table.getByRole('link', { name: first.name }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${first.id}/boxes`))
})

for (const size of WIDTHS) {
  test(`at ${size.width} px the dashboard's tips chart has readable labels and ends today`, async ({ page, platform }, testInfo) => {
    await page.setViewportSize(size)
    const bistro = await tipsOrganization(platform, 'Old Town Bistro')
    const today = dayIn(bistro.timeZone)
    await open(page, testInfo, `/organizations/${bistro.id}`)
    const chart = page.locator('figure').filter({ has: page.locator('figcaption', { hasText: 'Tips by day' }) })
    const labels = chart.locator('[data-testid="tips-day-labels"] span:visible')
    const count = await labels.count()
    expect(count).toBeGreaterThan(0)
    const boxes = await labels.evaluateAll((spans) =>
      spans.map((span) => {
        const box = span.getBoundingClientRect()
        return { left: box.left, right: box.right, height: box.height, fontSize: parseFloat(getComputedStyle(span).fontSize) }
      }),
    )
    for (const box of boxes) {
      expect(box.height, 'a day label is at least 10 px tall on screen').toBeGreaterThanOrEqual(10)
      expect(box.fontSize).toBeGreaterThanOrEqual(11)
    }
    // Labels do not run into each other.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left, `label ${i} starts after label ${i - 1}`).toBeGreaterThan(boxes[i - 1]!.right)
    const yLabel = chart.locator('[data-testid="tips-y-labels"] span.absolute').first()
    expect((await yLabel.boundingBox())!.height).toBeGreaterThanOrEqual(10)
    // The chart ends today: its table's last day is today (no empty days to come).
    const [, monthNumber, day] = today.split('-')
    const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(monthNumber) - 1]
    if (!(await chart.locator('details').getAttribute('open'))) await chart.getByText('Show as table').click()
    await expect(chart.locator('details tbody tr').last().locator('th')).toHaveText(`${Number(day)} ${monthName}`)
    await expect(chart.locator('details tbody tr')).toHaveCount(Number(day))
  })
}

/** Regional indicators (emoji flags) and pictographs: drawn as boxes where no emoji font is installed. */
const EMOJI = /[\u{1f1e6}-\u{1f1ff}]|\p{Extended_Pictographic}/u

plainTest('the sign-in country picker shows an SVG flag, and the page has no emoji', async ({ page }, testInfo) => {
  await open(page, testInfo, '/login/msisdn')
  const picker = page.locator('.country-picker')
  // The registration countries have their flag drawn (the others show their name and code, ADR 0065).
  await page.locator('select[name="country"]').selectOption('LT')
  const flag = picker.locator('[data-flag] svg:visible')
  await expect(flag).toHaveCount(1)
  const shown = await picker.locator('[data-flag]:visible').getAttribute('data-flag')
  expect(shown).toBe(await page.locator('select[name="country"]').inputValue())
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(EMOJI)
  for (const option of await page.locator('select[name="country"] option').allTextContents()) expect(option).not.toMatch(EMOJI)
  // The flag follows the select, with and without JavaScript (CSS :has).
  await page.locator('select[name="country"]').selectOption('PL')
  await expect(picker.locator('[data-flag]:visible')).toHaveAttribute('data-flag', 'PL')
  expect((await flag.boundingBox())!.width).toBeGreaterThanOrEqual(16)
})

test('the organization search button is an SVG icon, not an emoji', async ({ page, platform }, testInfo) => {
  const group = await tipsOrganization(platform, 'Demo Group')
  await open(page, testInfo, `/organizations/${group.id}`)
  if (jsEnabled(testInfo)) await waitForHydration(page)
  await page.getByTestId('organization-selector').click()
  const search = page.getByRole('button', { name: 'Search organizations' })
  await expect(search).toBeVisible()
  await expect(search.locator('svg')).toHaveCount(1)
  expect((await search.textContent()) ?? '').not.toMatch(EMOJI)
})
