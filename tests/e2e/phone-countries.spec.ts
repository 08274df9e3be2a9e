/**
 * Issue 6 item 29: only numbers of the product's countries (ES, LT, PL) sign in, register or
 * are invited, with JavaScript and without.
 */
import { codesSentTo, submitRawPhone } from './fixtures/auth'
import { expect, open, test } from './fixtures/base'
import { tipsOrganization, tipsTest } from './fixtures/tips'

const US = { typed: '+1 202 555 0143', msisdn: '+12025550143' }
const UK = { typed: '+44 20 7946 0958', msisdn: '+442079460958' }

test('a valid number of another country is refused at sign-in and no code is sent', async ({ page }, testInfo) => {
  for (const number of [US, UK]) {
    await submitRawPhone(page, testInfo, number.typed)
    await expect(page.getByText('Invalid phone number')).toBeVisible()
    await expect(page).toHaveURL(/\/login\/msisdn$/)
    expect(await codesSentTo(page.request, number.msisdn)).toEqual([])
  }
})

tipsTest('the invite dialog refuses a valid number of another country', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const boxes = await platform.get<{ id: string; name: string | null }[]>(`/business/organizations/${bistro.id}/boxes`)
  const box = boxes.find((b) => b.name === 'Team tips')!
  await open(page, testInfo, `/organizations/${bistro.id}/boxes/${box.id}/members/new`)
  const invite = page.getByRole('dialog', { name: 'Invite employee' })
  await invite.getByLabel('Name').fill(`Abroad ${testInfo.project.name}`)
  await invite.getByLabel('Country').selectOption('LT')
  await invite.getByLabel('Phone number').fill(US.typed)
  await invite.getByRole('button', { name: 'Invite' }).click()
  await expect(invite.getByText('Invalid phone number')).toBeVisible()
  await expect(page).toHaveURL(/\/members\/new$/)
  const members = await platform.get<{ msisdn: string }[]>(`/business/organizations/${bistro.id}/boxes/${box.id}/members`)
  expect(members.filter((m) => m.msisdn === US.msisdn)).toEqual([])
})
