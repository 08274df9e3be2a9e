/**
 * 12. axe-core on the login page and the Organization screen (js project): no "critical"
 * violations. Serious and lesser findings are attached to the report and printed.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { loginAsAdmin } from './fixtures/auth'
import { expect, jsEnabled, open, test } from './fixtures/base'

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>

async function scan(page: Page, testInfo: TestInfo, label: string): Promise<Results['violations']> {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }))
  await testInfo.attach(`axe ${label}`, { body: JSON.stringify(summary, null, 2), contentType: 'application/json' })
  for (const v of summary) {
    console.log(`[axe ${label}] ${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target).join(', ')}`)
  }
  return results.violations
}

const critical = (violations: Results['violations']) =>
  violations.filter((v) => v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)

test.beforeEach(({}, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'axe runs in the page, so only with JavaScript')
})

test('login page has no critical accessibility violations', async ({ page }, testInfo) => {
  await open(page, testInfo, '/login/msisdn')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(critical(await scan(page, testInfo, 'login'))).toEqual([])
})

test('Organization screen has no critical accessibility violations', async ({ page }, testInfo) => {
  await loginAsAdmin(page, testInfo)
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible()
  expect.soft(critical(await scan(page, testInfo, 'organization'))).toEqual([])

  // Also the open organization selector and the logout dialog on top of the screen.
  await page.getByTestId('organization-selector').click()
  await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toBeVisible()
  expect.soft(critical(await scan(page, testInfo, 'organization selector open'))).toEqual([])
  await page.getByRole('complementary', { name: 'Navigation' }).getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByRole('dialog', { name: 'Logout confirmation' })).toBeVisible()
  expect.soft(critical(await scan(page, testInfo, 'logout dialog'))).toEqual([])
})
