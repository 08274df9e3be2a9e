/**
 * Issue 6 item 31: when the throttle refuses to send a code, the code screen says that no
 * code was sent, whether the earlier code still works, and when another may be requested,
 * instead of 'We sent a 6-digit code'.
 */
import { codesSentTo, enterCode, readCode, submitPhone } from './fixtures/auth'
import { expect, test, uniquePhone } from './fixtures/base'

/** uniquePhone slot of this file (fixtures/base.ts SLOTS holds the others; this one is apart from them). */
const SLOT = 712

test('the code screen says when no code was sent, and the earlier code still works', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone(testInfo, SLOT)
  const since = new Date()
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  await expect(page.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible()
  const code = await readCode(page.request, phone, since)

  // Back to Login and the same number again, within the resend window: refused.
  await page.getByRole('link', { name: 'Use another phone number' }).click()
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  const notice = page.getByRole('alert').filter({ hasText: 'No new code was sent' })
  await expect(notice).toContainText(`No new code was sent to ${phone}: too many codes were requested. Use the code we sent earlier.`)
  await expect(notice).toContainText(/You can request a new code in (1:00|0:[0-5]\d)\./)
  await expect(page.getByText('We sent a 6-digit code')).toHaveCount(0)
  expect(await codesSentTo(page.request, phone)).toHaveLength(1)

  // Another browser, which never got a code of this flow.
  const { baseURL, javaScriptEnabled, locale } = testInfo.project.use
  const other = await browser.newContext({ baseURL, javaScriptEnabled, locale })
  try {
    const otherPage = await other.newPage()
    await submitPhone(otherPage, testInfo, phone)
    await expect(otherPage).toHaveURL(/\/registration\/otp$/)
    const refused = otherPage.getByRole('alert').filter({ hasText: 'No code was sent' })
    await expect(refused).toContainText(`No code was sent to ${phone}: too many codes were requested.`)
    await expect(refused).not.toContainText('earlier')
    await expect(otherPage.getByText('We sent a 6-digit code')).toHaveCount(0)
  } finally {
    await other.close()
  }

  // The earlier code is the one to use, and it works.
  await enterCode(page, code)
  await expect(page).toHaveURL(/\/registration\/password$/)
  expect(await codesSentTo(page.request, phone)).toHaveLength(1)
})
