/**
 * The item editor, the Modifiers screen's editors and the translation editor run as Remix runs
 * them (issue 8 items 6 and 7): what a posted form saves (or, for Preview and the editor's
 * buttons, does not), a stale revision, an unchanged item sending nothing, a shared item saved
 * from one category, the type-change rules, translation decisions, and junk answered below 500.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import * as crop from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/items.$itemId.images.$index.crop'
import * as editItem from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/items.$itemId.edit'
import * as translate from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/items.$itemId.translate'
import * as library from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/items.library'
import * as newItem from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/items.new'
import * as modifiersScreen from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/_layout'
import * as editModifier from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/$modifierId.edit'
import * as removeModifier from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/$modifierId.remove'
import * as newModifier from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/new'
import * as newOption from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/$modifierId.options.new'
import { DEMO, forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'
import { run, signedIn, type RouteClient } from './route-harness.js'

type Entries = [string, string][]

forEachDatabase((kind) =>
  describe(`menu item and modifier editors on ${kind}, run as Remix runs them`, () => {
    const api: Harness = useHarness(kind)
    let admin: RouteClient
    let menu: MenuClient
    let menuId: string
    let soups: string
    let specials: string
    const org = () => menu.organizationId

    /** A form post as a browser sends it (repeated names allowed), with the session cookie. */
    const post = (path: string, entries: Entries) => {
      const base = admin.post(path, {})
      return new Request(base.url, { method: 'POST', headers: base.headers, body: new URLSearchParams(entries) })
    }
    const itemParams = (itemId?: string) => ({ organizationId: org(), menuId, ...(itemId ? { itemId } : {}) })
    const getItem = async (id: string) => ok(await menu.get(`/business/menu-items/${id}`)).body
    const itemIdsOf = async (categoryId: string): Promise<string[]> => {
      const page = ok(await menu.get(`/business/menus/${menuId}`)).body
      return page.categories.find((c: Json) => c.id === categoryId).items.map((i: Json) => i.id)
    }
    const json = async (response: Response) => (await response.json()) as Json

    beforeAll(async () => {
      admin = await signedIn(api, DEMO.admin)
      menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      menuId = ok(await menu.post('/business/menus', { title: { en: 'Editor tests' } })).body.id
      soups = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Soups' } })).body.id
      specials = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Specials' } })).body.id
    })

    it('saves a new item posted without JavaScript: title calmed, price in minor units, in its category', async () => {
      const path = `/organizations/${org()}/menu/${menuId}/items/new?categoryId=${soups}`
      const answer = await run(
        newItem.action,
        post(path, [
          ['title.en', 'BEEF SOUP'],
          ['title.lt', 'Jautienos sriuba'],
          ['price', '12,50'],
          ['size.value', '0,4'],
          ['size.unit', 'l'],
          ['tags', 'spicy'],
          ['intent', 'save'],
        ]),
        admin,
        itemParams()
      )
      expect(answer.status).toBe(302)
      const [id] = await itemIdsOf(soups)
      // Back on the Menu page, the new item shown in its category (issue 25 item 17).
      expect(answer.headers.get('location')).toBe(`/organizations/${org()}/menu/${menuId}?highlight=${id}#row-${id}`)
      const saved = await getItem(id!)
      expect(saved.title).toEqual({ en: 'Beef soup', lt: 'Jautienos sriuba' })
      expect(saved.price).toBe(1250)
      expect(saved.size).toEqual({ value: '0,4', unit: 'l', multiplier: null })
      expect(saved.tags).toEqual(['spicy'])
    })

    it('answers Preview with the posted draft and saves nothing', async () => {
      const before = await itemIdsOf(soups)
      const path = `/organizations/${org()}/menu/${menuId}/items/new?categoryId=${soups}`
      const answer = await run(
        newItem.action,
        post(path, [
          ['title.en', 'Preview only'],
          ['price', '3'],
          ['intent', 'preview'],
        ]),
        admin,
        itemParams()
      )
      expect(answer.status).toBe(200)
      const body = await json(answer)
      expect(body.draft.title).toEqual({ en: 'Preview only' })
      expect(body.draft.price).toBe('3')
      expect(await itemIdsOf(soups)).toEqual(before)
    })

    it('says what is missing instead of saving: title, and a price unless something else gives one', async () => {
      const path = `/organizations/${org()}/menu/${menuId}/items/new?categoryId=${soups}`
      const answer = await run(
        newItem.action,
        post(path, [
          ['price', ''],
          ['intent', 'save'],
        ]),
        admin,
        itemParams()
      )
      expect(answer.status).toBe(400)
      const body = await json(answer)
      expect(body.errors.title).toEqual(['menu.errors.titleRequired'])
      expect(body.errors.price).toEqual(['menu.errors.priceRequired'])
      // The waiter telling the price is enough.
      const waiter = await run(
        newItem.action,
        post(path, [
          ['title.en', 'Market fish'],
          ['waiterPrice', 'on'],
          ['intent', 'save'],
        ]),
        admin,
        itemParams()
      )
      expect(waiter.status).toBe(302)
    })

    it('sends nothing for an unchanged item, and answers a stale revision with its message', async () => {
      const id = ok(await menu.post('/business/menu-items', { categoryId: soups, title: { en: 'Borscht' }, price: 500 })).body.id
      const path = `/organizations/${org()}/menu/${menuId}/items/${id}/edit?categoryId=${soups}`
      const loaded = await json(await run(editItem.loader, admin.get(path), admin, itemParams(id)))
      expect(loaded.draft.price).toBe('5')
      const form: Entries = [
        ['title.en', 'Borscht'],
        ['price', '5'],
        ['revision', loaded.draft.revision],
      ]
      const unchanged = await run(editItem.action, post(path, [...form, ['intent', 'save']]), admin, itemParams(id))
      expect(unchanged.status).toBe(302)
      expect((await getItem(id)).revision).toBe(Number(loaded.draft.revision))

      // Someone else saves meanwhile; this editor's save is refused, not written over theirs.
      ok(await menu.put(`/business/menu-items/${id}`, { categoryId: soups, title: { en: 'Borscht' }, price: 550 }))
      const stale = await run(
        editItem.action,
        post(path, [
          ['title.en', 'Red borscht'],
          ['price', '5'],
          ['revision', loaded.draft.revision],
          ['intent', 'save'],
        ]),
        admin,
        itemParams(id)
      )
      expect(stale.status).toBe(400)
      expect((await json(stale)).formErrors).toEqual(['menuItem.errors.stale'])
      expect((await getItem(id)).title).toEqual({ en: 'Borscht' })
    })

    it('saves a shared item edited from one category as that category’s copy; the other keeps the original', async () => {
      const id = ok(await menu.post('/business/menu-items', { categoryId: soups, title: { en: 'Lemonade' }, price: 300 })).body.id
      ok(await menu.post(`/business/menus/${menuId}/categories/${specials}/items`, { items: [id] }))
      const path = `/organizations/${org()}/menu/${menuId}/items/${id}/edit?categoryId=${specials}`
      const loaded = await json(await run(editItem.loader, admin.get(path), admin, itemParams(id)))
      expect(loaded.data.shared).toBe(true)
      const answer = await run(
        editItem.action,
        post(path, [
          ['title.en', 'Pink lemonade'],
          ['price', '3,50'],
          ['revision', loaded.draft.revision],
          ['intent', 'save'],
        ]),
        admin,
        itemParams(id)
      )
      expect(answer.status).toBe(302)
      expect(await itemIdsOf(soups)).toContain(id)
      expect((await getItem(id)).title).toEqual({ en: 'Lemonade' })
      const copy = (await itemIdsOf(specials)).find((x) => x !== id)!
      expect((await getItem(copy)).title).toEqual({ en: 'Pink lemonade' })
      expect((await getItem(copy)).price).toBe(350)
    })

    it('adds a price modifier with its dependant, and refuses to remove it while the dependant is there', async () => {
      const size = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Glass',
          type: 'PRICE',
          options: [
            { title: { en: 'Small' }, prices: [{ enabled: true, price: 200 }] },
            { title: { en: 'Large' }, prices: [{ enabled: true, price: 300 }] },
          ],
        })
      ).body
      const syrup = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Syrup',
          type: 'RADIO',
          priceModifierId: size.id,
          options: [{ title: { en: 'Mint' }, prices: [{ enabled: true, price: 50 }] }],
        })
      ).body
      const path = `/organizations/${org()}/menu/${menuId}/items/new?categoryId=${soups}`
      const added = await json(
        await run(
          newItem.action,
          post(path, [
            ['title.en', 'Mojito'],
            ['addModifierId', syrup.id],
            ['intent', 'addModifier'],
          ]),
          admin,
          itemParams()
        )
      )
      expect(added.draft.modifiers.map((m: Json) => m.id)).toEqual([size.id, syrup.id])
      const modifierFields: Entries = added.draft.modifiers.map((m: Json) => ['modifier', m.id])
      const blocked = await json(
        await run(
          newItem.action,
          post(path, [['title.en', 'Mojito'], ...modifierFields, ['intent', 'removeModifier:0']]),
          admin,
          itemParams()
        )
      )
      expect(blocked.blocked).toEqual(['Syrup'])
      expect(blocked.draft.modifiers).toHaveLength(2)
      // Saved with an item price for the large glass: the price comes from the price modifier.
      const saved = await run(
        newItem.action,
        post(path, [
          ['title.en', 'Mojito'],
          ...modifierFields,
          [`optionPrice.${size.id}.${size.options[1].id}`, '4,20'],
          ['intent', 'save'],
        ]),
        admin,
        itemParams()
      )
      expect(saved.status).toBe(302)
      const mojito = (await Promise.all((await itemIdsOf(soups)).map(getItem))).find((i: Json) => i.title.en === 'Mojito')
      expect(mojito.priceState).toBe('SET')
      expect(mojito.prices.map((p: Json) => p.price)).toEqual([200, 420])
    })

    it('uploads a picture posted as multipart into the draft, and crops it: a crop outside the picture refused, a valid one saved', async () => {
      const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer()
      const path = `/organizations/${org()}/menu/${menuId}/items/new?categoryId=${soups}`
      const form = new FormData()
      form.set('title.en', 'Tomato salad')
      form.set('price', '6')
      form.set('intent', 'upload')
      form.set('image', new File([new Uint8Array(png)], 'salad.png', { type: 'image/png' }))
      const base = admin.post(path, {})
      const headers = new Headers(base.headers)
      headers.delete('content-type')
      const uploaded = await json(
        await run(newItem.action, new Request(base.url, { method: 'POST', headers, body: form }), admin, itemParams())
      )
      expect(uploaded.draft.gallery).toHaveLength(1)
      expect(uploaded.draft.gallery[0]).toMatchObject({ width: 600, height: 300, listCrop: null })

      const save = await run(
        newItem.action,
        post(path, [
          ['title.en', 'Tomato salad'],
          ['price', '6'],
          ['gallery', JSON.stringify(uploaded.draft.gallery[0])],
          ['intent', 'save'],
        ]),
        admin,
        itemParams()
      )
      expect(save.status).toBe(302)
      const salad = (await Promise.all((await itemIdsOf(soups)).map(getItem))).find((i: Json) => i.title.en === 'Tomato salad')
      const cropPath = `/organizations/${org()}/menu/${menuId}/items/${salad.id}/images/0/crop?categoryId=${soups}`
      const params = { ...itemParams(salad.id), index: '0' }
      const shown = await json(await run(crop.loader, admin.get(cropPath), admin, params))
      expect(shown.crops.list).toEqual({ x: 150, y: 0, width: 300, height: 300 })
      const cropForm = (list: [number, number, number, number]) =>
        post(cropPath, [
          ['list.x', String(list[0])],
          ['list.y', String(list[1])],
          ['list.width', String(list[2])],
          ['list.height', String(list[3])],
          ['detail.x', '0'],
          ['detail.y', '0'],
          ['detail.width', '600'],
          ['detail.height', '300'],
          ['intent', 'save'],
        ])
      // A square wider than the picture is tall and past its right edge: refused with what is wrong, nothing saved.
      const refused = await run(crop.action, cropForm([500, 0, 400, 400]), admin, params)
      expect(refused.status).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain('menuItem.cropErrors.outside')
      expect((await getItem(salad.id)).gallery[0].listCrop).toBeNull()
      // A valid square inside the picture is saved as typed.
      const cropped = await run(crop.action, cropForm([300, 0, 300, 300]), admin, params)
      expect(cropped.status).toBe(302)
      expect((await getItem(salad.id)).gallery[0].listCrop).toEqual({ x: 300, y: 0, width: 300, height: 300 })
    })

    it('accepts one translation suggestion, rejects another, and asks for a decision on a changed one', async () => {
      const id = ok(
        await menu.post('/business/menu-items', {
          categoryId: soups,
          title: { en: 'Cold beet soup', 'lt?': 'Šaltibarščiai' },
          description: { en: 'With potatoes', 'lt?': 'Su bulvėmis' },
          price: 450,
        })
      ).body.id
      const path = `/organizations/${org()}/menu/${menuId}/items/${id}/translate?categoryId=${soups}`
      const loaded = await json(await run(translate.loader, admin.get(path), admin, itemParams(id)))
      expect(loaded.draft.title.lt).toEqual({ approved: null, suggested: 'Šaltibarščiai', text: 'Šaltibarščiai', decision: '' })
      const common: Entries = [
        ['text.title.en', 'Cold beet soup'],
        ['text.description.en', 'With potatoes'],
        ['suggested.title.lt', 'Šaltibarščiai'],
        ['suggested.description.lt', 'Su bulvėmis'],
      ]
      const undecided = await run(
        translate.action,
        post(path, [
          ...common,
          ['text.title.lt', 'Šaltibarščiai su kiaušiniu'],
          ['text.description.lt', 'Su bulvėmis'],
          ['intent', 'save'],
        ]),
        admin,
        itemParams(id)
      )
      expect(undecided.status).toBe(400)
      expect((await json(undecided)).errors['title.lt']).toEqual(['menuTranslate.decide'])
      const decided = await run(
        translate.action,
        post(path, [
          ...common,
          ['text.title.lt', 'Šaltibarščiai'],
          ['decision.title.lt', 'accept'],
          ['text.description.lt', 'Su bulvėmis'],
          ['decision.description.lt', 'reject'],
          ['intent', 'save'],
        ]),
        admin,
        itemParams(id)
      )
      expect(decided.status).toBe(302)
      const saved = await getItem(id)
      expect(saved.title).toEqual({ en: 'Cold beet soup', lt: 'Šaltibarščiai' })
      expect(saved.description).toEqual({ en: 'With potatoes' })
    })

    it('creates a modifier with its title from the name and applies the type change rules on save', async () => {
      const path = `/organizations/${org()}/menu-modifiers/new`
      const params = { organizationId: org() }
      const created = await run(
        newModifier.action,
        post(path, [
          ['name', 'Sauce'],
          ['type', 'STEPPER'],
          ['shownType', 'STEPPER'],
          ['intent', 'save'],
        ]),
        admin,
        params
      )
      expect(created.status).toBe(302)
      const list = ok(await menu.get('/business/menu-modifiers', 'q=Sauce')).body
      const sauce = list[0]
      expect(sauce.title).toEqual({ en: 'Sauce' })
      // Two options through the option editor: under STEPPER both keep their own default counts.
      for (const [title, count] of [
        ['Ketchup', '2'],
        ['Mayo', '1'],
      ] as const) {
        const option = await run(
          newOption.action,
          post(`/organizations/${org()}/menu-modifiers/${sauce.id}/options/new`, [
            ['title.en', title],
            ['defaultCount', count],
            ['priceRows', '1'],
            ['prices.0.enabled', 'on'],
            ['prices.0.price', '~0,50'],
            ['intent', 'save'],
          ]),
          admin,
          { ...params, modifierId: sauce.id }
        )
        expect(option.status).toBe(302)
      }
      const withOptions = ok(await menu.get(`/business/menu-modifiers/${sauce.id}`)).body
      expect(withOptions.options.map((o: Json) => [o.defaultCount, o.prices[0].price])).toEqual([
        [2, 50],
        [1, 50],
      ])
      // STEPPER -> RADIO, posted without JavaScript (the counts shown for STEPPER): one default left, the first one.
      const editPath = `/organizations/${org()}/menu-modifiers/${sauce.id}/edit`
      const options: Entries = withOptions.options.flatMap((o: Json) => [
        ['option', o.id],
        [`defaultCount.${o.id}`, String(o.defaultCount)],
      ])
      const changed = await run(
        editModifier.action,
        post(editPath, [
          ['name', 'Sauce'],
          ['title.en', 'Sauce'],
          ['type', 'RADIO'],
          ['shownType', 'STEPPER'],
          ...options,
          ['intent', 'save'],
        ]),
        admin,
        { ...params, modifierId: sauce.id }
      )
      expect(changed.status).toBe(302)
      const radio = ok(await menu.get(`/business/menu-modifiers/${sauce.id}`)).body
      expect(radio.type).toBe('RADIO')
      expect(radio.options.map((o: Json) => o.defaultCount)).toEqual([1, 0])
      // Moving an option without JavaScript only redraws the draft.
      const moved = await json(
        await run(
          editModifier.action,
          post(editPath, [
            ['name', 'Sauce'],
            ['type', 'RADIO'],
            ['shownType', 'RADIO'],
            ['option', radio.options[0].id],
            ['option', radio.options[1].id],
            ['default', radio.options[0].id],
            ['intent', 'move:0:1'],
          ]),
          admin,
          { ...params, modifierId: sauce.id }
        )
      )
      expect(moved.draft.options.map((o: Json) => o.id)).toEqual([radio.options[1].id, radio.options[0].id])
      expect(
        (await json(await run(modifiersScreen.loader, admin.get(`/organizations/${org()}/menu-modifiers?q=sau`), admin, params))).rows.map(
          (r: Json) => r.name
        )
      ).toEqual(['Sauce'])
    })

    it('refuses to remove a price modifier another modifier uses, naming it', async () => {
      const list = ok(await menu.get('/business/menu-modifiers', 'q=Glass')).body
      const glass = list[0]
      const answer = await run(removeModifier.action, post(`/organizations/${org()}/menu-modifiers/${glass.id}/remove`, []), admin, {
        organizationId: org(),
        modifierId: glass.id,
      })
      expect(answer.status).toBe(409)
      expect(await json(answer)).toEqual({ errors: ['modifiers.errors.priceModifierInUse'], users: ['Syrup'] })
    })

    it('finds a library item and loads it into a new item, and saves an item to the library (allowCustomization)', async () => {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const groupMenu = ok(await group.post('/business/menus', { title: { en: 'Group menu' } })).body.id
      const category = ok(await group.post(`/business/menus/${groupMenu}/categories`, { title: { en: 'Starters' } })).body.id
      const params = { organizationId: group.organizationId, menuId: groupMenu }
      const base = `/organizations/${group.organizationId}/menu/${groupMenu}/items`
      const saved = await json(
        await run(
          newItem.action,
          post(`${base}/new?categoryId=${category}`, [
            ['title.en', 'Herring under a fur coat'],
            ['description.en', 'Beet, herring, mayonnaise'],
            ['price', '7'],
            ['intent', 'saveToLibrary'],
          ]),
          admin,
          params
        )
      )
      expect(saved.notice).toBe('menuItem.savedToLibrary')
      expect(saved.draft.libraryItemId).toMatch(/^[0-9a-f-]{36}$/)

      const found = await json(
        await run(library.loader, admin.get(`${base}/library?categoryId=${category}&q=herring%20fur`), admin, params)
      )
      const hit = found.results.find((r: Json) => r.title === 'Herring under a fur coat')
      expect(hit).toBeTruthy()
      const loaded = await json(
        await run(newItem.loader, admin.get(`${base}/new?categoryId=${category}&libraryItemId=${hit.id}`), admin, params)
      )
      expect(loaded.data.loadedFromLibrary).toBe(true)
      expect(loaded.draft).toMatchObject({
        title: { en: 'Herring under a fur coat' },
        description: { en: 'Beet, herring, mayonnaise' },
        libraryItemId: hit.id,
        price: '',
      })
      // A venue without allowCustomization has no library finder.
      const refused = await run(
        library.loader,
        admin.get(`/organizations/${org()}/menu/${menuId}/items/library?categoryId=${soups}`),
        admin,
        itemParams()
      )
      expect(refused.status).toBe(404)
    })

    it('answers junk with 4xx, never 500', async () => {
      const path = `/organizations/${org()}/menu/${menuId}/items/new?categoryId=${soups}`
      const junk: Entries[] = [
        [
          ['title.en', 'x'.repeat(5000)],
          ['price', '99999999999'],
          ['intent', 'save'],
        ],
        [
          ['title.zz?x', 'a'],
          ['title.en', 'A\u0000b'],
          ['price', '-1'],
          ['intent', 'save'],
        ],
        [
          ['title.en', 'Junk'],
          ['price', '1'],
          ['gallery', '{not json'],
          ['gallery', JSON.stringify({ url: 'x', width: -1 })],
          ['modifier', 'nope'],
          ['tags', 'nope'],
          ['intent', 'save'],
        ],
        [
          ['title.en', 'Junk'],
          ['price', '1'],
          ['size.value', 'big'],
          ['size.multiplier', '1e9'],
          ['intent', 'save'],
        ],
        [['intent', 'removeModifier:99']],
        [['intent', 'moveImage:5:1']],
        [['intent', 'whatever']],
        [
          ['revision', '1e99'],
          ['intent', 'save'],
        ],
      ]
      for (const entries of junk) {
        const answer = await run(newItem.action, post(path, entries), admin, itemParams())
        expect(answer.status, JSON.stringify(entries).slice(0, 80)).toBeLessThan(500)
      }
      const wrongCategory = await run(
        newItem.action,
        post(`/organizations/${org()}/menu/${menuId}/items/new?categoryId=nope`, [['title.en', 'x']]),
        admin,
        itemParams()
      )
      expect(wrongCategory.status).toBe(404)
      const notAnItem = await run(
        editItem.loader,
        admin.get(`/organizations/${org()}/menu/${menuId}/items/nope/edit`),
        admin,
        itemParams('nope')
      )
      expect(notAnItem.status).toBe(404)
      const base = admin.post(path, {})
      const headers = new Headers(base.headers)
      headers.set('content-type', 'application/json')
      const asJson = await run(newItem.action, new Request(base.url, { method: 'POST', headers, body: '{}' }), admin, itemParams())
      expect(asJson.status).toBe(415)
      headers.set('content-type', 'multipart/form-data; boundary=xyz')
      const brokenMultipart = await run(
        newItem.action,
        new Request(base.url, { method: 'POST', headers, body: '--xyz\r\nnonsense' }),
        admin,
        itemParams()
      )
      expect(brokenMultipart.status).toBeLessThan(500)
      const modifierJunk = await run(
        editModifier.action,
        post(`/organizations/${org()}/menu-modifiers/nope/edit`, [['name', 'x']]),
        admin,
        { organizationId: org(), modifierId: 'nope' }
      )
      expect(modifierJunk.status).toBe(404)
      const badCounts = await run(
        newModifier.action,
        post(`/organizations/${org()}/menu-modifiers/new`, [
          ['name', ''],
          ['type', 'BOGUS'],
          ['minOptions', '123'],
          ['priceModifierId', 'x'],
          ['intent', 'save'],
        ]),
        admin,
        { organizationId: org() }
      )
      expect(badCounts.status).toBe(400)
      expect((await json(badCounts)).errors.name).toEqual(['validation.required'])
    })
  })
)
