/**
 * The stop list (issue 9 item 1): list, candidates, add and remove for items and options, search
 * and paging, refusals that change nothing, permissions (the demo viewer holds VIEW_STOP_LIST
 * only), expiry on a clock the test moves, the guest menu's sold-out marks without a publish,
 * the Menu page's marks, and the live channel hearing stop-list writes.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { stopList } from '../../platform/db/schema/index.js'
import { DEMO, forEachDatabase, login, useHarness, type Json } from './harness.js'
import { subscribedLive } from './live-client.js'
import { clientFor, menuClient, type MenuClient } from './menu-client.js'

const HOUR = 3_600_000

/** A clock that stands still until the test moves it. */
function testClock() {
  let now = Date.parse('2026-11-23T10:00:00Z')
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms), at: () => now }
}

const rowCount = async (api: ReturnType<typeof useHarness>) => (await api.db.select().from(stopList)).length

const entryTitles = (body: Json) =>
  body.entries.map((e: Json) => (e.target.kind === 'ITEM' ? e.target.title.en : `${e.target.modifierName}/${e.target.optionTitle.en}`))

async function findItem(admin: MenuClient, title: string) {
  const state = (await admin.get('/business/menu-state')).body
  return state.items.find((i: Json) => i.title.en === title)
}

async function findOption(admin: MenuClient, modifierName: string, optionTitle: string) {
  const state = (await admin.get('/business/menu-state')).body
  const modifier = state.modifiers.find((m: Json) => m.name === modifierName)
  return { modifier, option: modifier.options.find((o: Json) => o.title.en === optionTitle) }
}

/** An item as the Menu page (GET /business/menus/{id}) shows it, in the menu titled `menuTitle`. */
async function menuPageItem(admin: MenuClient, menuTitle: string, itemId: string) {
  const menuId = (await admin.get('/business/menus')).body.menus.find((m: Json) => m.title.en === menuTitle).id
  return (await admin.get(`/business/menus/${menuId}`)).body.categories.flatMap((c: Json) => c.items).find((i: Json) => i.id === itemId)
}

forEachDatabase((kind) => {
  describe(`the stop list on ${kind}`, () => {
    const clock = testClock()
    const api = useHarness(kind, { clock: clock.now })

    it('stops an item and an option for the VIEW_STOP_LIST user, lists them, and puts them back', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewer = clientFor(api, await login(api, DEMO.stopListViewer), admin.organizationId)
      const espresso = await findItem(admin, 'Espresso')
      const { modifier, option } = await findOption(admin, 'Milk', 'Oat milk')

      // The demo's honey cake is sold out until someone puts it back.
      const before = (await viewer.get('/business/stop-list')).body
      expect(before).toMatchObject({ total: 1, page: 0 })
      expect(entryTitles(before)).toEqual(['Honey cake'])
      // The demo draft has unpublished changes: publish them, so a stop raising the flag would show.
      expect((await admin.post('/business/menus/publish')).status).toBe(200)
      const unpublished = async () => (await admin.get('/business/menus')).body.hasUnpublishedChanges
      expect(await unpublished()).toBe(false)

      const until = new Date(clock.at() + 2 * HOUR).toISOString()
      const item = await viewer.post('/business/stop-list', { menuItemId: espresso.id, activeUntil: until })
      expect(item.status).toBe(201)
      expect(item.headers.get('x-request-id')).toBeTruthy()
      expect(item.body).toMatchObject({ activeUntil: until, target: { kind: 'ITEM', menuItemId: espresso.id, title: { en: 'Espresso' } } })
      expect(item.body.target.placements).toEqual([expect.objectContaining({ menuTitle: expect.objectContaining({ en: 'Drinks' }), categoryTitle: expect.objectContaining({ en: 'Coffee & tea' }) })])
      const opt = await viewer.post('/business/stop-list', { menuModifierId: modifier.id, menuOptionId: option.id })
      expect(opt.status).toBe(201)
      expect(opt.body).toMatchObject({ activeUntil: null, target: { kind: 'OPTION', modifierName: 'Milk', optionTitle: { en: 'Oat milk' } } })

      const listed = (await viewer.get('/business/stop-list')).body
      expect(listed.total).toBe(3)
      expect(entryTitles(listed)).toEqual(['Espresso', 'Honey cake', 'Milk/Oat milk'])
      // Candidates no longer offer them.
      const candidates = (await viewer.get('/business/stop-list/candidates', 'size=200')).body
      expect(candidates.candidates.some((c: Json) => c.menuItemId === espresso.id)).toBe(false)
      expect(candidates.candidates.some((c: Json) => c.menuOptionId === option.id)).toBe(false)
      expect(candidates.candidates.some((c: Json) => c.kind === 'ITEM' && c.title.en === 'Cappuccino')).toBe(true)

      // The stop list is not part of the draft: nothing to publish after adding.
      expect(await unpublished()).toBe(false)
      expect(await menuPageItem(admin, 'Drinks', espresso.id)).toMatchObject({ stop: { id: item.body.id, activeUntil: until } })
      expect(await menuPageItem(admin, 'Drinks', (await findItem(admin, 'Cappuccino')).id)).toMatchObject({ stop: null })

      for (const id of [item.body.id, opt.body.id]) expect((await viewer.delete(`/business/stop-list/${id}`)).status).toBe(204)
      expect(entryTitles((await viewer.get('/business/stop-list')).body)).toEqual(['Honey cake'])
      expect(await menuPageItem(admin, 'Drinks', espresso.id)).toMatchObject({ stop: null })
      expect(await unpublished()).toBe(false)
      expect((await viewer.delete(`/business/stop-list/${item.body.id}`)).status).toBe(404)
    })

    it('refuses what is already stopped, unknown or another organization’s ids, and past times, changing nothing', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const bar = await menuClient(api, DEMO.admin, 'Riverside Bar', admin.token)
      const kvass = await findItem(admin, 'Kvass')
      const barItem = (await bar.get('/business/menu-state')).body.items[0]
      const { modifier, option } = await findOption(admin, 'Milk', 'Cow milk')
      const first = await admin.post('/business/stop-list', { menuItemId: kvass.id })
      expect(first.status).toBe(201)
      const rows = await rowCount(api)

      const again = await admin.post('/business/stop-list', { menuItemId: kvass.id })
      expect(again.status).toBe(409)
      expect(again.body.params.key).toBe('stopList.errors.alreadyStopped')
      const refusals: [unknown, number, string][] = [
        [{ menuItemId: randomUUID() }, 400, 'stopList.errors.unknownItem'],
        [{ menuItemId: barItem.id }, 400, 'stopList.errors.unknownItem'],
        [{ menuModifierId: modifier.id, menuOptionId: randomUUID() }, 400, 'stopList.errors.unknownOption'],
        [{ menuItemId: kvass.id, activeUntil: new Date(clock.at() - 1000).toISOString() }, 400, 'stopList.errors.untilInPast'],
        [{ menuModifierId: modifier.id, menuOptionId: option.id, activeUntil: new Date(clock.at()).toISOString() }, 400, 'stopList.errors.untilInPast'],
      ]
      for (const [body, status, key] of refusals) {
        const answer = await admin.post('/business/stop-list', body)
        expect(answer.status, JSON.stringify(body)).toBe(status)
        expect(JSON.stringify(answer.body.params.fields), JSON.stringify(body)).toContain(key)
      }
      for (const junk of [{}, { menuItemId: 'nope' }, { menuItemId: kvass.id, menuModifierId: modifier.id }, { menuItemId: kvass.id, activeUntil: 'tomorrow' }, '[]']) {
        expect((await admin.post('/business/stop-list', junk)).status, JSON.stringify(junk)).toBe(400)
      }
      // Another organization cannot put back this one's entry.
      expect((await bar.delete(`/business/stop-list/${first.body.id}`)).status).toBe(404)
      expect((await admin.delete('/business/stop-list/not-an-id')).status).toBe(404)
      expect(await rowCount(api)).toBe(rows)
      expect((await admin.delete(`/business/stop-list/${first.body.id}`)).status).toBe(204)
    })

    it('answers 403 without VIEW_STOP_LIST, and 400 for a write without X-Request-Id', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewerToken = await login(api, DEMO.stopListViewer)
      const bar = await menuClient(api, DEMO.admin, 'Riverside Bar', admin.token)
      const viewerOnBar = clientFor(api, viewerToken, bar.organizationId)
      expect((await viewerOnBar.get('/business/stop-list')).status).toBe(403)
      expect((await viewerOnBar.get('/business/stop-list/candidates')).status).toBe(403)
      expect((await viewerOnBar.post('/business/stop-list', { menuItemId: randomUUID() })).status).toBe(403)
      // The viewer reaches the stop list but not the menu itself.
      expect((await clientFor(api, viewerToken, admin.organizationId).get('/business/menus')).status).toBe(403)
      const kvass = await findItem(admin, 'Kvass')
      const bare = await api.fetchJson(`/business/stop-list?organizationId=${admin.organizationId}`, {
        method: 'POST',
        token: admin.token,
        body: { menuItemId: kvass.id },
      })
      expect(bare.status).toBe(400)
      expect((await api.fetchJson(`/business/stop-list?organizationId=${admin.organizationId}`)).status).toBe(401)
    })

    it('searches titles in every language, names and option titles, ignoring case, and pages items then options', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const candidates = (query: string) => admin.get('/business/stop-list/candidates', query).then((r) => r.body)
      const lithuanian = await candidates('q=KAPUČ')
      expect(lithuanian.candidates.map((c: Json) => c.title?.en)).toEqual(['Cappuccino'])
      const milk = await candidates('q=milk')
      expect(milk.candidates.filter((c: Json) => c.kind === 'OPTION').map((c: Json) => c.optionTitle.en)).toEqual(
        expect.arrayContaining(['Cow milk', 'Oat milk', 'Lactose-free milk']),
      )
      const all = await candidates('size=200')
      const pages: Json[] = []
      for (let page = 0; page * 7 < all.total; page++) pages.push(...(await candidates(`size=7&page=${page}`)).candidates)
      expect(pages).toEqual(all.candidates)
      const firstOption = pages.findIndex((c) => c.kind === 'OPTION')
      expect(pages.slice(firstOption).every((c) => c.kind === 'OPTION')).toBe(true)
      expect((await admin.get('/business/stop-list/candidates', 'size=500')).status).toBe(400)
      expect((await admin.get('/business/stop-list', 'q=%25%25%25')).body.total).toBe(0)
    })

    it('lets an entry run out by itself: gone from the list, a candidate again, in stock for guests, stoppable again', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const dish = await findItem(admin, 'Cepelinai')
      const { modifier, option } = await findOption(admin, 'Coffee extras', 'Vanilla syrup')
      const guest = async () => (await api.fetchJson(`/public/menus/${admin.organizationId}`)).body
      const guestDish = (menu: Json) => menu.menus.flatMap((m: Json) => m.categories.flatMap((c: Json) => c.items)).find((i: Json) => i.id === dish.id)
      const guestSyrup = (menu: Json) =>
        menu.menus
          .flatMap((m: Json) => m.categories.flatMap((c: Json) => c.items))
          .flatMap((i: Json) => i.modifiers)
          .filter((m: Json) => m.id === modifier.id)
          .flatMap((m: Json) => m.options)
          .find((o: Json) => o.id === option.id)
      const published = (await admin.get('/business/menus')).body.publishedVersion

      expect(guestDish(await guest()).soldOut).toBe(false)
      const stopped = await admin.post('/business/stop-list', { menuItemId: dish.id, activeUntil: new Date(clock.at() + HOUR).toISOString() })
      const syrup = await admin.post('/business/stop-list', { menuModifierId: modifier.id, menuOptionId: option.id, activeUntil: new Date(clock.at() + HOUR).toISOString() })
      expect([stopped.status, syrup.status]).toEqual([201, 201])
      // At once on the published menu, with no publish.
      const during = await guest()
      expect(during.version).toBe(published)
      expect(guestDish(during).soldOut).toBe(true)
      expect(guestSyrup(during).soldOut).toBe(true)

      clock.advance(HOUR + 1)
      const listed = (await admin.get('/business/stop-list')).body
      expect(listed.entries.map((e: Json) => e.id)).not.toContain(stopped.body.id)
      expect((await admin.get('/business/stop-list/candidates', 'q=cepelinai')).body.candidates.map((c: Json) => c.menuItemId)).toEqual([dish.id])
      const after = await guest()
      expect(guestDish(after).soldOut).toBe(false)
      expect(guestSyrup(after).soldOut).toBe(false)
      // Nothing to put back any more; stopping it again replaces the old row.
      expect((await admin.delete(`/business/stop-list/${stopped.body.id}`)).status).toBe(404)
      const again = await admin.post('/business/stop-list', { menuItemId: dish.id })
      expect(again.status).toBe(201)
      expect(guestDish(await guest()).soldOut).toBe(true)
      expect((await admin.delete(`/business/stop-list/${again.body.id}`)).status).toBe(204)
      expect(guestDish(await guest()).soldOut).toBe(false)
    })

    it('pages and searches the entries in force, items before options', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const offered = (await admin.get('/business/stop-list/candidates', 'size=200')).body.candidates as Json[]
      const items = offered.filter((c) => c.kind === 'ITEM').slice(0, 3)
      const options = offered.filter((c) => c.kind === 'OPTION').slice(0, 2)
      const added: string[] = []
      for (const c of [...options, ...items]) {
        const body = c.kind === 'ITEM' ? { menuItemId: c.menuItemId } : { menuModifierId: c.menuModifierId, menuOptionId: c.menuOptionId }
        const answer = await admin.post('/business/stop-list', body)
        expect(answer.status).toBe(201)
        added.push(answer.body.id)
      }
      const all = (await admin.get('/business/stop-list', 'size=200')).body
      // With the demo's sold-out honey cake.
      expect(all.total).toBe(6)
      expect(all.entries.map((e: Json) => e.target.kind)).toEqual(['ITEM', 'ITEM', 'ITEM', 'ITEM', 'OPTION', 'OPTION'])
      const pages: Json[] = []
      for (let page = 0; page < 3; page++) {
        const answer = (await admin.get('/business/stop-list', `size=2&page=${page}`)).body
        expect(answer).toMatchObject({ total: 6, page, size: 2 })
        pages.push(...answer.entries)
      }
      expect(pages).toEqual(all.entries)
      expect((await admin.get('/business/stop-list', 'size=2&page=3')).body.entries).toEqual([])
      // `around`: the page that holds an entry, an item's or an option's (issue 25 item 17); one
      // not in the list (unknown, or left out by the search) leaves `page` as asked.
      for (const [index, entry] of all.entries.entries()) {
        const answer = (await admin.get('/business/stop-list', `size=2&page=0&around=${entry.id}`)).body
        expect(answer.page, `entry ${index}`).toBe(Math.floor(index / 2))
        expect(answer.entries.map((e: Json) => e.id)).toContain(entry.id)
      }
      expect((await admin.get('/business/stop-list', `size=2&page=1&around=${randomUUID()}`)).body.page).toBe(1)
      const last = all.entries[5]
      expect((await admin.get('/business/stop-list', `size=2&q=no-such-thing-anywhere&around=${last.id}`)).body).toMatchObject({ page: 0, total: 0 })
      expect((await admin.get('/business/stop-list', 'around=not-an-id')).status).toBe(400)

      // Upper case finds lower case: an item's title, and an option by its modifier's name.
      const item = items[0]!
      const byTitle = (await admin.get('/business/stop-list', `q=${encodeURIComponent(item.title.en.toUpperCase())}`)).body
      expect(byTitle.entries.map((e: Json) => e.target.menuItemId)).toContain(item.menuItemId)
      const option = options[0]!
      const byModifier = (await admin.get('/business/stop-list', `q=${encodeURIComponent(option.modifierName.toUpperCase())}`)).body
      expect(byModifier.entries.map((e: Json) => e.target.menuOptionId)).toContain(option.menuOptionId)
      expect((await admin.get('/business/stop-list', 'q=no-such-thing-anywhere')).body).toMatchObject({ entries: [], total: 0 })

      for (const id of added) expect((await admin.delete(`/business/stop-list/${id}`)).status).toBe(204)
    })

    it('lets only one of several simultaneous adds of the same item through', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const kvass = await findItem(admin, 'Kvass')
      const rows = await rowCount(api)
      const answers = await Promise.all([1, 2, 3].map(() => admin.post('/business/stop-list', { menuItemId: kvass.id })))
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
      expect(await rowCount(api)).toBe(rows + 1)
      // The unique index holds even for a write that skips the domain (and its draft lock).
      await expect(api.db.insert(stopList).values({ organizationId: admin.organizationId, menuItemId: kvass.id })).rejects.toThrow()
      expect(await rowCount(api)).toBe(rows + 1)
      const created = answers.find((a) => a.status === 201)!
      expect((await admin.delete(`/business/stop-list/${created.body.id}`)).status).toBe(204)
    })

    it('marks the draft preview sold out too, and a copy of a stopped shared item is stopped as well', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const orgs = (await api.fetchJson('/business/organizations', { token: admin.token })).body as Json[]
      const draftUrl = orgs.find((o) => o.id === admin.organizationId).draftMenuUrl as string
      const preview = new URL(draftUrl, 'http://guest.test').searchParams.get('preview')!
      const lemonade = await findItem(admin, 'Homemade lemonade')
      const stopped = await admin.post('/business/stop-list', { menuItemId: lemonade.id })
      expect(stopped.status).toBe(201)
      const draft = (await api.fetchJson(`/public/menus/${admin.organizationId}?preview=${encodeURIComponent(preview)}`)).body
      expect(draft.draft).toBe(true)
      const inDraft = draft.menus.flatMap((m: Json) => m.categories.flatMap((c: Json) => c.items)).find((i: Json) => i.id === lemonade.id)
      expect(inDraft.soldOut).toBe(true)

      // Shown in a second category, then edited from it: that category gets a copy, out of stock too.
      const menuId = (await admin.get('/business/menus')).body.menus.find((m: Json) => m.title.en === 'Drinks').id
      const page = (await admin.get(`/business/menus/${menuId}`)).body
      const other = page.categories.find((c: Json) => !c.items.some((i: Json) => i.id === lemonade.id))
      expect((await admin.post(`/business/menus/${menuId}/categories/${other.id}/items`, { items: [lemonade.id] })).status).toBe(204)
      const copy = await admin.put(`/business/menu-items/${lemonade.id}`, { categoryId: other.id, title: { en: 'Lemonade, large' }, price: 500 })
      expect(copy.status).toBe(200)
      expect(copy.body.id).not.toBe(lemonade.id)
      expect(await menuPageItem(admin, 'Drinks', copy.body.id)).toMatchObject({ stop: { activeUntil: null } })
      const listed = (await admin.get('/business/stop-list', 'q=lemonade')).body.entries.map((e: Json) => e.target.menuItemId)
      expect(listed.sort()).toEqual([lemonade.id, copy.body.id].sort())
      for (const id of listed) {
        const entry = (await admin.get('/business/stop-list', 'q=lemonade')).body.entries.find((e: Json) => e.target.menuItemId === id)
        expect((await admin.delete(`/business/stop-list/${entry.id}`)).status).toBe(204)
      }
    })

    it('a stop-list write reaches the live channel with its request id, for a VIEW_STOP_LIST subscriber too', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewerToken = await login(api, DEMO.stopListViewer)
      const { live } = await subscribedLive(api.baseUrl, viewerToken, admin.organizationId)
      const lemonade = await findItem(admin, 'Homemade lemonade')
      const requestId = `stop-${randomUUID()}`
      const added = await admin.post('/business/stop-list', { menuItemId: lemonade.id }, { headers: { 'X-Request-Id': requestId } })
      expect(added.status).toBe(201)
      const message = await live.next((m) => m.requestId === requestId)
      expect(message.stoppedItemIds).toContain(lemonade.id)
      const back = `unstop-${randomUUID()}`
      await admin.delete(`/business/stop-list/${added.body.id}`, { headers: { 'X-Request-Id': back } })
      expect((await live.next((m) => m.requestId === back)).stoppedItemIds).not.toContain(lemonade.id)
      live.close()
    })
  })
})
