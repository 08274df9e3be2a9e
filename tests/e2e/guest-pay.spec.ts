/**
 * The guest payment page (issue 27) as a guest uses it, on a 360 px phone, with JavaScript and
 * without: Old Town Bistro's "Team tips" box (VERIFIED, the demo provider), 5 € (a tip link's
 * ?a=500) with 5 stars,
 * "Hospitality" and a review, paid with the demo's 4242 card; the thank-you page and its
 * receipt; a declined card and what the done page offers; axe on the page, done and demo pages.
 */
import type { Page } from '@playwright/test'
import { DEMO, expect, jsEnabled, test, uniquePhone, useLanguage } from './fixtures/base'
import { axeViolations } from './fixtures/every-screen'
import { expectFits, PHONE } from './fixtures/fits'
import { lastCheckoutId, removedMemberLink, tipsWithReview } from './fixtures/guest-pay'
import { byName, organizationsOf } from './fixtures/tips'

test.use({ viewport: PHONE })

async function teamBoxId(page: Page) {
  const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  return bistro.boxes.find((b) => b.name === 'Team tips')!.id
}

async function choose(page: Page, review: string) {
  const form = page.getByRole('main')
  await form.getByRole('group', { name: 'How was it?' }).getByRole('radio', { name: '5 of 5' }).check({ force: true })
  await form.getByRole('checkbox', { name: 'Hospitality' }).check()
  await form.getByLabel('Your review').fill(review)
  // 5 € came with the tip link's ?a=500 (a preset, or the typed amount).
  await expect(form.getByRole('button', { name: /^Pay/ })).toHaveText('Pay 5\u00a0€')
}

async function payOnDemoPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/dev\/pay\//)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay/ }).click()
}

test('a guest tips 5 € with a rating and a review, pays with 4242 and downloads the receipt', async ({ page }, testInfo) => {
  await useLanguage(page.context(), testInfo, 'en')
  const boxId = await teamBoxId(page)
  await page.goto(`/pay/b/${boxId}?lang=en&a=500`)
  await expect(page.getByRole('heading', { level: 1, name: 'Old Town Bistro' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Tip amount' })).toBeVisible()
  await expectFits(page)
  if (jsEnabled(testInfo)) expect(await axeViolations(page)).toEqual([])

  await choose(page, `Lovely evening ${testInfo.project.name}`)
  await page.getByRole('button', { name: /^Pay/ }).click()
  if (jsEnabled(testInfo)) expect(await axeViolations(page)).toEqual([])
  await payOnDemoPage(page, '4242 4242 4242 4242')

  await expect(page).toHaveURL(/\/pay\/done\//)
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('main')).toContainText('Your tip of 5\u00a0€ is paid.')
  await expectFits(page)
  if (jsEnabled(testInfo)) expect(await axeViolations(page)).toEqual([])
  const receipt = await page.request.get((await page.getByRole('link', { name: 'Download receipt' }).getAttribute('href'))!)
  expect(receipt.status()).toBe(200)
  expect(receipt.headers()['content-type']).toBe('application/pdf')
  expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a declined card: the done page says so and offers to try again or send the rating alone', async ({ page }, testInfo) => {
  await useLanguage(page.context(), testInfo, 'en')
  const boxId = await teamBoxId(page)
  await page.goto(`/pay/b/${boxId}?lang=en&a=500`)
  await choose(page, 'Declined but kind')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await payOnDemoPage(page, '4000 0000 0000 0002')
  await expect(page.getByRole('alert')).toContainText('declined')
  const checkoutId = await lastCheckoutId(page.context())
  await page.goto(`/pay/return/${checkoutId}?lang=en`)
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('main').getByLabel('Your review')).toHaveValue('Declined but kind')
  await expect(page.getByRole('checkbox', { name: 'Hospitality' })).toBeChecked()
  await page.goBack()
  await page.getByRole('button', { name: 'Send my rating without paying' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Thank you for your rating.')
})

test('the page in Lithuanian, and a page that is not there', async ({ page }, testInfo) => {
  await useLanguage(page.context(), testInfo, 'lt')
  const boxId = await teamBoxId(page)
  await page.goto(`/pay/b/${boxId}?lang=lt`)
  await expect(page.getByRole('group', { name: 'Arbatpinigių suma' })).toBeVisible()
  await expect(page.locator('div[lang="lt"]').first()).toBeVisible()
  await expectFits(page)
  const missing = await page.goto('/pay/b/00000000-0000-4000-8000-000000000000')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible()
})

test('a double-clicked Pay gives one tip', async ({ page }, testInfo) => {
  await useLanguage(page.context(), testInfo, 'en')
  const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  const boxId = bistro.boxes.find((b) => b.name === 'Team tips')!.id
  const review = `Double click ${testInfo.project.name} ${Date.now()}`
  await page.goto(`/pay/b/${boxId}?lang=en&a=500`)
  await choose(page, review)
  await page.getByRole('button', { name: /^Pay/ }).dblclick()
  await payOnDemoPage(page, '4242 4242 4242 4242')
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 30_000 })

  const start = await page.request.post('/api/v1/session/start', { data: { msisdn: DEMO.admin, password: DEMO.password } })
  const { token } = (await start.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}`, 'x-organization-id': bistro.id }
  const range = `start_ts=${new Date(Date.now() - 3_600_000).toISOString()}&finish_ts=${new Date(Date.now() + 3_600_000).toISOString()}`
  const answer = await page.request.get(`/api/v1/business/activities?box_id=${boxId}&limit=50&${range}`, { headers })
  expect(answer.status()).toBe(200)
  const activities = (await answer.json()) as { review: string | null }[]
  expect(activities.filter((a) => a.review === review)).toHaveLength(1)
})

// --- The 3-D Secure stand-in and a removed employee's link (parcel H) ------------------------

const THREE_D_SECURE = '4000 0027 6000 3184'

for (const decision of ['Approve', 'Fail'] as const) {
  test(`a 3-D Secure card, the bank's question answered "${decision}"`, async ({ page }, testInfo) => {
    await useLanguage(page.context(), testInfo, 'en')
    const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
    const boxId = bistro.boxes.find((b) => b.name === 'Team tips')!.id
    const review = `3-D Secure ${decision} ${testInfo.project.name} ${Date.now()}`
    await page.goto(`/pay/b/${boxId}?lang=en&a=500`)
    await choose(page, review)
    await page.getByRole('button', { name: /^Pay/ }).click()
    await payOnDemoPage(page, THREE_D_SECURE)

    await expect(page).toHaveURL(/\/dev\/pay\/pi_demo_[^/]+\/challenge$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm the payment' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Your bank asks you to confirm this payment.')
    await expectFits(page)
    if (jsEnabled(testInfo)) expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: decision, exact: true }).click()

    await expect(page).toHaveURL(/\/pay\/(return|done)\//)
    if (decision === 'Approve') {
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('main')).toContainText('Your tip of 5\u00a0€ is paid.')
    } else {
      await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible()
    }
    await expectFits(page)
    expect(await tipsWithReview(page.request, bistro.id, boxId, review)).toHaveLength(decision === 'Approve' ? 1 : 0)
  })
}

/** uniquePhone's slot of the employee invited and removed below. */
const REMOVED_MEMBER_SLOT = 270

test('a removed employee\'s link: a polite 410 in English and Lithuanian that leads to the team\'s box', async ({ page }, testInfo) => {
  const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  const boxId = bistro.boxes.find((b) => b.name === 'Team tips')!.id
  const link = await removedMemberLink(page.request, bistro.id, boxId, `Leaving Waiter ${testInfo.project.name}`, uniquePhone(testInfo, REMOVED_MEMBER_SLOT))

  for (const [language, title, text, onward] of [
    ['en', 'No longer receives tips here', 'This person no longer receives tips at Old Town Bistro.', 'Tip the team instead'],
    ['lt', 'Čia nebegauna arbatpinigių', 'Šis žmogus nebegauna arbatpinigių vietoje „Old Town Bistro“.', 'Palikti arbatpinigių komandai'],
  ] as const) {
    await useLanguage(page.context(), testInfo, language)
    const answer = await page.goto(`${link}?lang=${language}`)
    expect(answer?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(text)
    await expect(page.getByRole('main')).toHaveAttribute('lang', language)
    await expectFits(page)
    if (jsEnabled(testInfo)) expect(await axeViolations(page)).toEqual([])
    await expect(page.getByRole('link', { name: onward })).toHaveAttribute('href', `/pay/b/${boxId}`)
  }

  await page.getByRole('link', { name: 'Palikti arbatpinigių komandai' }).click()
  await expect(page).toHaveURL(new RegExp(`/pay/b/${boxId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Old Town Bistro' })).toBeVisible()
})
