/**
 * The menu draft (SPEC.md 4 "Menu", issue 8 items 2 and 3): every write edits the draft and
 * raises hasUnpublishedChanges, a save that changes nothing leaves it as it was, publish stores
 * a numbered version with who and when, revert and rollback, stale saves answer 409.
 */
import { describe, expect, it } from 'vitest'
import { menuListSchema, menuPageSchema, menuStateSchema } from '../../contract/menu.js'
import { DEMO, expectError, forEachDatabase, useHarness } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'

async function newMenu(menu: MenuClient, title = 'Lunch') {
  const created = ok(await menu.post('/business/menus', { title: { en: title } })).body
  const category = ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Soups' } })).body
  const item = ok(await menu.post('/business/menu-items', { categoryId: category.id, title: { en: 'Beet soup' }, price: 450 })).body
  return { menuId: created.id as string, categoryId: category.id as string, itemId: item.id as string }
}

const changed = async (menu: MenuClient) => menuListSchema.parse(ok(await menu.get('/business/menus')).body).hasUnpublishedChanges

forEachDatabase((kind) => {
  describe(`menu draft and versions on ${kind}`, () => {
    const api = useHarness(kind)

    it('publishes the draft as numbered versions with who and when; revert brings the published one back', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      // The demo bar's menu is published once already.
      const base = menuListSchema.parse(ok(await menu.get('/business/menus')).body).publishedVersion ?? 0
      const { menuId, categoryId, itemId } = await newMenu(menu)
      expect(await changed(menu)).toBe(true)

      const first = ok(await menu.post('/business/menus/publish')).body
      expect(first.version).toBe(base + 1)
      expect(await changed(menu)).toBe(false)

      // An unchanged save writes nothing: the flag stays down and the revision does not move.
      const item = ok(await menu.get(`/business/menu-items/${itemId}`)).body
      const same = ok(await menu.put(`/business/menu-items/${itemId}`, { categoryId, title: item.title, price: 450, revision: item.revision })).body
      expect(same.revision).toBe(item.revision)
      expect(await changed(menu)).toBe(false)

      ok(await menu.put(`/business/menu-items/${itemId}`, { categoryId, title: { en: 'Borscht' }, price: 500, revision: item.revision }))
      expect(await changed(menu)).toBe(true)
      const second = ok(await menu.post('/business/menus/publish')).body
      expect(second.version).toBe(base + 2)

      ok(await menu.put(`/business/menu-items/${itemId}`, { categoryId, title: { en: 'Cold borscht' }, price: 550 }))
      ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Desserts' } }))
      ok(await menu.post('/business/menus/revert'))
      expect(await changed(menu)).toBe(false)
      const page = menuPageSchema.parse(ok(await menu.get(`/business/menus/${menuId}`)).body)
      expect(page.categories.map((c) => c.title.en)).toEqual(['Soups'])
      expect(page.categories[0]!.items.map((i) => [i.id, i.title.en, i.price])).toEqual([[itemId, 'Borscht', 500]])

      const versions = ok(await menu.get('/business/menu-versions')).body
      expect(versions.slice(0, 2).map((v: { number: number; live: boolean }) => [v.number, v.live])).toEqual([
        [base + 2, true],
        [base + 1, false],
      ])
      expect(versions[0].publishedBy.name).toBe('Demo Admin')
      expect(Date.now() - Date.parse(versions[0].publishedAt)).toBeLessThan(60_000)
      expect(ok(await menu.get('/business/menu-versions', 'limit=1')).headers.get('X-Total-Count')).toBe(String(base + 2))

      // Rolling back to the first makes it the draft; guests still see the second until it is published.
      ok(await menu.post(`/business/menu-versions/${base + 1}/rollback`))
      expect(await changed(menu)).toBe(true)
      const rolled = menuPageSchema.parse(ok(await menu.get(`/business/menus/${menuId}`)).body)
      expect(rolled.categories[0]!.items.map((i) => [i.id, i.title.en, i.price])).toEqual([[itemId, 'Beet soup', 450]])
      expectError(await menu.post('/business/menu-versions/99/rollback'), 404, 'NOT_FOUND')
      // The live version is no rollback (Revert brings it back): refused, the draft left as it was.
      const live = expectError(await menu.post(`/business/menu-versions/${base + 2}/rollback`), 409, 'CONFLICT')
      expect(live.messageKey).toBe('menu.versions.alreadyLive')
      expect(menuPageSchema.parse(ok(await menu.get(`/business/menus/${menuId}`)).body).categories[0]!.items[0]!.title.en).toBe('Beet soup')
    })

    it('answers 409 to a save of a stale copy and keeps the other save', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const { categoryId, itemId } = await newMenu(menu, 'Stale')
      const loaded = ok(await menu.get(`/business/menu-items/${itemId}`)).body
      ok(await menu.put(`/business/menu-items/${itemId}`, { categoryId, title: { en: 'First editor' }, price: 100, revision: loaded.revision }))
      const params = expectError(
        await menu.put(`/business/menu-items/${itemId}`, { categoryId, title: { en: 'Second editor' }, price: 200, revision: loaded.revision }),
        409,
        'CONFLICT',
      )
      expect(params.messageKey).toBe('menu.errors.staleRevision')
      expect(ok(await menu.get(`/business/menu-items/${itemId}`)).body.title.en).toBe('First editor')
    })

    it('creates copies of menus inactive; deleting a menu leaves its items as orphans that restore into the archive', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Demo Group')
      const { menuId, itemId } = await newMenu(menu, 'Breakfast')
      const copy = ok(await menu.post(`/business/menus/${menuId}/copy`, { title: { en: 'Breakfast (copy)' } })).body
      expect(copy.active).toBe(false)
      const copied = menuPageSchema.parse(ok(await menu.get(`/business/menus/${copy.id}`)).body)
      expect(copied.categories[0]!.items[0]!.id).toBe(itemId)
      expect(copied.categories[0]!.items[0]!.categoryIds).toHaveLength(2)

      ok(await menu.delete(`/business/menus/${copy.id}`))
      ok(await menu.delete(`/business/menus/${menuId}`))
      const orphans = ok(await menu.get('/business/menu-orphans')).body.items
      expect(orphans.map((i: { id: string }) => i.id)).toContain(itemId)
      expect(menuListSchema.parse(ok(await menu.get('/business/menus')).body).orphanCount).toBeGreaterThan(0)

      const restored = ok(await menu.post('/business/menu-orphans/restore', {})).body
      const list = menuListSchema.parse(ok(await menu.get('/business/menus')).body)
      const archive = list.menus.find((m) => m.id === restored.menuId)!
      expect(archive).toMatchObject({ title: { en: 'Archived items' }, active: false, archive: true })
      expect(list.orphanCount).toBe(0)
      const page = menuPageSchema.parse(ok(await menu.get(`/business/menus/${restored.menuId}`)).body)
      expect(page.categories[0]).toMatchObject({ title: { en: 'Archive' }, active: false })
      expect(page.categories[0]!.items.map((i) => i.id)).toContain(itemId)
    })

    it('refuses restoring orphans without allowCustomization', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      expectError(await menu.post('/business/menu-orphans/restore', {}), 403, 'FORBIDDEN')
    })

    it('gives the organization its guest menu links once it has a draft', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const orgs = ok(await api.fetchJson('/business/organizations', { token: menu.token })).body as { id: string; publishedMenuUrl: string; draftMenuUrl: string }[]
      const bar = orgs.find((o) => o.id === menu.organizationId)!
      expect(bar.publishedMenuUrl).toBe(`/m/${bar.id}`)
      expect(bar.draftMenuUrl).toMatch(new RegExp(`^/m/${bar.id}\\?preview=[A-Za-z0-9_-]{32}$`))
    })

    it('answers the whole draft as the menu state', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const state = menuStateSchema.parse(ok(await menu.get('/business/menu-state')).body)
      expect(state.menus.length).toBeGreaterThan(0)
      for (const link of state.categoryItems) {
        expect(state.items.some((i) => i.id === link.itemId)).toBe(true)
        expect(state.categories.some((c) => c.id === link.categoryId)).toBe(true)
      }
    })
  })
})
