/**
 * Issue 25 items 9 and 10, with JavaScript and without: the stop-list viewer (VIEW_STOP_LIST
 * only) is at home on the stop list and is told Access forbidden (403, no redirect) on every
 * other section; an account without an organization gets a clean page without a drawer that
 * says what to do next, with the language switch and Logout, at 1280 and at 360 px.
 */
import type { Locator, Page } from '@playwright/test'
import { loginWithPassword, register } from './fixtures/auth'
import { DEMO, drawerEntries, expect, jsEnabled, test, uniquePhone, useLanguage } from './fixtures/base'
import { organizationsOf } from './fixtures/tips'

/** Slots of uniquePhone for the accounts registered here (others are in base.ts SLOTS and the specs). */
const SLOT = { wide: 740, narrow: 741 } as const

test('the stop-list viewer is at home on the stop list and told Access forbidden elsewhere', async ({ page, request }, testInfo) => {
  const [bistro] = await organizationsOf(request, DEMO.stopListViewer, DEMO.password)
  await loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro!.id}/menu-stoplist$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Stop list' })).toBeVisible()

  for (const section of ['menu', 'menu-modifiers', 'text-sections', 'tables', 'orders', 'payments', 'invoices', 'payouts', 'boxes', 'billing']) {
    const path = `/organizations/${bistro!.id}/${section}`
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(403)
    expect(response!.request().redirectedFrom(), path).toBeNull()
    await expect(page, path).toHaveURL(new RegExp(`${path}$`))
    const alert = page.getByRole('alert').filter({ hasText: 'Access forbidden' })
    await expect(alert, path).toContainText("Sorry, you don't have permission to access data.")
    // The page is named as its heading says, not by the section it refuses ("Orders · Old Town Bistro").
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Access forbidden')
    await expect(page, path).toHaveTitle('Access forbidden · Old Town Bistro')
    // The drawer stays, with the way home.
    await expect(drawerEntries(page), path).toHaveText(['Stop list'])
  }
  await drawerEntries(page).filter({ hasText: 'Stop list' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro!.id}/menu-stoplist$`))
  // In Lithuanian, the same words as the heading.
  await useLanguage(page.context(), testInfo, 'lt')
  expect((await page.goto(`/organizations/${bistro!.id}/orders`))!.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prieiga uždrausta')
  await expect(page).toHaveTitle('Prieiga uždrausta · Old Town Bistro')
})

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, String(locator)).not.toBeNull()
  return box!
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The no-organization page: everything visible, inside the viewport, nothing on top of another. */
async function expectCleanLayout(page: Page, width: number) {
  const parts = {
    name: page.getByText('Tipbox Business', { exact: true }).first(),
    language: page.locator('#language-switch'),
    phone: page.getByTestId('profile-name'),
    logout: page.getByRole('link', { name: /^(Logout|Atsijungti)$/ }),
    alert: page.getByRole('alert'),
  }
  const boxes: Record<string, Awaited<ReturnType<typeof boxOf>>> = {}
  for (const [name, locator] of Object.entries(parts)) {
    await expect(locator, name).toBeVisible()
    boxes[name] = await boxOf(locator)
    expect(boxes[name]!.x, name).toBeGreaterThanOrEqual(0)
    expect(boxes[name]!.x + boxes[name]!.width, name).toBeLessThanOrEqual(width + 0.5)
  }
  const names = Object.keys(boxes)
  for (const [i, a] of names.entries()) for (const b of names.slice(i + 1)) expect(overlap(boxes[a]!, boxes[b]!), `${a} and ${b} overlap`).toBe(false)
  // The top bar is above the alert, which takes the width of the page's content (no side column).
  expect(boxes.alert!.y).toBeGreaterThan(boxes.name!.y + boxes.name!.height)
  expect(boxes.alert!.width).toBeGreaterThan(Math.min(width, 672) - 80)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0)
}

for (const [label, width, slot] of [['1280', 1280, SLOT.wide], ['360', 360, SLOT.narrow]] as const) {
  test(`an account without an organization at ${label} px: what to do next, the language switch and Logout`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 })
    const phone = uniquePhone(testInfo, slot)
    await register(page, testInfo, phone, 'no-organization-yet')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Access forbidden')
    await expect(alert).toContainText("Sorry, you don't have permission to access data.")
    await expect(page.getByTestId('forbidden-hint')).toHaveText(
      `Ask the administrator of your venue to invite ${phone} as an employee. The venue appears here once you are invited.`,
    )
    await expectCleanLayout(page, width)

    // The language switch changes the page's language (with JavaScript on change, without by Apply).
    await page.locator('#language-switch').selectOption('lt')
    if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Apply' }).click()
    await expect(alert).toContainText('Prieiga uždrausta')
    await expect(page.getByTestId('forbidden-hint')).toHaveText(
      `Paprašykite savo įstaigos administratoriaus pakviesti ${phone} kaip darbuotoją. Kai būsite pakviesti, įstaiga atsiras čia.`,
    )
    await expectCleanLayout(page, width)
  })
}
