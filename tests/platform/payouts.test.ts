/**
 * Payouts (issue 11 items 1 and 6): a page by arrival date both ways with each payout's days,
 * and payouts.xlsx read back with exceljs: one row per payout day, equal to what
 * GET /business/payouts answers, money as numbers with the currency format, headers in the
 * asked language.
 */
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAYOUT_DAY_NET, type Payout } from '../../contract/payments.js'
import { payouts as payoutsTable } from '../../platform/db/schema/index.js'
import { forEachDatabase, useHarness } from './harness.js'
import { adminToken, demoOrganization, newVenue, ordersClient } from './orders-fixtures.js'
import { download, everyPage, sheetOf } from './payments-fixtures.js'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

forEachDatabase((kind) => {
  describe(`payouts on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    it('pages payouts by arrival date both ways, ties by id, each with its days', async () => {
      const venue = await newVenue(api)
      const arrivals = ['2026-03-02', '2026-03-03', '2026-03-03', '2026-03-04', '2026-03-05']
      const inserted = await api.db
        .insert(payoutsTable)
        .values(arrivals.map((arrivalDate, i) => ({ organizationId: venue.id, arrivalDate, statement: `TIPBOX T${i + 1}`, amount: 1000 * (i + 1), currency: 'EUR' })))
        .returning()
      const rows = { rows: inserted.map((p) => ({ id: p.id, arrival: p.arrivalDate })) }
      await api.db.execute(sql`insert into payout_days (payout_id, date, transfer_amount, refund_amount, adjustments)
        select id, arrival_date - 2, amount + 100, 100, '[]'::jsonb from payouts where organization_id = ${venue.id}`)
      await api.db.execute(sql`update payout_days set adjustments = '[{"amount": -1500, "description": "Chargeback fee"}]'::jsonb, transfer_amount = transfer_amount + 1500
        where payout_id = ${rows.rows[0]!.id}`)
      const client = ordersClient(api, admin, venue.id)
      const expected = rows.rows.sort((a, b) => a.arrival.localeCompare(b.arrival) || a.id.localeCompare(b.id)).map((r) => r.id)
      const asc = await everyPage((q) => client.get('/business/payouts', { ...q, size: '10', direction: 'ASC' }), 'payouts')
      expect(asc.map((p: Payout) => p.id)).toEqual(expected)
      const first = (await client.get('/business/payouts', { size: '10' })).body
      expect(first).toMatchObject({ page: 0, size: 10, hasMore: false })
      expect(first.payouts.map((p: Payout) => p.id)).toEqual([...expected].reverse())
      const chargeback = asc.find((p: Payout) => p.id === rows.rows.find((r) => r.arrival === '2026-03-02')!.id)
      expect(chargeback).toEqual({
        id: chargeback.id,
        arrivalDate: '2026-03-02',
        statement: 'TIPBOX T1',
        amount: 1000,
        currency: 'EUR',
        dates: { '2026-02-28': { transferAmount: 2600, refundAmount: 100, adjustments: [{ amount: -1500, description: 'Chargeback fee' }] } },
      })
      for (const payout of asc) expect(payout.amount).toBe(Object.values(payout.dates as Payout['dates']).reduce((s, d) => s + PAYOUT_DAY_NET(d), 0))
    })

    describe('export', () => {
      let bistro: { id: string }
      let payouts: Payout[]

      beforeAll(async () => {
        bistro = await demoOrganization(api, admin, 'Old Town Bistro')
        payouts = await everyPage((q) => ordersClient(api, admin, bistro.id).get('/business/payouts', q), 'payouts')
      })

      it('writes one row per payout day, newest payout first, equal to the payouts the platform answers', async () => {
        const { response, bytes } = await download(api, admin, '/business/payouts/export', { organizationId: bistro.id })
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe(XLSX)
        expect(response.headers.get('content-disposition')).toBe('attachment; filename="payouts.xlsx"')
        const { sheet, header, rows } = await sheetOf(bytes)
        expect(sheet.name).toBe('Payouts')
        expect(header.values).toEqual([undefined, 'Arrival date', 'Statement', 'Day', 'Transfer', 'Refunds', 'Adjustments', 'Adjustment details', 'Day total'])
        const expected = payouts.flatMap((p) =>
          Object.entries(p.dates)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([day, d]) => [
              p.arrivalDate,
              p.statement,
              day,
              d.transferAmount,
              d.refundAmount,
              d.adjustments.reduce((s, a) => s + a.amount, 0),
              d.adjustments.map((a) => a.description).join('; '),
              PAYOUT_DAY_NET(d),
            ]),
        )
        const cents = (cell: ExcelJS.Cell) => Math.round((cell.value as number) * 100)
        const date = (cell: ExcelJS.Cell) => (cell.value as Date).toISOString().slice(0, 10)
        const read = rows.map((row) => [
          date(row.getCell(1)),
          row.getCell(2).value,
          date(row.getCell(3)),
          cents(row.getCell(4)),
          cents(row.getCell(5)),
          cents(row.getCell(6)),
          row.getCell(7).value ?? '',
          cents(row.getCell(8)),
        ])
        expect(read.length).toBeGreaterThan(300)
        expect(read).toEqual(expected)
        // Per payout the rows add up to its amount.
        const byStatement = new Map<string, number>()
        for (const row of read) byStatement.set(row[1] as string, (byStatement.get(row[1] as string) ?? 0) + (row[7] as number))
        for (const p of payouts) expect(byStatement.get(p.statement)).toBe(p.amount)
        // Money is numbers with the currency's format, dates real dates.
        const first = rows[0]!
        expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Number)
        expect(first.getCell(4).numFmt).toBe('#,##0.00 "€"')
        expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date)
      })

      it('writes the headers in the asked language', async () => {
        const headers: Record<string, [string, string]> = {
          lt: ['Išmokos', 'Gavimo data'],
          pl: ['Wypłaty', 'Data wpływu'],
          ru: ['Выплаты', 'Дата поступления'],
          es: ['Liquidaciones', 'Fecha de llegada'],
        }
        for (const [lang, [sheetName, first]] of Object.entries(headers)) {
          const { sheet, header } = await sheetOf((await download(api, admin, '/business/payouts/export', { organizationId: bistro.id, lang })).bytes)
          expect([sheet.name, header.getCell(1).value]).toEqual([sheetName, first])
        }
        const { header } = await sheetOf((await download(api, admin, '/business/payouts/export', { organizationId: bistro.id }, { 'accept-language': 'pl-PL,pl;q=0.9' })).bytes)
        expect(header.getCell(1).value).toBe('Data wpływu')
      })

      it('writes only the header for a venue without payouts', async () => {
        const venue = await newVenue(api)
        const { response, bytes } = await download(api, admin, '/business/payouts/export', { organizationId: venue.id })
        expect(response.status).toBe(200)
        const { rows } = await sheetOf(bytes)
        expect(rows).toEqual([])
      })
    })
  })
})
