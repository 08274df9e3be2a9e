/**
 * Issue 7 item 1: a dialog closes to the screen under it with that screen's query (the
 * selected range above all), whichever screen opened it, with JavaScript and without. The
 * preview and tip link dialogs used to drop the range; the tip link's tabs and amount form
 * dropped it too.
 */
import { expect, open } from './fixtures/base'
import { dayIn, daysToTimestamps, plusDays, plusMonths } from './fixtures/dates'
import { tipsOrganization, tipsTest as test, type PlatformClient } from './fixtures/tips'

interface Box {
  id: string
  name: string | null
  members: { id: string; name: string }[]
}

async function teamTips(platform: PlatformClient) {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const boxes = await platform.get<Box[]>(`/business/organizations/${bistro.id}/boxes`)
  const box = boxes.find((b) => b.name === 'Team tips')
  if (!box) throw new Error('no box named Team tips')
  return { bistro, box }
}

/** Last month, in the form the range selector writes: a month that is not the default. */
const lastMonth = () => plusMonths(new Date().toISOString().slice(0, 7), -1)

test('closing the preview and the tip link dialogs goes back to the Box screen with its range', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await teamTips(platform)
  const screen = `/organizations/${bistro.id}/boxes/${box.id}`
  const month = lastMonth()
  const withRange = new RegExp(`${screen}\\?month=${month}$`)

  await open(page, testInfo, `${screen}/preview?month=${month}`)
  await page.getByRole('dialog').getByRole('link', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(withRange)

  // The tabs and the payment-page amount (a GET form) keep the range for the way back.
  await open(page, testInfo, `${screen}/tip-link?month=${month}`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'Bank transfer' }).click()
  await expect(page).toHaveURL(new RegExp(`/tip-link\\?month=${month}&tab=bank$`))
  await dialog.getByRole('tab', { name: 'Payment page' }).click()
  // The amount form is drawn again for its tab: type only once that tab is shown.
  await expect(page).toHaveURL(new RegExp(`/tip-link\\?month=${month}$`))
  await dialog.getByLabel('Tip amount, EUR').fill('7,50')
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(dialog.getByText(/7,50/).first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`month=${month}`))
  await dialog.getByRole('link', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(withRange)
})

test('an employee dialog saves and returns to the Box screen with its range', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await teamTips(platform)
  const member = box.members[0]!
  const screen = `/organizations/${bistro.id}/boxes/${box.id}`
  const month = lastMonth()
  await open(page, testInfo, `${screen}/members/${member.id}/edit?month=${month}`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(new RegExp(`${screen}\\?month=${month}$`))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the activity dialog closes to the screen that opened it, range kept', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await teamTips(platform)
  const month = lastMonth()
  const today = dayIn(bistro.timeZone)
  const recent = await platform.get<{ id: string; boxId: string }[]>('/business/activities', {
    organization_id: bistro.id,
    ...(await daysToTimestamps(plusDays(today, -30), today, bistro.timeZone)),
  })
  const activity = recent.find((a) => a.boxId === box.id)
  expect(activity, 'the demo has tips of Team tips in the last 30 days').toBeTruthy()
  for (const screen of [`/organizations/${bistro.id}/boxes`, `/organizations/${bistro.id}/boxes/${box.id}`]) {
    await open(page, testInfo, `${screen}/activities/${activity!.id}?month=${month}&page=1`)
    await page.getByRole('dialog').getByRole('link', { name: 'Close' }).first().click()
    await expect(page).toHaveURL(new RegExp(`${screen}\\?month=${month}&page=1$`))
  }
})
