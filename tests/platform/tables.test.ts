/**
 * The tables calls (issue 10 item 1): list (order as people read numbers, search ignoring case,
 * paging, mapped filter), one table, create, update with a revision, remove, and the batch that
 * maps tables to POS tables all or nothing; numbers unique ignoring case and one table per POS
 * table (409 with its reason, also when two saves race); boxes and POS tables checked (400);
 * permissions (VIEW_TABLES on a paymentsEnabled organization, MANAGE_TABLES for the batch);
 * the organization's posTablesMapped; junk answered 400 and never 500, changing nothing.
 */
import { randomUUID } from 'node:crypto'
import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { venueTables } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, login, useHarness, type Harness, type Json } from './harness.js'
import { clientFor, menuClient, ok, type MenuClient } from './menu-client.js'
import { profileWith } from './tips-fixtures.js'

const BISTRO_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Terrace 1', 'Terrace 2']

/** Every table row, to show a refusal changed nothing. */
const allRows = (api: Harness) => api.db.select().from(venueTables).orderBy(asc(venueTables.id))

const numbers = (page: Json) => page.tables.map((t: Json) => t.number)

async function tableByNumber(client: MenuClient, number: string): Promise<Json> {
  const page = ok(await client.get('/business/tables', `q=${encodeURIComponent(number)}&size=500`)).body
  const found = page.tables.find((t: Json) => t.number === number)
  if (!found) throw new Error(`no table ${number}`)
  return found
}

async function organization(client: MenuClient): Promise<Json> {
  const list = (await client.get('/business/organizations')).body as Json[]
  return list.find((o) => o.id === client.organizationId)
}

forEachDatabase((kind) => {
  describe(`tables on ${kind}`, () => {
    const api = useHarness(kind)

    const clients = async () => {
      const bistro = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const cafe = await menuClient(api, DEMO.admin, 'Station Café', bistro.token)
      const bar = await menuClient(api, DEMO.admin, 'Riverside Bar', bistro.token)
      const bistroBoxes = (await organization(bistro)).boxes as { id: string; name: string | null }[]
      const barBox = (await organization(bar)).boxes[0] as { id: string }
      return { bistro, cafe, bar, bistroBoxes, barBox }
    }

    it('lists the demo tables as people read the numbers, searches ignoring case, and pages', async () => {
      const { bistro } = await clients()
      const all = ok(await bistro.get('/business/tables')).body
      expect(numbers(all)).toEqual(BISTRO_NUMBERS)
      expect(all).toMatchObject({ total: 12, page: 0, size: 100 })
      expect(all.tables[0]).toEqual({ id: expect.any(String), number: '1', boxId: expect.any(String), posId: null, revision: 1, url: `http://localhost:3000/pay/table/${all.tables[0].id}` })

      expect(numbers(ok(await bistro.get('/business/tables', 'q=ERRACE')).body)).toEqual(['Terrace 1', 'Terrace 2'])
      expect(numbers(ok(await bistro.get('/business/tables', 'q=1')).body)).toEqual(['1', '10', 'Terrace 1'])
      // The pattern's own characters are taken literally.
      expect(ok(await bistro.get('/business/tables', 'q=%25')).body.total).toBe(0)
      const second = ok(await bistro.get('/business/tables', 'page=1&size=5')).body
      expect(numbers(second)).toEqual(['6', '7', '8', '9', '10'])
      expect(second).toMatchObject({ total: 12, page: 1, size: 5 })
      expect(numbers(ok(await bistro.get('/business/tables', 'page=9&size=5')).body)).toEqual([])
    })

    it('answers the page that holds a table with `around` (a table just created), filtered or not', async () => {
      const { bistro } = await clients()
      const all = ok(await bistro.get('/business/tables')).body.tables as { id: string; number: string }[]
      const ten = all.find((t) => t.number === '10')!
      const holding = ok(await bistro.get('/business/tables', `around=${ten.id}&size=5&page=0`)).body
      expect(holding).toMatchObject({ page: 1, size: 5, total: 12 })
      expect(numbers(holding)).toEqual(['6', '7', '8', '9', '10'])
      const terrace = all.find((t) => t.number === 'Terrace 2')!
      expect(ok(await bistro.get('/business/tables', `around=${terrace.id}&size=10`)).body).toMatchObject({ page: 1 })
      expect(ok(await bistro.get('/business/tables', `around=${terrace.id}&size=1&q=terrace`)).body).toMatchObject({ page: 1, total: 2 })
      // Not among the rows asked for (another filter, an unknown id): the page asked for.
      expect(ok(await bistro.get('/business/tables', `around=${ten.id}&size=5&q=terrace`)).body).toMatchObject({ page: 0, total: 2 })
      expect(ok(await bistro.get('/business/tables', `around=${randomUUID()}&size=5&page=2`)).body).toMatchObject({ page: 2 })
      expect((await bistro.get('/business/tables', 'around=junk')).status).toBe(400)
    })

    it('creates, reads, updates with a revision, refuses a stale one, and removes a table', async () => {
      const { bistro, bistroBoxes } = await clients()
      const [first, second] = bistroBoxes
      const created = await bistro.post('/business/tables', { number: '  Bar 2  ', boxId: first!.id, posId: null, organizationId: bistro.organizationId })
      expect(created.status, created.text).toBe(201)
      expect(created.body).toEqual({ id: expect.any(String), number: 'Bar 2', boxId: first!.id, posId: null, revision: 1, url: expect.stringMatching(/\/pay\/table\//) })
      const id = created.body.id
      expect(ok(await bistro.get(`/business/tables/${id}`)).body).toEqual(created.body)
      // 'Bar 2' reads after '10' and before 'Terrace 1'.
      expect(numbers(ok(await bistro.get('/business/tables')).body)).toEqual([...BISTRO_NUMBERS.slice(0, 10), 'Bar 2', 'Terrace 1', 'Terrace 2'])

      const updated = await bistro.put(`/business/tables/${id}`, { id, number: 'Bar 3', boxId: second!.id, posId: null, revision: 1 })
      expect(updated.status, updated.text).toBe(200)
      expect(updated.body).toEqual({ id, number: 'Bar 3', boxId: second!.id, posId: null, revision: 2, url: created.body.url })
      const before = await allRows(api)
      const stale = await bistro.put(`/business/tables/${id}`, { number: 'Bar 4', boxId: null, posId: null, revision: 1 })
      expect(expectError(stale, 409, 'CONFLICT')).toMatchObject({ reason: 'STALE', key: 'tables.errors.stale' })
      expect(await allRows(api)).toEqual(before)
      // Without a revision the save wins; the box may be none.
      expect(ok(await bistro.put(`/business/tables/${id}`, { number: 'Bar 4', boxId: null, posId: null })).body).toMatchObject({ number: 'Bar 4', boxId: null, revision: 3 })

      expect((await bistro.delete(`/business/tables/${id}`)).status).toBe(204)
      expect((await bistro.get(`/business/tables/${id}`)).status).toBe(404)
      expect((await bistro.delete(`/business/tables/${id}`)).status).toBe(404)
      expect(ok(await bistro.get('/business/tables')).body.total).toBe(12)
    })

    it('refuses a number in use (case ignored) and a POS table in use with 409 naming the field, changing nothing', async () => {
      const { bistro, cafe } = await clients()
      const before = await allRows(api)
      for (const number of ['1', 'terrace 1', ' TERRACE 2 ']) {
        const taken = await bistro.post('/business/tables', { number })
        expect(expectError(taken, 409, 'CONFLICT'), number).toEqual({
          reason: 'NUMBER_TAKEN',
          key: 'tables.errors.numberTaken',
          fields: { number: ['tables.errors.numberTaken'] },
        })
      }
      const two = await tableByNumber(bistro, '2')
      const renamed = await bistro.put(`/business/tables/${two.id}`, { number: 'TERRACE 1', boxId: two.boxId, posId: null })
      expect(expectError(renamed, 409, 'CONFLICT').reason).toBe('NUMBER_TAKEN')
      const posTaken = await cafe.post('/business/tables', { number: 'Counter', posId: 'pos-table-1' })
      expect(expectError(posTaken, 409, 'CONFLICT')).toEqual({
        reason: 'POS_TABLE_TAKEN',
        key: 'tables.errors.posTableTaken',
        fields: { posId: ['tables.errors.posTableTaken'] },
      })
      const window = await tableByNumber(cafe, 'Window')
      const moved = await cafe.put(`/business/tables/${window.id}`, { number: 'Window', boxId: null, posId: 'pos-table-2' })
      expect(expectError(moved, 409, 'CONFLICT').reason).toBe('POS_TABLE_TAKEN')
      expect(await allRows(api)).toEqual(before)
    })

    it('lets only one of two saves of the same number at once win', async () => {
      const { bistro } = await clients()
      const answers = await Promise.all([bistro.post('/business/tables', { number: 'Rush' }), bistro.post('/business/tables', { number: 'RUSH' })])
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
      const winner = answers.find((a) => a.status === 201)!
      expect(ok(await bistro.get('/business/tables', 'q=rush')).body.total).toBe(1)
      ok(await bistro.delete(`/business/tables/${winner.body.id}`))
    })

    it('checks the box and the POS table: the organization’s own, and POS tables only with a POS', async () => {
      const { bistro, cafe, barBox } = await clients()
      const before = await allRows(api)
      const refusals: [MenuClient, unknown, Record<string, string[]>][] = [
        [bistro, { number: 'X1', boxId: barBox.id }, { boxId: ['tables.errors.unknownBox'] }],
        [bistro, { number: 'X1', boxId: randomUUID() }, { boxId: ['tables.errors.unknownBox'] }],
        [bistro, { number: 'X1', posId: 'pos-table-5' }, { posId: ['tables.errors.noPosIntegration'] }],
        [cafe, { number: 'X1', posId: 'pos-table-99' }, { posId: ['tables.errors.unknownPosTable'] }],
        [bistro, { number: '   ' }, { number: ['tables.errors.numberRequired'] }],
      ]
      for (const [client, body, fields] of refusals) {
        const answer = await client.post('/business/tables', body)
        expect(expectError(answer, 400, 'VALIDATION').fields, JSON.stringify(body)).toEqual(fields)
      }
      const window = await tableByNumber(cafe, 'Window')
      const badPut = await cafe.put(`/business/tables/${window.id}`, { number: 'Window', boxId: barBox.id, posId: null })
      expect(expectError(badPut, 400, 'VALIDATION').fields).toEqual({ boxId: ['tables.errors.unknownBox'] })
      expect(await allRows(api)).toEqual(before)
    })

    it('answers junk with 400, never 500, and changes nothing', async () => {
      const { bistro } = await clients()
      const one = await tableByNumber(bistro, '1')
      const before = await allRows(api)
      const bodies: unknown[] = [
        {},
        '[]',
        'not json',
        { number: 'x'.repeat(21) },
        { number: 12 },
        { number: 'A\u0000' },
        { number: 'A', boxId: 'not-a-box' },
        { number: 'A', posId: '' },
        { number: 'A', extra: true },
        { number: 'A', organizationId: randomUUID() },
      ]
      for (const body of bodies) {
        expect((await bistro.post('/business/tables', body)).status, JSON.stringify(body)).toBe(400)
        expect((await bistro.put(`/business/tables/${one.id}`, body)).status, JSON.stringify(body)).toBe(400)
      }
      expect((await bistro.put(`/business/tables/${one.id}`, { number: '1', id: randomUUID() })).status).toBe(400)
      expect((await bistro.put(`/business/tables/${one.id}`, { number: '1', revision: -1 })).status).toBe(400)
      for (const query of ['page=-1', 'size=0', 'size=501', 'page=x', 'mapped=maybe', `q=${'x'.repeat(21)}`]) {
        expect((await bistro.get('/business/tables', query)).status, query).toBe(400)
      }
      for (const body of [{}, { tables: [] }, { tables: [{ id: 'x', posId: 'pos-table-1' }] }, { tables: [{ id: one.id }] }, { tables: 'all' }]) {
        expect((await bistro.post('/business/tables/batch', body)).status, JSON.stringify(body)).toBe(400)
      }
      expect(await allRows(api)).toEqual(before)
    })

    it('answers 404 for an unknown, malformed or another organization’s table', async () => {
      const { bistro, cafe } = await clients()
      const window = await tableByNumber(cafe, 'Window')
      for (const id of [randomUUID(), 'nope', window.id]) {
        expect((await bistro.get(`/business/tables/${id}`)).status, id).toBe(404)
        expect((await bistro.put(`/business/tables/${id}`, { number: 'Elsewhere' })).status, id).toBe(404)
        expect((await bistro.delete(`/business/tables/${id}`)).status, id).toBe(404)
      }
      expect(await tableByNumber(cafe, 'Window')).toEqual(window)
    })

    it('maps tables in one batch, all or nothing: duplicates and a later conflict leave every table as it was', async () => {
      const { cafe, bistro } = await clients()
      const [five, terrace, window, patio, one] = await Promise.all(['5', 'Terrace 1', 'Window', 'Patio', '1'].map((n) => tableByNumber(cafe, n)))
      expect(one.posId).toBe('pos-table-1')
      expect(numbers(ok(await cafe.get('/business/tables', 'mapped=false')).body)).toEqual(['5', 'Patio', 'Terrace 1', 'Window'])
      expect(numbers(ok(await cafe.get('/business/tables', 'mapped=true')).body)).toEqual(['1', '2', '3', '4'])
      const before = await allRows(api)

      const duplicate = await cafe.post('/business/tables/batch', {
        tables: [
          { id: five.id, posId: 'pos-table-5' },
          { id: terrace.id, posId: 'pos-table-t1' },
          { id: window.id, posId: 'pos-table-5' },
        ],
      })
      expect(expectError(duplicate, 400, 'VALIDATION').fields).toEqual({
        'tables.0.posId': ['tables.errors.duplicateValue'],
        'tables.2.posId': ['tables.errors.duplicateValue'],
      })
      const twice = await cafe.post('/business/tables/batch', { tables: [{ id: five.id, posId: 'pos-table-5' }, { id: five.id, posId: 'pos-table-6' }] })
      expect(expectError(twice, 400, 'VALIDATION').fields).toEqual({ 'tables.0.id': ['tables.errors.duplicateValue'], 'tables.1.id': ['tables.errors.duplicateValue'] })
      const unknownPos = await cafe.post('/business/tables/batch', { tables: [{ id: five.id, posId: 'pos-table-5' }, { id: window.id, posId: 'nope' }] })
      expect(expectError(unknownPos, 400, 'VALIDATION').fields).toEqual({ 'tables.1.posId': ['tables.errors.unknownPosTable'] })

      // The second row's POS table belongs to table '1': the first row is not saved either.
      const later = await cafe.post('/business/tables/batch', { tables: [{ id: five.id, posId: 'pos-table-5' }, { id: window.id, posId: 'pos-table-1' }] })
      expect(expectError(later, 409, 'CONFLICT')).toEqual({
        reason: 'POS_TABLE_TAKEN',
        key: 'tables.errors.posTableTaken',
        fields: { 'tables.1.posId': ['tables.errors.posTableTaken'] },
      })
      // Another organization's table in the batch: 404, nothing saved.
      const bistroTable = await tableByNumber(bistro, '3')
      const foreign = await cafe.post('/business/tables/batch', { tables: [{ id: five.id, posId: 'pos-table-5' }, { id: bistroTable.id, posId: 'pos-table-6' }] })
      expect(foreign.status).toBe(404)
      // Without a POS, nothing can be mapped.
      const noPos = await bistro.post('/business/tables/batch', { tables: [{ id: bistroTable.id, posId: 'pos-table-6' }] })
      expect(expectError(noPos, 400, 'VALIDATION').fields).toEqual({ 'tables.0.posId': ['tables.errors.noPosIntegration'] })
      expect(await allRows(api)).toEqual(before)
      expect((await organization(cafe)).posTablesMapped).toBe(false)

      const mapped = await cafe.post('/business/tables/batch', {
        tables: [
          { id: five.id, posId: 'pos-table-5' },
          { id: terrace.id, posId: 'pos-table-t1' },
        ],
      })
      expect(mapped.status, mapped.text).toBe(200)
      expect(mapped.body.tables).toEqual([
        { ...five, posId: 'pos-table-5', revision: five.revision + 1 },
        { ...terrace, posId: 'pos-table-t1', revision: terrace.revision + 1 },
      ])
      expect((await organization(cafe)).posTablesMapped).toBe(false)
      // Swapping POS tables between tables of one batch is no conflict.
      ok(await cafe.post('/business/tables/batch', { tables: [{ id: window.id, posId: 'pos-table-6' }, { id: patio.id, posId: 'pos-table-7' }] }))
      ok(await cafe.post('/business/tables/batch', { tables: [{ id: window.id, posId: 'pos-table-7' }, { id: patio.id, posId: 'pos-table-6' }] }))
      expect((await tableByNumber(cafe, 'Window')).posId).toBe('pos-table-7')
      expect((await tableByNumber(cafe, 'Patio')).posId).toBe('pos-table-6')
      expect(ok(await cafe.get('/business/tables', 'mapped=false')).body.total).toBe(0)
      expect((await organization(cafe)).posTablesMapped).toBe(true)
      // A venue without a POS never has its tables mapped.
      expect((await organization(bistro)).posTablesMapped).toBe(false)

      // A table without a POS table makes it false again; clearing a POS table frees it.
      ok(await cafe.put(`/business/tables/${patio.id}`, { number: 'Patio', boxId: null, posId: null }))
      expect((await organization(cafe)).posTablesMapped).toBe(false)
      ok(await cafe.put(`/business/tables/${window.id}`, { number: 'Window', boxId: null, posId: 'pos-table-6' }))
    })

    it('refuses without VIEW_TABLES, on an organization without payments, and the batch without MANAGE_TABLES', async () => {
      const { bistro, cafe, bar } = await clients()
      const one = await tableByNumber(bistro, '1')
      const viewer = clientFor(api, await login(api, DEMO.stopListViewer), bistro.organizationId)
      const tablesOnly = await profileWith(api, cafe.organizationId, ['VIEW_TABLES'])
      const cafeViewer = clientFor(api, tablesOnly.token, cafe.organizationId)
      const menuOnly = await profileWith(api, cafe.organizationId, ['VIEW_MENU', 'MANAGE_TABLES'])
      const cafeMenu = clientFor(api, menuOnly.token, cafe.organizationId)
      const before = await allRows(api)

      const calls = (client: MenuClient) => [
        client.get('/business/tables'),
        client.get(`/business/tables/${one.id}`),
        client.post('/business/tables', { number: 'Denied' }),
        client.put(`/business/tables/${one.id}`, { number: 'Denied' }),
        client.delete(`/business/tables/${one.id}`),
        client.post('/business/tables/batch', { tables: [{ id: one.id, posId: 'pos-table-8' }] }),
      ]
      // No VIEW_TABLES; no paymentsEnabled (Riverside Bar, the admin holds every permission there).
      for (const client of [viewer, bar, cafeMenu]) {
        for (const answer of await Promise.all(calls(client))) expectError(answer, 403, 'FORBIDDEN')
      }
      // An unknown or malformed organization is one the caller does not reach.
      for (const organizationId of [randomUUID(), 'nope', '']) {
        expectError(await clientFor(api, bistro.token, organizationId).get('/business/tables'), 403, 'FORBIDDEN')
      }
      expect((await api.fetchJson('/business/tables', { token: bistro.token })).status).toBe(403)
      // The organization may come in the X-Organization-Id header instead of the query.
      const byHeader = await api.fetchJson('/business/tables', { token: bistro.token, headers: { 'x-organization-id': bistro.organizationId } })
      expect(numbers(byHeader.body)).toEqual(BISTRO_NUMBERS)
      expect((await api.fetchJson(`/business/tables?organizationId=${bistro.organizationId}`)).status).toBe(401)

      // VIEW_TABLES reads and writes tables, but the batch needs MANAGE_TABLES.
      const five = await tableByNumber(cafeViewer, '5')
      expectError(await cafeViewer.post('/business/tables/batch', { tables: [{ id: five.id, posId: 'pos-table-8' }] }), 403, 'FORBIDDEN')
      expect(await allRows(api)).toEqual(before)
      // The POS tables are read with VIEW_TABLES as with VIEW_MENU.
      expect(ok(await cafeViewer.get('/business/pos/tables')).body.tables).toContainEqual({ id: 'pos-table-bar', title: 'Bar' })
      expect(ok(await cafeMenu.get('/business/pos/tables')).body.tables).toHaveLength(11)
      expectError(await viewer.get('/business/pos/tables'), 403, 'FORBIDDEN')
      expectError(await bistro.get('/business/pos/tables'), 409, 'CONFLICT')
    })
  })
})
