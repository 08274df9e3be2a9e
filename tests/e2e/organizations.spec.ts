/** 9. Switching organizations (selector and table) and 10. the drawer of a user with one permission. */
import { loginAsAdmin, loginWithPassword } from './fixtures/auth'
import { ALL_DRAWER_ENTRIES, DEMO, drawerEntries, expect, jsEnabled, test } from './fixtures/base'
import { byName, organizationsOf } from './fixtures/tips'

const breadcrumbs = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Breadcrumbs' })

test('the admin switches to "Riverside Bar" in the organization selector', async ({ page, request }, testInfo) => {
  const organizations = await organizationsOf(request, DEMO.admin, DEMO.password)
  const group = byName(organizations, 'Demo Group')
  const bar = byName(organizations, 'Riverside Bar')
  expect(bar.parentId).toBe(group.id)

  await loginAsAdmin(page, testInfo)
  await expect(page).toHaveURL(new RegExp(`/organizations/${group.id}$`))
  await expect(drawerEntries(page)).toHaveText(ALL_DRAWER_ENTRIES)

  const selector = page.getByTestId('organization-selector')
  await expect(selector).toHaveText(/Demo Group/)
  await selector.click()
  const list = page.locator('details').filter({ has: selector })
  await expect(list).toHaveAttribute('open', '')
  await expect(list.getByRole('link')).toHaveText(['Demo Group', 'Old Town Bistro', 'Riverside Bar', 'Station Café'])
  await list.getByRole('link', { name: 'Riverside Bar' }).click()

  await expect(page).toHaveURL(new RegExp(`/organizations/${bar.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Bar' })).toBeVisible()
  await expect(breadcrumbs(page)).toHaveText(/^\s*Demo Group\s*\/\s*Riverside Bar\s*$/)
  await expect(breadcrumbs(page).getByRole('link', { name: 'Demo Group' })).toHaveAttribute('href', `/organizations/${group.id}`)
  await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText('Riverside Bar')
  await expect(page.getByText('No child organizations')).toBeVisible()
  // The drawer follows the chosen organization (soft, so every stale part is reported).
  await expect.soft(page.getByTestId('organization-selector'), 'selector label').toHaveText(/Riverside Bar/)
  // Riverside Bar takes no payments: the payment entries are gone, the rest stay.
  await expect
    .soft(drawerEntries(page), 'drawer entries of Riverside Bar')
    .toHaveText(['Home', 'Text sections', 'Menu', 'Modifiers', 'Stop list', 'Tips', 'Billing'])
  await expect.soft(drawerEntries(page).first(), 'drawer Home link').toHaveAttribute('href', `/organizations/${bar.id}`)

  // Back through the breadcrumb.
  await breadcrumbs(page).getByRole('link', { name: 'Demo Group' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${group.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
})

test('the selector search narrows the list', async ({ page }, testInfo) => {
  await loginAsAdmin(page, testInfo)
  await page.getByTestId('organization-selector').click()
  const search = page.getByRole('searchbox', { name: 'Search organizations' })
  await search.fill('bistro')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Search organizations' }).click()
  const list = page.locator('details').filter({ has: page.getByTestId('organization-selector') })
  await expect(list.getByRole('link')).toHaveText(['Old Town Bistro'])
  await search.fill('nothing like this')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Search organizations' }).click()
  await expect(list.getByText('No organization matches')).toBeVisible()
  await expect(list.getByRole('link')).toHaveCount(0)
})

test('clicking a child row in the organizations table opens it', async ({ page, request }, testInfo) => {
  const organizations = await organizationsOf(request, DEMO.admin, DEMO.password)
  const bistro = byName(organizations, 'Old Town Bistro')

  await loginAsAdmin(page, testInfo)
  const table = page.getByRole('table', { name: 'Organizations' })
  await expect(table.getByRole('row')).toHaveCount(4)
  const row = table.getByRole('row').filter({ hasText: 'Old Town Bistro' })
  await expect(row).toContainText('Pilies g. 10, Vilnius')
  // The venue's tips of the month, in euros.
  await expect(row).toContainText(/\d\s€/)
  if (jsEnabled(testInfo)) {
    // With JavaScript the whole row is clickable: click the address, not the link.
    await row.getByRole('cell', { name: 'Pilies g. 10, Vilnius' }).click()
  } else {
    await row.getByRole('link', { name: 'Old Town Bistro' }).click()
  }
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Old Town Bistro' })).toBeVisible()
  await expect(breadcrumbs(page)).toHaveText(/^\s*Demo Group\s*\/\s*Old Town Bistro\s*$/)
})

test('a user with only VIEW_STOP_LIST lands on the stop list and sees only "Stop list" in the drawer', async ({ page, request }, testInfo) => {
  const organizations = await organizationsOf(request, DEMO.stopListViewer, DEMO.password)
  expect(organizations.map((o) => [o.name, o.permissions])).toEqual([['Old Town Bistro', ['VIEW_STOP_LIST']]])
  const group = byName(await organizationsOf(request, DEMO.admin, DEMO.password), 'Demo Group')

  await loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)
  // SPEC.md 2: without VIEW_BOXES the organization's home is the stop list.
  await expect(page).toHaveURL(new RegExp(`/organizations/${organizations[0]!.id}/menu-stoplist$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Stop list' })).toBeVisible()
  await expect(drawerEntries(page)).toHaveText(['Stop list'])
  await expect(page.getByTestId('organization-name')).toHaveText('Old Town Bistro')
  await expect(page.getByTestId('organization-selector')).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Organizations' })).toHaveCount(0)
  // The organization's own address leads there too (breadcrumbs link to it).
  await page.goto(`/organizations/${organizations[0]!.id}`)
  await expect(page).toHaveURL(new RegExp(`/organizations/${organizations[0]!.id}/menu-stoplist$`))

  // The parent group is not theirs.
  await page.goto(`/organizations/${group.id}`)
  await expect(page.getByText('Page not found')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toHaveCount(0)
})
