/**
 * The guest menu pages (app/routes/m+) with the stop list, run as Remix runs them: a stopped
 * item reads 'Currently sold out' in the guest's language, on its card and its page; a stopped
 * option reads 'Sold out', is not chosen by default (the radio default moves to the next option
 * in stock); all without a publish, and gone again once put back.
 */
import { describe, expect, it } from 'vitest'
import * as guestItem from '../../app/routes/m+/$organizationId_.items.$itemId'
import * as guestMenu from '../../app/routes/m+/$organizationId'
import { DEMO, forEachDatabase, useHarness, type Json } from './harness.js'
import { menuClient, ok } from './menu-client.js'
import { run, signedIn } from './route-harness.js'

forEachDatabase((kind) =>
  describe(`the guest pages with the stop list on ${kind}`, () => {
    const api = useHarness(kind)

    it('marks a stopped item and option sold out, in the guest’s language, until put back', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const client = await signedIn(api, DEMO.admin)
      const organizationId = admin.organizationId
      const state = ok(await admin.get('/business/menu-state')).body
      const cappuccino = state.items.find((i: Json) => i.title.en === 'Cappuccino')
      const milk = state.modifiers.find((m: Json) => m.name === 'Milk')
      const [cow, oat] = milk.options as Json[]
      expect([cow.title.en, oat.title.en]).toEqual(['Cow milk', 'Oat milk'])

      const guestRequest = (path: string, language = 'en') => new Request(`http://office.example${path}`, { headers: { 'accept-language': language } })
      const itemPage = async (language = 'en') => {
        const response = await run(guestItem.loader, guestRequest(`/m/${organizationId}/items/${cappuccino.id}`, language), client, {
          organizationId,
          itemId: cappuccino.id,
        })
        expect(response.status).toBe(200)
        return (await response.json()) as Json
      }
      // One menu per page: the card is looked for on every menu's tab.
      const card = async (title: string) => {
        const read = async (path: string) => (await (await run(guestMenu.loader, guestRequest(path), client, { organizationId })).json()) as Json
        const first = await read(`/m/${organizationId}`)
        for (const tab of first.tabs as Json[]) {
          const page = await read(tab.href)
          const found = page.menus.flatMap((m: Json) => m.categories.flatMap((c: Json) => c.items)).find((i: Json) => i.title.text === title)
          if (found) return found
        }
        return undefined
      }
      const milkOptions = (page: Json) => page.modifiers.find((m: Json) => m.id === milk.id).options as Json[]

      const before = await itemPage()
      expect(before.item.soldOut).toBeNull()
      expect(milkOptions(before).map((o) => [o.id, o.checked, o.soldOut])).toEqual([
        [cow.id, true, null],
        [oat.id, false, null],
        [expect.any(String), false, null],
      ])

      const item = ok(await admin.post('/business/stop-list', { menuItemId: cappuccino.id })).body
      const option = ok(await admin.post('/business/stop-list', { menuModifierId: milk.id, menuOptionId: cow.id })).body

      const during = await itemPage()
      expect(during.item.soldOut).toBe('Currently sold out')
      expect(milkOptions(during).map((o) => [o.id, o.checked, o.soldOut])).toEqual([
        [cow.id, false, 'Sold out'],
        [oat.id, true, null],
        [expect.any(String), false, null],
      ])
      expect((await itemPage('lt')).item.soldOut).toBe('Šiuo metu išparduota')
      expect((await card('Cappuccino')).soldOut).toBe('Currently sold out')
      expect((await card('Flat white')).soldOut).toBeNull()

      for (const id of [item.id, option.id]) ok(await admin.delete(`/business/stop-list/${id}`))
      const after = await itemPage()
      expect(after.item.soldOut).toBeNull()
      expect(milkOptions(after)[0]).toMatchObject({ checked: true, soldOut: null })
      expect((await card('Cappuccino')).soldOut).toBeNull()
    })
  }),
)
