/**
 * The modifier translation editor run as Remix runs it (issue 8): a suggestion accepted and
 * another rejected, an undecided change refused with nothing saved, an option left without a
 * title refused, a save over someone else's refused as stale (409); and guests never reading a
 * modifier's or an option's suggestion on the item page.
 */
import { describe, expect, it } from 'vitest'
import * as translate from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/$modifierId.translate'
import * as guestItem from '../../app/routes/m+/$organizationId_.items.$itemId'
import { DEMO, forEachDatabase, useHarness, type Json } from './harness.js'
import { menuClient, ok } from './menu-client.js'
import { run, signedIn } from './route-harness.js'

type Entries = [string, string][]

/** What the browser posts for a loaded draft left as it is: every cell's hidden inputs and text. */
function untouched(draft: Record<string, Record<string, Json>>): Entries {
  return Object.entries(draft).flatMap(([field, cells]) =>
    Object.entries(cells).flatMap(([lang, cell]) => [
      ...(cell.approved !== null ? [[`approved.${field}.${lang}`, cell.approved] as [string, string]] : []),
      ...(cell.suggested !== null ? [[`suggested.${field}.${lang}`, cell.suggested] as [string, string]] : []),
      [`text.${field}.${lang}`, cell.text] as [string, string],
    ]),
  )
}

/** The entries with some names' values replaced and others added. */
const changed = (entries: Entries, changes: Record<string, string>): Entries => [
  ...entries.map(([name, value]): [string, string] => [name, changes[name] ?? value]),
  ...Object.entries(changes).filter(([name]) => !entries.some(([known]) => known === name)),
]

forEachDatabase((kind) =>
  describe(`the modifier translation editor on ${kind}, run as Remix runs it`, () => {
    const api = useHarness(kind)

    it('accepts one suggestion and rejects another; refuses an undecided change, a missing option title and a stale save, saving nothing', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const admin = await signedIn(api, DEMO.admin)
      const created = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Sauce for translations',
          title: { en: 'Sauce', 'lt?': 'Padažas' },
          type: 'CHECKBOX',
          options: [
            { title: { en: 'Garlic', 'lt?': 'Česnakas' }, prices: [{ enabled: true, price: 50 }] },
            { title: { en: 'Chili', lt: 'Čili' }, prices: [{ enabled: true, price: 60 }] },
          ],
        }),
      ).body
      const [garlic, chili] = created.options as Json[]
      const garlicTitle = `option:${garlic.id}:title`
      const path = `/organizations/${menu.organizationId}/menu-modifiers/${created.id}/translate?q=sauce`
      const params = { organizationId: menu.organizationId, modifierId: created.id }
      const current = async () => ok(await menu.get(`/business/menu-modifiers/${created.id}`)).body
      const post = (entries: Entries) => {
        const base = admin.post(path, {})
        return run(translate.action, new Request(base.url, { method: 'POST', headers: base.headers, body: new URLSearchParams(entries) }), admin, params)
      }

      const loaded = (await (await run(translate.loader, admin.get(path), admin, params)).json()) as Json
      expect(loaded.fields.map((f: Json) => f.key)).toEqual(['title', 'description', garlicTitle, `option:${chili.id}:title`])
      expect(loaded.draft.title.lt).toEqual({ approved: null, suggested: 'Padažas', text: 'Padažas', decision: '' })
      expect(loaded.draft[garlicTitle].lt).toEqual({ approved: null, suggested: 'Česnakas', text: 'Česnakas', decision: '' })
      expect(loaded.editUrl).toBe(`/organizations/${menu.organizationId}/menu-modifiers/${created.id}/edit?q=sauce`)
      const posted = [...untouched(loaded.draft), ['revision', String(created.revision)]] as Entries

      // Typed over a suggestion without a decision: refused under that field, nothing saved.
      const undecided = await post(changed(posted, { 'text.title.lt': 'Padažai' }))
      expect(undecided.status).toBe(400)
      expect(((await undecided.json()) as Json).error).toEqual({ 'text.title.lt': ['menuTranslate.decide'] })
      expect((await current()).revision).toBe(created.revision)

      // An option title emptied in every language (it has no size to name it): refused.
      const untitled = await post(changed(posted, { [`text.option:${chili.id}:title.en`]: '', [`text.option:${chili.id}:title.lt`]: '' }))
      expect(untitled.status).toBe(400)
      expect(((await untitled.json()) as Json).error).toEqual({ [`text.option:${chili.id}:title`]: ['menu.errors.optionTitleRequired'] })
      expect((await current()).revision).toBe(created.revision)

      // The title's suggestion accepted as changed, the garlic's rejected; the chili's approved text is left alone.
      const decided = await post(
        changed(posted, { 'text.title.lt': 'Padažai', 'decision.title.lt': 'accept', [`decision.${garlicTitle}.lt`]: 'reject' }),
      )
      expect(decided.status).toBe(302)
      expect(decided.headers.get('location')).toBe(loaded.editUrl)
      const saved = await current()
      expect(saved.title).toEqual({ en: 'Sauce', lt: 'Padažai' })
      expect(saved.options.map((o: Json) => [o.id, o.title])).toEqual([
        [garlic.id, { en: 'Garlic' }],
        [chili.id, { en: 'Chili', lt: 'Čili' }],
      ])
      // Nothing else of the modifier changed: prices, type and the options' order stay.
      expect(saved.options.map((o: Json) => o.prices[0].price)).toEqual([50, 60])
      expect(saved.revision).toBe(created.revision + 1)

      // The same form again, at the revision it was loaded at: someone saved meanwhile, so refused.
      const stale = await post(changed(posted, { 'decision.title.lt': 'reject' }))
      expect(stale.status).toBe(400)
      const reply = (await stale.json()) as Json
      expect(reply.error).toEqual({ '': ['menuItem.errors.stale'] })
      // Drawn again as posted, with the revision it was loaded at.
      expect(reply.initialValue.revision).toBe(String(created.revision))
      expect(await current()).toEqual(saved)
    })

    it('shows guests neither a modifier’s nor an option’s suggestion on the item page', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const client = await signedIn(api, DEMO.admin)
      const modifier = ok(
        await menu.post('/business/menu-modifiers', {
          name: 'Glass size for guests',
          title: { en: 'Glass', 'lt?': 'Taurė pasiūlyta' },
          description: { en: 'Pick one', 'lt?': 'Pasirinkite pasiūlyta' },
          type: 'RADIO',
          options: [
            { title: { en: 'Small', 'lt?': 'Maža pasiūlyta' }, description: { en: 'Half', 'lt?': 'Pusė pasiūlyta' }, prices: [{ enabled: true, price: 0 }] },
            { title: { en: 'Large', lt: 'Didelė' }, prices: [{ enabled: true, price: 100 }] },
          ],
        }),
      ).body
      const created = ok(await menu.post('/business/menus', { title: { en: 'Guest modifiers' } })).body
      const category = ok(await menu.post(`/business/menus/${created.id}/categories`, { title: { en: 'Wine' } })).body
      const item = ok(await menu.post('/business/menu-items', { categoryId: category.id, title: { en: 'House wine' }, price: 500, modifiers: [{ id: modifier.id }] })).body
      ok(await menu.post('/business/menus/publish'))

      const response = await run(
        guestItem.loader,
        new Request(`http://office.example/m/${menu.organizationId}/items/${item.id}`, { headers: { 'accept-language': 'lt' } }),
        client,
        { organizationId: menu.organizationId, itemId: item.id },
      )
      expect(response.status).toBe(200)
      const page = (await response.json()) as Json
      const shown = JSON.stringify(page.modifiers)
      expect(shown).toContain('Glass')
      expect(shown).toContain('Didelė')
      expect(shown).not.toContain('pasiūlyta')
    })
  }),
)
