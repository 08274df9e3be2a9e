/**
 * The orders export (issue 10 item 8): a real xlsx, read back with exceljs, whose rows are the
 * list's rows of the same period in the same order (across several keyset batches, with ties
 * of one instant at a batch's edge), money as numbers in a currency format, times as dates on
 * the venue's clock, the file name from the period on that clock; the list's guard and refusals.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../contract/orders.js'
import { EXPORT_BATCH } from '../../platform/domain/orders/export.js'
import { expectError, forEachDatabase, useHarness, type Harness } from './harness.js'
import { addOrders, adminToken, memberWith, newVenue, ordersClient, testClock, type OrdersClient } from './orders-fixtures.js'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function download(api: Harness, client: OrdersClient, query: Record<string, string>) {
  const params = new URLSearchParams({ organizationId: client.organizationId, ...query })
  const response = await fetch(`${api.baseUrl}/business/orders/export?${params}`, { headers: { authorization: `Bearer ${client.token}` } })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  const sheet = workbook.worksheets[0]!
  const rows: ExcelJS.Row[] = []
  sheet.eachRow((row) => void rows.push(row))
  return { sheet, header: rows[0]!, rows: rows.slice(1) }
}

async function everyOrder(client: OrdersClient, period: Record<string, string>) {
  const all: Order[] = []
  for (let page = 0; ; page++) {
    const answer = (await client.list({ ...period, size: '100', page: String(page) })).body
    all.push(...answer.orders)
    if (!answer.hasMore) return all
  }
}

/** What the venue's clock (Europe/Vilnius) reads at an instant, as the UTC fields of a Date. */
const vilniusWallClock = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!, new Date(iso).getUTCMilliseconds()))
}

forEachDatabase((kind) => {
  describe(`the orders export on ${kind}`, () => {
    const clock = testClock('2026-04-15T10:00:00Z')
    const api = useHarness(kind, { clock: clock.now })
    let client: OrdersClient
    const period = { startTs: '2026-03-28T08:00:00+02:00', finishTs: '2026-03-30T08:00:00+03:00' }

    beforeAll(async () => {
      const venue = await newVenue(api)
      client = ordersClient(api, await adminToken(api), venue.id)
      // More than two batches; every fifth order shares its instant with the one before, at
      // microsecond precision, so ties fall on batch edges too.
      const count = 2 * EXPORT_BATCH + 321
      await api.db.execute(sql`
        insert into orders (organization_id, order_number, source, status, status_appearances, created_at, placement_title, employee_name, currency, amount, paid_amount, refunded_amount)
        select ${venue.id}::uuid, (1000 + g)::text, case when g % 9 = 0 then 'GUEST' else 'WAITER' end,
          case when g % 9 = 0 then 'READY' end,
          case when g % 9 = 0 then '{"READY": {"title": {"en": "Ready", "lt": "Paruoštas"}, "backgroundColor": "gray", "foregroundColor": "#fff"}}'::jsonb else '{}'::jsonb end,
          '2026-03-28T06:00:00Z'::timestamptz + ((g - g % 5 / 4) * interval '20.000123 second'),
          case when g % 4 = 0 then null else 'Table ' || (g % 12) end, case when g % 3 = 0 then null else 'Waiter ' || (g % 5) end,
          'EUR', 100 + g * 7, case when g % 3 = 0 then 100 + g * 7 when g % 3 = 1 then 50 else 0 end, case when g % 30 = 0 then 100 else 0 end
        from generate_series(1, ${count}) g`)
      // Just outside: the period is [start, finish).
      await addOrders(api, venue.id, [{ createdAt: new Date('2026-03-28T05:59:59.999Z') }, { createdAt: new Date(period.finishTs) }])
    })

    it('streams a real xlsx whose rows are the list’s orders, in the list’s order, with the screen’s columns plus paid and refunded', async () => {
      const { response, bytes } = await download(api, client, period)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(XLSX)
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders_20260328T0800-20260330T0800.xlsx"')
      expect(bytes.subarray(0, 2).toString()).toBe('PK')
      const { sheet, header, rows } = await sheetOf(bytes)
      expect(sheet.name).toBe('Orders')
      expect(header.values).toEqual([undefined, 'Status', 'Order number', 'Created', 'Table', 'Waiter', 'Amount', 'Paid', 'Refunded'])

      const orders = await everyOrder(client, period)
      expect(orders).toHaveLength(2 * EXPORT_BATCH + 321)
      expect(rows).toHaveLength(orders.length)
      const words: Record<string, string> = { PAID: 'Paid', PAID_PARTIALLY: 'Partially paid', NOT_PAID: 'Not paid', READY: 'Ready' }
      const cells = rows.map((row) => row.values)
      const expected = orders.map((o) => [
        undefined,
        words[o.status],
        Number(o.orderNumber),
        vilniusWallClock(o.createdAt),
        o.placementTitle ?? undefined,
        o.employeeName ?? undefined,
        o.amount / 100,
        o.paidAmount / 100,
        o.refundedAmount / 100,
      ])
      expect(cells).toEqual(expected)
      // Money carries the euro's format, the creation time a date format.
      expect(rows[0]!.getCell(6).numFmt).toBe('#,##0.00 "€"')
      expect(rows[0]!.getCell(8).numFmt).toBe('#,##0.00 "€"')
      expect(rows[0]!.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm')
      expect(rows[0]!.getCell(3).type).toBe(ExcelJS.ValueType.Date)
      // The order number is a number cell, written as it reads on the screen.
      expect(rows[0]!.getCell(2).type).toBe(ExcelJS.ValueType.Number)
      expect(rows[0]!.getCell(2).numFmt).toBe('0')
    })

    it('says a guest status the venue titled in English alone in the asked language (Russian)', async () => {
      const { bytes } = await download(api, client, { ...period, lang: 'ru' })
      const { rows } = await sheetOf(bytes)
      const statuses = new Set(rows.map((r) => r.getCell(1).value))
      expect([...statuses].sort()).toEqual(['Готов', 'Не оплачен', 'Оплачен', 'Оплачен частично'])
    })

    it('writes the venue’s words in the asked language, and an open period up to now', async () => {
      const { response, bytes } = await download(api, client, { startTs: '2026-03-29T05:00:00Z', lang: 'lt' })
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders_20260329T0800-20260415T1300.xlsx"')
      const { header, rows } = await sheetOf(bytes)
      expect(header.values).toEqual([undefined, 'Būsena', 'Užsakymo numeris', 'Sukurta', 'Staliukas', 'Padavėjas', 'Suma', 'Apmokėta', 'Grąžinta'])
      const statuses = new Set(rows.map((r) => r.getCell(1).value))
      expect([...statuses].sort()).toEqual(['Apmokėta', 'Apmokėta iš dalies', 'Neapmokėta', 'Paruoštas'])
    })

    it('writes the header alone for a period without orders', async () => {
      const { response, bytes } = await download(api, client, { startTs: '2026-01-01T00:00:00Z', finishTs: '2026-01-02T00:00:00Z' })
      expect(response.status).toBe(200)
      const { rows, header } = await sheetOf(bytes)
      expect(rows).toHaveLength(0)
      expect(header.getCell(1).value).toBe('Status')
    })

    it('refuses as the list does: a bad period (400), no VIEW_ORDERS or no paymentsEnabled (403), signed out (401)', async () => {
      const period400 = await download(api, client, { startTs: '2026-03-02T00:00:00Z', finishTs: '2026-03-01T00:00:00Z' })
      expect(period400.response.status).toBe(400)
      expect(JSON.parse(period400.bytes.toString()).params.fields).toEqual({ finishTs: ['orders.errors.endBeforeStart'] })
      const junk: Record<string, string>[] = [{}, { startTs: 'junk' }, { startTs: '2020-01-01T00:00:00Z' }]
      for (const query of junk) {
        expect((await download(api, client, query)).response.status, JSON.stringify(query)).toBe(400)
      }
      const limited = ordersClient(api, await memberWith(api, client.organizationId, ['VIEW_BOXES', 'VIEW_PAYMENTS']), client.organizationId)
      expect((await download(api, limited, period)).response.status).toBe(403)
      const unpaid = await newVenue(api, { paymentsEnabled: false })
      expect((await download(api, ordersClient(api, client.token, unpaid.id), period)).response.status).toBe(403)
      expect((await download(api, ordersClient(api, client.token, randomUUID()), period)).response.status).toBe(403)
      expectError(await api.fetchJson(`/business/orders/export?organizationId=${client.organizationId}&startTs=${period.startTs}`), 401, 'UNAUTHORIZED')
    })
  })
})
