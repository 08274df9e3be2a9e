/**
 * Every page is drawn on the server in the user's language (docs/decisions/0070): following the
 * links from the dashboard to the Menus screen, a menu and an item editor, each page speaks
 * words, never a translation key (`menu.status.badge`), with JavaScript and without.
 */
import { readFileSync } from 'node:fs'
import { expect, open } from './fixtures/base'
import { byName, organizationsOf, tipsTest as test } from './fixtures/tips'

/** A translation key of any section: `section.word`. */
const sections = Object.keys(JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as object)
const KEY = new RegExp(`\\b(?:${sections.join('|')})\\.[a-zA-Z]+`)

test('a link from the dashboard to the Menus screen and on to an item editor shows words, not keys', async ({ page, request }, testInfo) => {
  const bistro = byName(await organizationsOf(request, '+37061234567', 'demo-password'), 'Old Town Bistro')
  await open(page, testInfo, `/organizations/${bistro.id}`)
  // The demo bistro has unpublished changes: the drawer's badge is drawn on the dashboard, in words.
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(KEY)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible()
  await expect(page.getByText('Unpublished changes')).toBeVisible()
  await expect(page.locator('body')).not.toContainText(KEY)
  await page.getByRole('link', { name: /Lunch & dinner/ }).first().click()
  await expect(page.getByRole('heading', { name: 'Soups' })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(KEY)
  await page.locator('main a[href*="/items/"][href*="/edit"]').first().click()
  await expect(page.getByRole('dialog', { name: 'Edit item' })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(KEY)
})
