/**
 * The signed-in screens ship the shell island instead of React (docs/decisions/0053): a screen
 * loads one small script and no loader data for the browser; what needs more is an island the
 * shell island fetches where a page names it (ADR 0056, ADR 0060), and no screen hydrates.
 */
import type { Page } from '@playwright/test'
import { loginAsAdmin } from './fixtures/auth'
import { DEMO, expect, jsEnabled, projectDigit, test, waitForHydration } from './fixtures/base'
import { menuApi } from './fixtures/menu'
import { byName, organizationsOf } from './fixtures/tips'

function scriptsOf(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

test('a screen loads only the shell island, and so do the menu screens, the modifier editor and the card dialog', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'which scripts load is a question for a browser that runs them')
  const bistro = byName(await organizationsOf(request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  await loginAsAdmin(page, testInfo)

  const scripts = scriptsOf(page)
  const answer = await page.goto(`/organizations/${bistro.id}/boxes`)
  await waitForHydration(page)
  // The tips screens follow guest tips live (ADR 0080): the live channel's chunk comes with them.
  expect(scripts).toEqual([expect.stringMatching(/^\/build\/islands\/shell-[A-Z0-9]+\.js$/), expect.stringMatching(/^\/build\/islands\/chunks\/live-page-[A-Z0-9]+\.js$/)])
  // No copy of the loaders' data for a browser that will not hydrate.
  expect(await answer!.text()).not.toContain('__remixContext')
  await expect(page.locator('html')).toHaveAttribute('data-island', 'ready')

  // The drawer's Menu entry: the Menus screen runs the island too, with the live channel's chunk
  // and no drag island until a list is reached (ADR 0056).
  scripts.length = 0
  await page.getByRole('navigation', { name: 'Sections' }).locator('a[data-entry="menu"]').click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/menu`))
  await waitForHydration(page)
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live-status', 'ready')
  expect(scripts).toEqual([expect.stringMatching(/^\/build\/islands\/shell-[A-Z0-9]+\.js$/), expect.stringMatching(/^\/build\/islands\/chunks\/live-page-[A-Z0-9]+\.js$/)])

  // The modifier editor runs the island too (its buttons post the form; ADR 0059).
  await page.goto(`/organizations/${bistro.id}/menu-modifiers`)
  await waitForHydration(page)
  scripts.length = 0
  await page.getByRole('link', { name: 'New modifier' }).click()
  await expect(page.getByRole('dialog', { name: 'New modifier' })).toBeVisible()
  await waitForHydration(page)
  expect(scripts).toEqual([expect.stringMatching(/^\/build\/islands\/shell-[A-Z0-9]+\.js$/), expect.stringMatching(/^\/build\/islands\/chunks\/live-page-[A-Z0-9]+\.js$/)])

  // The card dialog runs the island too; with the demo provider (no Stripe here) it fetches no
  // Stripe island, and its way is the provider's page (ADR 0060; billing-stripe.spec.ts has Stripe).
  await page.goto(`/organizations/${bistro.id}/billing`)
  await waitForHydration(page)
  scripts.length = 0
  await page.getByTestId('billing-card').getByRole('link', { name: /^(Add|Replace) card$/ }).click()
  const card = page.getByRole('dialog', { name: 'Add card' })
  await expect(card).toBeVisible()
  await waitForHydration(page)
  expect(scripts).toEqual([expect.stringMatching(/^\/build\/islands\/shell-[A-Z0-9]+\.js$/)])
  await expect(card.getByRole('button', { name: 'Continue' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Use the card page instead' })).toBeHidden()
})

test('a dialog is a native <dialog>: modal with JavaScript (the page under it inert, Esc back to its screen), an overlay page without', async ({ page, request }, testInfo) => {
  const bistro = byName(await organizationsOf(request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  await loginAsAdmin(page, testInfo)
  await page.goto(`/organizations/${bistro.id}/boxes`)
  await page.getByRole('table').getByRole('link').first().click()
  const screen = page.url()
  await page.getByRole('main').getByRole('link', { name: 'Preview and QR code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Payment page' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/preview$/)
  const underDialog = page.getByRole('link', { name: 'Preview and QR code' })

  if (!jsEnabled(testInfo)) {
    // An open dialog, not modal: a page of its own whose close link goes back.
    await expect(page.locator('dialog[open]')).toHaveCount(1)
    await expect(page.locator('dialog:modal')).toHaveCount(0)
    await dialog.getByRole('link', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    expect(page.url()).toBe(screen)
    return
  }

  await waitForHydration(page)
  await expect(page.locator('dialog:modal')).toHaveCount(1)
  await expect(dialog.locator(':focus')).toHaveCount(1)
  // The page under it is inert: what it holds cannot take the focus, and no Tab reaches it (past
  // the dialog's last element the focus leaves the page for the browser's own controls).
  expect(await underDialog.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false)
  // Tab round the whole cycle (the dialog's elements, and the browser's controls where the
  // browser leaves the page) until the element the dialog started on has the focus again: nothing
  // of the page under it is reached on the way.
  const where = () =>
    page.evaluate(() => {
      const at = document.activeElement
      if (!at || at === document.body) return 'browser'
      return at.closest('dialog') ? `dialog ${at.outerHTML.slice(0, 80)}` : at.outerHTML.slice(0, 80)
    })
  const start = await where()
  const outside: string[] = []
  let back = false
  for (let i = 0; i < 80 && !back; i++) {
    await page.keyboard.press('Tab')
    const focused = await where()
    back = focused === start
    if (focused !== 'browser' && !focused.startsWith('dialog ')) outside.push(focused)
  }
  expect(outside).toEqual([])
  expect(back).toBe(true)
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(screen)
  await expect(dialog).toHaveCount(0)
})

test('a confirmation on a screen without React: the row opens its table, the snackbar closes on ✕', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the row click and the close button are the island’s')
  const api = await menuApi(request, 'Old Town Bistro')
  const number = `Isl${projectDigit(testInfo)}${Date.now() % 100000}`
  const table = await api.post('/business/tables', { number })
  await loginAsAdmin(page, testInfo)
  await page.goto(`/organizations/${api.organizationId}/tables?q=${number}`)
  await waitForHydration(page)

  // A click beside the number opens the table's editor, as the link does.
  const row = page.getByRole('table').getByRole('row').filter({ hasText: number })
  await row.locator('td').nth(1).click()
  await expect(page).toHaveURL(new RegExp(`/tables/${table.id}/edit`))
  await expect(page.getByRole('dialog', { name: 'Edit table' })).toBeVisible()

  await page.goto(`/organizations/${api.organizationId}/tables?q=${number}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: `Remove table ${number}` }).click()
  await page.getByRole('dialog', { name: 'Remove table' }).getByRole('button', { name: 'Remove' }).click()
  const snackbar = page.getByTestId('snackbar')
  await expect(snackbar).toHaveText(/Table removed/)
  await waitForHydration(page)
  await snackbar.getByRole('button', { name: 'Close' }).click()
  await expect(snackbar).toHaveCount(0)
  expect(((await api.get(`/business/tables?q=${number}`)).tables as unknown[]).length).toBe(0)
  await api.finish()
})

test('the tip link without React: Create link waits for an amount, and the link made is copied', async ({ page, request, context }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the button and the copy are the island’s')
  const bistro = byName(await organizationsOf(request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  const box = bistro.boxes.find((b) => b.name === 'Team tips')!
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await loginAsAdmin(page, testInfo)
  const scripts = scriptsOf(page)
  await page.goto(`/organizations/${bistro.id}/boxes/${box.id}/tip-link`)
  await waitForHydration(page)
  // The Box screen under the dialog follows guest tips live (ADR 0080).
  expect(scripts).toEqual([expect.stringMatching(/^\/build\/islands\/shell-[A-Z0-9]+\.js$/), expect.stringMatching(/^\/build\/islands\/chunks\/live-page-[A-Z0-9]+\.js$/)])

  const dialog = page.getByRole('dialog', { name: 'Tip link: Team tips' })
  const amount = dialog.getByLabel('Tip amount, EUR')
  const create = dialog.getByRole('button', { name: 'Create link' })
  await expect(create).toBeDisabled()
  await amount.fill('   ')
  await expect(create).toBeDisabled()
  await amount.fill('3')
  await expect(create).toBeEnabled()
  await create.click()
  const link = dialog.getByLabel('Link', { exact: true })
  await expect(link).toHaveValue(/\?a=300$/)
  await waitForHydration(page)
  // The amount is still there after the page was made again: the button is enabled.
  await expect(create).toBeEnabled()
  await expect(dialog.getByRole('status')).toBeHidden()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Link copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue())
})
