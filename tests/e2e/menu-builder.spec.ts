/**
 * The Menus screen and the Menu page (issue 8 item 7) in the browser, with JavaScript and
 * without: a menu made in the editor with active hours, listed, published (the drawer's
 * 'Unpublished' badge comes and goes); a stale save refused; a category made in its dialog and
 * items moved, hidden and taken out of one of their two categories; the language selector and
 * a suggested translation accepted; a menu removed after its confirmation. Demo Group's menus
 * are used: no other browser test publishes them.
 */
import { menuApi, type Json } from './fixtures/menu'
import type { Page, TestInfo } from '@playwright/test'
import { expect, hydratedDialog, jsEnabled, open, projectDigit } from './fixtures/base'
import { tipsTest as test } from './fixtures/tips'



/** Digits only, different per project and run: a title in capitals stays all capitals. */
const tagOf = (testInfo: TestInfo) => `${projectDigit(testInfo)}${Date.now() % 100000}`
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const snackbar = (page: Page) => page.getByTestId('snackbar')

test('a menu made in the editor is listed with its hours, and publishing clears the Unpublished badge', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  const screen = `/organizations/${api.organizationId}/menu`
  await open(page, testInfo, screen)
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible()

  await page.getByRole('link', { name: 'New menu' }).first().click()
  const editor = dialog(page, 'New menu')
  // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
  await expect(editor).toBeVisible()
  await hydratedDialog(page, testInfo)
  await expect(editor).toBeVisible()
  // Two menu languages: the editor shows one at a time, English first.
  await expect(editor.getByRole('group', { name: 'Language of the texts' }).getByRole('button')).toHaveText(['English', 'Lietuvių'])
  await editor.getByLabel('Title (English)').fill(`BRUNCH ${tag}`)
  await editor.getByLabel('Custom active hours').check()
  await editor.getByLabel('Outside active hours').selectOption('HIDE')
  await editor.getByLabel('Opens', { exact: true }).fill('9')
  await editor.getByLabel('Closes', { exact: true }).fill('2230')
  await editor.getByRole('button', { name: 'Create' }).click()

  await expect(snackbar(page)).toContainText('Menu created')
  const row = page.locator(`[data-menu="Brunch ${tag}"]`)
  await expect(row.getByRole('link', { name: `Brunch ${tag}`, exact: true })).toBeVisible()
  await expect(row.getByTestId('hours-summary')).toHaveText('09:00–22:30 (hidden outside)')
  const saved = (await api.get('/business/menus')).menus.find((m: Json) => m.title.en === `Brunch ${tag}`)
  // The new menu is marked and scrolled to (issue 25 item 17).
  await expect(page).toHaveURL(new RegExp(`${screen}\\?highlight=${saved.id}#row-${saved.id}$`))
  await expect(row).toHaveAttribute('aria-current', 'true')
  await expect(row).toBeInViewport()
  await expect(page.locator('[data-menu][aria-current]')).toHaveCount(1)
  expect(saved.activeHours).toEqual({ inactiveBehaviour: 'HIDE', default: { open: '09:00', close: '22:30' }, days: null })

  // The draft differs from what guests see: the banner and the drawer say so.
  await expect(page.getByRole('alert').filter({ hasText: 'Unpublished changes' })).toBeVisible()
  await expect(page.getByTestId('drawer-badge')).toHaveText('Unpublished')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(snackbar(page)).toContainText('Menu published')
  // Other specs write Demo Group's draft in the other worker (restoring orphans leaves the archive
  // menu unpublished), so a change of theirs may land before or after this publish. The page is
  // read again and published again until nothing is left; a publish that never clears the
  // banner, the badge and the platform's flag still fails here.
  await expect(async () => {
    await page.reload()
    if ((await page.getByText('Unpublished changes').count()) > 0) {
      await page.getByRole('button', { name: 'Publish' }).click()
      await expect(snackbar(page)).toContainText('Menu published')
    }
    await expect(page.getByText('Unpublished changes')).toHaveCount(0, { timeout: 2_000 })
    await expect(page.getByTestId('drawer-badge')).toHaveCount(0, { timeout: 2_000 })
    expect((await api.get('/business/menus')).hasUnpublishedChanges).toBe(false)
  }).toPass({ timeout: 30_000 })
  await api.finish()
})

test('a save over someone else’s newer one is refused with a message', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  const menu = await api.post('/business/menus', { title: { en: `Stale ${tag}` } })
  await open(page, testInfo, `/organizations/${api.organizationId}/menu/${menu.id}/edit`)
  const editor = dialog(page, 'Edit menu')
  await expect(editor.getByLabel('Title (English)')).toHaveValue(`Stale ${tag}`)
  // Someone else saves the menu while the editor is open.
  await api.put(`/business/menus/${menu.id}`, { title: { en: `Theirs ${tag}` } })
  if (jsEnabled(testInfo)) {
    // The live channel re-reads the screen behind the dialog; the open editor keeps the revision
    // it loaded, so the save below is still refused rather than silently overwriting theirs.
    await expect(page.locator(`[data-menu="Theirs ${tag}"]`)).toBeVisible()
  }
  await editor.getByLabel('Title (English)').fill(`Mine ${tag}`)
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(editor.getByText('Someone else saved this meanwhile. Reload to see their changes.')).toBeVisible()
  await expect(editor.getByLabel('Title (English)')).toHaveValue(`Mine ${tag}`)
  expect((await api.get('/business/menus')).menus.find((m: Json) => m.id === menu.id).title).toEqual({ en: `Theirs ${tag}` })
  await api.finish()
})

test('on the Menu page a category is made, and items are moved, hidden and taken out of one category', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  const menu = await api.post('/business/menus', { title: { en: `Page ${tag}` } })
  const soups = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Soups' } })
  const specials = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Specials' } })
  const borscht = await api.post('/business/menu-items', { categoryId: soups.id, title: { en: 'Borscht' }, price: 450 })
  await api.post('/business/menu-items', { categoryId: soups.id, title: { en: 'Stew' }, price: 900 })
  await api.post(`/business/menus/${menu.id}/categories/${specials.id}/items`, { items: [borscht.id] })
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  await open(page, testInfo, base)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page ${tag}`)
  const soupsSection = page.locator('[data-category="Soups"]')
  await expect(soupsSection.locator('[data-item]')).toHaveText([/Borscht.*Shared.*4,50/, /Stew.*9\s€/])

  await page.getByRole('link', { name: 'New category' }).first().click()
  const editor = dialog(page, 'New category')
  // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
  await expect(editor).toBeVisible()
  await hydratedDialog(page, testInfo)
  await editor.getByLabel('Title (English)').fill('Desserts')
  await editor.getByLabel('Waiter order only').check()
  await editor.getByRole('button', { name: 'Create' }).click()
  await expect(snackbar(page)).toContainText('Category created')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Soups', 'Specials', 'Desserts'])
  // The new category is marked and scrolled to (issue 25 item 17).
  const desserts = page.locator('[data-category="Desserts"]')
  const dessertsId = await desserts.getAttribute('data-sortable-id')
  await expect(page).toHaveURL(new RegExp(`${base}\\?highlight=${dessertsId}#row-${dessertsId}$`))
  await expect(desserts).toHaveAttribute('aria-current', 'true')
  await expect(desserts).toBeInViewport()
  await expect(page.locator('[data-category][aria-current]')).toHaveCount(1)

  await soupsSection.getByRole('button', { name: 'Move Stew up' }).click()
  await expect(snackbar(page)).toContainText('Position saved')
  await expect(soupsSection.locator('[data-item]')).toHaveText([/Stew/, /Borscht/])
  await soupsSection.getByRole('button', { name: 'Hide Stew' }).click()
  await expect(snackbar(page)).toContainText('Item hidden')
  await expect(soupsSection.locator('[data-item="Stew"]').getByText('Hidden', { exact: true })).toBeVisible()

  await soupsSection.getByRole('link', { name: 'Remove Borscht' }).click()
  const confirm = dialog(page, 'Remove item from category')
  await expect(confirm).toContainText('It stays in its other categories (1)')
  await confirm.getByRole('button', { name: 'Remove from category' }).click()
  await expect(snackbar(page)).toContainText('Item removed from the category')
  await expect(soupsSection.locator('[data-item]')).toHaveText([/Stew/])
  const inSpecials = page.locator('[data-category="Specials"] [data-item="Borscht"]')
  await expect(inSpecials).toBeVisible()
  await expect(inSpecials.getByText('Shared')).toHaveCount(0)
  const state = await api.get(`/business/menus/${menu.id}`)
  expect(state.categories.map((c: Json) => [c.title.en, c.items.map((i: Json) => [i.title.en, i.hidden])])).toEqual([
    ['Soups', [['Stew', true]]],
    ['Specials', [['Borscht', false]]],
    ['Desserts', []],
  ])
  expect(state.categories[2].waiterOrderOnly).toBe(true)
  await api.finish()
})

test('the language selector shows a suggestion as one, and the editor accepts it', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  const menu = await api.post('/business/menus', { title: { en: `Drinks ${tag}`, 'lt?': `Gėrimai ${tag}` } })
  const screen = `/organizations/${api.organizationId}/menu`
  await open(page, testInfo, screen)
  await page.getByRole('navigation', { name: 'Menu language' }).getByRole('link', { name: 'Lietuvių' }).click()
  await expect(page).toHaveURL(/\?lang=lt$/)
  const row = page.locator(`[data-menu="Drinks ${tag}"]`)
  await expect(row.getByRole('link', { name: new RegExp(`Gėrimai ${tag}`) })).toContainText('lt?')

  await row.getByRole('link', { name: `Edit Drinks ${tag}` }).click()
  const editor = dialog(page, 'Edit menu')
  // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
  await expect(editor).toBeVisible()
  await hydratedDialog(page, testInfo)
  const lithuanian = editor.getByLabel('Title (Lietuvių)')
  await expect(lithuanian).toHaveValue('')
  await expect(editor.locator('[data-suggestion="lt"]').first()).toContainText(`Gėrimai ${tag}`)
  await editor.getByRole('button', { name: 'Accept' }).first().click()
  await expect(editor.getByLabel('Title (Lietuvių)')).toHaveValue(`Gėrimai ${tag}`)
  await expect(editor.locator('[data-suggestion="lt"]')).toHaveCount(0)
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toContainText('Menu saved')
  await expect(page).toHaveURL(/\?lang=lt$/)
  expect((await api.get('/business/menus')).menus.find((m: Json) => m.id === menu.id).title).toEqual({
    en: `Drinks ${tag}`,
    lt: `Gėrimai ${tag}`,
  })
  await api.finish()
})

test('a menu is removed only after its confirmation, and a copy is made hidden', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  await api.post('/business/menus', { title: { en: `Gone ${tag}` } })
  const screen = `/organizations/${api.organizationId}/menu`
  await open(page, testInfo, screen)
  const row = page.locator(`[data-menu="Gone ${tag}"]`)

  await row.getByRole('link', { name: `Copy Gone ${tag}` }).click()
  const copy = dialog(page, 'Copy menu')
  // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
  await expect(copy).toBeVisible()
  await hydratedDialog(page, testInfo)
  await copy.getByLabel('New title (English)').fill(`Kept ${tag}`)
  await copy.getByRole('button', { name: 'Copy' }).click()
  await expect(snackbar(page)).toContainText('Menu copied')
  const kept = page.locator(`[data-menu="Kept ${tag}"]`)
  await expect(kept.getByTestId('hidden-icon')).toBeVisible()
  // The copy is marked and scrolled to (issue 25 item 17).
  const keptId = (await api.get('/business/menus')).menus.find((m: Json) => m.title.en === `Kept ${tag}`).id
  await expect(page).toHaveURL(new RegExp(`${screen}\\?highlight=${keptId}#row-${keptId}$`))
  await expect(kept).toHaveAttribute('aria-current', 'true')
  await expect(kept).toBeInViewport()
  await expect(page.locator('[data-menu][aria-current]')).toHaveCount(1)
  if (jsEnabled(testInfo)) {
    // A change made elsewhere re-reads the page through the live channel; the message of this
    // tab's own copy stays for its three seconds (a re-read answers no flash message).
    await api.post('/business/menus', { title: { en: `Elsewhere ${tag}` } })
    await expect(page.locator(`[data-menu="Elsewhere ${tag}"]`)).toBeVisible()
    await expect(snackbar(page)).toContainText('Menu copied')
  }

  await row.getByRole('link', { name: `Remove Gone ${tag}` }).click()
  const confirm = dialog(page, 'Remove menu')
  await expect(confirm).toContainText(`Gone ${tag}`)
  if (jsEnabled(testInfo)) {
    // Esc closes the dialog (the shell island's key) and removes nothing.
    await hydratedDialog(page, testInfo)
    await page.keyboard.press('Escape')
    await expect(confirm).toHaveCount(0)
    await row.getByRole('link', { name: `Remove Gone ${tag}` }).click()
  }
  await dialog(page, 'Remove menu').getByRole('button', { name: 'Remove' }).click()
  await expect(snackbar(page)).toContainText('Menu removed')
  await expect(page.locator(`[data-menu="Gone ${tag}"]`)).toHaveCount(0)
  const titles = (await api.get('/business/menus')).menus.map((m: Json) => m.title.en)
  expect(titles).toContain(`Kept ${tag}`)
  expect(titles).not.toContain(`Gone ${tag}`)
  await api.finish()
})
