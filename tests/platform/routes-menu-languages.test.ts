/**
 * The Menu languages dialog run as Remix runs it, posted as a browser without JavaScript posts
 * it: every button but Save answers the changed list and saves nothing; Save stores it and
 * goes back to the Menus screen; a refused form changes nothing; junk is answered below 500.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as languagesDialog from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/languages'
import * as menusScreen from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/_layout'
import { DEMO, forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'
import { run, signedIn, type RouteClient } from './route-harness.js'

forEachDatabase((kind) =>
  describe(`Menu languages dialog on ${kind}, run as Remix runs it`, () => {
    const api: Harness = useHarness(kind)
    let admin: RouteClient
    let menu: MenuClient
    const dialog = () => `/organizations/${menu.organizationId}/menu/languages?lang=lt`
    const params = () => ({ organizationId: menu.organizationId })
    const stored = async () => {
      const orgs = ok(await menu.get('/business/organizations')).body as Json[]
      return orgs.find((o) => o.id === menu.organizationId).menuLanguages.map((l: Json) => l.code)
    }
    /** The dialog's form: the list as hidden fields, the pressed button's intent. */
    const post = (codes: string[], intent: string, extra: Record<string, string> = {}) =>
      run(
        languagesDialog.action,
        admin.post(dialog(), { ...Object.fromEntries(codes.map((code, i) => [`languages[${i}]`, code])), intent, backTo: `/organizations/${menu.organizationId}/menu?lang=lt`, ...extra }),
        admin,
        params(),
      )
    const listOf = async (response: Response) => ((await response.json()) as Json).initialValue.languages

    beforeAll(async () => {
      admin = await signedIn(api, DEMO.admin)
      menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
    })

    it('draws the stored list and answers each button with the changed list, saving nothing', async () => {
      const loaded = (await (await run(languagesDialog.loader, admin.get(dialog()), admin, params())).json()) as Json
      expect(loaded).toEqual({ languages: ['en', 'lt'], titles: { en: 'English', lt: 'Lietuvių' } })
      const added = await post(['en', 'lt'], 'add', { add: 'pl' })
      expect(added.status).toBe(200)
      expect(await listOf(added)).toEqual(['en', 'lt', 'pl'])
      expect(await listOf(await post(['en', 'lt', 'pl'], 'up:2'))).toEqual(['en', 'pl', 'lt'])
      expect(await listOf(await post(['en', 'pl', 'lt'], 'up:1'))).toEqual(['pl', 'en', 'lt'])
      expect(await listOf(await post(['pl', 'en', 'lt'], 'remove:2'))).toEqual(['pl', 'en'])
      expect(await stored()).toEqual(['en', 'lt'])
    })

    it('saves the list, back to the Menus screen, whose language selector offers it', async () => {
      const saved = await post(['lt', 'en', 'pl'], 'save')
      expect(saved.status).toBe(302)
      expect(saved.headers.get('location')).toBe(`/organizations/${menu.organizationId}/menu?lang=lt`)
      expect(await stored()).toEqual(['lt', 'en', 'pl'])
      const screen = (await (await run(menusScreen.loader, admin.get(`/organizations/${menu.organizationId}/menu?lang=pl`), admin, params())).json()) as Json
      expect(screen.languages.map((l: Json) => l.code)).toEqual(['lt', 'en', 'pl'])
      expect(screen.lang).toBe('pl')
      expect((await post(['en', 'lt'], 'save')).status).toBe(302)
      expect(await stored()).toEqual(['en', 'lt'])
    })

    it('refuses the last language removed, a language twice or unknown, and changes nothing', async () => {
      const last = await post(['en'], 'remove:0')
      expect(last.status).toBe(400)
      expect(((await last.json()) as Json).error.add).toEqual(['menu.languages.errors.required'])
      const twice = await post(['en', 'lt'], 'add', { add: 'lt' })
      expect(((await twice.json()) as Json).error.add).toEqual(['menu.languages.errors.duplicate'])
      const duplicate = await post(['en', 'en'], 'save')
      expect(duplicate.status).toBe(400)
      expect(((await duplicate.json()) as Json).error['languages[1]']).toEqual(['menu.languages.errors.duplicate'])
      expect((await post([], 'save')).status).toBe(400)
      expect((await post(['en', 'xx'], 'save')).status).toBe(400)
      expect(await stored()).toEqual(['en', 'lt'])
    })

    it('answers junk below 500', async () => {
      const junk: Record<string, string>[] = [
        { intent: 'up:99', 'languages[0]': 'en' },
        { intent: 'drop' },
        { intent: 'add', add: 'x'.repeat(100) },
        { 'languages[0]': 'en', 'languages[x]': 'lt', intent: 'up:1;' },
      ]
      for (const form of junk) {
        const answer = await run(languagesDialog.action, admin.post(dialog(), form), admin, params())
        expect(answer.status).toBeLessThan(500)
      }
      expect(await stored()).toEqual(['en', 'lt'])
    })
  }),
)
