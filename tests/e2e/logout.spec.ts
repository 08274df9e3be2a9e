/** 8. Logout from the drawer: the confirmation dialog, Cancel (and Escape), and confirming. */
import { loginAsAdmin, ORGANIZATION_URL } from './fixtures/auth'
import { decodeSessionCookie, expect, jsEnabled, test } from './fixtures/base'

test('logout asks for confirmation, Cancel goes back, confirming ends the session', async ({ page, context }, testInfo) => {
  await loginAsAdmin(page, testInfo)
  const home = page.url()
  const drawerLogout = page.getByRole('complementary', { name: 'Navigation' }).getByRole('link', { name: 'Logout' })
  const dialog = page.getByRole('dialog', { name: 'Logout confirmation' })

  await drawerLogout.click()
  await expect(page).toHaveURL(/\/logout\?redirectTo=/)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Are you sure to logout?')
  await dialog.getByRole('link', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(home)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()

  if (jsEnabled(testInfo)) {
    await drawerLogout.click()
    await expect(dialog).toBeVisible()
    // Focus moves into the dialog; Escape closes it.
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(home)
  }

  // The platform token of this session, to check that logging out revokes it.
  const cookie = (await context.cookies()).find((c) => c.name === '__session')!
  const token = (decodeSessionCookie(cookie.value) as { auth: { token: string } }).auth.token
  const profileWith = () => page.request.get('/api/v1/profile', { headers: { authorization: `Bearer ${token}` } })
  expect((await profileWith()).status()).toBe(200)

  await drawerLogout.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('You have been logged out')).toBeVisible()

  // Signed out here and at the platform.
  expect((await profileWith()).status()).toBe(401)
  expect((await page.request.get('/api/v1/profile')).status()).toBe(401)
  await page.goto('/organizations')
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  await page.goto(home.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  expect(home).toMatch(ORGANIZATION_URL)
})
