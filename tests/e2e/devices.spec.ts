/**
 * Issue 6 item 4: the signed-in devices list (browser, address, last use) in the profile
 * area, ending another device's session from it, and signing in again ending the session
 * it replaces. Each test registers its own user, so ending sessions touches no other test.
 */
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page, TestInfo } from '@playwright/test'
import { logout, register } from './fixtures/auth'
import { decodeSessionCookie, expect, jsEnabled, open, test, uniquePhone, waitForHydration } from './fixtures/base'

/** uniquePhone slots of this file (fixtures/base.ts SLOTS holds the others; these are apart from them). */
const SLOT = { devices: 710, reSignIn: 711 } as const
const PASSWORD = 'devices-e2e-password'
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** The platform token in the browser's session cookie. */
async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => /session$/.test(c.name))
  if (!cookie) throw new Error('no session cookie')
  return (decodeSessionCookie(cookie.value) as { auth: { token: string } }).auth.token
}

const profileStatus = async (page: Page, token: string) =>
  (await page.request.get('/api/v1/profile', { headers: { authorization: `Bearer ${token}` } })).status()

/** On Login's password screen for `msisdn` (Login first, as a user gets there). */
async function toPasswordScreen(page: Page, testInfo: TestInfo, msisdn: string) {
  await open(page, testInfo, '/login/msisdn')
  await page.locator('select[name="country"]').selectOption('LT')
  await page.locator('input[name="phone"]').fill(msisdn.slice('+370'.length))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/login\/password$/)
}

async function signInWithPassword(page: Page) {
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/organizations$/)
}

test('the profile area lists the signed-in devices; ending another one signs that browser out', async ({ page, browser }, testInfo) => {
  const msisdn = uniquePhone(testInfo, SLOT.devices)
  await register(page, testInfo, msisdn, PASSWORD)

  // A second browser, another kind.
  const { baseURL, javaScriptEnabled, locale } = testInfo.project.use
  const other = await browser.newContext({ baseURL, javaScriptEnabled, locale, userAgent: FIREFOX_ON_WINDOWS })
  try {
    const otherPage = await other.newPage()
    await toPasswordScreen(otherPage, testInfo, msisdn)
    await signInWithPassword(otherPage)

    await page.getByRole('link', { name: 'Signed-in devices' }).click()
    await expect(page).toHaveURL(/\/profile\/sessions$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Signed-in devices' })).toBeVisible()
    const devices = page.getByTestId('device')
    await expect(devices).toHaveCount(2)
    const here = devices.filter({ hasText: 'This device' })
    const there = devices.filter({ hasText: 'Firefox on Windows' })
    await expect(here).toHaveCount(1)
    await expect(here).toContainText('Chrome on Linux')
    await expect(there).toHaveCount(1)
    await expect(there).not.toContainText('This device')
    await expect(there).toContainText(/Address\s*(127\.0\.0\.1|::1)/)
    await expect(there).toContainText(/Last used\s*\d{2}\.\d{2}\.\d{4}\s\d{2}:\d{2}/)
    if (jsEnabled(testInfo)) {
      await waitForHydration(page)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([])
    }

    await there.getByRole('button', { name: 'End session' }).click()
    await expect(page.getByText('The session has been ended')).toBeVisible()
    await expect(devices).toHaveCount(1)
    await expect(devices).toContainText('This device')

    // The other browser's next step lands on Login.
    await otherPage.goto('/organizations')
    await expect(otherPage).toHaveURL(/\/login\/msisdn$/)
    // This one is still signed in.
    await page.goto('/organizations')
    await expect(page).toHaveURL(/\/organizations$/)
  } finally {
    await other.close()
  }
})

test('signing in again (a second tab) ends the session it replaces', async ({ page, context }, testInfo) => {
  const msisdn = uniquePhone(testInfo, SLOT.reSignIn)
  await register(page, testInfo, msisdn, PASSWORD)
  const registered = await tokenOf(context)
  await logout(page)
  expect(await profileStatus(page, registered)).toBe(401)

  // Two tabs on the password screen; the first signs in, then the second.
  await toPasswordScreen(page, testInfo, msisdn)
  const second = await context.newPage()
  await open(second, testInfo, '/login/password')
  await expect(second.getByRole('heading', { name: 'Enter your password' })).toBeVisible()

  await signInWithPassword(page)
  const first = await tokenOf(context)
  expect(await profileStatus(page, first)).toBe(200)

  await signInWithPassword(second)
  const replacing = await tokenOf(context)
  expect(replacing).not.toBe(first)
  expect(await profileStatus(page, replacing)).toBe(200)
  // The session the cookie held before is ended at the platform, not merely forgotten.
  expect(await profileStatus(page, first)).toBe(401)

  await open(second, testInfo, '/profile/sessions')
  await expect(second.getByTestId('device')).toHaveCount(1)
  await expect(second.getByTestId('device')).toContainText('This device')

  // Ending this device's own session is a logout.
  await second.getByRole('button', { name: 'Sign out here' }).click()
  await expect(second).toHaveURL(/\/login\/msisdn$/)
  await expect(second.getByText('You have been logged out')).toBeVisible()
  expect(await profileStatus(second, replacing)).toBe(401)
})
