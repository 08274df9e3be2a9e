/**
 * Issue 6 items 12 and 13: the tips screens of the parent organization open its venues'
 * tips in the activity dialog, and a malformed box id is a page that does not exist (404),
 * never a server error. The serverErrorGuard fixture fails either test on any 5xx.
 */
import { formatMoney } from '../../app/utils/format'
import { expect, open } from './fixtures/base'
import { daysToTimestamps, dayIn, plusDays } from './fixtures/dates'
import { tipsOrganization, tipsTest as test } from './fixtures/tips'

interface Activity {
  id: string
  ts: string
  amount: number
  currency: string
  boxId: string
  status: 'PENDING' | 'COMPLETED'
}

test('the Demo Group tips screen opens a venue tip in the activity dialog', async ({ page, platform }, testInfo) => {
  const group = await tipsOrganization(platform, 'Demo Group')
  const today = dayIn(group.timeZone)
  const recent = await platform.get<Activity[]>('/business/activities', {
    organization_id: group.id,
    ...(await daysToTimestamps(plusDays(today, -30), today, group.timeZone)),
  })
  const pending = recent.filter((a) => a.status === 'PENDING')
  expect(pending.length, 'the venues of Demo Group have PENDING tips in the last 30 days').toBeGreaterThan(0)
  const activity = pending[0]!
  const day = dayIn(group.timeZone, new Date(activity.ts))
  // The day may hold more tips than one page of the table: open the page where this one is,
  // counted in the order the platform lists them (the table's order).
  const dayRows = await platform.get<Activity[]>('/business/activities', {
    organization_id: group.id,
    ...(await daysToTimestamps(day, day, group.timeZone)),
    limit: 1000,
  })
  const index = dayRows.findIndex((a) => a.id === activity.id)
  expect(index, 'the tip is listed on its own day').toBeGreaterThanOrEqual(0)
  const search = `from=${day}&to=${day}&size=100&page=${Math.floor(index / 100) + 1}`

  // The group's screen links its venues' tips under its own address.
  await open(page, testInfo, `/organizations/${group.id}/boxes?${search}`)
  const link = page.getByRole('main').locator(`a[href^="/organizations/${group.id}/boxes/activities/${activity.id}"]`)
  await expect(link).toHaveText('Change recipient')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${group.id}/boxes/activities/${activity.id}\\?${search}$`))
  const dialog = page.getByRole('dialog', { name: 'Tip details' })
  await expect(dialog).toContainText(formatMoney(activity.amount, activity.currency))
})

test('a malformed or unknown box id answers the not-found page, not a server error', async ({ page, platform }) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  for (const box of ['not-a-box', '123', '00000000-0000-0000-0000-00000000000g', '00000000-0000-4000-8000-000000000000']) {
    const response = await page.goto(`/organizations/${bistro.id}/boxes/${box}`)
    expect(response?.status(), box).toBe(404)
    await expect(page.getByText('Page not found')).toBeVisible()
  }
})
