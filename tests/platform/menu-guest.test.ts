/**
 * The guest menu's public call (issue 8 item 8; contract/guest-menu.ts): without a session,
 * guests read exactly the last published version, filtered (no inactive menus or categories,
 * no hidden items or options, no priceless items, no suggestions); the draft link's token
 * shows the draft and a wrong one shows nothing.
 */
import { isAvailableAt } from '../../contract/active-hours.js'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestMenuSchema, type GuestMenu } from '../../contract/guest-menu.js'
import { menuItems, organizations } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, useHarness, type Harness } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'

const guest = (api: Harness, organizationId: string, query = '') => api.fetchJson(`/public/menus/${organizationId}${query}`)

async function guestMenu(api: Harness, organizationId: string, query = ''): Promise<GuestMenu> {
  return guestMenuSchema.parse(ok(await guest(api, organizationId, query), 200).body)
}

/** Every item title (English) guests see, by menu and category. */
const outline = (menu: GuestMenu) =>
  menu.menus.map((m) => [m.title.en, m.categories.map((c) => [c.title.en, c.items.map((i) => i.title.en)])])

const allItems = (menu: GuestMenu) => menu.menus.flatMap((m) => m.categories.flatMap((c) => c.items))

async function previewToken(api: Harness, menu: MenuClient): Promise<string> {
  const orgs = ok(await api.fetchJson('/business/organizations', { token: menu.token })).body as {
    id: string
    draftMenuUrl: string | null
  }[]
  const url = orgs.find((o) => o.id === menu.organizationId)?.draftMenuUrl ?? ''
  const token = new URL(url, 'http://guest.test').searchParams.get('preview')
  expect(url.startsWith(`/m/${menu.organizationId}?preview=`)).toBe(true)
  return token!
}

forEachDatabase((kind) => {
  describe(`guest menu on ${kind}`, () => {
    const api = useHarness(kind)

    it('shows guests the demo bistro as published: not the later edits, not the inactive menu, not suggestions', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const answer = await guest(api, menu.organizationId)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=5')
      const published = guestMenuSchema.parse(answer.body)
      expect(published).toMatchObject({
        organization: { id: menu.organizationId, name: 'Old Town Bistro', currency: 'EUR', timeZone: 'Europe/Vilnius' },
        languages: [
          { code: 'en', title: 'English' },
          { code: 'lt', title: 'Lietuvių' },
        ],
        draft: false,
        version: 1,
      })
      // Weekend brunch is inactive; 'Catch of the day' has a waiter's price and is shown.
      expect(outline(published)).toEqual([
        [
          'Breakfast',
          [
            ['Eggs', ['Scrambled eggs', 'Eggs Benedict']],
            ['Pancakes', ['Pancakes with berries', 'Potato pancakes']],
          ],
        ],
        [
          'Lunch & dinner',
          [
            ['Soups', ['Cold beet soup', 'Mushroom soup']],
            ['Mains', ['Beef steak', 'Cepelinai', 'Catch of the day']],
            ['Desserts', ['Honey cake', 'Pancakes with berries']],
          ],
        ],
        [
          'Drinks',
          [
            ['Coffee & tea', ['Cappuccino', 'Flat white', 'Espresso', 'Herbal tea']],
            ['Cold drinks', ['Homemade lemonade', 'Kvass']],
            ['Beer & wine', ['Draught beer', 'House wine']],
          ],
        ],
      ])
      const items = allItems(published)
      // The soup's new price (6,20) and the donuts are only in the draft.
      expect(items.find((i) => i.title.en === 'Cold beet soup')).toMatchObject({ price: 590, size: { en: '350 ml', lt: '350 ml' } })
      // A suggestion is no text at all for guests.
      const benedict = items.find((i) => i.title.en === 'Eggs Benedict')!
      expect(benedict.title).toEqual({ en: 'Eggs Benedict' })
      expect(JSON.stringify(published)).not.toMatch(/"[a-z]{2}\?"/)
      expect(items.find((i) => i.title.en === 'Catch of the day')).toMatchObject({ priceState: 'WAITER', price: null })
      // Active hours stay for the page to honour; tags come with their titles and icons.
      expect(published.menus[0]!.activeHours).toMatchObject({ default: { open: '08:00', close: '11:30' } })
      expect(published.menus[2]!.categories[2]).toMatchObject({ waiterOrderOnly: true, activeHours: { inactiveBehaviour: 'HIDE' } })
      expect(items.find((i) => i.title.en === 'Herbal tea')!.tags.map((t) => [t.name, t.title.lt, t.imageUrl.split('?')[0]])).toEqual([
        ['vegan', 'Veganiškas', '/api/v1/menu-tags/vegan.svg'],
        ['sugar-free', 'Be cukraus', '/api/v1/menu-tags/sugar-free.svg'],
      ])
      // The cappuccino's price comes from its price modifier (the cup sizes).
      const cappuccino = items.find((i) => i.title.en === 'Cappuccino')!
      expect(cappuccino.priceState).toBe('SET')
      // Its sizes by their titles, in both languages (a size without a title reads as '400 ml': tests/e2e/guest-menu.spec.ts).
      expect(cappuccino.prices.map((p) => [p.title.en, p.title.lt, p.price])).toEqual([
        ['Small', 'Mažas', 280],
        ['Large', 'Didelis', 360],
      ])
      expect(cappuccino.modifiers.map((m) => m.type)).toContain('PRICE')

      // The draft link shows the draft: the new price and the new dessert.
      const token = await previewToken(api, menu)
      const draftAnswer = await guest(api, menu.organizationId, `?preview=${encodeURIComponent(token)}`)
      expect(draftAnswer.headers.get('cache-control')).toBe('private, no-store')
      const draft = guestMenuSchema.parse(ok(draftAnswer, 200).body)
      expect(draft).toMatchObject({ draft: true, version: null, publishedAt: null })
      expect(allItems(draft).find((i) => i.title.en === 'Cold beet soup')!.price).toBe(620)
      expect(allItems(draft).some((i) => i.title.en === 'Curd cheese donuts')).toBe(true)
    })

    it('publishes exactly what guests see: hidden, priceless, inactive and hidden options stay out', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const created = ok(await menu.post('/business/menus', { title: { en: 'Guest test', 'lt?': 'Svečių testas' } })).body
      const open = ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Open' } })).body
      const closed = ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Closed' }, active: false })).body
      const extras = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Guest extras',
          title: { en: 'Extras' },
          type: 'CHECKBOX',
          options: [
            { title: { en: 'Cheese' }, prices: [{ price: 100 }] },
            { title: { en: 'Secret sauce' }, prices: [{ price: 50 }], hidden: true },
            { title: { en: 'Onion' } },
          ],
        }),
      ).body
      const onion = extras.options.find((o: { title: { en: string } }) => o.title.en === 'Onion').id
      const sizes = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Guest sizes',
          title: { en: 'Size' },
          type: 'PRICE',
          options: ['S', 'M', 'L', 'XL'].map((t, n) => ({
            title: { en: t },
            prices: [{ price: 300 + n * 50 }],
            defaultCount: n === 0 ? 1 : 0,
          })),
        }),
      ).body
      const add = async (body: Record<string, unknown>, categoryId = open.id) =>
        ok(await menu.post('/business/menu-items', { categoryId, ...body })).body as { id: string }
      const burger = await add({
        title: { en: 'Burger', 'lt?': 'Mėsainis' },
        description: { en: 'With fries' },
        price: 1200,
        tags: ['popular', 'no-such-tag'],
        // The onion is hidden for this item only.
        modifiers: [{ id: extras.id, options: { [onion]: { hidden: true } } }],
      })
      await add({ title: { en: 'Hidden special' }, price: 900, hidden: true })
      // The editor refuses an item without a price; one can still lose it (a POS switched off, an import).
      const priceless = await add({ title: { en: 'No price yet' }, price: 100 })
      await api.db.update(menuItems).set({ price: null }).where(eq(menuItems.id, priceless.id))
      // Every size hidden for this item: no price can be shown ('price not supported').
      const allHidden = Object.fromEntries(sizes.options.map((o: { id: string }) => [o.id, { hidden: true }]))
      await add({ title: { en: 'No size left' }, modifiers: [{ id: sizes.id, options: allHidden }] })
      await add({ title: { en: 'Only a suggestion' }, price: 100 }, closed.id)
      const shake = await add({ title: { en: 'Shake' }, modifiers: [{ id: sizes.id, options: {} }] })

      ok(await menu.post('/business/menus/publish'))
      // The editor shows what guests will miss.
      const page = ok(await menu.get(`/business/menus/${created.id}`)).body
      expect(page.categories[0].items.map((i: { title: { en: string }; priceState: string }) => [i.title.en, i.priceState])).toEqual([
        ['Burger', 'SET'],
        ['Hidden special', 'SET'],
        ['No price yet', 'NOT_SET'],
        ['No size left', 'NOT_SUPPORTED'],
        ['Shake', 'SET'],
      ])
      const published = await guestMenu(api, menu.organizationId)
      const mine = published.menus.find((m) => m.id === created.id)!
      expect(mine.title).toEqual({ en: 'Guest test' })
      expect(mine.categories.map((c) => [c.title.en, c.items.map((i) => i.title.en)])).toEqual([['Open', ['Burger', 'Shake']]])
      const [shownBurger, shownShake] = mine.categories[0]!.items
      expect(shownBurger).toMatchObject({ id: burger.id, title: { en: 'Burger' }, price: 1200, priceState: 'SET' })
      expect(shownBurger!.tags.map((t) => t.name)).toEqual(['popular'])
      expect(shownBurger!.modifiers).toHaveLength(1)
      expect(shownBurger!.modifiers[0]!.options.map((o) => [o.title.en, o.price])).toEqual([['Cheese', 100]])
      // Four sizes: the item's prices, lowest first in the modifier's order.
      expect(shownShake).toMatchObject({ id: shake.id, priceState: 'SET', price: null })
      expect(shownShake!.prices.map((p) => [p.title.en, p.price])).toEqual([
        ['S', 300],
        ['M', 350],
        ['L', 400],
        ['XL', 450],
      ])

      // An edit is not seen until it is published; the draft link sees it at once.
      const loaded = ok(await menu.get(`/business/menu-items/${burger.id}`)).body
      ok(
        await menu.put(`/business/menu-items/${burger.id}`, {
          categoryId: open.id,
          title: { en: 'Double burger' },
          price: 1500,
          revision: loaded.revision,
        }),
      )
      ok(await menu.put(`/business/menus/${created.id}/categories/${closed.id}/visibility`, { visible: true }))
      const still = await guestMenu(api, menu.organizationId)
      expect(still.version).toBe(published.version)
      expect(allItems(still).find((i) => i.id === burger.id)).toMatchObject({ title: { en: 'Burger' }, price: 1200 })
      const token = await previewToken(api, menu)
      const draft = await guestMenu(api, menu.organizationId, `?preview=${token}`)
      expect(allItems(draft).find((i) => i.id === burger.id)).toMatchObject({ title: { en: 'Double burger' }, price: 1500 })
      expect(draft.menus.find((m) => m.id === created.id)!.categories.map((c) => c.title.en)).toEqual(['Open', 'Closed'])

      // Published: now guests see it, as a new version.
      ok(await menu.post('/business/menus/publish'))
      const next = await guestMenu(api, menu.organizationId)
      expect(next.version).toBe(published.version! + 1)
      expect(allItems(next).find((i) => i.id === burger.id)).toMatchObject({ title: { en: 'Double burger' }, price: 1500 })
    })

    it('sends a part of the menu when asked: one menu (the others without categories) or one item', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const whole = await guestMenu(api, menu.organizationId)
      expect(whole.selectedMenuId).toBeNull()
      expect(whole.menus.length).toBeGreaterThan(1)
      const [first, second] = whole.menus
      const byDefault = await guestMenu(api, menu.organizationId, '?menu=first')
      expect(byDefault.menus.map((m) => m.id)).toEqual(whole.menus.map((m) => m.id))
      // 'first': the first menu open now on the venue's clock (else the first).
      const open = whole.menus.find((m) => isAvailableAt(m.activeHours, new Date(), whole.organization.timeZone)) ?? first!
      expect(byDefault.selectedMenuId).toBe(open.id)
      expect(byDefault.menus.filter((m) => m.categories.length > 0).map((m) => m.id)).toEqual([open.id])
      const asked = await guestMenu(api, menu.organizationId, `?menu=${second!.id}`)
      expect(asked.selectedMenuId).toBe(second!.id)
      expect(outline(asked).filter(([, categories]) => categories.length > 0)).toEqual([outline(whole)[1]])
      // An id that is no menu's is the first one's page, not an error.
      expect((await guestMenu(api, menu.organizationId, '?menu=nonsense')).selectedMenuId).toBe(open.id)
      const item = second!.categories[0]!.items[0]!
      const one = await guestMenu(api, menu.organizationId, `?item=${item.id}`)
      expect(one.menus.flatMap((m) => m.categories.flatMap((c) => c.items.map((i) => i.id)))).toEqual(
        whole.menus.flatMap((m) => m.categories.flatMap((c) => c.items.filter((i) => i.id === item.id).map((i) => i.id))),
      )
      // A menu part's items are cards without modifiers; an item's part carries them whole.
      const withModifiers = whole.menus.flatMap((m) => m.categories.flatMap((c) => c.items)).find((i) => i.modifiers.length > 0)!
      const inPart = allItems(await guestMenu(api, menu.organizationId, `?menu=${whole.menus.find((m) => m.categories.some((c) => c.items.some((i) => i.id === withModifiers.id)))!.id}`))
      expect(inPart.find((i) => i.id === withModifiers.id)).toMatchObject({ id: withModifiers.id, title: withModifiers.title, price: withModifiers.price, modifiers: [] })
      expect(allItems(await guestMenu(api, menu.organizationId, `?item=${withModifiers.id}`))[0]!.modifiers).toEqual(withModifiers.modifiers)
      expect((await guestMenu(api, menu.organizationId, '?item=unknown')).menus).toEqual([])
      expectError(await guest(api, menu.organizationId, `?menu=${'x'.repeat(65)}`), 400, 'VALIDATION')
    })

    it('answers 404 for a wrong token, an unknown or menu-less organization and one with nothing published', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const token = await previewToken(api, menu)
      const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
      for (const query of [`?preview=${wrong}`, '?preview=', `?preview=${token}x`, `?preview=${'a'.repeat(500)}`]) {
        expectError(await guest(api, menu.organizationId, query), 404, 'NOT_FOUND')
      }
      expectError(await guest(api, 'not-a-uuid'), 404, 'NOT_FOUND')
      expectError(await guest(api, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND')
      // The group has the menu enabled but has published nothing.
      const group = await menuClient(api, DEMO.admin, 'Demo Group', menu.token)
      expectError(await guest(api, group.organizationId), 404, 'NOT_FOUND')
      // An organization whose menu is switched off shows nothing, published or not.
      await api.db.update(organizations).set({ menuEnabled: false }).where(eq(organizations.id, menu.organizationId))
      try {
        expectError(await guest(api, menu.organizationId), 404, 'NOT_FOUND')
        expectError(await guest(api, menu.organizationId, `?preview=${token}`), 404, 'NOT_FOUND')
      } finally {
        await api.db.update(organizations).set({ menuEnabled: true }).where(eq(organizations.id, menu.organizationId))
      }
      expect((await guest(api, menu.organizationId)).status).toBe(200)
    })
  })
})
