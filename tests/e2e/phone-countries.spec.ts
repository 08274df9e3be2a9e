/**
 * Issue 25 item 8: every country libphonenumber-js knows signs in, registers and is invited,
 * with JavaScript and without; the picker names them in the interface's language, starts on
 * the browser's region, and filters as one types with JavaScript.
 */
import { register } from './fixtures/auth'
import { expect, jsEnabled, open, projectDigit, test } from './fixtures/base'
import { tipsOrganization, tipsTest } from './fixtures/tips'

tipsTest('the invite dialog invites +371, +49 and +380 numbers', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const boxes = await platform.get<{ id: string; name: string | null }[]>(`/business/organizations/${bistro.id}/boxes`)
  const box = boxes.find((b) => b.name === 'Team tips')!
  const p = projectDigit(testInfo)
  const numbers = [
    { country: 'LV', typed: `21 234 56${p}`, msisdn: `+3712123456${p}` },
    { country: 'DE', typed: `01512 345678${p}`, msisdn: `+491512345678${p}` },
    { country: 'UA', typed: `+380 50 123 456${p}`, msisdn: `+38050123456${p}` },
  ]
  for (const [i, number] of numbers.entries()) {
    await open(page, testInfo, `/organizations/${bistro.id}/boxes/${box.id}/members/new`)
    const invite = page.getByRole('dialog', { name: 'Invite employee' })
    await invite.getByLabel('Name').fill(`Abroad ${i} ${testInfo.project.name}`)
    await invite.getByLabel('Country', { exact: true }).selectOption(number.country)
    await invite.getByLabel('Phone number').fill(number.typed)
    await invite.getByRole('button', { name: 'Invite' }).click()
    await expect(page.getByRole('dialog', { name: 'Invite employee' })).toHaveCount(0)
  }
  const members = await platform.get<{ msisdn: string }[]>(`/business/organizations/${bistro.id}/boxes/${box.id}/members`)
  for (const number of numbers) expect(members.map((m) => m.msisdn), number.msisdn).toContain(number.msisdn)
})

test('a +49 number registers and signs in', async ({ page }, testInfo) => {
  // A number of its own (uniquePhone's are Lithuanian), one per project.
  const phone = `+49151234566${projectDigit(testInfo)}9`
  await register(page, testInfo, phone, 'germany-password')
  await expect(page.getByTestId('profile-name')).toHaveText(phone)
  const lookup = await page.request.get(`/api/v1/msisdn/${encodeURIComponent(phone)}`)
  expect(await lookup.json()).toMatchObject({ msisdn: phone, status: 'PASSWORD' })
})

test.describe('the picker in the browser\'s language', () => {
  for (const [language, germany, chosen] of [
    ['lt', 'Vokietija (+49)', 'LT'],
    ['ru', 'Германия (+49)', 'RU'],
    ['en-GB,en;q=0.8', 'Germany (+49)', 'GB'],
    ['en', 'Germany (+49)', 'LT'],
  ] as const) {
    test(`names the countries and starts on ${chosen} for ${language}`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ locale: language.split(',')[0], extraHTTPHeaders: { 'Accept-Language': language }, javaScriptEnabled: jsEnabled(testInfo) })
      const page = await context.newPage()
      await page.goto('/login/msisdn')
      const country = page.locator('select[name="country"]')
      await expect(country).toHaveValue(chosen)
      await expect(country.locator('option[value="DE"]')).toHaveText(germany)
      const options = await country.locator('option').count()
      expect(options).toBeGreaterThan(240)
      // Sorted by the name in that language.
      const labels = await country.locator('option').allTextContents()
      const locale = language.split(',')[0]!.split('-')[0]!
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, locale)))
      await context.close()
    })
  }
})

test('typing in the country search filters the list and picks the first match', async ({ page }, testInfo) => {
  await open(page, testInfo, '/login/msisdn')
  const search = page.getByRole('searchbox', { name: 'Search countries' })
  if (!jsEnabled(testInfo)) {
    // Without JavaScript the native select does the finding; the filter needs a script.
    await expect(search).toHaveCount(0)
    return
  }
  await search.fill('ukra')
  const country = page.locator('select[name="country"]')
  await expect(country).toHaveValue('UA')
  const shown = await country.locator('option:not([hidden])').allTextContents()
  expect(shown).toEqual(['Ukraine (+380)'])
  await expect(page.getByLabel('Phone number')).toHaveAttribute('placeholder', /^\+380/)
  await search.fill('+371')
  await expect(country).toHaveValue('LV')
  await search.fill('')
  expect(await country.locator('option:not([hidden])').count()).toBeGreaterThan(240)
})
