/**
 * The sign-in pages ship a small island instead of React (docs/decisions/0025): no application
 * JavaScript loads, yet with JavaScript the phone field follows the country typed or chosen.
 */
import { expect, jsEnabled, open, test } from './fixtures/base'

test('the login page loads only its island, and the phone mask follows the country', async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the island is JavaScript')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await open(page, testInfo, '/login/msisdn')
  expect(scripts).toHaveLength(1)
  expect(scripts[0]).toMatch(/^\/build\/islands\/sign-in-[A-Z0-9]+\.js$/)

  const phone = page.getByLabel('Phone number')
  const country = page.getByLabel('Country')
  // Typed with its calling code, the number picks Poland and takes its mask.
  await phone.fill('')
  await phone.pressSequentially('+48601234567')
  await expect(country).toHaveValue('PL')
  await expect(phone).toHaveValue(/^\+48 601 234 567$/)
  // Choosing a country re-masks the national digits.
  await country.selectOption('LT')
  await expect(phone).toHaveAttribute('placeholder', /^\+370/)
})
