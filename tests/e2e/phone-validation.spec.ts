/** 7. Numbers that cannot sign in: an invalid one and a disabled profile. */
import { submitPhone, submitRawPhone } from './fixtures/auth'
import { DEMO, expect, test } from './fixtures/base'

test('"123" is an invalid phone number', async ({ page }, testInfo) => {
  await submitRawPhone(page, testInfo, '123')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number' })).toBeVisible()
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  await expect(page.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true')
})

test('a disabled profile is "User not found"', async ({ page }, testInfo) => {
  await submitPhone(page, testInfo, DEMO.disabled)
  await expect(page.getByRole('alert').filter({ hasText: 'User not found' })).toBeVisible()
  await expect(page).toHaveURL(/\/login\/msisdn$/)
  // No code went to the disabled profile.
  const sent = (await (await page.request.get('/dev/outbox.json')).json()) as { msisdn: string }[]
  expect(sent.filter((m) => m.msisdn === DEMO.disabled)).toHaveLength(0)
})

test('odd phone input gets a message, never a server error', async ({ page, baseURL }, testInfo) => {
  for (const [text, message] of [
    ['', 'Required field'],
    ['+', 'Invalid phone number'],
    ['abc', 'Invalid phone number'],
    ['+37012', 'Invalid phone number'],
  ] as const) {
    await submitRawPhone(page, testInfo, text)
    await expect(page.getByRole('alert').filter({ hasText: message }), `message for ${JSON.stringify(text)}`).toBeVisible()
    await expect(page).toHaveURL(/\/login\/msisdn$/)
  }
  // Forged posts (what a script could send) are refused without a 5xx as well.
  const forged: Record<string, string>[] = [
    { country: 'ZZ', phone: '61234567' },
    { country: 'lt', phone: '61234567' },
    { country: 'LT', phone: '6'.repeat(5000) },
    { country: 'LT', phone: '+3706123456789012345' },
    { phone: '61234567' },
    {},
  ]
  for (const form of forged) {
    // Same-origin, as the form sends it: a post from elsewhere would stop at the origin check.
    const response = await page.request.post('/login/msisdn', { form, maxRedirects: 0, headers: { origin: baseURL! } })
    expect(response.status(), `POST /login/msisdn ${JSON.stringify(form).slice(0, 60)}`).toBeLessThan(500)
    expect(response.status(), `POST /login/msisdn ${JSON.stringify(form).slice(0, 60)}`).not.toBe(403)
  }
})
