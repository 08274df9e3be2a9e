/**
 * 4. Password reset of a freshly registered user: Forgot password, the code, Change
 * password; then the new password signs in and the old one no longer does.
 */
import { enterCode, loginWithPassword, logout, lookupPhone, readCode, register, submitPhone, waitForResendWindow } from './fixtures/auth'
import { SLOTS, expect, test, uniquePhone } from './fixtures/base'

test('a registered user resets the password with a code and signs in with the new one', async ({ page }, testInfo) => {
  // Registration sent a code; the reset code may only follow RESEND_SECONDS later (server throttle).
  test.setTimeout(150_000)
  const phone = uniquePhone(testInfo, SLOTS.passwordReset)
  await register(page, testInfo, phone, 'first-password')
  await expect(page.getByRole('alert').filter({ hasText: 'Access forbidden' })).toBeVisible()
  await logout(page)
  await waitForResendWindow(page.request, phone)

  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/login\/password$/)
  const since = new Date()
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/login\/password\/otp$/)
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
  await enterCode(page, await readCode(page.request, phone, since))

  await expect(page).toHaveURL(/\/login\/password\/reset$/)
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await page.getByLabel('New password').fill('second-password')
  await page.getByLabel('Repeat password').fill('second-password')
  await page.getByRole('button', { name: 'Save password' }).click()

  // Signed in right away.
  await expect(page).toHaveURL(/\/organizations$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Access forbidden' })).toBeVisible()
  expect(await (await page.request.get('/api/v1/profile')).json()).toMatchObject({ msisdn: phone })

  await logout(page)
  expect((await page.request.get('/api/v1/profile')).status()).toBe(401)

  // The old password is gone...
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/login\/password$/)
  await page.getByLabel('Password', { exact: true }).fill('first-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid password' })).toBeVisible()

  // ...and the new one signs in.
  await loginWithPassword(page, testInfo, phone, 'second-password')
  await expect(page.getByRole('alert').filter({ hasText: 'Access forbidden' })).toBeVisible()
  expect(await (await page.request.get('/api/v1/profile')).json()).toMatchObject({ msisdn: phone })
  expect((await lookupPhone(page.request, phone)).status).toBe('PASSWORD')
})
