/**
 * Translation of a whole menu (issue 8 item 6): each menu's progress per language, and filling
 * its missing languages with suggestions (`lt?`) that change no approved text.
 */
import { describe, expect, it } from 'vitest'
import { menuListSchema, menuPageSchema } from '../../contract/menu.js'
import { DEMO, forEachDatabase, useHarness } from './harness.js'
import { menuClient, ok } from './menu-client.js'

forEachDatabase((kind) => {
  describe(`menu translations on ${kind}`, () => {
    const api = useHarness(kind)

    it('counts approved, suggested and missing texts per language and fills the missing ones with suggestions', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Soup bar', lt: 'Sriubų baras' } })).body.id
      const cat = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Hot soups' } })).body.id
      ok(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Beef soup', 'lt?': 'Jautienos sriuba' }, price: 500 }))
      ok(await menu.post('/business/menu-items', { categoryId: cat, title: { en: 'Chicken soup' }, description: { en: 'With noodles', lt: 'Su makaronais' }, price: 450 }))

      const progress = async () => menuListSchema.parse(ok(await menu.get('/business/menus')).body).menus.find((m) => m.id === menuId)!.translation
      // Texts: menu title, category title, two item titles, one item description.
      expect(await progress()).toEqual({ en: { approved: 5, suggested: 0, missing: 0 }, lt: { approved: 2, suggested: 1, missing: 2 } })
      // The same list without progress (the Menu page's switcher): every menu, none counted.
      const brief = menuListSchema.parse(ok(await menu.get('/business/menus', 'translation=false')).body)
      const full = menuListSchema.parse(ok(await menu.get('/business/menus')).body)
      expect(brief.menus.map((m) => [m.id, m.title, m.itemCount])).toEqual(full.menus.map((m) => [m.id, m.title, m.itemCount]))
      expect(brief.menus.every((m) => Object.keys(m.translation).length === 0)).toBe(true)
      expect({ ...brief, menus: [] }).toEqual({ ...full, menus: [] })

      const answer = ok(await menu.post(`/business/menus/${menuId}/translate-missing`)).body
      expect(answer.changed).toBe(2)
      expect(answer.provider.demo).toBe(true)
      expect(await progress()).toEqual({ en: { approved: 5, suggested: 0, missing: 0 }, lt: { approved: 2, suggested: 3, missing: 0 } })
      const page = menuPageSchema.parse(ok(await menu.get(`/business/menus/${menuId}`)).body)
      expect(page.categories[0]!.title['lt?']).toBeTruthy()
      const [beef, chicken] = page.categories[0]!.items
      // What was there stays as it was: the earlier suggestion and every approved text.
      expect(beef!.title).toEqual({ en: 'Beef soup', 'lt?': 'Jautienos sriuba' })
      expect(chicken!.description).toEqual({ en: 'With noodles', lt: 'Su makaronais' })
      expect(chicken!.title['lt?']).toBeTruthy()
      // Nothing left to fill: a second call changes nothing.
      expect(ok(await menu.post(`/business/menus/${menuId}/translate-missing`)).body.changed).toBe(0)
    })

    it('fills the missing languages of the modifiers the menu offers and their options, only where missing', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const modifier = async (body: Record<string, unknown>) => ok(await menu.post('/business/menu-modifiers', { type: 'CHECKBOX', ...body })).body
      const milk = await modifier({
        name: 'Milk for translations',
        title: { en: 'Milk', 'lt?': 'Pieno pasiūlymas' },
        description: { en: 'With milk' },
        options: [
          { title: { en: 'Cold milk' }, prices: [{ price: 40 }] },
          { title: { en: 'Hot milk', lt: 'Karštas pienas' }, description: { en: 'Fresh' }, prices: [{ price: 50 }] },
          // Named by its size alone: no title to translate.
          { title: {}, size: { value: '200', unit: 'ml' }, prices: [{ price: 60 }] },
        ],
      })
      const unused = await modifier({ name: 'Unused for translations', title: { en: 'Bread' }, options: [{ title: { en: 'Black bread' }, prices: [{ price: 10 }] }] })
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Coffee bar', lt: 'Kavos baras' } })).body.id
      const cat = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Coffee', lt: 'Kava' } })).body.id
      // Two items offer the same modifier: its texts count once.
      for (const title of ['Latte', 'Flat white'])
        ok(await menu.post('/business/menu-items', { categoryId: cat, title: { en: title, lt: title }, price: 300, modifiers: [{ id: milk.id }] }))

      const progress = async () => menuListSchema.parse(ok(await menu.get('/business/menus')).body).menus.find((m) => m.id === menuId)!.translation
      // Menu, category, two items; the modifier's title and description, two option titles, one option description.
      expect(await progress()).toEqual({ en: { approved: 9, suggested: 0, missing: 0 }, lt: { approved: 5, suggested: 1, missing: 3 } })

      const answer = ok(await menu.post(`/business/menus/${menuId}/translate-missing`)).body
      expect(answer.changed).toBe(1)
      expect(await progress()).toEqual({ en: { approved: 9, suggested: 0, missing: 0 }, lt: { approved: 5, suggested: 4, missing: 0 } })
      const saved = ok(await menu.get(`/business/menu-modifiers/${milk.id}`)).body
      expect(saved.revision).toBe(milk.revision + 1)
      // The earlier suggestion and the approved text stay; the missing ones are suggested from the glossary.
      expect(saved.title).toEqual({ en: 'Milk', 'lt?': 'Pieno pasiūlymas' })
      expect(saved.description).toEqual({ en: 'With milk', 'lt?': 'Su pienu' })
      expect(saved.options.map((o: { title: unknown; description: unknown }) => [o.title, o.description])).toEqual([
        [{ en: 'Cold milk', 'lt?': 'Šaltas pienas' }, {}],
        [{ en: 'Hot milk', lt: 'Karštas pienas' }, { en: 'Fresh', 'lt?': 'Šviežias' }],
        [{}, {}],
      ])
      // A modifier no item of the menu offers is not the menu's.
      expect(ok(await menu.get(`/business/menu-modifiers/${unused.id}`)).body).toEqual(unused)
      expect(ok(await menu.post(`/business/menus/${menuId}/translate-missing`)).body.changed).toBe(0)
    })
  })
})
