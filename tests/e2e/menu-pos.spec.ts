/**
 * The item editor of a venue with a POS in the browser, with JavaScript and without (SPEC.md 5:
 * an item maps to one POS item and one POS size, 'Item mapping required (POS)', its prices are
 * the POS's). Station Café is the demo venue with the embedded demo POS catalogue: an item saved
 * without a POS item is refused and nothing is made; with one and a size it is saved, shows its
 * POS mapping chips on the Menu page, and its editor has no price field; then it is removed, and
 * a draft that had nothing unpublished is reverted, so the café is left as it was found.
 *
 * Revert and rollback in menu-history act on the same draft: both take its lock
 * (fixtures/draft-lock.ts), so neither undoes the other's steps.
 */
import type { Locator, Page, TestInfo } from '@playwright/test'
import { expect, hydratedDialog, open, projectDigit } from './fixtures/base'
import { lockDraft } from './fixtures/draft-lock'
import { menuApi, type Json } from './fixtures/menu'
import { tipsTest as test } from './fixtures/tips'

/** Different per project and run: the js and no-js runs never share a title. */
const tagOf = (testInfo: TestInfo) => `${testInfo.project.name}-${projectDigit(testInfo)}${Date.now() % 100000}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
/** The item's price and its options' own prices: none with a POS. */
const priceFields = (editor: Locator) => editor.locator('input[name="price"], input[name^="optionPrice."]')

test('a POS venue’s item needs a POS item and size, then shows its POS chips and no price field', async ({ page, request }, testInfo) => {
  const release = await lockDraft(testInfo, 'Station Café')
  try {
    const api = await menuApi(request, 'Station Café')
    const before = await api.get('/business/menus')
    const cafe = before.menus.find((m: Json) => m.title.en === 'Café')
    const coffee = (await api.get(`/business/menus/${cafe.id}`)).categories.find((c: Json) => c.title.en === 'Coffee')
    const itemsOfCoffee = async (): Promise<Json[]> =>
      (await api.get(`/business/menus/${cafe.id}`)).categories.find((c: Json) => c.id === coffee.id).items
    const title = `Pos latte ${tagOf(testInfo)}`
    const base = `/organizations/${api.organizationId}/menu/${cafe.id}`

    await open(page, testInfo, base)
    await page.getByRole('link', { name: 'New item in Coffee' }).click()
    const editor = dialog(page, 'New item')
    await expect(editor).toBeVisible()
    // The POS sets the prices: no field for one, and the editor says why.
    await expect(editor.getByText('Prices come from the POS and cannot be edited here.')).toBeVisible()
    await expect(priceFields(editor)).toHaveCount(0)
    await editor.getByLabel('English (Title)').fill(title)

    // No POS item chosen: refused in the editor's own message, and nothing is made.
    await editor.getByRole('button', { name: 'Create item' }).click()
    await expect(editor.getByRole('alert').filter({ hasText: 'Item mapping required (POS)' })).toBeVisible()
    await expect(editor.getByLabel('POS item')).toHaveAttribute('aria-invalid', 'true')
    await expect(editor.getByLabel('English (Title)')).toHaveValue(title)
    expect((await itemsOfCoffee()).map((i: Json) => i.title.en)).not.toContain(title)

    // A POS item and one of its sizes: saved, back on the Menu page.
    await editor.getByLabel('POS item').selectOption({ label: 'Caffè latte' })
    await editor.getByLabel('POS size').selectOption({ label: 'Caffè latte · Large' })
    await editor.getByRole('button', { name: 'Create item' }).click()
    await expect(page.getByTestId('snackbar')).toContainText('Item created')
    const saved = (await itemsOfCoffee()).find((i: Json) => i.title.en === title)
    // Shown highlighted where it lands (issue 25 item 17).
    await expect(page).toHaveURL(new RegExp(`${base}\\?highlight=${saved.id}#row-${saved.id}$`))
    expect([saved.posMapping, saved.price, saved.priceState]).toEqual([['pos-item-104', 'pos-size-104-2'], null, 'POS'])

    const row = page.locator(`[data-category="Coffee"] [data-item="${title}"]`)
    await expect(row.getByTestId('pos-chips').locator('span:not(.sr-only)')).toHaveText(['pos-item-104', 'pos-size-104-2'])
    await expect(row.getByTestId('item-price')).toHaveText('Price from the POS')

    // Its editor: the mapping as saved, still no price field.
    await row.getByRole('link', { name: `Edit ${title}` }).click()
    const edit = dialog(page, 'Edit item')
    // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
    await expect(edit).toBeVisible()
    await hydratedDialog(page, testInfo)
    await expect(edit.getByLabel('POS item')).toHaveValue('pos-item-104')
    await expect(edit.getByLabel('POS size')).toHaveValue('pos-size-104-2')
    await expect(priceFields(edit)).toHaveCount(0)
    await edit.getByRole('link', { name: 'Cancel' }).click()
    await expect(edit).toHaveCount(0)

    // Removed again, through its confirmation.
    await row.getByRole('link', { name: `Remove ${title}` }).click()
    await dialog(page, 'Remove item').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByTestId('snackbar')).toContainText('Item removed')
    await expect(row).toHaveCount(0)
    expect((await itemsOfCoffee()).map((i: Json) => i.title.en)).not.toContain(title)
    // The café's draft had nothing unpublished: it has nothing again (the item came and went).
    if (!before.hasUnpublishedChanges) await api.post('/business/menus/revert')
    expect((await api.get('/business/menus')).hasUnpublishedChanges).toBe(before.hasUnpublishedChanges)
  } finally {
    await release()
  }
})
