/**
 * A table's guest page address (issue 28 item 1, contract/tables.ts `url`): every answer of the
 * table calls carries `{payment pages}/table/{id}`, built where the box and member pages' are
 * (domain/guest-links.ts), so APP_URL and PAYMENT_PAGE_URL move them all together.
 */
import { describe, expect, it } from 'vitest'
import { DEMO, forEachDatabase, useHarness, type Harness, type Json } from './harness.js'
import { menuClient, ok } from './menu-client.js'

/** Every table of the Bistro and its tip boxes, as the calls answer them. */
async function bistro(api: Harness) {
  const client = await menuClient(api, DEMO.admin, 'Old Town Bistro')
  const tables = ok(await client.get('/business/tables')).body.tables as Json[]
  const boxes = (await api.fetchJson(`/business/organizations/${client.organizationId}/boxes`, { token: client.token })).body as Json[]
  return { client, tables, boxes }
}

forEachDatabase((kind) => {
  describe(`table links on ${kind}`, () => {
    describe('without APP_URL or PAYMENT_PAGE_URL', () => {
      const api = useHarness(kind)

      it("answers each table with its page on this server's /pay, in the list, one table, and every write", async () => {
        const { client, tables, boxes } = await bistro(api)
        expect(tables.length).toBe(12)
        for (const table of tables) expect(table.url).toBe(`http://localhost:3000/pay/table/${table.id}`)
        // The box pages come from the same base.
        expect(boxes[0].url).toMatch(/^http:\/\/localhost:3000\/pay\/b\//)

        const one = ok(await client.get(`/business/tables/${tables[0].id}`)).body
        expect(one.url).toBe(`http://localhost:3000/pay/table/${one.id}`)
        const created = ok(await client.post('/business/tables', { number: 'Links 1' })).body
        expect(created.url).toBe(`http://localhost:3000/pay/table/${created.id}`)
        const saved = ok(await client.put(`/business/tables/${created.id}`, { number: 'Links 2' })).body
        expect(saved.url).toBe(created.url)
      })
    })

    describe('with APP_URL', () => {
      const api = useHarness(kind, { config: (c) => ({ ...c, appUrl: 'https://tips.example.com' }) })

      it("leads to the back-office's public address", async () => {
        const { tables } = await bistro(api)
        expect(tables.map((t) => t.url)).toEqual(tables.map((t) => `https://tips.example.com/pay/table/${t.id}`))
      })
    })

    describe('with PAYMENT_PAGE_URL', () => {
      const api = useHarness(kind, { env: { PAYMENT_PAGE_URL: 'https://pay.example.com/guests/' } })

      it('leads to the pages it names, as the boxes do, without a doubled slash', async () => {
        const { tables, boxes } = await bistro(api)
        expect(tables[0]!.url).toBe(`https://pay.example.com/guests/table/${tables[0]!.id}`)
        expect(boxes[0].url).toBe(`https://pay.example.com/guests/b/${boxes[0].id}`)
      })
    })
  })
})
