/**
 * Tips 2. The business-verification banner: "Demo Group" needs action and continues at the
 * embedded provider (/dev/kyb/...); coming back verified shows "Business verified" in this
 * browser until it is closed. "Riverside Bar" is being checked; "Old Town Bistro" was
 * verified elsewhere, so it shows nothing.
 */
import { expect, open } from './fixtures/base'
import { tipsOrganization, tipsTest as test } from './fixtures/tips'

test('Demo Group continues verification at the provider and comes back verified', async ({ page, platform }, testInfo) => {
  const group = await tipsOrganization(platform, 'Demo Group')
  const bar = await tipsOrganization(platform, 'Riverside Bar')
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const kyb = async (id: string) => (await platform.get<{ status: string }>(`/business/organizations/${id}/kyb`)).status

  // Riverside Bar: being checked.
  await open(page, testInfo, `/organizations/${bar.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Bar' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Verification in progress' })).toContainText(
    'We are checking your business. This page updates by itself.',
  )
  // Old Town Bistro: verified, not started in this browser: no banner at all.
  await open(page, testInfo, `/organizations/${bistro.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Old Town Bistro' })).toBeVisible()
  await expect(page.getByTestId('tips-total')).toBeVisible()
  await expect(page.getByText(/^(Business verified|Verification in progress|Verification needs your action|Verify your business)$/)).toHaveCount(0)

  // Demo Group: action required.
  expect(await kyb(group.id)).toBe('ACTION_REQUIRED')
  await open(page, testInfo, `/organizations/${group.id}`)
  const banner = page.getByRole('alert').filter({ hasText: 'Verification needs your action' })
  await expect(banner).toContainText('The verification provider needs more information from you.')
  await banner.getByRole('button', { name: 'Continue verification' }).click()

  // The embedded provider's page.
  await expect(page).toHaveURL(new RegExp(`/dev/kyb/${group.id}\\?returnUrl=`))
  const provider = page.getByRole('heading', { name: 'Business verification' })
  await expect.soft(provider, 'the provider page right after "Continue verification"').toBeVisible()
  // If the app rendered something else at the provider's address, a reload (what a user
  // would try) loads the provider's own document, so the rest of the flow is still checked.
  if (!(await provider.isVisible())) await page.reload()
  await expect(provider).toBeVisible()
  await expect(page.getByText('Demo Group', { exact: true })).toBeVisible()
  expect(await kyb(group.id), 'started verification is PENDING').toBe('PENDING')
  await page.getByRole('button', { name: 'verified', exact: true }).click()

  // Back on the Organization screen: verified, said once in this browser.
  await expect(page).toHaveURL(new RegExp(`/organizations/${group.id}\\?kyb=result$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  const verified = page.getByRole('status').filter({ hasText: 'Business verified' })
  await expect(verified).toContainText('Your business is verified; payments are allowed.')
  await expect(page.getByText('Verification needs your action')).toHaveCount(0)
  expect(await kyb(group.id)).toBe('VERIFIED')

  await verified.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText('Business verified')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  await expect(page.getByTestId('tips-total')).toBeVisible()
  await expect(page.getByText('Business verified')).toHaveCount(0)
  await open(page, testInfo, `/organizations/${group.id}`)
  await expect(page.getByTestId('tips-total')).toBeVisible()
  await expect(page.getByText('Business verified')).toHaveCount(0)
})

test('starting verification of a business already verified (a stale page) says so and changes nothing', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const kyb = async () => (await platform.get<{ status: string }>(`/business/organizations/${bistro.id}/kyb`)).status
  expect(await kyb()).toBe('VERIFIED')
  // What the form of a page opened before the verification ended would send.
  const response = await page.request.post(`/organizations/${bistro.id}`, {
    form: { intent: 'kyb-start' },
    headers: { origin: testInfo.project.use.baseURL! },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe(`/organizations/${bistro.id}`)
  await open(page, testInfo, response.headers().location!)
  await expect(page.getByText('Verification cannot be started now: it is already in progress or complete.')).toBeVisible()
  expect(await kyb()).toBe('VERIFIED')
})
