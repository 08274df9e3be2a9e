/**
 * The menu languages call (PUT /business/organizations/{id}/menu-languages; ADR 0047): a save
 * in order with the first as main language, refusals that change nothing, the menu guard (403
 * without VIEW_MENU or on an organization without the menu), a save of the same list writing
 * nothing, texts of a removed language kept, and the menu state, the live channel and the guest
 * menu following the new list.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, menuDrafts, organizations } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, register, useHarness, type Harness, type Json } from './harness.js'
import { subscribedLive } from './live-client.js'
import { clientFor, menuClient, ok, type MenuClient } from './menu-client.js'

const path = (organizationId: string) => `/business/organizations/${organizationId}/menu-languages`
const save = (menu: MenuClient, codes: unknown, headers: Record<string, string> = {}) =>
  menu.put(path(menu.organizationId), { menuLanguages: codes }, { headers })

async function organizationRow(api: Harness, id: string) {
  const [row] = await api.db.select().from(organizations).where(eq(organizations.id, id))
  return row!
}

async function listed(menu: MenuClient) {
  const orgs = ok(await menu.get('/business/organizations')).body as Json[]
  return orgs.find((o) => o.id === menu.organizationId).menuLanguages as Json[]
}

forEachDatabase((kind) => {
  describe(`menu languages on ${kind}`, () => {
    const api = useHarness(kind)

    it('saves the codes in order, keeps the stored entries, names new ones and echoes X-Request-Id', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const saved = ok(await save(menu, ['lt', 'en', 'pl'], { 'X-Request-Id': 'langs-1' }))
      expect(saved.headers.get('X-Request-Id')).toBe('langs-1')
      expect(saved.body).toEqual({
        menuLanguages: [
          { code: 'lt', title: 'Lietuvių', iconUrl: null },
          { code: 'en', title: 'English', iconUrl: null },
          { code: 'pl', title: 'Polski', iconUrl: null },
        ],
      })
      expect(await listed(menu)).toEqual(saved.body.menuLanguages)
      // Not part of the draft: nothing to publish.
      expect(ok(await menu.get('/business/menus')).body.hasUnpublishedChanges).toBe(false)
      ok(await save(menu, ['en', 'lt']))
      expect((await listed(menu)).map((l: Json) => l.code)).toEqual(['en', 'lt'])
    })

    it('refuses an empty list, a code twice and an unknown code, naming the place, and changes nothing', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const before = await organizationRow(api, menu.organizationId)
      expect(expectError(await save(menu, []), 400, 'VALIDATION').fields).toEqual({ menuLanguages: ['menu.languages.errors.required'] })
      expect(expectError(await save(menu, ['en', 'lt', 'en']), 400, 'VALIDATION').fields).toEqual({
        'menuLanguages.2': ['menu.languages.errors.duplicate'],
      })
      expect(expectError(await save(menu, ['en', 'xx', 'EN']), 400, 'VALIDATION').fields).toEqual({
        'menuLanguages.1': ['menu.languages.errors.unknown'],
        'menuLanguages.2': ['menu.languages.errors.unknown'],
      })
      for (const junk of [null, 'en', [1], Array.from({ length: 40 }, () => 'en')]) {
        expectError(await save(menu, junk), 400, 'VALIDATION')
      }
      expectError(await menu.put(path(menu.organizationId), {}), 400, 'VALIDATION')
      expect(await organizationRow(api, menu.organizationId)).toEqual(before)
    })

    it('needs VIEW_MENU on a menuEnabled organization and X-Request-Id, else changes nothing', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const before = await organizationRow(api, admin.organizationId)
      const viewer = await menuClient(api, DEMO.stopListViewer, 'Old Town Bistro')
      expectError(await save(viewer, ['en', 'pl']), 403, 'FORBIDDEN')
      // A query naming an organization the caller may change does not open another's path.
      const stranger = await register(api)
      await api.db.insert(memberships).values({ profileId: stranger.profile.id, organizationId: (await menuClient(api, DEMO.admin, 'Station Café')).organizationId, permissions: ['VIEW_MENU'] })
      const own = await menuClient(api, stranger.msisdn, 'Station Café', stranger.token)
      const forged = await api.fetchJson(`${path(admin.organizationId)}?organizationId=${own.organizationId}`, {
        method: 'PUT',
        token: stranger.token,
        body: { menuLanguages: ['en'] },
        headers: { 'X-Request-Id': randomUUID(), 'X-Organization-Id': own.organizationId },
      })
      expectError(forged, 403, 'FORBIDDEN')
      expectError(await save(clientFor(api, admin.token, randomUUID()), ['en']), 403, 'FORBIDDEN')
      const missingId = expectError(await save(admin, ['en'], { 'X-Request-Id': '' }), 400, 'VALIDATION')
      expect(missingId.fields['X-Request-Id']).toBeDefined()
      await api.db.update(organizations).set({ menuEnabled: false }).where(eq(organizations.id, admin.organizationId))
      try {
        expectError(await save(admin, ['en', 'pl']), 403, 'FORBIDDEN')
      } finally {
        await api.db.update(organizations).set({ menuEnabled: true }).where(eq(organizations.id, admin.organizationId))
      }
      expect(await organizationRow(api, admin.organizationId)).toEqual(before)
      expectError(await api.fetchJson(path(admin.organizationId), { method: 'PUT', body: { menuLanguages: ['en'] } }), 401, 'UNAUTHORIZED')
    })

    it('writes nothing for the list as stored, not even the draft row a first menu write makes', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      // A venue that has never written its menu: no draft row yet.
      const [venue] = await api.db
        .insert(organizations)
        .values({ name: 'Quiet Venue', menuEnabled: true, menuLanguages: [{ code: 'en', title: 'English', iconUrl: null }] })
        .returning()
      await api.db.insert(memberships).values({ profileId: (await profileOf(api, admin)).id, organizationId: venue!.id, permissions: ['VIEW_MENU'] })
      const menu = clientFor(api, admin.token, venue!.id)
      const before = await organizationRow(api, venue!.id)
      const same = ok(await save(menu, ['en']))
      expect(same.body).toEqual({ menuLanguages: [{ code: 'en', title: 'English', iconUrl: null }] })
      expect(await organizationRow(api, venue!.id)).toEqual(before)
      expect(await api.db.select().from(menuDrafts).where(eq(menuDrafts.organizationId, venue!.id))).toEqual([])
    })

    it('keeps the texts of a removed language, and the state, live channel and guest menu follow the list', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const created = ok(await menu.post('/business/menus', { title: { en: 'Snacks', lt: 'Užkandžiai' } })).body
      const sized = ok(
        await menu.post('/business/menu-modifiers', { name: 'Glass', type: 'CHECKBOX', options: [{ title: {}, size: { value: '0.5', unit: 'l' } }] }),
      ).body
      const computed = async () => {
        const state = ok(await menu.get('/business/menu-state')).body
        return Object.keys(state.modifiers.find((m: Json) => m.id === sized.id).options[0].computedTitle).sort()
      }
      expect(await computed()).toEqual(['en', 'lt'])
      const { live } = await subscribedLive(api.baseUrl, menu.token, menu.organizationId)

      ok(await save(menu, ['en', 'pl'], { 'X-Request-Id': 'langs-live' }))
      const message = await live.next((m) => m.requestId === 'langs-live')
      expect(message.type).toBe('MENU_INCREMENTAL_STATE')
      expect(Object.keys(message.modifiers.find((m: Json) => m.id === sized.id).options[0].computedTitle).sort()).toEqual(['en', 'pl'])
      expect(await computed()).toEqual(['en', 'pl'])
      live.close()
      // The Lithuanian title is still stored, only no longer a menu language.
      const stored = ok(await menu.get('/business/menus')).body.menus.find((m: Json) => m.id === created.id)
      expect(stored.title).toEqual({ en: 'Snacks', lt: 'Užkandžiai' })
      const guest = ok(await api.fetchJson(`/public/menus/${menu.organizationId}`)).body
      expect(guest.languages).toEqual([
        { code: 'en', title: 'English' },
        { code: 'pl', title: 'Polski' },
      ])

      ok(await save(menu, ['lt', 'en']))
      expect(ok(await menu.get('/business/menus')).body.menus.find((m: Json) => m.id === created.id).title).toEqual({ en: 'Snacks', lt: 'Užkandžiai' })
      expect(ok(await api.fetchJson(`/public/menus/${menu.organizationId}`)).body.languages.map((l: Json) => l.code)).toEqual(['lt', 'en'])
      ok(await save(menu, ['en', 'lt']))
    })
  })
})

async function profileOf(api: Harness, menu: MenuClient): Promise<{ id: string }> {
  return ok(await api.fetchJson('/profile', { token: menu.token })).body
}
