/**
 * Issue 6 item 27: a deep link opened while signed out is where sign-in ends, through the
 * several screens of the sign-in flow.
 */
import { DEMO, expect, open, test } from './fixtures/base'
import { byName, organizationsOf } from './fixtures/tips'

test('a deep link opened signed out is where password sign-in lands', async ({ page }, testInfo) => {
  const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  const target = `/organizations/${bistro.id}/boxes?month=2026-01`

  await open(page, testInfo, target)
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  // The target travels in the session cookie, not in the URL.
  expect(page.url()).not.toContain(bistro.id)

  await page.locator('select[name="country"]').selectOption('LT')
  await page.locator('input[name="phone"]').fill(DEMO.admin.slice('+370'.length))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/login\/password$/)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible()
})
