/**
 * Tips 5, 6 and 7. The Box screen of "Team tips" (GROUP) and "Bar counter" (INDIVIDUAL):
 * employees invited, edited and removed; tip links with an amount and by bank transfer; the
 * payment page preview; and the Member screen of an employee.
 */
import type { Page } from '@playwright/test'
import { formatMoney, formatRating } from '../../app/utils/format'
import { expect, hydratedDialog, jsEnabled, open, projectDigit } from './fixtures/base'
import { dayIn, daysToTimestamps, plusDays } from './fixtures/dates'
import { tipsOrganization, tipsTest as test, type PlatformClient, type TipsOrganization } from './fixtures/tips'

interface Member {
  id: string
  name: string
  msisdn: string
  role: 'MEMBER' | 'ADMIN'
  token: string | null
  url: string
}
interface Box {
  id: string
  name: string | null
  mode: 'PERSONAL' | 'GROUP' | 'INDIVIDUAL'
  token: string | null
  url: string
  members: Member[]
}

const ADMIN_SWITCH = 'Admin: distributes the money of the box'

async function bistroBox(platform: PlatformClient, name: string): Promise<{ bistro: TipsOrganization; box: Box }> {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  const boxes = await platform.get<Box[]>(`/business/organizations/${bistro.id}/boxes`)
  const box = boxes.find((b) => b.name === name)
  if (!box) throw new Error(`no box named ${name}`)
  return { bistro, box }
}

const membersOf = (platform: PlatformClient, organizationId: string, boxId: string) =>
  platform.get<Member[]>(`/business/organizations/${organizationId}/boxes/${boxId}/members`)

const employees = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Employees' })
/** The employees table's row of `name` (its first cell is a link with the name). */
const employeeRow = (page: Page, name: string) =>
  employees(page).locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) })

/** From the Boxes screen, as a user gets there: the box's row. */
async function openBox(page: Page, testInfo: import('@playwright/test').TestInfo, organizationId: string, box: Box, search = '') {
  await open(page, testInfo, `/organizations/${organizationId}/boxes${search}`)
  await page.getByRole('main').getByRole('table', { name: 'Tip boxes' }).getByRole('link', { name: box.name ?? 'DEFAULT', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${organizationId}/boxes/${box.id}${search.replace(/\?/g, '\\?')}$`))
  await expect(page.getByRole('heading', { level: 1, name: box.name ?? 'DEFAULT' })).toBeVisible()
}

test('employees of "Team tips" are invited, edited and removed', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await bistroBox(platform, 'Team tips')
  const digit = projectDigit(testInfo)
  const name = `Test Waiter ${testInfo.project.name}`
  const renamed = `${name} renamed`
  const national = `6123499${digit}`
  const msisdn = `+370${national}`
  const token = `87000${digit}`

  await openBox(page, testInfo, bistro.id, box)
  // The seeded employees.
  for (const member of box.members.filter((m) => ['Aistė Petrauskaitė', 'Jonas Kazlauskas', 'Marta Nowak'].includes(m.name))) {
    const row = employeeRow(page, member.name)
    await expect(row.locator('td').nth(1)).toHaveText(member.role === 'ADMIN' ? 'Admin' : 'Employee')
    await expect(row.locator('td').nth(2)).toHaveText(member.msisdn)
    await expect(row.locator('td').nth(3)).toHaveText(member.token ?? '—')
    await expect(row.getByRole('link', { name: 'Edit' })).toBeVisible()
    await expect(row.getByRole('link', { name: 'Remove' })).toBeVisible()
    await expect(row.getByRole('link', { name: 'Create tip link' })).toBeVisible()
  }
  await expect(employeeRow(page, 'Aistė Petrauskaitė').locator('td').nth(1)).toHaveText('Admin')

  // Invite: a GROUP box offers the admin switch.
  await page.getByRole('main').getByRole('link', { name: 'Invite employee' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/members/new$`))
  const invite = page.getByRole('dialog', { name: 'Invite employee' })
  await expect(invite.getByRole('checkbox', { name: ADMIN_SWITCH })).toBeVisible()
  await expect(invite.getByRole('checkbox', { name: ADMIN_SWITCH })).not.toBeChecked()
  await invite.getByLabel('Name').fill(name)
  await invite.getByLabel('Country').selectOption('LT')
  await invite.getByLabel('Phone number').fill('123')
  await invite.getByLabel('GT ID').fill(token)
  await invite.getByRole('button', { name: 'Invite' }).click()
  await expect(invite.getByText('Invalid phone number')).toBeVisible()
  await expect(page).toHaveURL(/\/members\/new$/)
  expect((await membersOf(platform, bistro.id, box.id)).filter((m) => m.name === name)).toEqual([])

  await invite.getByLabel('Phone number').fill(national)
  await invite.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('Employee invited')
  const invited = (await membersOf(platform, bistro.id, box.id)).filter((m) => m.msisdn === msisdn)
  expect(invited.map((m) => ({ name: m.name, role: m.role, token: m.token }))).toEqual([{ name, role: 'MEMBER', token }])
  const memberId = invited[0]!.id
  // The new employee is shown highlighted, scrolled to (issue 25 item 17).
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/boxes/${box.id}\\?highlight=${memberId}#row-${memberId}$`))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const row = employeeRow(page, name)
  await expect(row).toHaveAttribute('aria-current', 'true')
  await expect(row).toBeInViewport()
  await expect(employees(page).locator('tr[aria-current]')).toHaveCount(1)
  await expect(row.locator('td').nth(1)).toHaveText('Employee')
  await expect(row.locator('td').nth(2)).toHaveText(msisdn)
  await expect(row.locator('td').nth(3)).toHaveText(token)
  await expect(row.locator('td').nth(4)).toHaveText(formatMoney(0, bistro.currency))

  // Edit the name (the screen's query, the highlight in it, is kept under the dialogs).
  const shown = `\\?highlight=${memberId}`
  await row.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/members/${memberId}/edit${shown}$`))
  const edit = page.getByRole('dialog', { name: 'Edit employee' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await expect(edit.getByLabel('GT ID')).toHaveValue(token)
  await edit.getByLabel('Name').fill(renamed)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/boxes/${box.id}${shown}$`))
  await expect(page.getByTestId('snackbar')).toContainText('Employee saved')
  await expect(employeeRow(page, renamed).locator('td').nth(2)).toHaveText(msisdn)
  await expect(employeeRow(page, name)).toHaveCount(0)
  const edited = (await membersOf(platform, bistro.id, box.id)).find((m) => m.id === memberId)
  expect(edited && { name: edited.name, role: edited.role, token: edited.token }).toEqual({ name: renamed, role: 'MEMBER', token })

  // Remove, after confirming.
  await employeeRow(page, renamed).getByRole('link', { name: 'Remove' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/members/${memberId}/remove${shown}$`))
  const remove = page.getByRole('dialog', { name: 'Remove employee' })
  await expect(remove).toContainText(`Remove ${renamed} from this tip box? Past tips keep their name.`)
  await remove.getByRole('button', { name: 'Remove' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/boxes/${box.id}${shown}$`))
  await expect(page.getByTestId('snackbar')).toContainText('Employee removed')
  await expect(employeeRow(page, renamed)).toHaveCount(0)
  await expect(employeeRow(page, 'Aistė Petrauskaitė')).toHaveCount(1)
  expect((await membersOf(platform, bistro.id, box.id)).filter((m) => m.id === memberId)).toEqual([])
})

test('an INDIVIDUAL box ("Bar counter") invites without the admin switch', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await bistroBox(platform, 'Bar counter')
  expect(box.mode).toBe('INDIVIDUAL')
  await openBox(page, testInfo, bistro.id, box)
  await page.getByRole('main').getByRole('link', { name: 'Invite employee' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/members/new$`))
  const invite = page.getByRole('dialog', { name: 'Invite employee' })
  await expect(invite.getByLabel('Name')).toBeVisible()
  await expect(invite.getByLabel('Phone number')).toBeVisible()
  await expect(invite.getByLabel('GT ID')).toBeVisible()
  await expect(invite.getByRole('checkbox')).toHaveCount(0)
  await expect(invite.getByText(ADMIN_SWITCH)).toHaveCount(0)
  await invite.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/boxes/${box.id}$`))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('tip links: an amount on the payment page, and a bank transfer for an employee with a GT ID', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await bistroBox(platform, 'Team tips')
  const aiste = box.members.find((m) => m.name === 'Aistė Petrauskaitė')!
  const marta = box.members.find((m) => m.name === 'Marta Nowak')!
  expect(aiste.token).toBe('411111')
  expect(marta.token).toBeNull()
  await openBox(page, testInfo, bistro.id, box)

  await page.getByRole('main').locator('header').getByRole('link', { name: 'Create tip link' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/tip-link$`))
  const dialog = page.getByRole('dialog', { name: 'Tip link: Team tips' })
  const tabs = dialog.getByRole('tablist', { name: 'Link type' })
  await expect(tabs.getByRole('tab')).toHaveText(['Payment page', 'Bank transfer'])
  await hydratedDialog(page, testInfo)
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText(['Payment page'])
  const amount = dialog.getByLabel('Tip amount, EUR')
  const link = dialog.getByLabel('Link', { exact: true })
  const qr = dialog.getByRole('img', { name: 'QR code of the link' }).locator('svg')

  // Nothing typed: no link. With JavaScript the button is disabled while the amount is empty
  // (SPEC.md section 5); without it the server refuses blanks with a message.
  await expect(amount).toHaveValue('')
  await amount.fill('   ')
  if (jsEnabled(testInfo)) {
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeDisabled()
  } else {
    await dialog.getByRole('button', { name: 'Create link' }).click()
    await expect(dialog.getByText('Enter an amount')).toBeVisible()
  }
  await expect(link).toHaveCount(0)

  // 12,5 € is 1250 cents.
  await amount.fill('12,5')
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(link).toHaveValue(`${box.url}?a=1250`)
  await expect(link).toHaveValue(/\?a=1250$/)
  await expect(qr).toBeVisible()
  await expect(dialog.getByText('Enter an amount')).toHaveCount(0)
  await dialog.getByRole('link', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/boxes/${box.id}$`))

  // Aistė's own link, by bank transfer.
  await employeeRow(page, aiste.name).getByRole('link', { name: 'Create tip link' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/tip-link\\?member=${aiste.id}$`))
  const forAiste = page.getByRole('dialog', { name: `Tip link: ${aiste.name}` })
  await forAiste.getByRole('tablist', { name: 'Link type' }).getByRole('tab', { name: 'Bank transfer' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/tip-link\\?member=${aiste.id}&tab=bank$`))
  await expect(forAiste.getByRole('tab', { selected: true })).toHaveText(['Bank transfer'])
  await forAiste.getByLabel('Tip amount, EUR').fill('   ')
  if (jsEnabled(testInfo)) {
    await expect(forAiste.getByRole('button', { name: 'Create link' })).toBeDisabled()
  } else {
    await forAiste.getByRole('button', { name: 'Create link' }).click()
    await expect(forAiste.getByText('Enter an amount')).toBeVisible()
  }
  await expect(forAiste.getByLabel('Link', { exact: true })).toHaveCount(0)
  await forAiste.getByLabel('Tip amount, EUR').fill('7')
  await forAiste.getByRole('button', { name: 'Create link' }).click()
  const bankLink = forAiste.getByLabel('Link', { exact: true })
  await expect(bankLink).toHaveValue(/method=bank-transfer/)
  await expect(bankLink).toHaveValue(/\/t\/411111\?a=700&/)
  await expect(forAiste.getByRole('img', { name: 'QR code of the link' }).locator('svg')).toBeVisible()
  await expect(forAiste.getByText('Enter an amount')).toHaveCount(0)

  // Marta has no GT ID: no bank transfer link for her.
  await open(page, testInfo, `/organizations/${bistro.id}/boxes/${box.id}/tip-link?member=${marta.id}&tab=bank`)
  const forMarta = page.getByRole('dialog', { name: `Tip link: ${marta.name}` })
  await expect(forMarta.getByText('A bank transfer link needs a GT ID and the EUR currency.')).toBeVisible()
})

test('the payment page preview and the Member screen of Aistė', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await bistroBox(platform, 'Team tips')
  const aiste = box.members.find((m) => m.name === 'Aistė Petrauskaitė')!
  const today = dayIn(bistro.timeZone)
  const from = plusDays(today, -30)
  const to = plusDays(today, -1)
  const search = `?from=${from}&to=${to}`
  await openBox(page, testInfo, bistro.id, box, search)

  // The box's preview: card, QR code and link.
  await page.getByRole('main').getByRole('link', { name: 'Preview and QR code' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/preview\\?from=${from}&to=${to}$`))
  const preview = page.getByRole('dialog', { name: 'Payment page' })
  await expect(preview.getByRole('img', { name: 'QR code of the link' }).locator('svg')).toBeVisible()
  await expect(preview.getByLabel('Link', { exact: true })).toHaveValue(box.url)
  await expect(preview).toContainText('Old Town Bistro')
  await expect(preview).toContainText('Thank you for visiting us!')
  await preview.getByRole('link', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The Member screen, from the employees table, keeping the range.
  await open(page, testInfo, `/organizations/${bistro.id}/boxes/${box.id}${search}`)
  await employeeRow(page, aiste.name).getByRole('link', { name: aiste.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/members/${aiste.id}\\?from=${from}&to=${to}$`))
  await expect(page.getByRole('heading', { level: 1, name: aiste.name })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs).toHaveText(/^\s*Tips\s*\/\s*Team tips\s*\/\s*Aistė Petrauskaitė\s*$/)
  await expect(crumbs.getByRole('link', { name: 'Tips', exact: true })).toHaveAttribute('href', `/organizations/${bistro.id}/boxes${search}`)
  await expect(crumbs.getByRole('link', { name: 'Team tips', exact: true })).toHaveAttribute('href', `/organizations/${bistro.id}/boxes/${box.id}${search}`)
  await expect(page.getByRole('main')).toContainText('GT ID 411111')
  await expect(page.getByRole('main').getByRole('img', { name: 'QR code of the link' }).locator('svg')).toBeVisible()

  const query = { member_id: aiste.id, ...(await daysToTimestamps(from, to, bistro.timeZone)) }
  const [chart, rating, activities] = await Promise.all([
    platform.get<{ totalAmount: number; avgAmount: number; count: number }>('/business/statistics/chart', query),
    platform.get<{ avg: number | null }>('/business/statistics/rating', query),
    platform.get<{ id: string }[]>('/business/activities', query),
  ])
  expect(chart.count, 'Aistė has tips in the last 30 days').toBeGreaterThan(0)
  await expect(page.getByTestId('tips-total')).toHaveText(formatMoney(chart.totalAmount, bistro.currency))
  await expect(page.getByTestId('tips-average')).toHaveText(formatMoney(chart.avgAmount, bistro.currency))
  await expect(page.getByTestId('tips-count')).toHaveText(String(chart.count))
  await expect(page.getByTestId('tips-rating')).toHaveText(formatRating(rating.avg))

  const table = page.getByRole('main').getByRole('table', { name: 'Activity' })
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Table', 'Tip', 'Bill', 'Rating', 'Review', 'Status'])
  await expect(table.getByRole('columnheader', { name: 'Employee' })).toHaveCount(0)
  // Her tips of the period, newest first, 10 to a page (SPEC.md 9).
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, activities.length))
  await expect(page.getByTestId('activity-shown')).toContainText(`Tips 1–${Math.min(10, activities.length)} of ${activities.length}.`)

  // Her own preview: her link and name.
  await page.getByRole('main').getByRole('link', { name: 'Preview and QR code' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/preview\\?member=${aiste.id}$`))
  const own = page.getByRole('dialog', { name: 'Payment page' })
  await expect(own.getByLabel('Link', { exact: true })).toHaveValue(aiste.url)
  await expect(own).toContainText(`Tip for ${aiste.name}`)
  await expect(own.getByRole('img', { name: 'QR code of the link' }).locator('svg')).toBeVisible()
})

test('the GT ID list of an employee: choose a free token, then remove it', async ({ page, platform }, testInfo) => {
  const { bistro, box } = await bistroBox(platform, 'Bar counter')
  const sofia = (await membersOf(platform, bistro.id, box.id)).find((m) => m.name === 'Sofía García')!
  await openBox(page, testInfo, bistro.id, box)
  await employeeRow(page, sofia.name).getByRole('link', { name: 'Tokens' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}/members/${sofia.id}/tokens$`))
  const dialog = page.getByRole('dialog', { name: `GT IDs of ${sofia.name}` })
  await expect(dialog.getByText(sofia.token ? `Current GT ID: ${sofia.token}` : 'No GT ID yet.')).toBeVisible()

  // The first free token offered becomes hers.
  const offered = (await dialog.locator('li span.font-mono').first().textContent())!.trim()
  expect(offered).toMatch(/^\d{6}$/)
  await dialog.locator('li').filter({ hasText: offered }).getByRole('button', { name: 'Use' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}$`))
  await expect(page.getByTestId('snackbar')).toHaveText(/Employee saved/)
  await expect(employeeRow(page, sofia.name)).toContainText(offered)
  expect((await membersOf(platform, bistro.id, box.id)).find((m) => m.id === sofia.id)!.token).toBe(offered)

  // And removed again.
  await employeeRow(page, sofia.name).getByRole('link', { name: 'Tokens' }).click()
  await page.getByRole('dialog', { name: `GT IDs of ${sofia.name}` }).getByRole('button', { name: 'Remove GT ID' }).click()
  await expect(page).toHaveURL(new RegExp(`/boxes/${box.id}$`))
  expect((await membersOf(platform, bistro.id, box.id)).find((m) => m.id === sofia.id)!.token).toBeNull()
})
