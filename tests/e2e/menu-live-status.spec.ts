/**
 * The live channel's status pill (issue 25 item 19) covers nothing: on the menu, Modifiers and
 * stop list screens and over the item editor, on a 360 px phone and a 1280 px screen, no link,
 * button, field or label lies under it anywhere the page or the dialog scrolls.
 */
import { expect, jsEnabled, open, projectDigit } from './fixtures/base'
import { controlsCoveredBy } from './fixtures/fits'
import { menuApi } from './fixtures/menu'
import { tipsTest as test } from './fixtures/tips'

test('the Live pill covers no control on the menu screens and the item editor, at 360 and 1280 px', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the pill shows the live channel, which is JavaScript; without it there is none')
  const tag = `Pill${projectDigit(testInfo)}${Date.now() % 1_000_000}`
  const api = await menuApi(request, 'Riverside Bar')
  const menu = await api.post('/business/menus', { title: { en: `Pill ${tag}` } })
  const category = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Drinks' } })
  const items = []
  for (const title of ['Tea', 'Coffee', 'Juice', 'Cocoa', 'Water', 'Cider']) {
    items.push(await api.post('/business/menu-items', { categoryId: category.id, title: { en: `${title} ${tag}` }, price: 300 }))
  }
  const base = `/organizations/${api.organizationId}`
  const screens = [
    `${base}/menu/${menu.id}`,
    `${base}/menu-modifiers`,
    `${base}/menu-stoplist`,
    `${base}/menu/${menu.id}/items/${items[0].id}/edit?categoryId=${category.id}`,
  ]
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    for (const screen of screens) {
      await open(page, testInfo, screen)
      const pill = page.getByTestId('live-status')
      await expect(pill).toHaveAttribute('data-live-status', 'ready')
      await expect(pill).toBeVisible()
      expect(await controlsCoveredBy(pill), `controls under the pill on ${screen} at ${viewport.width} px`).toEqual([])
    }
  }
  await api.finish()
})
