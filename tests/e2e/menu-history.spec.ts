/**
 * Draft and history in the browser (issue 8 items 3 and 10): an unpublished change is not on the
 * guest menu; Revert throws it away; Publish makes it live; rolling back to an earlier version
 * makes that the draft, live once published; orphans are restored into 'Archived items'.
 *
 * Revert and rollback act on a whole organization's draft, so they run on "Station Café", in one
 * test that drives a browser with JavaScript and one without: two projects reverting the same
 * draft at once would undo each other's steps. The only other browser test that writes that
 * draft (menu-pos) takes its lock too (fixtures/draft-lock.ts).
 */
import { randomUUID } from 'node:crypto'
import { menuApi, type Json } from './fixtures/menu'
import type { Page } from '@playwright/test'
import { expect, jsEnabled, open, waitForHydration } from './fixtures/base'
import { lockDraft } from './fixtures/draft-lock'
import { tipsTest as test } from './fixtures/tips'



/** Renames the café's menu in the draft (a change guests must not see until it is published). */
async function rename(api: Awaited<ReturnType<typeof menuApi>>, menuId: string, title: string) {
  const menu = (await api.call('GET', `/business/menus/${menuId}`)).menu
  await api.call('PUT', `/business/menus/${menuId}`, { ...menu, title: { en: title }, revision: menu.revision })
}

const guestSees = async (page: Page, organizationId: string, title: string) => {
  await page.goto(`/m/${organizationId}`)
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
}

test('revert throws a change away, publish makes one live, and a rolled-back version is live once published', async ({ page, browser, request, adminState }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'drives a browser without JavaScript itself, in the same test (one draft, one test)')
  const release = await lockDraft(testInfo, 'Station Café')
  try {
    const api = await menuApi(request, 'Station Café')
    const [menu] = (await api.call('GET', '/business/menus')).menus
    const screen = `/organizations/${api.organizationId}/menu`
    const original = (await api.call('GET', '/business/menus')).menus[0].title.en as string
    const guest = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false })
    const guestPage = await guest.newPage()

    // With JavaScript: a change shows the banner, not on the guest menu; Revert throws it away.
    await rename(api, menu.id, 'Café (draft)')
    await open(page, testInfo, screen)
    await expect(page.getByText('Unpublished changes')).toBeVisible()
    await guestSees(guestPage, api.organizationId, original)
    await page.getByRole('link', { name: 'Revert' }).click()
    const confirm = page.getByRole('dialog', { name: 'Revert changes' })
    await confirm.getByRole('button', { name: 'Revert' }).click()
    await expect(page.getByTestId('snackbar')).toHaveText(/Menu changes reverted/)
    await expect(page.getByText('Unpublished changes')).toBeHidden()
    await expect(page.getByRole('link', { name: original }).first()).toBeVisible()

    // Without JavaScript: publish a change, then roll back to the version before it.
    const noJs = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false, storageState: adminState })
    const plain = await noJs.newPage()
    const before = (await api.call('GET', '/business/menus')).publishedVersion as number
    await rename(api, menu.id, 'Café (new)')
    await plain.goto(screen)
    await plain.getByRole('button', { name: 'Publish' }).click()
    await expect(plain.getByTestId('snackbar')).toHaveText(/Menu published/)
    await guestSees(guestPage, api.organizationId, 'Café (new)')
    await plain.goto(`${screen}/versions`)
    const versions = plain.getByRole('dialog', { name: 'Versions' })
    // The live version says so and offers no rollback; the one before it does.
    const live = versions.locator(`[data-version="${before + 1}"]`)
    await expect(live).toContainText('Live')
    await expect(live.getByRole('button')).toHaveCount(0)
    await expect(versions.locator(`[data-version="${before}"]`)).not.toContainText('Live')
    // A rollback to it posted anyway (a page left open since) is refused in words.
    const origin = new URL(plain.url()).origin
    const refused = await plain.request.post(`${screen}/versions`, { form: { version: String(before + 1) }, headers: { Origin: origin } })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('This version is already live')
    await versions.getByRole('button', { name: `Roll back to version ${before}` }).click()
    await expect(plain.getByTestId('snackbar')).toHaveText(/The version is now the draft/)
    await expect(plain.getByText('Unpublished changes')).toBeVisible()
    await expect(plain.getByRole('link', { name: original }).first()).toBeVisible()
    // Guests still see the newer version until the rolled-back one is published.
    await guestSees(guestPage, api.organizationId, 'Café (new)')
    await plain.getByRole('button', { name: 'Publish' }).click()
    await expect(plain.getByTestId('snackbar')).toHaveText(/Menu published/)
    await guestSees(guestPage, api.organizationId, original)
    await noJs.close()
    await guest.close()
  } finally {
    await release()
  }
})

test('orphans are listed and restored into the hidden menu "Archived items"', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Demo Group')
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  const created = await api.call('POST', '/business/menus', { title: { en: `Orphanage ${tag}` } })
  const category = await api.call('POST', `/business/menus/${created.id}/categories`, { title: { en: 'Soon gone' } })
  await api.call('POST', '/business/menu-items', { categoryId: category.id, title: { en: `Lost soup ${tag}` }, price: 500 })
  await api.call('DELETE', `/business/menus/${created.id}`)

  await open(page, testInfo, `/organizations/${api.organizationId}/menu`)
  await page.getByRole('link', { name: /Restore orphans/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Items in no category' })
  await expect(dialog.getByText(`Lost soup ${tag}`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Restore orphans' }).click()
  await expect(page.getByTestId('snackbar')).toHaveText(/Orphans restored/)
  if (jsEnabled(testInfo)) await waitForHydration(page)
  // The archive menu's page, hidden from guests, now lists the item.
  await expect(page.getByText(`Lost soup ${tag}`)).toBeVisible()
  const archive = (await api.call('GET', '/business/menus')).menus.find((m: Json) => m.archive)
  expect(archive).toMatchObject({ title: { en: 'Archived items' }, active: false })
  const orphans = await api.call('GET', '/business/menu-orphans')
  expect(orphans.items.map((i: Json) => i.title.en)).not.toContain(`Lost soup ${tag}`)
})
