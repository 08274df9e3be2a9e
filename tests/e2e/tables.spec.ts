/**
 * The Tables screen in the browser (issue 10 item 2), with JavaScript and without: the admin
 * creates a table in a tip box, finds it by a search in another case, edits it, is refused a
 * number in use (what was typed kept) and an empty one, and removes it after confirming; maps a
 * table of the café to a POS table, offered only the free ones, changes and clears it; and maps
 * the café's unmapped tables in one batch: pre-matched by number, a POS table chosen twice
 * refused as 'Duplicate value' with nothing saved, then saved. The data is checked through the
 * platform afterwards.
 *
 * Table numbers carry the project and the time (tagOf), so the two projects and reruns never
 * meet; the batch test works on the café's demo tables, which only it maps.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expect, hydratedDialog, jsEnabled, open, projectDigit } from './fixtures/base'
import { menuApi, type Json } from './fixtures/menu'
import { tipsTest as test } from './fixtures/tips'

/** Each test is a dozen or more round trips (a full page load each without JavaScript) on a shared machine. */
const LONG_TEST = 120_000

const tagOf = (testInfo: TestInfo) => `${projectDigit(testInfo)}${Date.now() % 100000}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const snackbar = (page: Page) => page.getByTestId('snackbar')
const tablesList = (page: Page) => page.getByRole('table', { name: 'Tables' })
const rowOf = (page: Page, number: string) => tablesList(page).getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) })

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search tables' }).fill(text)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(text)}$`))
}

/** The tables of the organization whose number contains `q`, straight from the platform. */
async function tablesLike(api: Awaited<ReturnType<typeof menuApi>>, q: string): Promise<Json[]> {
  return (await api.get(`/business/tables?q=${encodeURIComponent(q)}`)).tables
}

/** No critical axe finding on what the page shows now (with JavaScript only: axe runs in the page). */
async function noCriticalViolations(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) return
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'critical').map((v) => v.id)).toEqual([])
}

test('creates, finds, edits, refuses a taken or empty number, and removes a table after confirmation', async ({ page, request }, testInfo) => {
  test.setTimeout(LONG_TEST)
  const api = await menuApi(request, 'Old Town Bistro')
  const tag = tagOf(testInfo)
  const [first, second] = [`A${tag}`, `B${tag}`]
  // The demo has more tables than a page of 10 holds: a demo table is found by its number.
  await open(page, testInfo, `/organizations/${api.organizationId}/tables?q=Terrace%202`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search tables' })).toBeFocused()
  await expect(rowOf(page, 'Terrace 2')).toContainText('Team tips')
  await noCriticalViolations(page, testInfo)

  // A new table from a list searched for this test's tag: it is shown where it stands.
  await open(page, testInfo, `/organizations/${api.organizationId}/tables?q=${tag}`)
  await page.getByRole('link', { name: 'New table' }).click()
  const creating = dialog(page, 'New table')
  await expect(creating.getByLabel('Tip box')).toHaveValue(/.+/)
  await creating.getByRole('button', { name: 'Save' }).click()
  await expect(creating.getByText('Required field')).toBeVisible()
  await creating.getByLabel('Table number').fill(first)
  await creating.getByLabel('Tip box').selectOption({ label: 'Bar counter' })
  await noCriticalViolations(page, testInfo)
  await creating.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/Table saved/)
  await expect(creating).toBeHidden()
  await expect(rowOf(page, first)).toContainText('Bar counter')

  // The search ignores case and stays in the URL while a dialog comes and goes.
  await search(page, first.toLowerCase())
  await expect(tablesList(page).getByRole('row')).toHaveCount(2)
  await rowOf(page, first).getByRole('link', { name: first, exact: true }).click()
  const editing = dialog(page, 'Edit table')
  await expect(editing.getByLabel('Table number')).toHaveValue(first)
  await expect(editing.getByLabel('Tip box')).toHaveValue((await tablesLike(api, first))[0].boxId)
  await editing.getByLabel('Table number').fill('terrace 1')
  await editing.getByRole('button', { name: 'Save' }).click()
  await expect(editing.getByText('A table with this number already exists')).toBeVisible()
  await expect(editing.getByLabel('Table number')).toHaveValue('terrace 1')
  expect((await tablesLike(api, first))[0]).toMatchObject({ number: first, revision: 1 })

  await editing.getByLabel('Table number').fill(second)
  await editing.getByLabel('Tip box').selectOption({ label: 'DEFAULT' })
  await editing.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/Table saved/)
  // Back on the list with the search kept: the renamed table no longer matches it.
  await expect(page).toHaveURL(new RegExp(`/tables\\?q=${first.toLowerCase()}$`))
  await expect(page.getByText('No items')).toBeVisible()
  const organization = ((await api.get('/business/organizations')) as Json[]).find((o) => o.id === api.organizationId)
  const unnamedBox = organization.boxes.find((b: Json) => b.name === null).id
  expect(await tablesLike(api, second)).toEqual([{ id: expect.any(String), number: second, boxId: unnamedBox, posId: null, revision: 2, url: expect.stringMatching(/\/pay\/table\/[0-9a-f-]{36}$/) }])

  await search(page, second)
  await expect(rowOf(page, second)).toContainText('DEFAULT')
  await page.getByRole('link', { name: `Remove table ${second}` }).click()
  const removing = dialog(page, 'Remove table')
  await expect(removing).toContainText(`Remove table ${second}?`)
  await removing.getByRole('link', { name: 'Cancel' }).click()
  await expect(removing).toBeHidden()
  expect(await tablesLike(api, second)).toHaveLength(1)
  await page.getByRole('link', { name: `Remove table ${second}` }).click()
  await dialog(page, 'Remove table').getByRole('button', { name: 'Remove' }).click()
  await expect(snackbar(page)).toHaveText(/Table removed/)
  await expect(page.getByText('No items')).toBeVisible()
  expect(await tablesLike(api, tag)).toEqual([])
})

test('maps a table to a free POS table, changes it and clears it', async ({ page, request }, testInfo) => {
  test.setTimeout(LONG_TEST)
  const api = await menuApi(request, 'Station Café')
  const number = `P${tagOf(testInfo)}`
  await open(page, testInfo, `/organizations/${api.organizationId}/tables`)
  await page.getByRole('link', { name: 'New table' }).click()
  const creating = dialog(page, 'New table')
  await expect(creating.getByLabel('Table number')).toBeVisible()
  // The café has one tip box, so none to choose (its tables tip to it); tables 1 to 4 hold POS tables 1 to 4.
  await expect(creating.getByLabel('Tip box')).toHaveCount(0)
  const [cafeBox] = ((await api.get('/business/organizations')) as Json[]).find((o) => o.id === api.organizationId).boxes as Json[]
  const choices = await creating.getByLabel('POS table').locator('option').allTextContents()
  expect(choices).toEqual(expect.arrayContaining(['No POS table', 'Terrace 2', 'Bar']))
  expect(choices).not.toContain('2')
  await creating.getByLabel('Table number').fill(number)
  await creating.getByLabel('POS table').selectOption({ label: 'Bar' })
  await creating.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/Table saved/)
  await expect(rowOf(page, number)).toContainText('Bar')
  expect((await tablesLike(api, number))[0]).toMatchObject({ posId: 'pos-table-bar', boxId: cafeBox!.id })

  await rowOf(page, number).getByRole('link', { name: number, exact: true }).click()
  const editing = dialog(page, 'Edit table')
  await expect(editing.getByLabel('POS table')).toHaveValue('pos-table-bar')
  await editing.getByLabel('POS table').selectOption({ label: 'Terrace 2' })
  await editing.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/Table saved/)
  await expect(rowOf(page, number)).toContainText('Terrace 2')
  expect((await tablesLike(api, number))[0]).toMatchObject({ posId: 'pos-table-t2', revision: 2 })

  await rowOf(page, number).getByRole('link', { name: number, exact: true }).click()
  await dialog(page, 'Edit table').getByLabel('POS table').selectOption({ label: 'No POS table' })
  await dialog(page, 'Edit table').getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/Table saved/)
  await expect(rowOf(page, number)).not.toContainText('Terrace 2')
  const [cleared] = await tablesLike(api, number)
  expect(cleared).toMatchObject({ posId: null, revision: 3 })
  // Leaves the café's unmapped tables as the batch test expects them.
  await api.call('DELETE', `/business/tables/${cleared.id}`)
})

test('batch update pre-matches by number, refuses a POS table chosen twice, and maps the chosen tables', async ({ page, request }, testInfo) => {
  test.setTimeout(LONG_TEST)
  const api = await menuApi(request, 'Station Café')
  await open(page, testInfo, `/organizations/${api.organizationId}/tables`)
  await page.getByRole('link', { name: 'Batch update' }).click()
  const batch = dialog(page, 'Batch update')
  const choice = (number: string) => batch.getByLabel(`POS table for ${number}`)
  await expect(choice('5')).toHaveValue('pos-table-5')
  await hydratedDialog(page, testInfo)
  // Without React: the shell island keeps Save waiting for a choice (data-needs).
  if (jsEnabled(testInfo)) await expect(page.locator('html')).toHaveAttribute('data-island', 'ready')
  await expect(choice('Terrace 1')).toHaveValue('pos-table-t1')
  await expect(choice('Window')).toHaveValue('')
  await expect(choice('Patio')).toHaveValue('')
  await expect(batch.getByLabel(/^POS table for /)).toHaveCount(4)
  // POS tables of mapped tables are not offered.
  expect(await choice('Window').locator('option').allTextContents()).not.toContain('1')
  await noCriticalViolations(page, testInfo)

  // Nothing chosen: with JavaScript the button waits, without it the answer says so.
  for (const number of ['5', 'Terrace 1']) await choice(number).selectOption('')
  const save = batch.getByRole('button', { name: 'Save' })
  if (jsEnabled(testInfo)) {
    await expect(save).toBeDisabled()
  } else {
    await save.click()
    await expect(batch.getByText('Choose a POS table for at least one table')).toBeVisible()
  }

  await choice('5').selectOption({ label: '5' })
  await choice('Terrace 1').selectOption({ label: 'Terrace 1' })
  await choice('Window').selectOption({ label: '5' })
  await save.click()
  await expect(batch.getByText('Duplicate value')).toHaveCount(2)
  await expect(choice('Window')).toHaveValue('pos-table-5')
  const unmapped = async () => ((await api.get('/business/tables?mapped=false')).tables as Json[]).map((t) => t.number)
  expect(await unmapped()).toEqual(['5', 'Patio', 'Terrace 1', 'Window'])

  await choice('Window').selectOption({ label: '6' })
  await save.click()
  await expect(snackbar(page)).toHaveText(/3 tables mapped/)
  await expect(batch).toBeHidden()
  await expect(rowOf(page, 'Window')).toContainText('6')
  const mapped = new Map(((await api.get('/business/tables')).tables as Json[]).map((t) => [t.number, t.posId]))
  expect([mapped.get('5'), mapped.get('Terrace 1'), mapped.get('Window'), mapped.get('Patio')]).toEqual(['pos-table-5', 'pos-table-t1', 'pos-table-6', null])

  await page.getByRole('link', { name: 'Batch update' }).click()
  await expect(dialog(page, 'Batch update').getByLabel(/^POS table for /)).toHaveCount(1)
  await expect(choice('Patio')).toHaveValue('')
  await choice('Patio').selectOption({ label: 'Bar' })
  await dialog(page, 'Batch update').getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/1 table mapped/)
  await page.getByRole('link', { name: 'Batch update' }).click()
  await expect(dialog(page, 'Batch update')).toContainText('No unmapped tables')
  expect(await unmapped()).toEqual([])
  expect(((await api.get('/business/organizations')) as Json[]).find((o) => o.id === api.organizationId).posTablesMapped).toBe(true)
})

test('pages 10 tables at a time, 20 when chosen, and a search keeps the rows per page (SPEC.md 9)', async ({ page, request }, testInfo) => {
  test.setTimeout(LONG_TEST)
  const api = await menuApi(request, 'Old Town Bistro')
  const tag = `Pg${tagOf(testInfo)}`
  const numbers = Array.from({ length: 12 }, (_, i) => `${tag}-${String(i + 1).padStart(2, '0')}`)
  for (const number of numbers) await api.post('/business/tables', { number })
  const base = `/organizations/${api.organizationId}/tables`

  await open(page, testInfo, `${base}?q=${tag}`)
  const rows = tablesList(page).locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const pages = page.getByRole('navigation', { name: 'Table pages' })
  await expect(pages.getByText('Page 1 of 2')).toBeVisible()
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`))
  await expect(rows).toHaveCount(2)

  // 20 a page: the choice sends itself with JavaScript, Apply sends it without; page 1 again.
  await page.getByLabel('Rows per page').selectOption('20')
  if (!jsEnabled(testInfo)) await page.getByRole('main').getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&size=20$`))
  await expect(rows).toHaveCount(12)
  await expect(pages).toHaveCount(0)

  // A new search keeps the size.
  await page.getByRole('searchbox', { name: 'Search tables' }).fill(`${tag}-0`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?size=20&q=${tag}-0$`))
  await expect(rows).toHaveCount(9)
  for (const table of await tablesLike(api, tag)) await api.call('DELETE', `/business/tables/${table.id}`)
  expect(await tablesLike(api, tag)).toEqual([])
})

test('a table created on a list of more than one page is shown on the page that holds it, highlighted; the search runs as it is typed', async ({ page, request }, testInfo) => {
  test.setTimeout(LONG_TEST)
  const api = await menuApi(request, 'Old Town Bistro')
  // 'Z…' reads after every demo number: the last page of more than one.
  const number = `Z${tagOf(testInfo)}`
  const base = `/organizations/${api.organizationId}/tables`
  await open(page, testInfo, base)
  await expect(page.getByRole('navigation', { name: 'Table pages' }).getByText(/Page 1 of [2-9]/)).toBeVisible()
  await page.getByRole('link', { name: 'New table' }).click()
  const creating = dialog(page, 'New table')
  await creating.getByLabel('Table number').fill(number)
  await creating.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toHaveText(/Table saved/)
  const [created] = await tablesLike(api, number)
  await expect(page).toHaveURL(new RegExp(`/tables\\?highlight=${created.id}#row-${created.id}$`))
  await expect(page.getByRole('navigation', { name: 'Table pages' }).getByText(/Page ([2-9]) of \1/)).toBeVisible()
  await expect(rowOf(page, number)).toHaveAttribute('aria-current', 'true')
  await expect(rowOf(page, number)).toBeInViewport()
  await expect(tablesList(page).locator('tr[aria-current]')).toHaveCount(1)

  // With JavaScript the list follows the search box as it is typed, without a button.
  if (jsEnabled(testInfo)) {
    await page.getByRole('searchbox', { name: 'Search tables' }).fill(number.toLowerCase())
    await expect(page).toHaveURL(new RegExp(`/tables\\?q=${number.toLowerCase()}$`))
    await expect(tablesList(page).locator('tbody tr')).toHaveCount(1)
    await expect(rowOf(page, number)).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search tables' })).toBeFocused()
    await page.getByRole('searchbox', { name: 'Search tables' }).fill(`${number}-none`)
    await expect(page.getByText('No items')).toBeVisible()
  }
  await api.call('DELETE', `/business/tables/${created.id}`)
})
