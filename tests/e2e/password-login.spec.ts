/** 1. Password sign-in of the demo admin, with a wrong password first. */
import { ORGANIZATION_URL, submitPhone } from './fixtures/auth'
import { ALL_DRAWER_ENTRIES, DEMO, decodeSessionCookie, drawerEntries, expect, jsEnabled, test } from './fixtures/base'

test('demo admin signs in with a password after a wrong one and lands on Demo Group', async ({ page, context }, testInfo) => {
  await submitPhone(page, testInfo, DEMO.admin)
  await expect(page).toHaveURL(/\/login\/password$/)
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible()
  await expect(page.getByText(DEMO.admin, { exact: true })).toBeVisible()

  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid password' })).toBeVisible()
  await expect(page).toHaveURL(/\/login\/password$/)
  // Not signed in: no platform token in the session yet.
  const before = (await context.cookies()).find((c) => c.name === '__session')
  expect(before && decodeSessionCookie(before.value).auth).toBeFalsy()

  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(ORGANIZATION_URL)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  await expect(drawerEntries(page)).toHaveText(ALL_DRAWER_ENTRIES)
  await expect(page.getByTestId('profile-name')).toHaveText('Demo Admin')

  const cookie = (await context.cookies()).find((c) => c.name === '__session')
  expect(cookie, '__session cookie').toBeTruthy()
  expect(cookie!.httpOnly).toBe(true)
  expect(cookie!.sameSite).toBe('Lax')
  expect(cookie!.path).toBe('/')
  if (jsEnabled(testInfo)) {
    // HttpOnly: page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('__session')
  }
  // The cookie now carries the platform session of the demo admin, and it works.
  const session = decodeSessionCookie(cookie!.value) as { auth?: { token: string; profile: { msisdn: string } } }
  expect(session.auth?.profile.msisdn).toBe(DEMO.admin)
  const profile = await page.request.get('/api/v1/profile')
  expect(profile.status()).toBe(200)
  expect(await profile.json()).toMatchObject({ msisdn: DEMO.admin, name: 'Demo Admin' })
})
