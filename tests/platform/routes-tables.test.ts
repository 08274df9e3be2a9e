/**
 * The Tables screen and its dialogs, run as Remix runs them against a real platform (issue 10
 * item 2): the list with its boxes and POS chips, the search, the editor posted as a plain form
 * (messages with what was typed kept, the way back with the search kept), a stale save, the
 * batch dialog's pre-matching and its refusals on the right rows, a table's QR code, its SVG
 * download and the print sheet (issue 28), and the guards.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as batch from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/batch'
import * as edit from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/$tableId.edit'
import * as remove from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/$tableId.remove'
import * as screen from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/_layout'
import * as create from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/new'
import * as qr from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/$tableId.qr'
import * as qrFile from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/$tableId.qr[.svg]'
import * as sheet from '../../app/routes/_shell+/organizations+/$organizationId+/tables_.print'
import { DEMO, useHarness, type Json } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'
import { run, signedIn, type RouteClient } from './route-harness.js'
import { profileWith } from './tips-fixtures.js'

interface Reply {
  status: string
  initialValue: Record<string, unknown>
  error: Record<string, string[]>
}

describe('tables routes, run as Remix runs them', () => {
  const api = useHarness('pglite')
  let admin: RouteClient
  let bistro: MenuClient
  let cafe: MenuClient

  const tableOf = async (client: MenuClient, number: string): Promise<Json> =>
    ok(await client.get('/business/tables', `q=${encodeURIComponent(number)}`)).body.tables.find((t: Json) => t.number === number)

  beforeAll(async () => {
    admin = await signedIn(api, DEMO.admin)
    bistro = await menuClient(api, DEMO.admin, 'Old Town Bistro')
    cafe = await menuClient(api, DEMO.admin, 'Station Café', bistro.token)
  })

  const screenOf = async (client: RouteClient, organizationId: string, query = '') => {
    const answer = await run(screen.loader, client.get(`/organizations/${organizationId}/tables${query}`), client, { organizationId })
    expect(answer.status).toBe(200)
    return (await answer.json()) as Json
  }

  it('lists the tables by number with their tip box and POS table, 10 to a page unless more are asked for, and searches ignoring case', async () => {
    // SPEC.md 9: 10 rows a page by default; the twelve demo tables fit one page of 20.
    const first = await screenOf(admin, bistro.organizationId)
    expect(first.rows.map((r: Json) => r.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
    expect(first.paging).toEqual({ page: 1, pageCount: 2, total: 12, size: 10 })
    const second = await screenOf(admin, bistro.organizationId, '?page=2')
    expect(second.rows.map((r: Json) => r.number)).toEqual(['Terrace 1', 'Terrace 2'])
    const data = await screenOf(admin, bistro.organizationId, '?size=20')
    expect(data.rows.map((r: Json) => [r.number, r.box, r.pos])).toEqual([
      ['1', '', null],
      ['2', '', null],
      ['3', '', null],
      ['4', '', null],
      ['5', 'Bar counter', null],
      ['6', 'Bar counter', null],
      ['7', 'Bar counter', null],
      ['8', 'Bar counter', null],
      ['9', 'Team tips', null],
      ['10', 'Team tips', null],
      ['Terrace 1', 'Team tips', null],
      ['Terrace 2', 'Team tips', null],
    ])
    expect(data).toMatchObject({ canBatch: true, loadFailed: false, posFailed: false, paging: { page: 1, pageCount: 1, total: 12, size: 20 } })
    const found = await screenOf(admin, bistro.organizationId, '?q=TERR')
    expect(found.rows.map((r: Json) => r.number)).toEqual(['Terrace 1', 'Terrace 2'])
    expect(found.q).toBe('TERR')

    // The café's POS tables show by their titles ('Bar' for pos-table-bar).
    const bar = ok(await cafe.put(`/business/tables/${(await tableOf(cafe, 'Patio')).id}`, { number: 'Patio', posId: 'pos-table-bar' })).body
    const cafeScreen = await screenOf(admin, cafe.organizationId)
    expect(cafeScreen.rows.find((r: Json) => r.number === 'Patio')).toMatchObject({ box: null, pos: 'Bar' })
    ok(await cafe.put(`/business/tables/${bar.id}`, { number: 'Patio', posId: null }))
  })

  it('answers the editor posted without JavaScript with messages, keeping what was typed, and saves back to the list', async () => {
    const organizationId = bistro.organizationId
    expect((await screenOf(admin, organizationId)).paging.total).toBe(12)
    const path = `/organizations/${organizationId}/tables/new?q=ab&page=1`
    const post = (form: Record<string, string>) => run(create.action, admin.post(path, form), admin, { organizationId })
    const counter = (await tableOf(bistro, '5')).boxId as string

    const empty = await post({ number: '   ', boxId: counter })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as Reply).error).toEqual({ number: ['validation.required'] })

    const taken = await post({ number: 'terrace 1', boxId: counter })
    expect(taken.status).toBe(400)
    const reply = (await taken.json()) as Reply
    expect(reply.error).toEqual({ number: ['tables.errors.numberTaken'] })
    expect(reply.initialValue).toMatchObject({ number: 'terrace 1', boxId: counter })
    expect(ok(await bistro.get('/business/tables')).body.total).toBe(12)

    const saved = await post({ number: ' Tab 1 ', boxId: counter, backTo: `/organizations/${organizationId}/tables?q=ab` })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('set-cookie')).toBeTruthy()
    const table = await tableOf(bistro, 'Tab 1')
    // A new table: the list without the search, on the page that holds it, scrolled to it.
    expect(saved.headers.get('location')).toBe(`/organizations/${organizationId}/tables?highlight=${table.id}#row-${table.id}`)
    expect(table).toMatchObject({ boxId: counter, posId: null, revision: 1 })

    // Edited from a stale copy: the dialog says someone else saved it, and nothing changes.
    ok(await bistro.put(`/business/tables/${table.id}`, { number: 'Tab 2', boxId: counter }))
    const params = { organizationId, tableId: table.id }
    const stale = await run(edit.action, admin.post(`/organizations/${organizationId}/tables/${table.id}/edit`, { number: 'Tab 3', boxId: counter, revision: '1' }), admin, params)
    expect(stale.status).toBe(400)
    expect(((await stale.json()) as Reply).error).toEqual({ '': ['tables.errors.stale'] })
    expect((await tableOf(bistro, 'Tab 2')).revision).toBe(2)
    const editor = await run(edit.loader, admin.get(`/organizations/${organizationId}/tables/${table.id}/edit`), admin, params)
    expect(((await editor.json()) as Json).table).toMatchObject({ number: 'Tab 2', revision: 2 })

    const removed = await run(remove.action, admin.post(`/organizations/${organizationId}/tables/${table.id}/remove`, {}), admin, params)
    expect(removed.status).toBe(302)
    expect(removed.headers.get('location')).toBe(`/organizations/${organizationId}/tables`)
    expect(await tableOf(bistro, 'Tab 2')).toBeUndefined()
    const gone = await run(edit.loader, admin.get(`/organizations/${organizationId}/tables/${table.id}/edit`), admin, params)
    expect(gone.status).toBe(404)
  })

  it('offers the editor only the POS tables no other table maps to', async () => {
    const organizationId = cafe.organizationId
    const one = await tableOf(cafe, '1')
    const answer = await run(edit.loader, admin.get(`/organizations/${organizationId}/tables/${one.id}/edit`), admin, { organizationId, tableId: one.id })
    const data = (await answer.json()) as Json
    // The café's one tip box (every demo table tips to a box).
    expect(data.boxes.map((b: Json) => b.name)).toEqual(['Station tips'])
    expect(data.pos.choices.map((c: Json) => c.title)).toEqual(['1', '5', '6', '7', '8', 'Terrace 1', 'Terrace 2', 'Bar'])
    const fresh = await run(create.loader, admin.get(`/organizations/${organizationId}/tables/new`), admin, { organizationId })
    expect(((await fresh.json()) as Json).pos.choices.map((c: Json) => c.id)).not.toContain('pos-table-1')
    // Old Town Bistro has no POS: no choice at all.
    const bistroNew = await run(create.loader, admin.get(`/organizations/${bistro.organizationId}/tables/new`), admin, { organizationId: bistro.organizationId })
    expect(((await bistroNew.json()) as Json).pos).toBeNull()
  })

  it('pre-matches the batch by number, refuses nothing chosen and duplicates on their rows, and maps all or nothing', async () => {
    const organizationId = cafe.organizationId
    const path = `/organizations/${organizationId}/tables/batch`
    const opened = (await (await run(batch.loader, admin.get(path), admin, { organizationId })).json()) as Json
    const numbers = new Map<string, string>(opened.tables.map((t: Json) => [t.id, t.number]))
    expect(opened.rows.map((r: Json) => [numbers.get(r.id), r.posId])).toEqual([
      ['5', 'pos-table-5'],
      ['Patio', ''],
      ['Terrace 1', 'pos-table-t1'],
      ['Window', ''],
    ])
    expect(opened.choices.map((c: Json) => c.id)).toEqual(['pos-table-5', 'pos-table-6', 'pos-table-7', 'pos-table-8', 'pos-table-t1', 'pos-table-t2', 'pos-table-bar'])
    const before = ok(await cafe.get('/business/tables')).body
    const post = (choices: string[]) => {
      const form: Record<string, string> = { backTo: `/organizations/${organizationId}/tables` }
      opened.rows.forEach((row: Json, index: number) => {
        form[`tables[${index}].id`] = row.id
        form[`tables[${index}].posId`] = choices[index]!
      })
      return run(batch.action, admin.post(path, form), admin, { organizationId })
    }

    const nothing = await post(['', '', '', ''])
    expect(nothing.status).toBe(400)
    expect(((await nothing.json()) as Reply).error).toEqual({ '': ['tables.batch.nothingMapped'] })
    const twice = await post(['pos-table-5', 'pos-table-6', 'pos-table-t1', 'pos-table-6'])
    expect(((await twice.json()) as Reply).error).toEqual({ 'tables[1].posId': ['tables.errors.duplicateValue'], 'tables[3].posId': ['tables.errors.duplicateValue'] })
    // Table '1' holds pos-table-1: the platform refuses the fourth row, the third row's choice is not saved either.
    const taken = await post(['', '', 'pos-table-t1', 'pos-table-1'])
    expect(taken.status).toBe(400)
    expect(((await taken.json()) as Reply).error).toEqual({ 'tables[3].posId': ['tables.errors.posTableTaken'] })
    expect(ok(await cafe.get('/business/tables')).body).toEqual(before)

    const mapped = await post(['pos-table-5', '', 'pos-table-t1', 'pos-table-6'])
    expect(mapped.status).toBe(302)
    expect(mapped.headers.get('location')).toBe(`/organizations/${organizationId}/tables`)
    expect((await tableOf(cafe, 'Window')).posId).toBe('pos-table-6')
    expect((await tableOf(cafe, 'Patio')).posId).toBeNull()
    const again = (await (await run(batch.loader, admin.get(path), admin, { organizationId })).json()) as Json
    expect(again.tables.map((t: Json) => t.number)).toEqual(['Patio'])
  })

  it('tells a user without VIEW_TABLES Access forbidden, sends one without MANAGE_TABLES from the batch to the list, and 404s a venue without payments', async () => {
    const viewer = await signedIn(api, DEMO.stopListViewer)
    const refused = await run(screen.loader, viewer.get(`/organizations/${bistro.organizationId}/tables`), viewer, { organizationId: bistro.organizationId })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('location')).toBeNull()

    const limited = await profileWith(api, cafe.organizationId, ['VIEW_TABLES'])
    const tablesOnly = await signedIn(api, limited.msisdn, 'registered-password')
    const path = `/organizations/${cafe.organizationId}/tables`
    expect((await screenOf(tablesOnly, cafe.organizationId)).canBatch).toBe(false)
    const toList = await run(batch.loader, tablesOnly.get(`${path}/batch?q=5`), tablesOnly, { organizationId: cafe.organizationId })
    expect(toList.status).toBe(302)
    expect(toList.headers.get('location')).toBe(`${path}?q=5`)
    const posted = await run(batch.action, tablesOnly.post(`${path}/batch`, { 'tables[0].id': (await tableOf(cafe, 'Patio')).id, 'tables[0].posId': 'pos-table-7' }), tablesOnly, {
      organizationId: cafe.organizationId,
    })
    expect(posted.status).toBe(302)
    expect((await tableOf(cafe, 'Patio')).posId).toBeNull()

    const bar = await menuClient(api, DEMO.admin, 'Riverside Bar', bistro.token)
    const noPayments = await run(screen.loader, admin.get(`/organizations/${bar.organizationId}/tables`), admin, { organizationId: bar.organizationId })
    expect(noPayments.status).toBe(404)
  })

  it("shows a table's QR code of its page's link, downloads it as SVG, and prints every table's, 24 to a page", async () => {
    const organizationId = bistro.organizationId
    const five = await tableOf(bistro, '5')
    const shown = await run(qr.loader, admin.get(`/organizations/${organizationId}/tables/${five.id}/qr`), admin, { organizationId, tableId: five.id })
    const dialog = (await shown.json()) as Json
    expect(dialog).toMatchObject({ id: five.id, number: '5', url: `http://localhost:3000/pay/table/${five.id}` })
    expect(dialog.qr).toMatch(/^<svg [^>]*viewBox/)

    const file = await run(qrFile.loader, admin.get(`/organizations/${organizationId}/tables/${five.id}/qr.svg`), admin, { organizationId, tableId: five.id })
    expect(file.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="table-5-qr.svg"')
    expect(await file.text()).toBe(dialog.qr)
    const terrace = await tableOf(bistro, 'Terrace 1')
    const named = await run(qrFile.loader, admin.get(`/organizations/${organizationId}/tables/${terrace.id}/qr.svg`), admin, { organizationId, tableId: terrace.id })
    expect(named.headers.get('content-disposition')).toBe('attachment; filename="table-Terrace-1-qr.svg"')

    const printed = (await (await run(sheet.loader, admin.get(`/organizations/${organizationId}/tables/print`), admin, { organizationId })).json()) as Json
    expect(printed.cards.map((c: Json) => c.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Terrace 1', 'Terrace 2'])
    expect(printed.cards.every((c: Json) => c.url === `http://localhost:3000/pay/table/${c.id}` && c.qr.startsWith('<svg'))).toBe(true)
    expect(printed.paging).toEqual({ page: 1, pageCount: 1, total: 12, size: 24 })
    // A page past the end shows the last one.
    const past = (await (await run(sheet.loader, admin.get(`/organizations/${organizationId}/tables/print?page=9`), admin, { organizationId })).json()) as Json
    expect(past.paging.page).toBe(1)
  })

  it("refuses the QR code, its file and the sheet without VIEW_TABLES, and 404s another venue's or a junk table id", async () => {
    const organizationId = bistro.organizationId
    const viewer = await signedIn(api, DEMO.stopListViewer)
    const five = await tableOf(bistro, '5')
    const params = { organizationId, tableId: five.id }
    for (const [loader, path] of [
      [qr.loader, `/organizations/${organizationId}/tables/${five.id}/qr`],
      [qrFile.loader, `/organizations/${organizationId}/tables/${five.id}/qr.svg`],
      [sheet.loader, `/organizations/${organizationId}/tables/print`],
    ] as const) {
      expect((await run(loader, viewer.get(path), viewer, params)).status).toBe(403)
    }
    const cafeTable = await tableOf(cafe, '1')
    for (const tableId of [cafeTable.id, 'junk', '%00']) {
      const answer = await run(qrFile.loader, admin.get(`/organizations/${organizationId}/tables/${tableId}/qr.svg`), admin, { organizationId, tableId })
      expect(answer.status).toBe(404)
    }
  })
})
