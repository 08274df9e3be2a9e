/**
 * Tips 9. Permissions: the demo user who may only see the stop list of "Old Town Bistro"
 * (no VIEW_BOXES) is sent Home from the tips screens, and the platform refuses them the
 * boxes; the admin is refused nothing.
 */
import type { APIRequestContext } from '@playwright/test'
import { loginWithPassword } from './fixtures/auth'
import { DEMO, drawerEntries, expect, open } from './fixtures/base'
import { tipsOrganization, tipsTest as test } from './fixtures/tips'

async function tokenOf(request: APIRequestContext, msisdn: string) {
  const start = await request.post('/api/v1/session/start', { data: { msisdn, password: DEMO.password } })
  expect(start.status(), 'POST /api/v1/session/start').toBe(200)
  return ((await start.json()) as { token: string }).token
}

test.describe('a user without VIEW_BOXES', () => {
  // Signed out: this test signs in as the stop-list viewer itself.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('is told Access forbidden on the Boxes screen and refused the boxes by the platform', async ({ page, platform, request }, testInfo) => {
    const bistro = await tipsOrganization(platform, 'Old Town Bistro')
    const token = await tokenOf(request, DEMO.stopListViewer)
    const headers = { authorization: `Bearer ${token}` }
    const own = await request.get('/api/v1/business/organizations', { headers })
    const permissions = ((await own.json()) as { id: string; permissions: string[] }[]).find((o) => o.id === bistro.id)?.permissions
    expect(permissions).toEqual(['VIEW_STOP_LIST'])
    expect((await request.get(`/api/v1/business/organizations/${bistro.id}/boxes`, { headers })).status()).toBe(403)
    expect((await request.get('/api/v1/business/statistics/chart', { headers, params: { organization_id: bistro.id, start_ts: new Date(Date.now() - 30 * 86_400_000).toISOString(), finish_ts: new Date().toISOString() } })).status()).toBe(403)
    await request.post('/api/v1/session/finish', { headers, data: {} })

    await loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)
    await expect(drawerEntries(page).filter({ hasText: 'Stop list' })).toHaveCount(1)
    await expect(drawerEntries(page).filter({ hasText: 'Tips' })).toHaveCount(0)
    for (const path of [`/organizations/${bistro.id}/boxes`, `/organizations/${bistro.id}/boxes/new`]) {
      const response = await page.goto(path)
      // Said, not a silent redirect (ADR 0065): 403 at the same address.
      expect(response!.status(), path).toBe(403)
      expect(response!.request().redirectedFrom(), path).toBeNull()
      await expect(page.getByRole('alert').filter({ hasText: 'Access forbidden' })).toContainText("Sorry, you don't have permission to access data.")
      await expect(page.getByRole('table', { name: 'Tip boxes' })).toHaveCount(0)
      await expect(page.getByRole('dialog', { name: 'Add tip box' })).toHaveCount(0)
    }
  })
})

test('the admin is refused nothing on the tips screens', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, 'Old Town Bistro')
  expect(bistro.permissions).toEqual(expect.arrayContaining(['VIEW_BOXES', 'MANAGE_BOXES']))
  for (const path of [`/business/organizations/${bistro.id}/boxes`, `/business/organizations/${bistro.id}/available-tokens`]) {
    expect((await platform.raw('GET', path)).status, `GET ${path}`).toBe(200)
  }
  await open(page, testInfo, `/organizations/${bistro.id}/boxes/new`)
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/boxes/new$`))
  await expect(page.getByRole('dialog', { name: 'Add tip box' })).toBeVisible()
  await expect(drawerEntries(page).filter({ hasText: 'Tips' })).toHaveCount(1)
})
