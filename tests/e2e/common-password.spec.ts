/**
 * Issue 6, items 5 and 34: a common password is refused under the New password field, in the
 * user's language, and the same verified code then takes a better password; the code's SMS
 * is worded in the language of the screens.
 */
import type { Page, TestInfo } from '@playwright/test'
import { enterCode, lookupPhone, outbox, readCode, submitPhone } from './fixtures/auth'
import { expect, open, test, uniquePhone } from './fixtures/base'

/** Phone slots of this file (fixtures/base.ts SLOTS uses 10 to 30). */
const SLOT = { english: 71, lithuanian: 72 } as const

async function choosePassword(page: Page, password: string, labels: { new: string; repeat: string; submit: string }) {
  await page.getByLabel(labels.new, { exact: true }).fill(password)
  await page.getByLabel(labels.repeat, { exact: true }).fill(password)
  await page.getByRole('button', { name: labels.submit }).click()
}

test('registration refuses a common password on its field, then takes another with the same code', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo, SLOT.english)
  const since = new Date()
  await submitPhone(page, testInfo, phone)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  await enterCode(page, await readCode(page.request, phone, since))
  await expect(page).toHaveURL(/\/registration\/password$/)

  const labels = { new: 'New password', repeat: 'Repeat password', submit: 'Create account' }
  await choosePassword(page, 'Password123', labels)
  const message = 'This password is too common. Choose another one.'
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  // On the New password field itself, for assistive technology too.
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')))
  await expect(page).toHaveURL(/\/registration\/password$/)
  expect((await lookupPhone(page.request, phone)).status).toBe('UNREGISTERED')

  // No new code: the verified one is still good.
  await choosePassword(page, 'a-good-password', labels)
  await expect(page).toHaveURL(/\/organizations$/)
  expect((await lookupPhone(page.request, phone)).status).toBe('PASSWORD')
  expect((await outbox(page.request)).filter((m) => m.msisdn === phone)).toHaveLength(1)
})

test.describe('in Lithuanian', () => {
  test.use({ locale: 'lt-LT' })

  test('the SMS and the common-password message are in Lithuanian', async ({ page }, testInfo: TestInfo) => {
    const phone = uniquePhone(testInfo, SLOT.lithuanian)
    await open(page, testInfo, '/login/msisdn')
    await expect(page.getByRole('heading', { name: 'Prisijungimas' })).toBeVisible()
    const since = new Date()
    await page.locator('select[name="country"]').selectOption('LT')
    await page.locator('input[name="phone"]').fill(phone.slice('+370'.length))
    await page.getByRole('button', { name: 'Tęsti' }).click()
    await expect(page).toHaveURL(/\/registration\/otp$/)

    const code = await readCode(page.request, phone, since)
    const [sms] = (await outbox(page.request)).filter((m) => m.msisdn === phone)
    expect(sms!.text).toBe(`Tipbox patvirtinimo kodas: ${code}. Galioja 10 min. Niekam jo nesakykite.`)

    await page.getByLabel('Patvirtinimo kodas').fill(code)
    await page.getByRole('button', { name: 'Patvirtinti' }).click()
    await expect(page).toHaveURL(/\/registration\/password$/)
    const labels = { new: 'Naujas slaptažodis', repeat: 'Pakartokite slaptažodį', submit: 'Sukurti paskyrą' }
    await choosePassword(page, 'qwertyuiop', labels)
    await expect(page.getByText('Šis slaptažodis per daug paplitęs. Pasirinkite kitą.', { exact: true })).toBeVisible()
    expect((await lookupPhone(page.request, phone)).status).toBe('UNREGISTERED')
  })
})
