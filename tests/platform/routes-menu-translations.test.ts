/**
 * The Menus screen's translation progress (issue 8 item 6): per menu language, texts approved,
 * only suggested and missing; 'Suggest missing translations' fills the missing ones with
 * suggestions from the (demo) provider, posted as a plain form.
 */
import { describe, expect, it } from 'vitest'
import * as menusScreen from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/_layout'
import { DEMO, forEachDatabase, useHarness, type Json } from './harness.js'
import { menuClient, ok } from './menu-client.js'
import { run, signedIn } from './route-harness.js'

forEachDatabase((kind) =>
  describe(`translation progress on the Menus screen on ${kind}`, () => {
    const api = useHarness(kind)

    it('shows what is missing per language and fills it with suggestions on request', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const created = ok(await menu.post('/business/menus', { title: { en: 'Soup bar' } })).body
      const category = ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Soups', lt: 'Sriubos' } })).body
      ok(await menu.post('/business/menu-items', { categoryId: category.id, title: { en: 'Beef soup' }, price: 500 }))
      const admin = await signedIn(api, DEMO.admin)
      const screen = `/organizations/${menu.organizationId}/menu`
      const params = { organizationId: menu.organizationId }
      const progress = async () => {
        const data = (await (await run(menusScreen.loader, admin.get(screen), admin, params)).json()) as Json
        return Object.fromEntries(data.menus.find((m: Json) => m.id === created.id).translation.map((r: Json) => [r.code, [r.approved, r.suggested, r.missing]]))
      }
      expect(await progress()).toEqual({ en: [3, 0, 0], lt: [1, 0, 2] })

      const base = admin.post(screen, {})
      const posted = await run(
        menusScreen.action,
        new Request(base.url, { method: 'POST', headers: base.headers, body: new URLSearchParams({ intent: 'translateMissing', menuId: created.id }) }),
        admin,
        params,
      )
      expect(posted.status).toBe(302)
      expect(await progress()).toEqual({ en: [3, 0, 0], lt: [1, 2, 0] })
      const page = ok(await menu.get(`/business/menus/${created.id}`)).body
      expect(page.menu.title['lt?']).toBeTruthy()
      expect(page.categories[0].title).toEqual({ en: 'Soups', lt: 'Sriubos' })
    })
  }),
)
