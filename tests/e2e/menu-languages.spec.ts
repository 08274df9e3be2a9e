/**
 * The Menu languages dialog (ADR 0047) in the browser, with JavaScript and without: Polish
 * added to a venue's menu languages, offered by the Menus screen's language selector and the
 * guest menu, made the main language, then removed again; the dialog says texts stay. Runs on
 * "Station Café", whose menu languages no other browser test reads, and puts its list back as
 * it found it after each test, passed or not.
 */
import type { Page, TestInfo } from '@playwright/test'
import { expect, open } from './fixtures/base'
import { menuApi, type Json } from './fixtures/menu'
import { tipsTest as test } from './fixtures/tips'

const VENUE = 'Station Café'
/** Its menu languages in the demo data, put back after each test (also one that failed half way). */
const DEMO_LANGUAGES = ['en', 'lt']

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Menu languages' })
const rows = (page: Page) => dialog(page).locator('li[data-language]')
const selector = (page: Page) => page.getByRole('navigation', { name: 'Menu language' })

async function openDialog(page: Page, testInfo: TestInfo, screen: string) {
  await open(page, testInfo, screen)
  await page.getByRole('link', { name: 'Menu languages' }).click()
  await expect(dialog(page)).toBeVisible()
}

test.afterEach(async ({ request }) => {
  const api = await menuApi(request, VENUE)
  await api.put(`/business/organizations/${api.organizationId}/menu-languages`, { menuLanguages: DEMO_LANGUAGES })
})

test('Polish added to the menu languages is offered by the language selector and the guest menu, then removed', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, VENUE)
  const codesNow = async () =>
    ((await api.get('/business/organizations')) as Json[]).find((o) => o.id === api.organizationId).menuLanguages.map((l: Json) => l.code)
  expect(await codesNow()).toEqual(DEMO_LANGUAGES)
  const screen = `/organizations/${api.organizationId}/menu`
  await openDialog(page, testInfo, screen)
  await expect(rows(page)).toHaveText([/English\s*Main language/, /Lietuvių/])
  await expect(dialog(page).getByText('Removing a language deletes none of its texts')).toBeVisible()

  await dialog(page).getByLabel('Add a language').selectOption({ label: 'Polski' })
  await dialog(page).getByRole('button', { name: 'Add', exact: true }).click()
  await expect(rows(page)).toHaveText([/English/, /Lietuvių/, /Polski/])
  await expect(dialog(page).getByText('Not saved yet')).toBeVisible()
  // Nothing is stored before Save.
  expect(await codesNow()).toEqual(['en', 'lt'])
  await dialog(page).getByRole('button', { name: 'Save' }).click()

  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${screen}$`))
  await expect(page.getByTestId('snackbar')).toContainText('Menu languages saved')
  await expect(selector(page).getByRole('link')).toHaveText(['English', 'Lietuvių', 'Polski'])
  await selector(page).getByRole('link', { name: 'Polski' }).click()
  await expect(page).toHaveURL(/\?lang=pl$/)
  await expect(selector(page).getByRole('link', { name: 'Polski' })).toHaveAttribute('aria-current', 'true')
  expect(await codesNow()).toEqual(['en', 'lt', 'pl'])

  // The guest menu offers it at once: the list is not part of the draft, nothing to publish.
  await page.goto(`/m/${api.organizationId}?lang=pl`)
  await expect(page.locator('a[hreflang="pl"]')).toHaveAttribute('aria-current', 'true')

  // Polish made the main language, then removed: the list is as it was.
  await openDialog(page, testInfo, `${screen}?lang=pl`)
  await dialog(page).getByRole('button', { name: 'Move Polski up' }).click()
  await expect(rows(page)).toHaveText([/English\s*Main language/, /Polski/, /Lietuvių/])
  await dialog(page).getByRole('button', { name: 'Make Polski the main language' }).click()
  await expect(rows(page)).toHaveText([/Polski\s*Main language/, /English/, /Lietuvių/])
  await dialog(page).getByRole('button', { name: 'Remove Polski' }).click()
  await expect(rows(page)).toHaveText([/English\s*Main language/, /Lietuvių/])
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('Menu languages saved')
  // The chosen language is gone: the screen falls back to the interface's.
  await expect(selector(page).getByRole('link')).toHaveText(['English', 'Lietuvių'])
  await expect(selector(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  expect(await codesNow()).toEqual(DEMO_LANGUAGES)

  // A guest who asks for Polish now gets the page's own words in Polish (an interface language)
  // and the venue's texts in their fallback, English: no Polish among the venue's languages.
  await page.goto(`/m/${api.organizationId}?lang=pl`)
  await expect(page.locator('a[hreflang="pl"]')).toHaveCount(0)
  await expect(page.locator('a[hreflang][aria-current="true"]')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Język' })).toBeVisible()
})

test('the last language cannot be removed, and Cancel keeps the list', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, VENUE)
  const screen = `/organizations/${api.organizationId}/menu`
  await openDialog(page, testInfo, screen)
  await dialog(page).getByRole('button', { name: 'Remove English' }).click()
  await expect(rows(page)).toHaveText([/Lietuvių\s*Main language/])
  // One language left: no remove button, and no way to move it.
  await expect(dialog(page).getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  await dialog(page).getByRole('link', { name: 'Cancel' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(selector(page).getByRole('link')).toHaveText(['English', 'Lietuvių'])
})
