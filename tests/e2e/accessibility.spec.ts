/**
 * axe on what the walk of every screen (every-screen.spec.ts) does not open by its address: the
 * organization selector, open over the Organization screen. No violation of any impact.
 */
import { loginAsAdmin } from './fixtures/auth'
import { DEMO, expect, jsEnabled, open, test } from './fixtures/base'
import { byName, organizationsOf } from './fixtures/tips'
import { axeViolations } from './fixtures/every-screen'

test.beforeEach(({}, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'axe runs in the page, so only with JavaScript')
})

test('the open organization selector has no accessibility violations', async ({ page }, testInfo) => {
  await loginAsAdmin(page, testInfo)
  await page.getByTestId('organization-selector').click()
  await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a dialog starts at its first field, else at its primary button', async ({ page }, testInfo) => {
  const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  await loginAsAdmin(page, testInfo)
  const tables = (await page.request.get(`/organizations/${bistro.id}/tables`).then((r) => r.text())).match(/href="([^"]+\/remove)"/)
  await open(page, testInfo, tables![1]!)
  // A confirmation has no field: its primary button, not the close button in its header.
  await expect(page.getByRole('dialog', { name: 'Remove table' }).getByRole('button', { name: 'Remove' })).toBeFocused()
  await open(page, testInfo, `/organizations/${bistro.id}/tables/new`)
  await expect(page.getByRole('dialog', { name: 'New table' }).getByLabel('Table number')).toBeFocused()
})
