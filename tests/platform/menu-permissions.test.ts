/**
 * Who may touch a menu (SPEC.md 6): every menu call needs VIEW_MENU on a menuEnabled
 * organization (403 otherwise, nothing changed); writes carry X-Request-Id, echoed back; the
 * fields CUSTOMIZE_MENU reserves are refused without it.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, organizations } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, register, useHarness } from './harness.js'
import { clientFor, menuClient, ok } from './menu-client.js'

const FAKE = '00000000-0000-4000-8000-000000000000'

/** Every menu call of docs/api.md "Menu" with a plausible body. */
const CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/business/menus'],
  ['POST', '/business/menus', { title: { en: 'X' } }],
  ['GET', `/business/menus/${FAKE}`],
  ['PUT', `/business/menus/${FAKE}`, { title: { en: 'X' } }],
  ['DELETE', `/business/menus/${FAKE}`],
  ['POST', `/business/menus/${FAKE}/copy`, { title: { en: 'X' } }],
  ['PUT', `/business/menus/${FAKE}/position`, { position: 0 }],
  ['PUT', `/business/menus/${FAKE}/visibility`, { visible: true }],
  ['POST', `/business/menus/${FAKE}/categories`, { title: { en: 'X' } }],
  ['PUT', `/business/menus/${FAKE}/categories/${FAKE}`, { title: { en: 'X' } }],
  ['DELETE', `/business/menus/${FAKE}/categories/${FAKE}`],
  ['PUT', `/business/menus/${FAKE}/categories/${FAKE}/position`, { position: 0 }],
  ['PUT', `/business/menus/${FAKE}/categories/${FAKE}/visibility`, { visible: true }],
  ['POST', `/business/menus/${FAKE}/categories/${FAKE}/copy`, { title: { en: 'X' }, menuId: FAKE }],
  ['POST', `/business/menus/${FAKE}/categories/${FAKE}/items`, { items: [FAKE] }],
  ['PUT', `/business/menus/${FAKE}/categories/${FAKE}/items/${FAKE}`, { position: 0 }],
  ['DELETE', `/business/menus/${FAKE}/categories/${FAKE}/items/${FAKE}`],
  ['GET', `/business/menu-items/${FAKE}`],
  ['POST', '/business/menu-items', { categoryId: FAKE, title: { en: 'X' }, price: 1 }],
  ['PUT', `/business/menu-items/${FAKE}`, { categoryId: FAKE, title: { en: 'X' }, price: 1 }],
  ['DELETE', `/business/menu-items/${FAKE}`],
  ['POST', `/business/menu-items/${FAKE}/copy`, { categoryId: FAKE }],
  ['PUT', `/business/menu-items/${FAKE}/visibility`, { visible: true }],
  ['GET', '/business/menu-modifiers'],
  ['GET', `/business/menu-modifiers/${FAKE}`],
  ['POST', '/business/menu-modifiers', { name: 'X', type: 'CHECKBOX' }],
  ['PUT', `/business/menu-modifiers/${FAKE}`, { name: 'X', type: 'CHECKBOX' }],
  ['DELETE', `/business/menu-modifiers/${FAKE}`],
  ['POST', `/business/menus/${FAKE}/translate-missing`],
  ['POST', '/business/menus/publish'],
  ['POST', '/business/menus/revert'],
  ['GET', '/business/menu-state'],
  ['GET', '/business/menu-versions'],
  ['POST', '/business/menu-versions/1/rollback'],
  ['GET', '/business/menu-orphans'],
  ['POST', '/business/menu-orphans/restore', {}],
]

forEachDatabase((kind) => {
  describe(`menu permissions on ${kind}`, () => {
    const api = useHarness(kind)

    it('answers 403 to every menu call without VIEW_MENU, and changes nothing', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const before = ok(await admin.get('/business/menu-state')).body
      const viewer = await menuClient(api, DEMO.stopListViewer, 'Old Town Bistro')
      for (const [method, path, body] of CALLS) {
        const call = method === 'GET' ? viewer.get(path) : method === 'DELETE' ? viewer.delete(path) : viewer[method === 'PUT' ? 'put' : 'post'](path, body)
        expectError(await call, 403, 'FORBIDDEN')
      }
      // Nor through another organization's id, or none at all.
      const stranger = clientFor(api, admin.token, randomUUID())
      expectError(await stranger.get('/business/menus'), 403, 'FORBIDDEN')
      expectError(await api.fetchJson('/business/menus', { token: admin.token }), 403, 'FORBIDDEN')
      expect(ok(await admin.get('/business/menu-state')).body).toEqual(before)
    })

    it('answers 403 on an organization without the menu, and 401 without a session', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Riverside Bar')
      await api.db.update(organizations).set({ menuEnabled: false }).where(eq(organizations.id, admin.organizationId))
      try {
        expectError(await admin.get('/business/menus'), 403, 'FORBIDDEN')
        expectError(await admin.post('/business/menus', { title: { en: 'X' } }), 403, 'FORBIDDEN')
      } finally {
        await api.db.update(organizations).set({ menuEnabled: true }).where(eq(organizations.id, admin.organizationId))
      }
      expectError(await api.fetchJson(`/business/menus?organizationId=${admin.organizationId}`), 401, 'UNAUTHORIZED')
    })

    it('needs X-Request-Id on writes and echoes it', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const missing = expectError(await admin.post('/business/menus', { title: { en: 'X' } }, { headers: { 'X-Request-Id': '' } }), 400, 'VALIDATION')
      expect(missing.fields['X-Request-Id']).toBeDefined()
      const created = ok(await admin.post('/business/menus', { title: { en: 'Echo' } }, { headers: { 'X-Request-Id': 'req-42' } }))
      expect(created.headers.get('X-Request-Id')).toBe('req-42')
    })

    it('refuses the fields CUSTOMIZE_MENU reserves to a user without it', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const editor = await register(api)
      await api.db.insert(memberships).values({ profileId: editor.profile.id, organizationId: admin.organizationId, permissions: ['VIEW_MENU'] })
      const menu = clientFor(api, editor.token, admin.organizationId)
      const created = ok(await menu.post('/business/menus', { title: { en: 'Plain' } })).body
      expectError(await menu.put(`/business/menus/${created.id}`, { title: { en: 'Plain' }, hideCategorySeparator: true }), 403, 'FORBIDDEN')
      const weekdays = { inactiveBehaviour: 'DISABLE', default: { open: '08:00', close: '16:00' }, days: [{ day: 1 }] }
      expectError(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'C' }, activeHours: weekdays }), 403, 'FORBIDDEN')
      expectError(
        await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'C' }, headerImageUrl: { en: '/api/v1/images/x.png' } }),
        403,
        'FORBIDDEN',
      )
      // Simple hours (no weekdays) are anyone's; menus take full hours from anyone with VIEW_MENU.
      const simple = { inactiveBehaviour: 'HIDE', default: { open: '08:00', close: '16:00' } }
      ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'C' }, activeHours: simple }))
      ok(await menu.put(`/business/menus/${created.id}`, { title: { en: 'Plain' }, activeHours: weekdays }))
      // The admin holds CUSTOMIZE_MENU.
      const category = ok(await admin.post(`/business/menus/${created.id}/categories`, { title: { en: 'D' }, activeHours: weekdays, headerImageUrl: { en: '/api/v1/images/x.png' } })).body
      expect(category.headerImageUrl).toEqual({ en: '/api/v1/images/x.png' })
      // The editor may change the rest of that category, leaving what is reserved as it is.
      const edited = ok(
        await menu.put(`/business/menus/${created.id}/categories/${category.id}`, { title: { en: 'D2' }, activeHours: weekdays }),
      ).body
      expect([edited.title.en, edited.headerImageUrl.en]).toEqual(['D2', '/api/v1/images/x.png'])
    })
  })
})
