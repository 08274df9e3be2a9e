/**
 * The browser gets the menu's strings only on the menu screens (app/services/i18n.server.ts):
 * coming to them from another screen by a link, with JavaScript, the Menus screen and the item
 * editor still speak words, not keys, and so does the drawer's badge elsewhere.
 */
import { expect, jsEnabled, open, waitForHydration } from './fixtures/base'
import { byName, organizationsOf, tipsTest as test } from './fixtures/tips'

test('a link from the dashboard to the Menus screen and on to an item editor shows words, not keys', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'without JavaScript every page is a document with its own strings')
  const bistro = byName(await organizationsOf(request, '+37061234567', 'demo-password'), 'Old Town Bistro')
  await open(page, testInfo, `/organizations/${bistro.id}`)
  // The demo bistro has unpublished changes: the badge is drawn on the dashboard, in words.
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible()
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible()
  await expect(page.getByText('Unpublished changes')).toBeVisible()
  // The dashboard runs only the shell island, so the Menus screen came as a new document; the
  // link on from it is a navigation inside React (what this test is about) once it has hydrated.
  await waitForHydration(page)
  await page.getByRole('link', { name: /Lunch & dinner/ }).first().click()
  await expect(page.getByRole('heading', { name: 'Soups' })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/\b(menu|menuItem|menuPrice|modifiers)\.[a-z]+/)
})
