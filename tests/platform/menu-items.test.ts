/**
 * Items and categories (SPEC.md 4 and 5): shared items copied on edit with their stop-list
 * state, unlinking deletes only the last link, positions are indexes renumbered in one go,
 * and the validation messages of items.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { menuPageSchema } from '../../contract/menu.js'
import { organizations, stopList } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, useHarness } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'

async function category(menu: MenuClient, menuId: string, title: string) {
  return ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: title } })).body.id as string
}
async function item(menu: MenuClient, categoryId: string, title: string, price = 300) {
  return ok(await menu.post('/business/menu-items', { categoryId, title: { en: title }, price })).body.id as string
}
const page = async (menu: MenuClient, menuId: string) => menuPageSchema.parse(ok(await menu.get(`/business/menus/${menuId}`)).body)
const titles = async (menu: MenuClient, menuId: string) =>
  Object.fromEntries((await page(menu, menuId)).categories.map((c) => [c.title.en, c.items.map((i) => i.title.en)]))

forEachDatabase((kind) => {
  describe(`menu items on ${kind}`, () => {
    const api = useHarness(kind)

    it('editing a shared item from one category copies it there, out of stock like the original; the other is unchanged', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Shared' } })).body.id
      const drinks = await category(menu, menuId, 'Drinks')
      const happy = await category(menu, menuId, 'Happy hour')
      const lemonade = await item(menu, drinks, 'Lemonade', 350)
      await item(menu, happy, 'Cider')
      ok(await menu.post(`/business/menus/${menuId}/categories/${happy}/items`, { items: [lemonade] }))
      await api.db.insert(stopList).values({ organizationId: menu.organizationId, menuItemId: lemonade })

      const saved = ok(await menu.put(`/business/menu-items/${lemonade}`, { categoryId: happy, title: { en: 'Lemonade' }, price: 250 })).body
      expect(saved.id).not.toBe(lemonade)
      expect(saved.categoryIds).toEqual([happy])
      const after = await page(menu, menuId)
      const inDrinks = after.categories.find((c) => c.id === drinks)!.items
      const inHappy = after.categories.find((c) => c.id === happy)!.items
      expect(inDrinks.map((i) => [i.id, i.price, i.categoryIds])).toEqual([[lemonade, 350, [drinks]]])
      expect(inHappy.map((i) => [i.title.en, i.price])).toEqual([
        ['Cider', 300],
        ['Lemonade', 250],
      ])
      const stopped = await api.db.select().from(stopList).where(eq(stopList.menuItemId, saved.id))
      expect(stopped).toHaveLength(1)
    })

    it('unlinking deletes an item only when no other category shows it', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Unlink' } })).body.id
      const a = await category(menu, menuId, 'A')
      const b = await category(menu, menuId, 'B')
      const shared = await item(menu, a, 'Shared')
      ok(await menu.post(`/business/menus/${menuId}/categories/${b}/items`, { items: [shared] }))
      ok(await menu.delete(`/business/menus/${menuId}/categories/${a}/items/${shared}`))
      expect(ok(await menu.get(`/business/menu-items/${shared}`)).body.categoryIds).toEqual([b])
      ok(await menu.delete(`/business/menus/${menuId}/categories/${b}/items/${shared}`))
      expectError(await menu.get(`/business/menu-items/${shared}`), 404, 'NOT_FOUND')
    })

    it('moves items, categories and menus by index and renumbers the rest', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Moves' } })).body.id
      const first = await category(menu, menuId, 'First')
      const second = await category(menu, menuId, 'Second')
      const ids = []
      for (const title of ['a', 'b', 'c', 'd']) ids.push(await item(menu, first, title))
      ok(await menu.put(`/business/menus/${menuId}/categories/${first}/items/${ids[3]}`, { position: 0 }))
      ok(await menu.put(`/business/menus/${menuId}/categories/${first}/items/${ids[0]}`, { position: 99 }))
      ok(await menu.put(`/business/menus/${menuId}/categories/${second}/position`, { position: 0 }))
      const moved = await page(menu, menuId)
      expect(moved.categories.map((c) => [c.title.en, c.position])).toEqual([
        ['Second', 0],
        ['First', 1],
      ])
      expect(await titles(menu, menuId)).toMatchObject({ First: ['d', 'b', 'c', 'a'] })

      const copy = ok(await menu.post(`/business/menu-items/${ids[1]}/copy`, { categoryId: first })).body
      expect(copy.id).not.toBe(ids[1])
      expect(await titles(menu, menuId)).toMatchObject({ First: ['d', 'b', 'b', 'c', 'a'] })

      ok(await menu.delete(`/business/menu-items/${ids[3]}`))
      const renumbered = (await page(menu, menuId)).categories.find((c) => c.id === first)!
      expect(renumbered.items.map((i) => i.title.en)).toEqual(['b', 'b', 'c', 'a'])

      const list = ok(await menu.get('/business/menus')).body.menus
      ok(await menu.put(`/business/menus/${menuId}/position`, { position: 0 }))
      const reordered = ok(await menu.get('/business/menus')).body.menus
      expect(reordered[0].id).toBe(menuId)
      expect(reordered.map((m: { position: number }) => m.position)).toEqual(list.map((_: unknown, i: number) => i))
    })

    it('copies a category into another menu sharing its items', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const from = ok(await menu.post('/business/menus', { title: { en: 'From' } })).body.id
      const to = ok(await menu.post('/business/menus', { title: { en: 'To' } })).body.id
      const source = await category(menu, from, 'Wines')
      const wine = await item(menu, source, 'Riesling', 700)
      const copy = ok(await menu.post(`/business/menus/${from}/categories/${source}/copy`, { title: { en: 'Wines too' }, menuId: to })).body
      expect(copy.menuId).toBe(to)
      const target = await page(menu, to)
      expect(target.categories[0]!.items.map((i) => [i.id, i.categoryIds.length])).toEqual([[wine, 2]])
      expectError(
        await menu.post(`/business/menus/${from}/categories/${source}/copy`, { title: { en: '' }, menuId: to }),
        400,
        'VALIDATION',
      )
    })

    it('answers the spec messages for bad items and changes nothing', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Rules' } })).body.id
      const cat = await category(menu, menuId, 'Rules')
      const before = await titles(menu, menuId)

      const noTitle = expectError(await menu.post('/business/menu-items', { categoryId: cat, title: { en: ' ', 'lt?': 'Sriuba' }, price: 100 }), 400, 'VALIDATION')
      expect(noTitle.fields.title).toEqual(['menu.errors.titleRequired'])
      const noPrice = expectError(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Soup' } }), 400, 'VALIDATION')
      expect(noPrice.fields.price).toEqual(['menu.errors.priceRequired'])
      for (const price of [-1, 1.5, 100_000_000, '12']) {
        expectError(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Soup' }, price }), 400, 'VALIDATION')
      }
      const badSize = expectError(
        await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Soup' }, price: 1, size: { value: 'lots', unit: 'ml' } }),
        400,
        'VALIDATION',
      )
      expect(badSize.fields['size.value']).toBeDefined()
      expect(await titles(menu, menuId)).toEqual(before)

      // A waiter price on the item, or on its category or menu, stands in for a price.
      ok(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Market fish' }, waiterPrice: true }))
      const waiterCat = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Ask' }, waiterPrice: true })).body.id
      const fish = ok(await menu.post('/business/menu-items', { categoryId: waiterCat, title: { en: 'Lobster' } })).body
      expect(fish.priceState).toBe('NOT_SET')
      // Size is kept only with a value or a multiplier.
      const sized = ok(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Tea' }, price: 200, size: { value: null, unit: 'ml' } })).body
      expect(sized.size).toBeNull()
    })

    it('with a POS integration: an item maps to one POS item and one of its sizes, and its prices come from the POS', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Demo Group')
      await api.db.update(organizations).set({ posIntegrationEnabled: true }).where(eq(organizations.id, menu.organizationId))
      try {
        const menuId = ok(await menu.post('/business/menus', { title: { en: 'POS' } })).body.id
        const cat = await category(menu, menuId, 'Coffee')
        for (const posMapping of [[], ['pos-item-101'], ['pos-item-101', 'pos-size-102-1'], ['pos-item-101', 'pos-item-102', 'pos-size-101-1'], ['nope']]) {
          const refused = expectError(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Espresso' }, posMapping }), 400, 'VALIDATION')
          expect(refused.fields.posMapping).toEqual(['menu.errors.itemMappingRequired'])
        }
        const espresso = ok(
          await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Espresso' }, price: 999, posMapping: ['pos-item-101', 'pos-size-101-2'] }),
        ).body
        expect([espresso.price, espresso.priceState, espresso.posMapping]).toEqual([null, 'POS', ['pos-item-101', 'pos-size-101-2']])
      } finally {
        await api.db.update(organizations).set({ posIntegrationEnabled: false }).where(eq(organizations.id, menu.organizationId))
      }
    })

    it('the demo café maps every item to one POS item and size, and shows no prices of its own', async () => {
      const cafe = await menuClient(api, DEMO.admin, 'Station Café')
      const [menu] = ok(await cafe.get('/business/menus')).body.menus
      const items = menuPageSchema.parse(ok(await cafe.get(`/business/menus/${menu.id}`)).body).categories.flatMap((c) => c.items)
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) {
        expect([item.priceState, item.price]).toEqual(['POS', null])
        expect(item.posMapping.filter((id) => id.startsWith('pos-item-'))).toHaveLength(1)
      }
    })

    it('refuses a title in no language for menus and categories', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const params = expectError(await menu.post('/business/menus', { title: { 'lt?': 'Pietūs' } }), 400, 'VALIDATION')
      expect(params.fields.title).toEqual(['menu.errors.titleRequired'])
      const menuId = ok(await menu.post('/business/menus', { title: { lt: 'Pietūs' } })).body.id
      expectError(await menu.post(`/business/menus/${menuId}/categories`, { title: {} }), 400, 'VALIDATION')
      const hours = { inactiveBehaviour: 'HIDE', default: { open: '25:00', close: '10:00' } }
      const timeErrors = expectError(await menu.put(`/business/menus/${menuId}`, { title: { lt: 'Pietūs' }, activeHours: hours }), 400, 'VALIDATION')
      expect(timeErrors.fields['activeHours.default.open']).toEqual(['validation.time'])
    })
  })
})
