/**
 * Issue 6 item 7: a redirect target that comes from input (the language switch's
 * `redirectTo`, the logout dialog's `redirectTo` and its Cancel link) only ever leads to a
 * path of this site; hostile values fall back, and none answers 500.
 */
import { loginAsAdmin } from './fixtures/auth'
import { expect, test } from './fixtures/base'

const HOSTILE = [
  '/%09/evil.example',
  '/\t/evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '%0d%0aSet-Cookie:x',
  '/ok\r\nSet-Cookie: x=1',
  '/\n',
  'javascript:alert(1)',
  // Dot segments collapse into '//evil.example' (issue 25 item 24).
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
]

test('the language switch goes back only to a path of this site', async ({ page, baseURL }) => {
  const post = (redirectTo: string) =>
    page.request.post('/language', {
      form: { language: 'en', redirectTo },
      // A same-origin form post, as the switch sends it.
      headers: { origin: baseURL! },
      maxRedirects: 0,
    })
  for (const redirectTo of HOSTILE) {
    const response = await post(redirectTo)
    expect(response.status(), JSON.stringify(redirectTo)).toBe(302)
    expect(response.headers().location, JSON.stringify(redirectTo)).toBe('/')
  }
  const fine = await post('/login/msisdn?x=1')
  expect(fine.status()).toBe(302)
  expect(fine.headers().location).toBe('/login/msisdn?x=1')

})

test('the logout dialog\'s Cancel never leaves the site', async ({ page }, testInfo) => {
  await loginAsAdmin(page, testInfo)
  const home = new URL(page.url()).pathname
  const dialog = page.getByRole('dialog', { name: 'Logout confirmation' })
  for (const redirectTo of HOSTILE) {
    await page.goto(`/logout?redirectTo=${encodeURIComponent(redirectTo)}`)
    await expect(dialog, JSON.stringify(redirectTo)).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Cancel' }), JSON.stringify(redirectTo)).toHaveAttribute('href', '/organizations')
  }
  await dialog.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/organizations/)

  // A path of the site is kept.
  await page.goto(`/logout?redirectTo=${encodeURIComponent(`${home}?month=2026-01`)}`)
  await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `${home}?month=2026-01`)
})
