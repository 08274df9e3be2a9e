/**
 * The Menus screen, the Menu page and their dialogs run as Remix runs them (issue 8 item 7):
 * what a page shows, what a posted form (as a browser without JavaScript posts it) changes on
 * the platform, a refused form changing nothing, a stale revision, the hours editor a user
 * without CUSTOMIZE_MENU gets, the drawer's 'Unpublished' badge, and junk answered below 500.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as shell from '../../app/routes/_shell+/_layout'
import * as menuPage from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/_layout'
import * as copyOnPage from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/copy-menu'
import * as editOnPage from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/edit-menu'
import * as removeOnPage from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/remove-menu'
import * as revertOnPage from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/revert'
import * as copyCategory from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/categories.$categoryId.copy'
import * as editCategory from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/categories.$categoryId.edit'
import * as removeCategory from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/categories.$categoryId.remove'
import * as newCategory from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/categories.new'
import * as removeItem from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/items.$itemId.remove'
import * as copyMenu from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/$menuId.copy'
import * as editMenu from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/$menuId.edit'
import * as removeMenu from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/$menuId.remove'
import * as menusScreen from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/_layout'
import * as newMenu from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/new'
import * as orphans from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/orphans'
import * as preview from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/preview'
import * as revert from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/revert'
import * as versions from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/versions'
import { memberships } from '../../platform/db/schema/index.js'
import { DEMO, DEMO_PASSWORD, forEachDatabase, register, useHarness, type Harness, type Json } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'
import { run, signedIn, type RouteClient } from './route-harness.js'

type Entries = [string, string][]

forEachDatabase((kind) =>
  describe(`Menus screen and Menu page on ${kind}, run as Remix runs them`, () => {
    const api: Harness = useHarness(kind)
    let admin: RouteClient
    let menu: MenuClient
    const org = () => menu.organizationId
    const screen = () => `/organizations/${org()}/menu`

    /** A form post as a browser sends it (repeated names allowed), with the session cookie. */
    const post = (path: string, entries: Entries, client = admin) => {
      const base = client.post(path, {})
      return new Request(base.url, { method: 'POST', headers: base.headers, body: new URLSearchParams(entries) })
    }
    const json = async (response: Response) => (await response.json()) as Json
    const menus = async (): Promise<Json[]> => ok(await menu.get('/business/menus')).body.menus
    const pageOf = async (menuId: string): Promise<Json> => ok(await menu.get(`/business/menus/${menuId}`)).body
    const freshMenu = async (title: string) => ok(await menu.post('/business/menus', { title: { en: title } })).body
    const freshCategory = async (menuId: string, title: string) => ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: title } })).body
    const freshItem = async (categoryId: string, title: string, price = 500) =>
      ok(await menu.post('/business/menu-items', { categoryId, title: { en: title }, price })).body

    beforeAll(async () => {
      admin = await signedIn(api, DEMO.admin)
      menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
    })

    it('asks for the menu list once for the shell (the drawer badge) and the screen of one page', async () => {
      await freshMenu('Badge')
      const page = admin.page(`${screen()}?lang=lt`)
      const params = { organizationId: org() }
      admin.resetCalls()
      const [drawn, listed] = await Promise.all([run(shell.loader, page, admin, params), run(menusScreen.loader, page, admin, params)])
      expect([drawn.status, listed.status]).toEqual([200, 200])
      expect(admin.calls.get('/business/menus')).toBe(1)
      const entries = (await json(drawn)).entries as Json[]
      expect(entries.find((e) => e.key === 'menu').badge).toBe('menu.status.badge')
      expect(entries.find((e) => e.key === 'modifiers').badge).toBeUndefined()
      const data = await json(listed)
      expect(data.lang).toBe('lt')
      expect(data.hasUnpublishedChanges).toBe(true)
      expect(data.menus.map((m: Json) => m.name)).toContain('Badge')
    })

    it('shows a title in the chosen language, a suggestion as one, and falls back to English', async () => {
      const created = ok(await menu.post('/business/menus', { title: { en: 'Drinks', 'lt?': 'Gėrimai' } })).body
      const answer = await run(menusScreen.loader, admin.get(`${screen()}?lang=lt`), admin, { organizationId: org() })
      const row = (await json(answer)).menus.find((m: Json) => m.id === created.id)
      expect(row.title).toEqual({ text: 'Gėrimai', suggested: true })
      const english = await run(menusScreen.loader, admin.get(`${screen()}?lang=en`), admin, { organizationId: org() })
      expect((await json(english)).menus.find((m: Json) => m.id === created.id).title).toEqual({ text: 'Drinks', suggested: false })
    })

    it('creates a menu posted without JavaScript: title calmed, times padded, weekdays with their own times', async () => {
      const answer = await run(
        newMenu.action,
        post(`${screen()}/new`, [
          ['backTo', `${screen()}?lang=en`],
          ['title.en', 'SUNDAY BRUNCH'],
          ['title.lt', 'Sekmadienio pusryčiai'],
          ['description.en', 'Eggs\r\nand more'],
          ['hours', 'on'],
          ['inactiveBehaviour', 'HIDE'],
          ['open', '9'],
          ['close', '1430'],
          ['limitDays', 'on'],
          ['day6', 'on'],
          ['day7', 'on'],
          ['day7Open', '10:3'],
          ['day7Close', '15'],
          ['waiterPrice', 'on'],
          ['intent', 'save'],
        ]),
        admin,
        { organizationId: org() },
      )
      expect(answer.status).toBe(302)
      const saved = (await menus()).find((m) => m.title.lt === 'Sekmadienio pusryčiai')
      // Back on the Menus screen, the new menu shown (issue 25 item 17).
      expect(answer.headers.get('location')).toBe(`${screen()}?lang=en&highlight=${saved.id}#row-${saved.id}`)
      expect(saved.title.en).toBe('Sunday brunch')
      expect(saved.description).toEqual({ en: 'Eggs\nand more' })
      expect(saved.activeHours).toEqual({
        inactiveBehaviour: 'HIDE',
        default: { open: '09:00', close: '14:30' },
        days: [
          { day: 6, open: null, close: null },
          { day: 7, open: '10:30', close: '15:00' },
        ],
      })
      expect([saved.active, saved.waiterPrice, saved.waiterOrderOnly]).toEqual([true, true, false])
    })

    it('refuses a menu without a title or with a wrong time, keeping what was typed and creating nothing', async () => {
      const before = (await menus()).length
      const untitled = await run(newMenu.action, post(`${screen()}/new`, [['title.en', '  '], ['description.en', 'Kept']]), admin, { organizationId: org() })
      expect(untitled.status).toBe(400)
      const body = await json(untitled)
      expect(body.reply.error.title).toEqual(['menu.errors.titleRequired'])
      expect(body.values['description.en']).toBe('Kept')
      const badTime = await run(
        newMenu.action,
        post(`${screen()}/new`, [['title.en', 'Late'], ['hours', 'on'], ['open', '25:00'], ['close', '']]),
        admin,
        { organizationId: org() },
      )
      expect(badTime.status).toBe(400)
      const errors = (await json(badTime)).reply.error
      expect(errors.open).toEqual(['menu.errors.time'])
      expect(errors.close).toEqual(['menu.errors.time'])
      // Hours off: the times are not looked at.
      const off = await run(newMenu.action, post(`${screen()}/new`, [['title.en', 'No hours'], ['open', 'junk']]), admin, { organizationId: org() })
      expect(off.status).toBe(302)
      expect((await menus()).length).toBe(before + 1)
      expect((await menus()).find((m) => m.title.en === 'No hours').activeHours).toBeNull()
    })

    it('switches the language and decides suggestions without JavaScript, saving nothing', async () => {
      const before = (await menus()).length
      const switched = await run(
        newMenu.action,
        post(`${screen()}/new`, [['title.en', 'Typed'], ['title.lt?', 'Įvesta'], ['intent', 'lang:lt']]),
        admin,
        { organizationId: org() },
      )
      expect(switched.status).toBe(200)
      const body = await json(switched)
      expect(body.lang).toBe('lt')
      expect(body.values).toMatchObject({ 'title.en': 'Typed', 'title.lt?': 'Įvesta' })
      const accepted = await json(
        await run(newMenu.action, post(`${screen()}/new`, [['title.en', 'Typed'], ['title.lt?', 'Įvesta'], ['intent', 'accept:title.lt']]), admin, {
          organizationId: org(),
        }),
      )
      expect(accepted.values).toEqual({ 'title.en': 'Typed', 'title.lt': 'Įvesta' })
      const rejected = await json(
        await run(newMenu.action, post(`${screen()}/new`, [['title.en', 'Typed'], ['title.lt?', 'Įvesta'], ['intent', 'reject:title.lt']]), admin, {
          organizationId: org(),
        }),
      )
      expect(rejected.values).toEqual({ 'title.en': 'Typed' })
      expect((await menus()).length).toBe(before)
    })

    it('saves an edited menu keeping what the editor does not show, and refuses a stale revision', async () => {
      const created = await freshMenu('Edit me')
      ok(await menu.put(`/business/menus/${created.id}/visibility`, { visible: false }))
      const params = { organizationId: org(), menuId: created.id }
      const loaded = await json(await run(editMenu.loader, admin.get(`${screen()}/${created.id}/edit`), admin, params))
      expect(loaded.values['title.en']).toBe('Edit me')
      const revision = loaded.values.revision as string
      const saved = await run(
        editMenu.action,
        post(`${screen()}/${created.id}/edit`, [['title.en', 'Edited'], ['title.lt?', 'Redaguota'], ['revision', revision], ['waiterOrderOnly', 'on']]),
        admin,
        params,
      )
      expect(saved.status).toBe(302)
      let now = (await menus()).find((m) => m.id === created.id)
      expect(now.title).toEqual({ en: 'Edited', 'lt?': 'Redaguota' })
      expect([now.active, now.waiterOrderOnly]).toEqual([false, true])
      // Someone saved meanwhile: the old revision is refused and nothing changes.
      const stale = await run(editMenu.action, post(`${screen()}/${created.id}/edit`, [['title.en', 'Overwrite'], ['revision', revision]]), admin, params)
      expect(stale.status).toBe(400)
      const body = await json(stale)
      expect(body.reply.error['']).toEqual(['menu.errors.staleRevision'])
      expect(body.values['title.en']).toBe('Overwrite')
      now = (await menus()).find((m) => m.id === created.id)
      expect(now.title.en).toBe('Edited')
    })

    it('copies a menu hidden under a new title, and removes one', async () => {
      const created = await freshMenu('Original')
      const params = { organizationId: org(), menuId: created.id }
      const copied = await run(copyMenu.action, post(`${screen()}/${created.id}/copy`, [['title.en', 'The copy']]), admin, params)
      expect(copied.status).toBe(302)
      const copy = (await menus()).find((m) => m.title.en === 'The copy')
      expect(copy.active).toBe(false)
      const untitled = await run(copyMenu.action, post(`${screen()}/${created.id}/copy`, [['title.en', '']]), admin, params)
      expect(untitled.status).toBe(400)
      const removed = await run(removeMenu.action, post(`${screen()}/${created.id}/remove`, [['backTo', screen()]]), admin, params)
      expect(removed.status).toBe(302)
      expect(removed.headers.get('location')).toBe(screen())
      expect((await menus()).some((m) => m.id === created.id)).toBe(false)
      const missing = await run(editMenu.loader, admin.get(`${screen()}/${created.id}/edit`), admin, params)
      expect(missing.status).toBe(404)
    })

    it('moves, hides and publishes from the Menus screen, and says why a button failed', async () => {
      const first = await freshMenu('Move A')
      const second = await freshMenu('Move B')
      const params = { organizationId: org() }
      const ids = async () => (await menus()).map((m) => m.id)
      const at = (await ids()).indexOf(second.id)
      const moved = await run(menusScreen.action, post(`${screen()}?lang=lt`, [['intent', 'menuMove'], ['menuId', second.id], ['position', String(at - 1)]]), admin, params)
      expect(moved.status).toBe(302)
      expect(moved.headers.get('location')).toBe(`${screen()}?lang=lt`)
      const order = await ids()
      expect(order.indexOf(second.id)).toBe(order.indexOf(first.id) - 1)
      await run(menusScreen.action, post(screen(), [['intent', 'menuVisibility'], ['menuId', first.id], ['visible', 'false']]), admin, params)
      expect((await menus()).find((m) => m.id === first.id).active).toBe(false)
      const unknown = await run(
        menusScreen.action,
        post(screen(), [['intent', 'menuMove'], ['menuId', '00000000-0000-4000-8000-000000000000'], ['position', '0']]),
        admin,
        params,
      )
      expect(unknown.status).toBe(400)
      expect((await json(unknown)).error['']).toEqual(['menu.positionError'])
      const published = await run(menusScreen.action, post(screen(), [['intent', 'publish']]), admin, params)
      expect(published.status).toBe(302)
      expect(ok(await menu.get('/business/menus')).body.hasUnpublishedChanges).toBe(false)
      const drawn = await json(await run(shell.loader, admin.get(screen()), admin, params))
      expect(drawn.entries.find((e: Json) => e.key === 'menu').badge).toBeUndefined()
    })

    it('lists versions, rolls one back into the draft, and reverts the draft', async () => {
      const params = { organizationId: org() }
      ok(await menu.post('/business/menus/publish'))
      await freshMenu('After publish')
      ok(await menu.post('/business/menus/publish'))
      const list = await json(await run(versions.loader, admin.get(`${screen()}/versions`), admin, params))
      expect(list.versions.length).toBeGreaterThanOrEqual(2)
      const [live, older] = list.versions
      expect(live.live).toBe(true)
      expect(live.by).toBe('Demo Admin')
      const rolled = await run(versions.action, post(`${screen()}/versions`, [['version', String(older.number)], ['backTo', screen()]]), admin, params)
      expect(rolled.status).toBe(302)
      let state = ok(await menu.get('/business/menus')).body
      expect(state.hasUnpublishedChanges).toBe(true)
      expect(state.menus.some((m: Json) => m.title.en === 'After publish')).toBe(false)
      const junk = await run(versions.action, post(`${screen()}/versions`, [['version', 'x']]), admin, params)
      expect(junk.status).toBe(400)
      const reverted = await run(revert.action, post(`${screen()}/revert`, [['backTo', screen()]]), admin, params)
      expect(reverted.status).toBe(302)
      state = ok(await menu.get('/business/menus')).body
      expect(state.hasUnpublishedChanges).toBe(false)
      expect(state.menus.some((m: Json) => m.title.en === 'After publish')).toBe(true)
    })

    it('offers the draft preview only while there are unpublished changes', async () => {
      const params = { organizationId: org() }
      ok(await menu.post('/business/menus/publish'))
      let data = await json(await run(preview.loader, admin.get(`${screen()}/preview?view=draft`), admin, params))
      expect([data.hasDraft, data.view, data.path]).toEqual([false, 'published', `/m/${org()}`])
      await freshMenu('Draft only')
      data = await json(await run(preview.loader, admin.get(`${screen()}/preview?view=draft`), admin, params))
      expect(data.view).toBe('draft')
      expect(data.path).toMatch(new RegExp(`^/m/${org()}\\?preview=`))
    })

    it('draws the Menu page in order with prices and shared items, and acts on its buttons', async () => {
      const created = await freshMenu('Page')
      const soups = await freshCategory(created.id, 'Soups')
      const mains = await freshCategory(created.id, 'Mains')
      const borscht = await freshItem(soups.id, 'Borscht', 450)
      const stew = await freshItem(soups.id, 'Stew', 900)
      ok(await menu.post(`/business/menus/${created.id}/categories/${mains.id}/items`, { items: [borscht.id] }))
      const params = { organizationId: org(), menuId: created.id }
      const path = `${screen()}/${created.id}`
      const data = await json(await run(menuPage.loader, admin.get(path), admin, params))
      expect(data.collapsed).toBe(false)
      expect(data.categories.map((c: Json) => c.name)).toEqual(['Soups', 'Mains'])
      const [first, second] = data.categories[0].items
      expect([first.name, first.shared, first.price]).toEqual(['Borscht', true, { kind: 'price', amount: '4,50\u00a0€', from: false }])
      expect([second.name, second.shared]).toEqual(['Stew', false])
      // Move Stew first, hide it, copy it, move Mains up.
      const act = (entries: Entries) => run(menuPage.action, post(path, entries), admin, params)
      expect((await act([['intent', 'itemMove'], ['categoryId', soups.id], ['itemId', stew.id], ['position', '0']])).status).toBe(302)
      expect((await act([['intent', 'itemVisibility'], ['itemId', stew.id], ['visible', 'false']])).status).toBe(302)
      expect((await act([['intent', 'itemCopy'], ['categoryId', soups.id], ['itemId', stew.id]])).status).toBe(302)
      expect((await act([['intent', 'categoryMove'], ['categoryId', mains.id], ['position', '0']])).status).toBe(302)
      expect((await act([['intent', 'categoryVisibility'], ['categoryId', soups.id], ['visible', 'false']])).status).toBe(302)
      const page = await pageOf(created.id)
      expect(page.categories.map((c: Json) => c.title.en)).toEqual(['Mains', 'Soups'])
      const inSoups = page.categories[1]
      expect(inSoups.active).toBe(false)
      expect(inSoups.items.map((i: Json) => [i.title.en, i.hidden])).toEqual([
        ['Stew', true],
        ['Stew', true],
        ['Borscht', false],
      ])
      const junk = await act([['intent', 'itemMove'], ['categoryId', soups.id], ['itemId', 'nope'], ['position', '-1']])
      expect(junk.status).toBe(400)
    })

    it('returns the Menu page’s own menu dialogs to the page with its query, and a removal of its menu to the Menus screen', async () => {
      const created = await freshMenu('Page actions')
      const category = await freshCategory(created.id, 'Soups')
      const params = { organizationId: org(), menuId: created.id }
      const page = `${screen()}/${created.id}`
      const back = `${page}?category=${category.id}&lang=lt`
      const loaded = await json(await run(editOnPage.loader, admin.get(`${page}/edit-menu?category=${category.id}&lang=lt`), admin, params))
      expect([loaded.values['title.en'], loaded.lang]).toEqual(['Page actions', 'lt'])
      const edited = await run(
        editOnPage.action,
        post(`${page}/edit-menu?category=${category.id}&lang=lt`, [['backTo', back], ['title.en', 'Renamed on its page'], ['revision', loaded.values.revision]]),
        admin,
        params,
      )
      expect([edited.status, edited.headers.get('location')]).toEqual([302, back])
      expect((await menus()).find((m) => m.id === created.id).title).toEqual({ en: 'Renamed on its page' })
      // The copy stays on the original's page; the copy is made hidden.
      const copied = await run(copyOnPage.action, post(`${page}/copy-menu`, [['backTo', back], ['title.en', 'Copied on its page']]), admin, params)
      expect([copied.status, copied.headers.get('location')]).toEqual([302, back])
      expect((await menus()).find((m) => m.title.en === 'Copied on its page').active).toBe(false)
      // Hide and show are the page's own buttons: back to the page with its query.
      const hidden = await run(menuPage.action, post(back, [['intent', 'menuVisibility'], ['menuId', created.id], ['visible', 'false']]), admin, params)
      expect([hidden.status, hidden.headers.get('location')]).toEqual([302, back])
      expect((await menus()).find((m) => m.id === created.id).active).toBe(false)
      // A claimed way back that is no screen under the dialog is not taken: the page is.
      const again = await freshMenu('Page actions again')
      const elsewhere = await run(
        copyOnPage.action,
        post(`${screen()}/${again.id}/copy-menu?lang=lt`, [['backTo', 'https://evil.example/'], ['title.en', 'Copy of again']]),
        admin,
        { organizationId: org(), menuId: again.id },
      )
      expect(elsewhere.headers.get('location')).toBe(`${screen()}/${again.id}?lang=lt`)
      // The page goes with its menu: the Menus screen, with the language but not the page's category.
      const removed = await run(removeOnPage.action, post(`${page}/remove-menu`, [['backTo', back]]), admin, params)
      expect([removed.status, removed.headers.get('location')]).toEqual([302, `${screen()}?lang=lt`])
      expect((await menus()).some((m) => m.id === created.id)).toBe(false)
      const removedAgain = await run(
        removeOnPage.action,
        post(`${screen()}/${again.id}/remove-menu?category=${category.id}`, []),
        admin,
        { organizationId: org(), menuId: again.id },
      )
      expect(removedAgain.headers.get('location')).toBe(screen())
      // Revert from the page's publish banner comes back to the page (last: it throws away this test's menus).
      const third = await freshMenu('Revert here')
      const thirdBack = `${screen()}/${third.id}?lang=lt`
      const reverted = await run(revertOnPage.action, post(`${screen()}/${third.id}/revert`, [['backTo', thirdBack]]), admin, {
        organizationId: org(),
        menuId: third.id,
      })
      expect([reverted.status, reverted.headers.get('location')]).toEqual([302, thirdBack])
    })

    it('shows an item’s POS mapping chips on the Menu page of a venue with a POS only', async () => {
      const cafe = await menuClient(api, DEMO.admin, 'Station Café')
      const [cafeMenu] = ok(await cafe.get('/business/menus')).body.menus
      const drawn = await json(await run(menuPage.loader, admin.get(`/organizations/${cafe.organizationId}/menu/${cafeMenu.id}`), admin, {
        organizationId: cafe.organizationId,
        menuId: cafeMenu.id,
      }))
      const espresso = drawn.categories[0].items.find((i: Json) => i.name === 'Espresso')
      expect([espresso.pos, espresso.price]).toEqual([['pos-item-101', 'pos-size-101-1'], { kind: 'pos' }])
      // Riverside Bar has no POS: a mapping left on an item means nothing there and is not shown.
      const created = await freshMenu('No POS')
      const category = await freshCategory(created.id, 'Plain')
      await freshItem(category.id, 'Plain soup')
      const plain = await json(await run(menuPage.loader, admin.get(`${screen()}/${created.id}`), admin, { organizationId: org(), menuId: created.id }))
      expect(plain.categories[0].items[0].pos).toEqual([])
    })

    it('removes a shared item from one category only, and deletes an item in one category', async () => {
      const created = await freshMenu('Remove items')
      const a = await freshCategory(created.id, 'A')
      const b = await freshCategory(created.id, 'B')
      const shared = await freshItem(a.id, 'Shared')
      const single = await freshItem(a.id, 'Single')
      ok(await menu.post(`/business/menus/${created.id}/categories/${b.id}/items`, { items: [shared.id] }))
      const params = (itemId: string) => ({ organizationId: org(), menuId: created.id, itemId })
      const path = (itemId: string) => `${screen()}/${created.id}/items/${itemId}/remove?categoryId=${a.id}`
      const shown = await json(await run(removeItem.loader, admin.get(path(shared.id)), admin, params(shared.id)))
      expect(shown.others).toBe(1)
      const unlinked = await run(removeItem.action, post(path(shared.id), [['backTo', `${screen()}/${created.id}`]]), admin, params(shared.id))
      expect(unlinked.status).toBe(302)
      expect(unlinked.headers.get('location')).toBe(`${screen()}/${created.id}`)
      expect(ok(await menu.get(`/business/menu-items/${shared.id}`)).body.categoryIds).toEqual([b.id])
      expect((await run(removeItem.action, post(path(single.id), []), admin, params(single.id))).status).toBe(302)
      expect((await menu.get(`/business/menu-items/${single.id}`)).status).toBe(404)
      // Not in that category (any more): the dialog is not there.
      expect((await run(removeItem.loader, admin.get(path(shared.id)), admin, params(shared.id))).status).toBe(404)
    })

    it('creates, edits, copies to another menu and removes a category', async () => {
      const created = await freshMenu('Categories')
      const other = await freshMenu('Other menu')
      const params = { organizationId: org(), menuId: created.id }
      const base = `${screen()}/${created.id}`
      const made = await run(
        newCategory.action,
        post(`${base}/categories/new`, [
          ['title.en', 'DESSERTS'],
          ['hours', 'on'],
          ['open', '12'],
          ['close', '2200'],
          ['headerImageUrl.en', '/api/v1/images/header.png'],
          ['waiterOrderOnly', 'on'],
        ]),
        admin,
        params,
      )
      expect(made.status).toBe(302)
      const category = (await pageOf(created.id)).categories[0]
      expect(category.title).toEqual({ en: 'Desserts' })
      expect(category.activeHours).toEqual({ inactiveBehaviour: 'DISABLE', default: { open: '12:00', close: '22:00' }, days: null })
      expect(category.headerImageUrl).toEqual({ en: '/api/v1/images/header.png' })
      expect(category.waiterOrderOnly).toBe(true)
      const categoryParams = { ...params, categoryId: category.id }
      const loaded = await json(await run(editCategory.loader, admin.get(`${base}/categories/${category.id}/edit`), admin, categoryParams))
      expect(loaded.hoursMode).toBe('full')
      const edited = await run(
        editCategory.action,
        post(`${base}/categories/${category.id}/edit`, [['title.en', 'Sweets'], ['revision', loaded.values.revision]]),
        admin,
        categoryParams,
      )
      expect(edited.status).toBe(302)
      const after = (await pageOf(created.id)).categories[0]
      expect([after.title.en, after.activeHours, after.headerImageUrl.en ?? null]).toEqual(['Sweets', null, null])
      const copied = await run(
        copyCategory.action,
        post(`${base}/categories/${category.id}/copy`, [['title.en', 'Sweets again'], ['menuId', other.id]]),
        admin,
        categoryParams,
      )
      expect(copied.status).toBe(302)
      expect((await pageOf(other.id)).categories.map((c: Json) => c.title.en)).toEqual(['Sweets again'])
      const badDestination = await run(
        copyCategory.action,
        post(`${base}/categories/${category.id}/copy`, [['title.en', 'X'], ['menuId', 'nope']]),
        admin,
        categoryParams,
      )
      expect(badDestination.status).toBe(400)
      const removed = await run(removeCategory.action, post(`${base}/categories/${category.id}/remove`, []), admin, categoryParams)
      expect(removed.status).toBe(302)
      expect((await pageOf(created.id)).categories).toEqual([])
    })

    it('gives a user without CUSTOMIZE_MENU the simple hours editor, and only for a category that has hours', async () => {
      const editor = await register(api, undefined, DEMO_PASSWORD)
      await api.db.insert(memberships).values({ profileId: editor.profile.id, organizationId: org(), permissions: ['VIEW_MENU'] })
      const client = await signedIn(api, editor.msisdn)
      const created = await freshMenu('Simple hours')
      const weekdays = { inactiveBehaviour: 'DISABLE', default: { open: '08:00', close: '16:00' }, days: [{ day: 1 }] }
      const plain = await freshCategory(created.id, 'Plain')
      const simple = ok(
        await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Simple' }, activeHours: { inactiveBehaviour: 'HIDE', default: { open: '08:00', close: '16:00' } } }),
      ).body
      const locked = ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Locked' }, activeHours: weekdays })).body
      const base = `${screen()}/${created.id}/categories`
      const modeOf = async (id: string) =>
        (await json(await run(editCategory.loader, client.get(`${base}/${id}/edit`), client, { organizationId: org(), menuId: created.id, categoryId: id }))).hoursMode
      expect([await modeOf(plain.id), await modeOf(simple.id), await modeOf(locked.id)]).toEqual([null, 'simple', 'locked'])
      const fresh = await json(await run(newCategory.loader, client.get(`${base}/new`), client, { organizationId: org(), menuId: created.id }))
      expect(fresh.hoursMode).toBeNull()
      // Posted weekdays are ignored in the simple editor; the locked hours are kept as they were.
      const save = (id: string, entries: Entries) =>
        run(editCategory.action, post(`${base}/${id}/edit`, entries, client), client, { organizationId: org(), menuId: created.id, categoryId: id })
      expect((await save(simple.id, [['title.en', 'Simple'], ['hours', 'on'], ['open', '7'], ['close', '11'], ['limitDays', 'on'], ['day1', 'on']])).status).toBe(302)
      expect((await save(locked.id, [['title.en', 'Locked 2'], ['hours', 'on'], ['open', '1'], ['close', '2']])).status).toBe(302)
      expect((await save(plain.id, [['title.en', 'Plain 2'], ['hours', 'on'], ['open', '7'], ['close', '11'], ['headerImageUrl.en', '/x.png']])).status).toBe(302)
      const page = await pageOf(created.id)
      const byTitle = (t: string) => page.categories.find((c: Json) => c.title.en === t)
      expect(byTitle('Simple').activeHours).toEqual({ inactiveBehaviour: 'DISABLE', default: { open: '07:00', close: '11:00' }, days: null })
      expect(byTitle('Locked 2').activeHours.days).toEqual([{ day: 1, open: null, close: null }])
      expect(byTitle('Plain 2').activeHours).toBeNull()
      expect(byTitle('Plain 2').headerImageUrl).toEqual({})
      // Switching the locked hours off is allowed.
      expect((await save(locked.id, [['title.en', 'Locked 2']])).status).toBe(302)
      expect((await pageOf(created.id)).categories.find((c: Json) => c.id === locked.id).activeHours).toBeNull()
    })

    it('restores orphans into the hidden archive menu', async () => {
      const created = await freshMenu('Orphan maker')
      const category = await freshCategory(created.id, 'Gone')
      await freshItem(category.id, 'Lost soup')
      ok(await menu.delete(`/business/menus/${created.id}`))
      const params = { organizationId: org() }
      const listed = await json(await run(orphans.loader, admin.get(`${screen()}/orphans`), admin, params))
      expect(listed.canRestore).toBe(false)
      expect(listed.items.map((i: Json) => i.title)).toContain('Lost soup')
      // Riverside Bar has no allowCustomization; Demo Group does.
      const refused = await run(orphans.action, post(`${screen()}/orphans`, []), admin, params)
      expect(refused.status).toBe(403)
      expect(ok(await menu.get('/business/menu-orphans')).body.items.length).toBeGreaterThan(0)
      // Demo Group allows customization: its orphans go to the hidden 'Archived items' menu.
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const groupMenu = ok(await group.post('/business/menus', { title: { en: 'Group orphan maker' } })).body
      const groupCategory = ok(await group.post(`/business/menus/${groupMenu.id}/categories`, { title: { en: 'Gone' } })).body
      ok(await group.post('/business/menu-items', { categoryId: groupCategory.id, title: { en: 'Lost tea' }, price: 200 }))
      ok(await group.delete(`/business/menus/${groupMenu.id}`))
      const groupScreen = `/organizations/${group.organizationId}/menu`
      const restored = await run(orphans.action, post(`${groupScreen}/orphans`, [['backTo', groupScreen]]), admin, { organizationId: group.organizationId })
      expect(restored.status).toBe(302)
      const archive = ok(await group.get('/business/menus')).body.menus.find((m: Json) => m.archive)
      expect(restored.headers.get('location')).toBe(`${groupScreen}/${archive.id}`)
      expect([archive.title.en, archive.active]).toEqual(['Archived items', false])
      expect(ok(await group.get('/business/menu-orphans')).body.items).toEqual([])
    })

    it('collapses a menu of more than COLLAPSE_AT items and opens one category from the URL', async () => {
      const created = await freshMenu('Big')
      const categories = [await freshCategory(created.id, 'Big A'), await freshCategory(created.id, 'Big B')]
      for (let i = 0; i <= menuPage.COLLAPSE_AT; i++) await freshItem(categories[i % 2]!.id, `Dish ${i}`)
      const params = { organizationId: org(), menuId: created.id }
      const path = `${screen()}/${created.id}`
      const closed = await json(await run(menuPage.loader, admin.get(path), admin, params))
      expect(closed.collapsed).toBe(true)
      expect(closed.categories.map((c: Json) => [c.itemCount, c.items])).toEqual([
        [101, null],
        [100, null],
      ])
      const open = await json(await run(menuPage.loader, admin.get(`${path}?category=${categories[1]!.id}`), admin, params))
      expect(open.categories[0].items).toBeNull()
      expect(open.categories[1].items).toHaveLength(100)
    }, 120_000)

    it('answers junk below 500 on every action and changes nothing', async () => {
      const created = await freshMenu('Junk')
      const category = await freshCategory(created.id, 'Junk C')
      const item = await freshItem(category.id, 'Junk I')
      const before = JSON.stringify(await pageOf(created.id))
      const menusBefore = (await menus()).length
      const p = { organizationId: org(), menuId: created.id, categoryId: category.id, itemId: item.id }
      const base = `${screen()}/${created.id}`
      const junk: Entries[] = [
        [],
        [['intent', 'menuMove'], ['menuId', created.id], ['position', '1e99']],
        [['intent', 'accept:title.xx\u0000']],
        [['intent', 'lang:zz'], ['title.en', 'x'.repeat(5000)]],
        [['title.en', 'Bad\u0000text'], ['open', '99:99'], ['hours', 'on'], ['inactiveBehaviour', 'NEVER'], ['revision', '-3']],
        [['title.EN!', 'Nope'], ['title.en?', ''], ['menuId', 'x'], ['visible', 'maybe'], ['intent', 'itemCopy'], ['itemId', item.id]],
        [['intent', 'categoryVisibility'], ['categoryId', category.id], ['visible', '']],
        [['version', '99999'], ['backTo', 'https://evil.example/']],
        [['__proto__.polluted', 'x'], ['title[0]', 'x'], ['title.en.deep', 'x'], ['hours[]', 'on'], ['constructor.prototype.x', 'y']],
      ]
      const actions: [string, (args: Json) => unknown, string][] = [
        ['menus', menusScreen.action, screen()],
        ['new menu', newMenu.action, `${screen()}/new`],
        ['edit menu', editMenu.action, `${screen()}/${created.id}/edit`],
        ['copy menu', copyMenu.action, `${screen()}/${created.id}/copy`],
        ['edit menu on its page', editOnPage.action, `${base}/edit-menu`],
        ['copy menu on its page', copyOnPage.action, `${base}/copy-menu`],
        ['versions', versions.action, `${screen()}/versions`],
        ['page', menuPage.action, base],
        ['new category', newCategory.action, `${base}/categories/new`],
        ['edit category', editCategory.action, `${base}/categories/${category.id}/edit`],
        ['copy category', copyCategory.action, `${base}/categories/${category.id}/copy`],
      ]
      for (const [name, action, path] of actions) {
        for (const entries of junk) {
          const answer = await run(action, post(path, entries), admin, p)
          expect(answer.status, `${name} ${JSON.stringify(entries).slice(0, 80)}`).toBeLessThan(500)
          // A junk post that was accepted may only have saved what a user could have typed.
          if (answer.status === 302) expect(answer.headers.get('location')).toMatch(/^\/organizations\//)
        }
      }
      // JSON is no form: 415, not 500.
      const asJson = new Request(admin.post(base, {}).url, { method: 'POST', headers: { ...Object.fromEntries(admin.get(base).headers), 'content-type': 'application/json' }, body: '{}' })
      expect((await run(menuPage.action, asJson, admin, p)).status).toBe(415)
      expect(({} as Json).polluted).toBeUndefined()
      expect(JSON.stringify(await pageOf(created.id))).toBe(before)
      expect((await menus()).length).toBe(menusBefore)
    })
  }),
)
