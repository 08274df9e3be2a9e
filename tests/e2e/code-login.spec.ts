/**
 * 5. Wrong codes and 2. code sign-in, both with the only password-less demo profile
 * (+37061234569). The server sends one code per phone per RESEND_SECONDS, so these tests run in
 * this order in one worker, and the second waits (polling the platform) for that window.
 */
import { codesSentTo, enterCode, ORGANIZATION_URL, readCode, RESEND_SECONDS, submitPhone, waitForResendWindow, wrongCode } from './fixtures/auth'
import { DEMO, expect, test } from './fixtures/base'

test.describe.configure({ mode: 'default' })

const formAlert = (page: import('@playwright/test').Page) => page.locator('#otp-form').getByRole('alert')

test('wrong codes count down the attempts, then exhaust them; a short code is refused', async ({ page }, testInfo) => {
  test.setTimeout((RESEND_SECONDS + 75) * 1000)
  await waitForResendWindow(page.request, DEMO.codeAdmin)
  const since = new Date()
  await submitPhone(page, testInfo, DEMO.codeAdmin)
  await expect(page).toHaveURL(/\/login\/otp$/)
  await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible()
  const code = await readCode(page.request, DEMO.codeAdmin, since)

  // Not six digits: refused before it costs an attempt.
  await enterCode(page, '12345')
  await expect(formAlert(page)).toHaveText('Invalid verification code')

  await enterCode(page, wrongCode(code))
  await expect(formAlert(page)).toHaveText('Invalid request, 2 attempt(s) left')
  await enterCode(page, wrongCode(code))
  await expect(formAlert(page)).toHaveText('Invalid request, 1 attempt(s) left')
  await enterCode(page, wrongCode(code))
  await expect(formAlert(page)).toHaveText('Invalid verification code. All attempts exhausted. Request new code.')

  // Even the right code no longer signs in: the attempts are gone.
  await enterCode(page, code)
  await expect(formAlert(page)).toHaveText('Invalid verification code. All attempts exhausted. Request new code.')
  await expect(page).toHaveURL(/\/login\/otp$/)
  expect((await page.request.get('/api/v1/profile')).status()).toBe(401)
})

test('a profile without a password signs in with the code from the outbox', async ({ page }, testInfo) => {
  test.setTimeout((RESEND_SECONDS + 75) * 1000)
  await waitForResendWindow(page.request, DEMO.codeAdmin)
  const sentBefore = (await codesSentTo(page.request, DEMO.codeAdmin)).length
  const since = new Date()
  await submitPhone(page, testInfo, DEMO.codeAdmin)
  await expect(page).toHaveURL(/\/login\/otp$/)
  await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible()
  await expect(page.getByText(`We sent a 6-digit code to ${DEMO.codeAdmin}.`)).toBeVisible()
  const code = await readCode(page.request, DEMO.codeAdmin, since)
  // Exactly one new message, and it says the code.
  const sent = await codesSentTo(page.request, DEMO.codeAdmin)
  expect(sent).toHaveLength(sentBefore + 1)
  expect(sent[0]!.text).toContain(code)

  await enterCode(page, code)
  await expect(page).toHaveURL(ORGANIZATION_URL)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText('Code Admin')
  const profile = await page.request.get('/api/v1/profile')
  expect(profile.status()).toBe(200)
  expect(await profile.json()).toMatchObject({ msisdn: DEMO.codeAdmin })
})
