/**
 * The live menu channel on the server-drawn menu screens (ADR 0056): the shell island opens the
 * channel without React, swaps the screen's region when the menu changes elsewhere, and settles
 * a form posted from the page on the page its post leads to. (menu-live.spec.ts runs the
 * channel across two instances; this runs it on the suite's own server.)
 */
import { loginAsAdmin } from './fixtures/auth'
import { expect, jsEnabled, projectDigit, test, waitForHydration } from './fixtures/base'
import { menuApi } from './fixtures/menu'

test('the Modifiers screen follows the menu live without React, and a removal settles on its request id', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the live channel is JavaScript; without it the screens are plain pages')
  const api = await menuApi(request, 'Old Town Bistro')
  const tag = `Live${projectDigit(testInfo)}${Date.now() % 1_000_000}`
  await loginAsAdmin(page, testInfo)

  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(`/organizations/${api.organizationId}/menu-modifiers?q=${tag}`)
  await waitForHydration(page)
  const status = page.getByTestId('live-status')
  await expect(status).toHaveAttribute('data-live-status', 'ready')
  await expect(status).toHaveText(/^●\s*Live$/, { useInnerText: true })
  // The island and its live chunk; no React.
  expect(scripts.some((s) => s.includes('entry.client'))).toBe(false)
  expect(scripts.some((s) => /\/build\/islands\/chunks\/live-page-/.test(s))).toBe(true)
  await expect(page.getByText('No modifiers match the search')).toBeVisible()

  // A change made elsewhere (the platform, as another tab would) shows without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  await api.post('/business/menu-modifiers', { name: `${tag} sauces`, title: { en: 'Sauces' }, type: 'RADIO', options: [{ title: { en: `${tag} mayo` }, prices: [{ enabled: true, price: 0 }] }] })
  const row = page.getByRole('row', { name: new RegExp(`${tag} sauces`) })
  await expect(row).toBeVisible({ timeout: 5_000 })
  await expect(row).toContainText(`${tag} mayo`)
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

  // A removal posted from the page: the page it leads to settles the write's request id.
  await row.getByRole('link', { name: `Remove ${tag} sauces` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/remove'))
  await dialog.getByRole('button', { name: 'Remove' }).click()
  const requestId = new URLSearchParams((await posted).postData() ?? '').get('requestId')
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.getByRole('row', { name: new RegExp(`${tag} sauces`) })).toHaveCount(0)
  await expect(status).toHaveAttribute('data-last-request-id', requestId!)
  await expect(status).toHaveAttribute('data-pending', '0')
  await expect(status).toHaveText(/^●\s*Live$/, { useInnerText: true })
})

test('the item editor draws its phone preview on the server as it is typed in, without React; a pasted shouting title is calmed', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'without JavaScript the Preview button draws it (menu-items.spec.ts)')
  const api = await menuApi(request, 'Old Town Bistro')
  const tag = `Prev${projectDigit(testInfo)}${Date.now() % 1_000_000}`
  const menu = await api.post('/business/menus', { title: { en: `Preview ${tag}` } })
  const category = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Soups' } })
  await loginAsAdmin(page, testInfo)

  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(`/organizations/${api.organizationId}/menu/${menu.id}/items/new?categoryId=${category.id}`)
  await waitForHydration(page)
  expect(scripts.some((s) => s.includes('entry.client'))).toBe(false)
  const editor = page.getByRole('dialog', { name: 'New item' })
  // The no-JavaScript way to draw the preview goes; typing draws it.
  await expect(editor.getByRole('button', { name: 'Preview', exact: true })).toHaveCount(0)
  const phone = page.getByTestId('phone-preview')
  await expect(phone.getByTestId('preview-list')).not.toContainText(tag)

  const previews: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') previews.push(new URLSearchParams(r.postData() ?? '').get('intent') ?? r.postData() ?? '')
  })
  await editor.getByLabel('English (Title)').pressSequentially(`Borscht ${tag}`)
  await editor.getByLabel('Price (EUR)').fill('4.5')
  await expect(phone.getByTestId('preview-list')).toContainText(`Borscht ${tag}`)
  await expect(phone.getByTestId('preview-list')).toContainText('4,50\u00a0€')
  // A pause in typing asks once, not once per key.
  expect(previews.length).toBeLessThan(`Borscht ${tag}`.length)

  // A title pasted in capitals goes in as a sentence (SPEC.md 5).
  const title = editor.getByLabel('English (Title)')
  await title.fill('')
  await title.evaluate((field: HTMLInputElement) => {
    const data = new DataTransfer()
    data.setData('text', 'COLD BEETROOT SOUP')
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  await expect(title).toHaveValue('Cold beetroot soup')
  await expect(phone.getByTestId('preview-list')).toContainText('Cold beetroot soup')

  // Nothing was saved by the previews.
  const saved = (await api.get(`/business/menus/${menu.id}`)) as { categories: { title: { en: string }; items: unknown[] }[] }
  expect(saved.categories.map((c) => [c.title.en, c.items.length])).toEqual([['Soups', 0]])
})

test('the modifier editor without React: a chosen type posts itself and draws its counts, and the name fills the title as it is left', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'without JavaScript Apply type does it (menu-items.spec.ts)')
  const api = await menuApi(request, 'Old Town Bistro')
  await loginAsAdmin(page, testInfo)
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(`/organizations/${api.organizationId}/menu-modifiers/new`)
  await waitForHydration(page)
  expect(scripts.some((s) => s.includes('entry.client'))).toBe(false)
  const editor = page.getByRole('dialog', { name: 'New modifier' })
  // The way without JavaScript is hidden: choosing is enough.
  await expect(editor.getByRole('button', { name: 'Apply type' })).toBeHidden()

  await editor.getByLabel('Name', { exact: true }).fill('Toppings')
  await editor.getByLabel('English (Title for guests)').focus()
  await expect(editor.getByLabel('English (Title for guests)')).toHaveValue('Toppings')
  // A title already there is not overwritten by a later name.
  await editor.getByLabel('Name', { exact: true }).fill('Extra toppings')
  await editor.getByLabel('English (Title for guests)').focus()
  await expect(editor.getByLabel('English (Title for guests)')).toHaveValue('Toppings')

  await expect(editor.getByLabel('At least (options)')).toHaveCount(0)
  const posted = page.waitForRequest((r) => r.method() === 'POST')
  await editor.getByRole('radio', { name: /Multiple choice/ }).check()
  expect(new URLSearchParams((await posted).postData() ?? '').get('intent')).toBe('applyType')
  // The editor comes back drawn for the chosen type, with what was typed kept.
  await expect(editor.getByLabel('At least (options)')).toBeVisible()
  await expect(editor.getByRole('radio', { name: /Multiple choice/ })).toBeChecked()
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Extra toppings')
  await expect(editor.getByLabel('English (Title for guests)')).toHaveValue('Toppings')
  await waitForHydration(page)
  expect(scripts.some((s) => s.includes('entry.client'))).toBe(false)
})

test('a change saved after the page was drawn but before its channel subscribed still shows', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the live channel is JavaScript; without it the screens are plain pages')
  const api = await menuApi(request, 'Old Town Bistro')
  const tag = `Early${projectDigit(testInfo)}${Date.now() % 1_000_000}`
  await loginAsAdmin(page, testInfo)
  // The channel's socket is held until the change below is saved, so the answer to SUBSCRIBE is
  // the first the page hears of it (what a slow phone or a busy server does by chance).
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.routeWebSocket(/\/api\/v1\/business\/websocket\//, async (socket) => {
    await held
    socket.connectToServer()
  })
  await page.goto(`/organizations/${api.organizationId}/menu-modifiers?q=${tag}`)
  await expect(page.getByText('No modifiers match the search')).toBeVisible()
  await api.post('/business/menu-modifiers', { name: `${tag} sauces`, title: { en: 'Sauces' }, type: 'RADIO', options: [{ title: { en: `${tag} mayo` }, prices: [{ enabled: true, price: 0 }] }] })
  release()
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live-status', 'ready')
  await expect(page.getByRole('row', { name: new RegExp(`${tag} sauces`) })).toBeVisible({ timeout: 5_000 })
})
