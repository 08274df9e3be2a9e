/** 3. Registration of a new phone number, its password rules, and the guard of RegistrationPassword. */
import { enterCode, lookupPhone, readCode, submitPhone } from './fixtures/auth'
import { SLOTS, expect, open, test, uniquePhone } from './fixtures/base'

test('a new number registers with a code and a password, then sees "Access forbidden"', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo, SLOTS.registration)
  expect((await lookupPhone(page.request, phone)).status).toBe('UNREGISTERED')

  const since = new Date()
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  await expect(page.getByRole('heading', { name: 'Confirm your phone number' })).toBeVisible()
  await expect(page.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible()
  await enterCode(page, await readCode(page.request, phone, since))

  await expect(page).toHaveURL(/\/registration\/password$/)
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible()
  const password = page.getByLabel('New password')
  const repeat = page.getByLabel('Repeat password')
  const submit = page.getByRole('button', { name: 'Create account' })

  await password.fill('long-enough-1')
  await repeat.fill('long-enough-2')
  await submit.click()
  await expect(page.getByText('Passwords should be equal', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/registration\/password$/)

  await password.fill('short')
  await repeat.fill('short')
  await submit.click()
  await expect(page.getByText('Password should have at least 8 symbols', { exact: true })).toBeVisible()
  await expect(page.getByText('Passwords should be equal', { exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(/\/registration\/password$/)
  // Nothing was created by the refused attempts.
  expect((await lookupPhone(page.request, phone)).status).toBe('UNREGISTERED')

  await password.fill('a-good-password')
  await repeat.fill('a-good-password')
  await submit.click()

  // Signed in, Home goes to Organizations; with no organization that is the forbidden alert.
  await expect(page).toHaveURL(/\/organizations$/)
  const alert = page.getByRole('alert').filter({ hasText: 'Access forbidden' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText("Sorry, you don't have permission to access data.")
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0)
  await expect(page.getByTestId('profile-name')).toHaveText(phone)

  // The data: the profile exists with a password, and this browser's session is it.
  expect(await lookupPhone(page.request, phone)).toMatchObject({ msisdn: phone, status: 'PASSWORD', enabled: true })
  const profile = await page.request.get('/api/v1/profile')
  expect(profile.status()).toBe(200)
  expect(await profile.json()).toMatchObject({ msisdn: phone })
})

test('RegistrationPassword without a verified code redirects to Login', async ({ page }, testInfo) => {
  // No code at all: RegistrationPassword sends Home, and Home sends a signed-out user to Login.
  await open(page, testInfo, '/registration/password')
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Create a password' })).toHaveCount(0)

  // A code was sent but not entered: still no way to the password step.
  const phone = uniquePhone(testInfo, SLOTS.registrationGuard)
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  await open(page, testInfo, '/registration/password')
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect((await lookupPhone(page.request, phone)).status).toBe('UNREGISTERED')
})
