/**
 * 6. Resending a code right after one was sent: with JavaScript the button waits with a
 * countdown; without, the server refuses with the seconds to wait. Uses the registration
 * code screen of a new number (all code screens share the resend button and its action).
 */
import { codesSentTo, readCode, RESEND_SECONDS, submitPhone } from './fixtures/auth'
import { SLOTS, expect, jsEnabled, test, uniquePhone } from './fixtures/base'

test('"Send a new code" right after a send is throttled', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo, SLOTS.resendThrottle)
  const since = new Date()
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  await readCode(page.request, phone, since)
  expect(await codesSentTo(page.request, phone)).toHaveLength(1)

  if (jsEnabled(testInfo)) {
    const resend = page.getByRole('button', { name: /^Send a new code/ })
    // m:ss, counting down from the server's window.
    const seconds = (text: string) => {
      const [, m, s] = /^Send a new code in (\d+):(\d\d)$/.exec(text) ?? []
      return Number(m) * 60 + Number(s)
    }
    await expect(resend).toHaveText(/^Send a new code in \d+:\d\d$/)
    await expect(resend).toBeDisabled()
    const first = (await resend.textContent())!.trim()
    expect(seconds(first)).toBeLessThanOrEqual(RESEND_SECONDS)
    expect(seconds(first)).toBeGreaterThanOrEqual(RESEND_SECONDS - 8)
    // The one fixed wait: the countdown must tick.
    await page.waitForTimeout(2_100)
    const later = (await resend.textContent())!.trim()
    expect(later).not.toBe(first)
    expect(seconds(first) - seconds(later)).toBeGreaterThanOrEqual(1)
    expect(seconds(first) - seconds(later)).toBeLessThanOrEqual(4)
    await expect(resend).toBeDisabled()
  } else {
    const resend = page.getByRole('button', { name: 'Send a new code', exact: true })
    await expect(resend).toBeEnabled()
    await resend.click()
    const refusal = page.getByRole('alert').filter({ hasText: /You can retry after \d+ seconds/ })
    await expect(refusal).toBeVisible()
    const seconds = Number(/after (\d+) seconds/.exec((await refusal.textContent())!)![1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(RESEND_SECONDS)
    await expect(page).toHaveURL(/\/registration\/otp$/)
  }
  // Either way no second code went out.
  expect(await codesSentTo(page.request, phone)).toHaveLength(1)
})
