/** 11. Switching the interface language; the choice survives a reload. */
import type { Page, TestInfo } from '@playwright/test'
import { loginAsAdmin } from './fixtures/auth'
import { expect, jsEnabled, open, test, waitForHydration } from './fixtures/base'

async function chooseLanguage(page: Page, testInfo: TestInfo, name: string) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: name })
  // With JavaScript the choice applies at once; without, the Apply button sends it.
  if (!jsEnabled(testInfo)) await page.locator('form[action="/language"]').getByRole('button', { name: 'Apply' }).click()
}

test('Lietuvių on the login page changes the language and persists on reload', async ({ page, context }, testInfo) => {
  await open(page, testInfo, '/login/msisdn')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  await chooseLanguage(page, testInfo, 'Lietuvių')
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  await expect(page.getByRole('heading', { name: 'Prisijungimas' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tęsti' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Kalba' })).toHaveValue('lt')
  // Remembered in the `lng` cookie (Remix encodes the value as base64 JSON).
  const lng = (await context.cookies()).find((c) => c.name === 'lng')
  expect(lng, 'lng cookie').toBeTruthy()
  expect(JSON.parse(Buffer.from(decodeURIComponent(lng!.value), 'base64').toString('utf8'))).toBe('lt')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  await expect(page.getByRole('heading', { name: 'Prisijungimas' })).toBeVisible()
  await page.goto('/login/msisdn')
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
})

test('Lietuvių on the Organization screen keeps the page and the language', async ({ page }, testInfo) => {
  await loginAsAdmin(page, testInfo)
  const here = page.url()
  await chooseLanguage(page, testInfo, 'Lietuvių')
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  await expect(page).toHaveURL(here)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Organizacijos' })).toBeVisible()
  await expect(page.locator('a[data-entry="home"]')).toHaveText('Pradžia')

  await page.reload()
  if (jsEnabled(testInfo)) await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  await expect(page.locator('a[data-entry="home"]')).toHaveText('Pradžia')
  await expect(page.getByRole('link', { name: 'Atsijungti' })).toBeVisible()
})
