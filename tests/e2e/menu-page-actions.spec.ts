/**
 * The Menu page's own menu actions in the browser, with JavaScript and without: edit, copy,
 * preview, hide and show open over the page and come back to it with its query (the menu
 * language here); removing the menu goes to the Menus screen, since its page went with it. A
 * category or item copied is shown highlighted where it landed (issue 25 item 17).
 * Riverside Bar's draft, on fresh menus: no other test publishes or reverts it.
 */
import type { Page, TestInfo } from '@playwright/test'
import { expect, hydratedDialog, open, projectDigit } from './fixtures/base'
import { menuApi, type Json } from './fixtures/menu'
import { tipsTest as test } from './fixtures/tips'

/** Different per project and run. */
const tagOf = (testInfo: TestInfo) => `${testInfo.project.name}-${projectDigit(testInfo)}${Date.now() % 100000}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const snackbar = (page: Page) => page.getByTestId('snackbar')
/** The page's URL ends with `path` (with its query). */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

test('the menu edited from its page: back on the page, in its language, with the new title', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Riverside Bar')
  const tag = tagOf(testInfo)
  const menu = await api.post('/business/menus', { title: { en: `Actions ${tag}`, lt: `Veiksmai ${tag}` } })
  await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Soups', lt: 'Sriubos' } })
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  await open(page, testInfo, `${base}?lang=lt`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Veiksmai ${tag}`)

  await page.getByRole('link', { name: `Edit Veiksmai ${tag}` }).click()
  await expect(page).toHaveURL(at(`${base}/edit-menu?lang=lt`))
  const editor = dialog(page, 'Edit menu')
  await expect(editor).toBeVisible()
  await hydratedDialog(page, testInfo)
  // Drawn over the Menu page, not the Menus screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Veiksmai ${tag}`)
  await editor.getByRole('group', { name: 'Language of the texts' }).getByRole('button', { name: 'English' }).click()
  await editor.getByLabel('Title (English)').fill(`Renamed ${tag}`)
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(snackbar(page)).toContainText('Menu saved')
  await expect(page).toHaveURL(at(`${base}?lang=lt`))
  await expect(editor).toHaveCount(0)
  // The Lithuanian title is shown; the new English one is the menu's too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Veiksmai ${tag}`)
  await page.getByRole('navigation', { name: 'Menu language' }).getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Renamed ${tag}`)
  expect((await api.get('/business/menus')).menus.find((m: Json) => m.id === menu.id).title).toEqual({ en: `Renamed ${tag}`, lt: `Veiksmai ${tag}` })
  await api.call('DELETE', `/business/menus/${menu.id}`)
})

test('copy, preview, hide and show stay on the Menu page; removing its menu goes to the Menus screen', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Riverside Bar')
  const tag = tagOf(testInfo)
  const menu = await api.post('/business/menus', { title: { en: `Page menu ${tag}` } })
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  const screen = `/organizations/${api.organizationId}/menu`
  const here = `${base}?lang=en`
  await open(page, testInfo, here)

  await page.getByRole('link', { name: `Copy Page menu ${tag}` }).click()
  const copy = dialog(page, 'Copy menu')
  // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
  await expect(copy).toBeVisible()
  await hydratedDialog(page, testInfo)
  await copy.getByLabel('New title (English)').fill(`Page copy ${tag}`)
  await copy.getByRole('button', { name: 'Copy' }).click()
  await expect(snackbar(page)).toContainText('Menu copied')
  await expect(page).toHaveURL(at(here))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page menu ${tag}`)
  const copied = (await api.get('/business/menus')).menus.find((m: Json) => m.title.en === `Page copy ${tag}`)
  expect(copied.active).toBe(false)

  await page.getByRole('link', { name: 'Preview published' }).click()
  const preview = dialog(page, 'Preview')
  await expect(preview).toBeVisible()
  await preview.getByRole('link', { name: 'Close' }).last().click()
  await expect(preview).toHaveCount(0)
  await expect(page).toHaveURL(at(here))

  await page.getByRole('button', { name: `Hide Page menu ${tag}` }).click()
  await expect(snackbar(page)).toContainText('Menu hidden')
  await expect(page).toHaveURL(at(here))
  await expect(page.getByRole('button', { name: `Show Page menu ${tag}` })).toBeVisible()
  await page.getByRole('button', { name: `Show Page menu ${tag}` }).click()
  await expect(snackbar(page)).toContainText('Menu shown')
  await expect(page.getByRole('button', { name: `Hide Page menu ${tag}` })).toBeVisible()

  // Cancel comes back to the page; Remove goes to the Menus screen, keeping the language.
  await page.getByRole('link', { name: `Remove Page menu ${tag}` }).click()
  await dialog(page, 'Remove menu').getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(at(here))
  await page.getByRole('link', { name: `Remove Page menu ${tag}` }).click()
  await dialog(page, 'Remove menu').getByRole('button', { name: 'Remove' }).click()
  await expect(snackbar(page)).toContainText('Menu removed')
  await expect(page).toHaveURL(at(`${screen}?lang=en`))
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible()
  await expect(page.locator(`[data-menu="Page menu ${tag}"]`)).toHaveCount(0)
  expect((await api.get('/business/menus')).menus.some((m: Json) => m.id === menu.id)).toBe(false)
  await api.call('DELETE', `/business/menus/${copied.id}`)
})

test('a category and an item copied are shown highlighted where they land, another menu’s page included', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Riverside Bar')
  const tag = tagOf(testInfo)
  const menu = await api.post('/business/menus', { title: { en: `Copies ${tag}` } })
  const other = await api.post('/business/menus', { title: { en: `Elsewhere ${tag}` } })
  const soups = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Soups' } })
  await api.post(`/business/menus/${other.id}/categories`, { title: { en: 'Drinks' } })
  const borscht = await api.post('/business/menu-items', { categoryId: soups.id, title: { en: 'Borscht' }, price: 450 })
  const base = `/organizations/${api.organizationId}/menu/${menu.id}`
  await open(page, testInfo, `${base}?lang=en`)
  const marked = page.locator('[data-sortable-id][aria-current]')

  // An item copied: the copy is marked in its category, scrolled to.
  await page.getByRole('button', { name: 'Copy Borscht' }).click()
  await expect(snackbar(page)).toContainText('Item copied')
  const items = (await api.get(`/business/menus/${menu.id}`)).categories[0].items as Json[]
  const itemCopy = items.find((i) => i.id !== borscht.id)
  expect(items.map((i) => i.title.en)).toEqual(['Borscht', 'Borscht'])
  await expect(page).toHaveURL(at(`${base}?lang=en&highlight=${itemCopy.id}#row-${itemCopy.id}`))
  await expect(marked).toHaveCount(1)
  await expect(marked).toHaveAttribute('data-sortable-id', itemCopy.id)
  await expect(marked).toBeInViewport()

  // A category copied into this menu: the copy is marked here.
  await page.getByRole('link', { name: 'Copy Soups', exact: true }).click()
  let copy = dialog(page, 'Copy category')
  await expect(copy).toBeVisible()
  await hydratedDialog(page, testInfo)
  await copy.getByLabel('New title (English)').fill('Soups again')
  await copy.getByRole('button', { name: 'Copy' }).click()
  await expect(snackbar(page)).toContainText('Category copied')
  const again = (await api.get(`/business/menus/${menu.id}`)).categories.find((c: Json) => c.title.en === 'Soups again')
  await expect(page).toHaveURL(at(`${base}?lang=en&highlight=${again.id}#row-${again.id}`))
  await expect(marked).toHaveCount(1)
  await expect(page.locator('[data-category][aria-current]')).toHaveAttribute('data-category', 'Soups again')
  await expect(marked).toBeInViewport()

  // A category copied into another menu: that menu's page opens on the copy, in the same language.
  await page.getByRole('link', { name: 'Copy Soups', exact: true }).click()
  copy = dialog(page, 'Copy category')
  await expect(copy).toBeVisible()
  await hydratedDialog(page, testInfo)
  await copy.getByLabel('New title (English)').fill('Soups elsewhere')
  await copy.getByLabel('Copy to menu').selectOption({ label: `Elsewhere ${tag}` })
  await copy.getByRole('button', { name: 'Copy' }).click()
  await expect(snackbar(page)).toContainText('Category copied')
  const moved = (await api.get(`/business/menus/${other.id}`)).categories.find((c: Json) => c.title.en === 'Soups elsewhere')
  const otherBase = `/organizations/${api.organizationId}/menu/${other.id}`
  await expect(page).toHaveURL(at(`${otherBase}?lang=en&highlight=${moved.id}#row-${moved.id}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Elsewhere ${tag}`)
  await expect(page.locator('[data-category][aria-current]')).toHaveAttribute('data-category', 'Soups elsewhere')
  await expect(marked).toHaveCount(1)
  await expect(marked).toBeInViewport()
  for (const m of [menu, other]) await api.call('DELETE', `/business/menus/${m.id}`)
})
