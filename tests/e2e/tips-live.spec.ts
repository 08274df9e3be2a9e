/**
 * The tips screens follow a guest's card tip live (issue 27, ADR 0080): the demo admin watches
 * Old Town Bistro's "Team tips" Box screen, then its Organization dashboard, while a signed-out
 * guest in another browser context tips 5 € with a review; the review appears in the activity
 * table and the dashboard's summary counts the tip, without a reload. Without JavaScript there
 * is no channel: a reload shows the tip (payouts-scheduled.spec.ts pays one in both projects).
 */
import type { Page } from '@playwright/test'
import { formatMoney } from '../../app/utils/format'
import { expect, open, waitForHydration } from './fixtures/base'
import { bistroOf } from './fixtures/payments'
import { GUEST_TIP, payGuestTip } from './fixtures/guest-tip'
import { tipsTest as test } from './fixtures/tips'

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'the live channel is JavaScript; without it the screens are plain pages')

/** Marks the document, so a later check tells the same page from a reloaded or navigated one. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { liveMark?: number }).liveMark = 1
  })
}
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1)

/** The page's channel subscribed to TIPS and answered. */
async function followingTips(page: Page) {
  await waitForHydration(page)
  const status = page.getByTestId('live-status')
  await expect(status).toHaveAttribute('data-live-scope', 'TIPS')
  await expect(status).toHaveAttribute('data-live-status', 'ready')
}

test('a guest tip appears in the Box screen\'s activity table without a reload', async ({ page, browser, platform }, testInfo) => {
  const bistro = await bistroOf(platform)
  const box = bistro.boxes.find((b) => b.name === 'Team tips')!
  const path = `/organizations/${bistro.id}/boxes/${box.id}`
  await open(page, testInfo, path)
  await expect(page.getByRole('heading', { level: 1, name: 'Team tips' })).toBeVisible()
  await followingTips(page)
  const activity = page.getByRole('main').getByRole('table', { name: 'Activity' })
  const review = `Live from the terrace ${Date.now()}`
  await expect(activity).not.toContainText(review)
  await markDocument(page)

  await payGuestTip(browser, testInfo, box.id, review)

  const row = activity.locator('tbody tr').filter({ hasText: review })
  await expect(row).toHaveCount(1, { timeout: 15_000 })
  await expect(row).toContainText(formatMoney(GUEST_TIP, bistro.currency))
  expect(await stillMarked(page), 'the same document, neither reloaded nor navigated').toBe(true)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
})

test('a guest tip is counted in the Organization dashboard\'s summary without a reload', async ({ page, browser, platform }, testInfo) => {
  const bistro = await bistroOf(platform)
  const box = bistro.boxes.find((b) => b.name === 'Team tips')!
  const path = `/organizations/${bistro.id}`
  await open(page, testInfo, path)
  await expect(page.getByRole('heading', { level: 1, name: bistro.name })).toBeVisible()
  await followingTips(page)
  const count = page.getByTestId('tips-count')
  const before = Number(await count.textContent())
  expect(Number.isInteger(before), 'the summary shows a count').toBe(true)
  await markDocument(page)

  await payGuestTip(browser, testInfo, box.id, `Counted live ${Date.now()}`)

  await expect(count).toHaveText(String(before + 1), { timeout: 15_000 })
  expect(await stillMarked(page), 'the same document, neither reloaded nor navigated').toBe(true)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
})
