/**
 * The live menu channel in the browser (issue 9 items 4 and 8): two browsers on the Menu page,
 * each on its own server instance, both instances on one Postgres database. A change made in
 * one appears in the other without a reload (the drawer's Unpublished badge included), and the
 * form that made it resolves when the state carrying its request id comes back.
 *
 * The instances are started here, on a fresh database of the Postgres server the suite is given
 * (TEST_DATABASE_URL, as the platform tests use), with one session secret so a cookie is good on
 * both. Without JavaScript there is no channel: the screens are plain pages (other specs).
 */
import { randomBytes } from 'node:crypto'
import { request as playwrightRequest, type Page } from '@playwright/test'
import { expect, jsEnabled, test, waitForHydration } from './fixtures/base'
import { menuApi, type Json } from './fixtures/menu'
import { adminPageOn, startOwnServer, stopOwnServer, withClient, type OwnServer } from './fixtures/own-server'

const adminUrl = process.env.TEST_DATABASE_URL

const liveStatus = (page: Page) => page.getByTestId('live-status')
const menuBadge = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).locator('a[data-entry="menu"]')

test.describe('two browsers on two instances of one Postgres', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'the live channel is JavaScript; without it the screens are plain pages')
  test.skip(!adminUrl, 'needs a Postgres server (TEST_DATABASE_URL)')

  let databaseName: string
  let databaseUrl: string
  const instances: OwnServer[] = []

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000)
    databaseName = `e2e_live_${randomBytes(5).toString('hex')}`
    await withClient(adminUrl!, (client) => client.query(`create database "${databaseName}"`))
    const url = new URL(adminUrl!)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
    const secret = randomBytes(32).toString('hex')
    // Far from the suite's own ports (E2E_PORT, E2E_PORT + 1); one after the other, so only the
    // first seeds the empty database.
    const base = Number(process.env.E2E_PORT || 3201) + 40 + (jsEnabled(testInfo) ? 0 : 2)
    for (const port of [base, base + 1]) instances.push(await startOwnServer(port, 'live', { DATABASE_URL: databaseUrl, SESSION_SECRET: secret }))
  })

  test.afterAll(async () => {
    for (const instance of instances) await stopOwnServer(instance)
    if (databaseName) await withClient(adminUrl!, (client) => client.query(`drop database if exists "${databaseName}" with (force)`))
  })

  test('a category added in one browser appears in the other, badge included; the form resolves on its request id', async ({ browser }) => {
    test.setTimeout(90_000)
    const [first, second] = instances as [OwnServer, OwnServer]
    const a = await adminPageOn(browser, first.baseURL)
    const b = await adminPageOn(browser, second.baseURL)

    // The Riverside Bar's menu is published and has no unpublished changes in the demo data.
    const platform = await playwrightRequest.newContext({ baseURL: first.baseURL })
    const api = await menuApi(platform, 'Riverside Bar')
    const listed = await api.get('/business/menus')
    expect(listed.hasUnpublishedChanges).toBe(false)
    const menuPath = `/organizations/${api.organizationId}/menu/${(listed.menus as Json[])[0].id}`
    for (const page of [a, b]) {
      await page.goto(menuPath)
      await waitForHydration(page)
      await expect(liveStatus(page)).toHaveAttribute('data-live-status', 'ready')
    }
    await expect(menuBadge(a)).not.toHaveAttribute('aria-describedby', /.+/)

    // B adds a category with its dialog; the form's request id is what its live status settles on.
    const tag = randomBytes(3).toString('hex')
    await b.getByRole('link', { name: 'New category' }).first().click()
    const editor = b.getByRole('dialog', { name: 'New category' })
    // The editor is a document that hydrates (ADR 0056): what it does as you type starts then.
    await expect(editor).toBeVisible()
    await waitForHydration(b)
    await editor.getByLabel('Title (English)').fill(`Live ${tag}`)
    const posted = b.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/categories/new'))
    await editor.getByRole('button', { name: 'Create' }).click()
    const requestId = new URLSearchParams((await posted).postData() ?? '').get('requestId')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    await expect(liveStatus(b)).toHaveAttribute('data-last-request-id', requestId!)
    await expect(liveStatus(b)).toHaveAttribute('data-pending', '0')

    // A, on the other instance, sees the category and the drawer's badge without a reload.
    await expect(a.getByRole('heading', { level: 2, name: `Live ${tag}` })).toBeVisible({ timeout: 5_000 })
    await expect(menuBadge(a)).toHaveAttribute('aria-describedby', /drawer-badge-menu/)

    // And back: A hides the new category; B sees it hidden.
    await a.getByRole('button', { name: `Hide Live ${tag}` }).click()
    const hiddenOnB = b.locator(`[data-category="Live ${tag}"]`).getByText('Hidden', { exact: true })
    await expect(hiddenOnB).toBeVisible({ timeout: 5_000 })
    await a.context().close()
    await b.context().close()
    await platform.dispose()
  })
})
