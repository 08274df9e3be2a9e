/**
 * Payouts (issue 11 items 1 and 6, issue 27): a page by arrival date both ways with each payout's
 * days, and payouts.xlsx read back with exceljs: one row per payout day, equal to the paid payouts
 * GET /business/payouts answers, money as numbers with the currency format, headers in the asked
 * language. A guest tip paid today is a SCHEDULED payout at once; once its arrival has come, the
 * payout is stored exactly once however often and however concurrently the payouts are read.
 */
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAYOUT_DAY_NET, PAYOUT_TRANSFER, type Payout } from '../../contract/payments.js'
import { settleDuePayouts } from '../../platform/domain/payments/payout-runs.js'
import { payoutArrival } from '../../platform/domain/payments/payout-schedule.js'
import { rowsOf } from '../../platform/domain/orders/views.js'
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

    // One payout per venue and arrival date (migration 0014): no ties left to break.
    it('pages payouts by arrival date both ways, each with its days', async () => {
      const venue = await newVenue(api)
      const arrivals = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']
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
        status: 'PAID',
        arrivalDate: '2026-03-02',
        statement: 'TIPBOX T1',
        amount: 1000,
        currency: 'EUR',
        dates: { '2026-02-28': { transferAmount: 2600, refundAmount: 100, adjustments: [{ amount: -1500, description: 'Chargeback fee' }] } },
      })
      for (const payout of asc) expect(payout.amount).toBe(Object.values(payout.dates as Payout['dates']).reduce((s, d) => s + PAYOUT_DAY_NET(d), 0))
    })

    it('shows a guest tip of today as a scheduled payout at once, and stores it once when it arrives', async () => {
      const venue = await newVenue(api, { timeZone: 'UTC' })
      const client = ordersClient(api, admin, venue.id)
      const [box] = rowsOf<{ id: string }>(await api.db.execute(sql`select id from boxes limit 1`))
      const guestTip = async (ts: Date, tip: number) => {
        const [checkout] = rowsOf<{ id: string }>(
          await api.db.execute(sql`insert into guest_checkouts (organization_id, box_id, amount, staff_fee, charge_amount, currency, language, provider, mode,
              status, idempotency_key, key_hash, completed_at)
            values (${venue.id}, ${box!.id}, ${tip}, ${tip / 20}, ${tip}, 'EUR', 'en', 'demo', 'redirect', 'SUCCEEDED', gen_random_uuid(), 'hash', ${ts})
            returning id`),
        )
        await api.db.execute(sql`insert into payments (organization_id, ts, currency, order_amount, tip_amount, organization_fee, staff_fee, guest_fee, charge_amount,
            payment_method, payment_method_summary, guest_checkout_id)
          values (${venue.id}, ${ts}, 'EUR', 0, ${tip}, 0, ${tip / 20}, 0, ${tip}, 'card', 'Visa •••• 4242', ${checkout!.id})`)
      }
      const now = new Date()
      const today = now.toISOString().slice(0, 10)
      await guestTip(now, 500)
      const first = (await client.get('/business/payouts')).body
      expect(first.payouts).toEqual([
        {
          id: `scheduled-${payoutArrival(today)}`,
          status: 'SCHEDULED',
          arrivalDate: payoutArrival(today),
          statement: '',
          amount: 475,
          currency: 'EUR',
          dates: { [today]: { transferAmount: PAYOUT_TRANSFER({ orderAmount: 0, organizationFee: 0, tipAmount: 500, staffFee: 25 }), refundAmount: 0, adjustments: [] } },
        },
      ])
      const stored = async () => rowsOf<{ n: number }>(await api.db.execute(sql`select count(*)::int as n from payouts where organization_id = ${venue.id}`))[0]!.n
      expect(await stored()).toBe(0)

      // Two tips twenty days ago: their payout has arrived. Read twice, and from two calls at once.
      const old = new Date(now.getTime() - 20 * 86_400_000)
      await guestTip(old, 1000)
      await guestTip(new Date(old.getTime() + 1000), 2000)
      const reads = await Promise.all([client.get('/business/payouts'), client.get('/business/payouts'), client.get('/business/payouts/export')])
      for (const read of reads) expect(read.status).toBe(200)
      expect(await stored()).toBe(1)
      const again = (await client.get('/business/payouts')).body.payouts as Payout[]
      expect(await stored()).toBe(1)
      expect(again.map((p) => p.status)).toEqual(['SCHEDULED', 'PAID'])
      const oldDay = old.toISOString().slice(0, 10)
      expect(again[1]).toMatchObject({ arrivalDate: payoutArrival(oldDay), amount: 2850, dates: { [oldDay]: { transferAmount: 2850, refundAmount: 0 } } })
      expect(again[1]!.statement).toMatch(/^TIPBOX [A-Z]{6}$/)
      // Settling directly, twice more, stores nothing more.
      const org = { id: venue.id, name: venue.name, address: null, currency: 'EUR', timeZone: 'UTC' }
      expect(await settleDuePayouts(api.db, org, today)).toBe(0)
      expect(await Promise.all([settleDuePayouts(api.db, org, today), settleDuePayouts(api.db, org, today)])).toEqual([0, 0])
      // Oldest first, the scheduled payout closes the last page.
      const asc = (await client.get('/business/payouts', { direction: 'ASC' })).body.payouts as Payout[]
      expect(asc.map((p) => p.status)).toEqual(['PAID', 'SCHEDULED'])
    })

    it('settles concurrently once', async () => {
      const venue = await newVenue(api, { timeZone: 'UTC' })
      const [box] = rowsOf<{ id: string }>(await api.db.execute(sql`select id from boxes limit 1`))
      const ts = new Date(Date.now() - 30 * 86_400_000)
      const [checkout] = rowsOf<{ id: string }>(
        await api.db.execute(sql`insert into guest_checkouts (organization_id, box_id, amount, charge_amount, currency, language, provider, mode,
            status, idempotency_key, key_hash) values (${venue.id}, ${box!.id}, 700, 700, 'EUR', 'en', 'demo', 'redirect', 'SUCCEEDED', gen_random_uuid(), 'hash') returning id`),
      )
      await api.db.execute(sql`insert into payments (organization_id, ts, currency, order_amount, tip_amount, charge_amount, payment_method, payment_method_summary, guest_checkout_id)
        values (${venue.id}, ${ts}, 'EUR', 0, 700, 700, 'card', 'Visa •••• 4242', ${checkout!.id})`)
      const org = { id: venue.id, name: venue.name, address: null, currency: 'EUR', timeZone: 'UTC' }
      const today = new Date().toISOString().slice(0, 10)
      const settled = await Promise.all([1, 2, 3].map(() => settleDuePayouts(api.db, org, today)))
      expect(settled.reduce((a, b) => a + b, 0)).toBe(1)
      const days = rowsOf<{ n: number }>(
        await api.db.execute(sql`select count(*)::int as n from payout_days d join payouts p on p.id = d.payout_id where p.organization_id = ${venue.id}`),
      )
      expect(days[0]!.n).toBe(1)
    })

    describe('export', () => {
      let bistro: { id: string }
      let payouts: Payout[]

      beforeAll(async () => {
        bistro = await demoOrganization(api, admin, 'Old Town Bistro')
        // The spreadsheet holds the paid payouts only.
        payouts = (await everyPage((q) => ordersClient(api, admin, bistro.id).get('/business/payouts', q), 'payouts')).filter((p: Payout) => p.status === 'PAID')
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
