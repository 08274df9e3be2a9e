/**
 * The payments calls (issue 11 item 1): a page in time order both ways with ties broken by id,
 * every page size, hasMore; deep pages from the hourly counts equal to the plain skip; one
 * payment with its items; the payment's receipt; junk answered 400 or 404, never 500; and who
 * may call each payments, payouts and organization invoices call (403 otherwise).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../contract/money.js'
import { ORDERS_SESSION_START_URL_PREFIX } from '../../contract/orders.js'
import { PERMISSIONS, type Permission } from '../../contract/organizations.js'
import { PAYMENT_PAGE_SIZES, type Payment } from '../../contract/payments.js'
import { paymentItems } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, useHarness, type Json } from './harness.js'
import { adminToken, demoOrganization, memberWith, newVenue, ordersClient, type OrdersClient } from './orders-fixtures.js'
import { addPayments, download, everyPage, pdfText } from './payments-fixtures.js'

const ids = (body: Json) => body.payments.map((p: Payment) => p.id)
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

forEachDatabase((kind) => {
  describe(`payments on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    it('answers a payment as stored, newest first by default, with its invoice fields null until one is issued', async () => {
      const venue = await newVenue(api)
      const [older, newer] = await addPayments(api, venue.id, [
        { ts: new Date('2026-03-10T10:00:00Z'), orderAmount: 2500, tipAmount: 300, guestFee: 40, organizationFee: 48, staffFee: 15, placementTitle: 'Terrace 1' },
        { ts: new Date('2026-03-10T11:00:00Z'), paymentMethod: 'blik', paymentMethodCountry: 'PL', paymentMethodSummary: 'BLIK', refundAmount: 400, refundedAt: new Date('2026-03-11T09:00:00Z') },
      ])
      const answer = await ordersClient(api, admin, venue.id).get('/business/payments')
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body).toMatchObject({ page: 0, size: 10, hasMore: false })
      expect(ids(answer.body)).toEqual([newer!.id, older!.id])
      expect(answer.body.payments[1]).toEqual({
        id: older!.id,
        ts: '2026-03-10T10:00:00.000Z',
        orderId: older!.orderId,
        orderNumber: older!.orderNumber,
        placementTitle: 'Terrace 1',
        currency: 'EUR',
        orderAmount: 2500,
        tipAmount: 300,
        organizationFee: 48,
        staffFee: 15,
        guestFee: 40,
        chargeAmount: 2840,
        refundAmount: 0,
        paymentMethod: 'card',
        paymentMethodCountry: 'LT',
        paymentMethodSummary: 'Visa •••• 4242',
        allowDetailedInvoice: true,
        customerVatNumber: null,
        customerRegNumber: null,
        customerName: null,
        customerAddress: null,
        customerEmail: null,
        invoiceNumber: null,
        invoiceKind: null,
      })
      expect(answer.body.payments[0]).toMatchObject({ paymentMethod: 'blik', paymentMethodCountry: 'PL', refundAmount: 400 })
    })

    describe('pages and sorts', () => {
      let client: OrdersClient
      let reference: { id: string; ts: string }[]

      beforeAll(async () => {
        const venue = await newVenue(api)
        client = ordersClient(api, admin, venue.id)
        // 123 payments; every third shares its instant with the one before, so ties are broken by id.
        const rows = await addPayments(
          api,
          venue.id,
          Array.from({ length: 123 }, (_, i) => ({ ts: new Date(Date.parse('2026-03-01T08:00:00Z') + Math.floor(i - (i % 3 === 2 ? 1 : 0)) * 60_000) })),
        )
        reference = rows.map((r) => ({ id: r.id, ts: r.ts.toISOString() })).sort((a, b) => a.ts.localeCompare(b.ts) || a.id.localeCompare(b.id))
      })

      it('walks every page of every size both ways in ts order, ties by id, hasMore false only on the last', async () => {
        for (const direction of ['ASC', 'DESC'] as const) {
          const expected = direction === 'ASC' ? reference.map((r) => r.id) : reference.map((r) => r.id).reverse()
          for (const size of PAYMENT_PAGE_SIZES) {
            const seen: string[] = []
            for (let page = 0; ; page++) {
              const answer = await client.get('/business/payments', { page: String(page), size: String(size), sort: 'ts', direction })
              expect(answer.status, answer.text).toBe(200)
              expect(answer.body).toMatchObject({ page, size })
              seen.push(...ids(answer.body))
              expect(answer.body.hasMore).toBe(seen.length < expected.length)
              if (!answer.body.hasMore) break
            }
            expect(seen).toEqual(expected)
          }
        }
        // Without sort and direction: newest first; a page past the end is empty.
        expect(ids((await client.get('/business/payments', { size: '20' })).body)).toEqual(reference.map((r) => r.id).reverse().slice(0, 20))
        expect((await client.get('/business/payments', { page: '50' })).body).toEqual({ payments: [], page: 50, size: 10, hasMore: false })
      })

      it('refuses a malformed query with 400 VALIDATION naming the field, never 500', async () => {
        const bad: [Record<string, string>, string][] = [
          [{ page: '-1' }, 'page'],
          [{ page: 'abc' }, 'page'],
          [{ page: '1.5' }, 'page'],
          [{ page: '100001' }, 'page'],
          [{ size: '7' }, 'size'],
          [{ size: '1000' }, 'size'],
          [{ sort: 'title' }, 'sort'],
          [{ direction: 'up' }, 'direction'],
          [{ direction: 'desc' }, 'direction'],
        ]
        for (const [query, field] of bad) {
          for (const path of ['/business/payments', '/business/payouts', '/business/organization-invoices']) {
            const params = expectError(await client.get(path, query), 400, 'VALIDATION')
            expect(Object.keys(params.fields), `${path} ${JSON.stringify(query)}`).toEqual([field])
          }
        }
      })
    })

    describe('period, sort by amount and search', () => {
      let client: OrdersClient
      let all: { id: string; ts: string; amount: number; table: string | null; summary: string }[]
      const list = async (query: Record<string, string>) => {
        const answer = await client.get('/business/payments', { size: '100', ...query })
        expect(answer.status, answer.text).toBe(200)
        return ids(answer.body)
      }
      const byTime = (rows: typeof all) => [...rows].sort((a, b) => b.ts.localeCompare(a.ts) || b.id.localeCompare(a.id)).map((r) => r.id)

      beforeAll(async () => {
        const venue = await newVenue(api)
        client = ordersClient(api, admin, venue.id)
        const tables = ['Terrace 1', 'Bar 2', null, '12']
        const summaries = ['Visa •••• 4242', 'Mastercard •••• 5454', 'BLIK', 'Apple Pay · Visa •••• 1881']
        const rows = await addPayments(
          api,
          venue.id,
          Array.from({ length: 40 }, (_, i) => ({
            ts: new Date(Date.parse('2026-03-01T00:00:00Z') + i * 3 * 3_600_000),
            orderAmount: 1250 + ((i * 7919) % 23) * 100,
            placementTitle: tables[i % 4],
            paymentMethodSummary: summaries[i % 4],
          })),
        )
        all = rows.map((r) => ({ id: r.id, ts: r.ts.toISOString(), amount: r.orderAmount, table: r.placementTitle, summary: r.paymentMethodSummary }))
      })

      it('answers a period [startTs, finishTs), and from startTs on', async () => {
        const [start, finish] = ['2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z']
        const inDay = all.filter((r) => r.ts >= '2026-03-02T00:00:00.000Z' && r.ts < '2026-03-03T00:00:00.000Z')
        expect(inDay).toHaveLength(8)
        expect(await list({ startTs: start, finishTs: finish })).toEqual(byTime(inDay))
        expect(await list({ startTs: '2026-03-05T10:30:00+02:00' })).toEqual(byTime(all.filter((r) => r.ts >= '2026-03-05T08:30:00.000Z')))
      })

      it('sorts by the order amount both ways, ties by id, paging as by time', async () => {
        const desc = [...all].sort((a, b) => b.amount - a.amount || b.id.localeCompare(a.id)).map((r) => r.id)
        expect(await list({ sort: 'amount', direction: 'DESC' })).toEqual(desc)
        expect(await list({ sort: 'amount', direction: 'ASC' })).toEqual([...desc].reverse())
        const second = await client.get('/business/payments', { sort: 'amount', direction: 'DESC', size: '10', page: '1' })
        expect(second.body).toMatchObject({ page: 1, size: 10, hasMore: true })
        expect(ids(second.body)).toEqual(desc.slice(10, 20))
      })

      it('searches by part of the table’s title, the card’s last four digits, or an order amount', async () => {
        expect(await list({ q: 'terr' })).toEqual(byTime(all.filter((r) => r.table === 'Terrace 1')))
        expect(await list({ q: '5454' })).toEqual(byTime(all.filter((r) => r.summary.endsWith('5454'))))
        expect(await list({ q: '1881' })).toEqual(byTime(all.filter((r) => r.summary.endsWith('1881'))))
        const amount = all[5]!.amount
        const typed = `${Math.floor(amount / 100)},${String(amount % 100).padStart(2, '0')}`
        expect(await list({ q: typed })).toEqual(byTime(all.filter((r) => r.amount === amount)))
        expect(await list({ q: typed.replace(',', '.') })).toEqual(byTime(all.filter((r) => r.amount === amount)))
        // '12': the table '12' and the payments of 12.00 alike.
        expect(await list({ q: '12' })).toEqual(byTime(all.filter((r) => r.table === '12' || r.amount === 1200)))
        // Combined with a period and the amount sort; a search's own wildcards are literal.
        const day = { startTs: '2026-03-02T00:00:00Z', finishTs: '2026-03-04T00:00:00Z' }
        const expected = all
          .filter((r) => r.summary.endsWith('4242') && r.ts >= '2026-03-02T00:00:00.000Z' && r.ts < '2026-03-04T00:00:00.000Z')
          .sort((a, b) => a.amount - b.amount || a.id.localeCompare(b.id))
          .map((r) => r.id)
        expect(await list({ ...day, q: '4242', sort: 'amount', direction: 'ASC' })).toEqual(expected)
        expect(await list({ q: '%' })).toEqual([])
      })

      it('refuses a bad period, sort or search with 400 naming the field and its message, never 500', async () => {
        const bad: [Record<string, string>, string, string?][] = [
          [{ startTs: '2026-03-02T00:00:00Z', finishTs: '2026-03-01T00:00:00Z' }, 'finishTs', 'orders.errors.endBeforeStart'],
          [{ finishTs: '2026-03-01T00:00:00Z' }, 'startTs', 'validation.required'],
          [{ startTs: 'yesterday' }, 'startTs'],
          [{ startTs: '2026-02-30T00:00:00Z' }, 'startTs'],
          [{ sort: 'table' }, 'sort'],
          [{ q: 'x'.repeat(101) }, 'q'],
        ]
        for (const [query, field, message] of bad) {
          const params = expectError(await client.get('/business/payments', query), 400, 'VALIDATION')
          expect(Object.keys(params.fields), JSON.stringify(query)).toEqual([field])
          if (message) expect(params.fields[field]).toEqual([message])
        }
        // Amount is the payments' sort only.
        for (const path of ['/business/payouts', '/business/organization-invoices']) expectError(await client.get(path, { sort: 'amount' }), 400, 'VALIDATION')
      })
    })

    describe('deep pages (hourly counts)', () => {
      let venue: { id: string }
      let client: OrdersClient
      const plain = async (direction: 'ASC' | 'DESC', offset: number, limit: number) => {
        const dir = sql.raw(direction === 'ASC' ? 'asc' : 'desc')
        return rowsOf<{ id: string }>(
          await api.db.execute(sql`select id from payments where organization_id = ${venue.id} order by ts ${dir}, id ${dir} offset ${offset} limit ${limit}`),
        ).map((r) => r.id)
      }

      beforeAll(async () => {
        venue = await newVenue(api)
        client = ordersClient(api, admin, venue.id)
        const [payment] = await addPayments(api, venue.id, [{}])
        // 7,000 more over three days at uneven times, some sharing an instant.
        await api.db.execute(sql`insert into payments (organization_id, order_id, ts, order_number, currency, order_amount, charge_amount, payment_method, payment_method_summary)
          select ${venue.id}::uuid, ${payment!.orderId}::uuid, '2026-02-01T00:00:00Z'::timestamptz + ((g * 7919) % 259200 - (g % 11 = 0)::int) * interval '1 second',
            '1', 'EUR', g, g, 'card', 'Visa •••• 4242'
          from generate_series(1, 7000) g`)
      })

      it('keeps the hourly counts equal to the payments through inserts, moves and deletes', async () => {
        await api.db.execute(sql`update payments set ts = ts + interval '5 hours' where organization_id = ${venue.id} and order_amount % 13 = 0`)
        await api.db.execute(sql`update payments set refund_amount = 1, refunded_at = ts where organization_id = ${venue.id} and order_amount % 17 = 0`)
        await api.db.execute(sql`delete from payments where organization_id = ${venue.id} and order_amount % 97 = 0`)
        const counted = rowsOf(
          await api.db.execute(sql`select to_char(orders_hour(ts) at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, count(*)::int as n
            from payments where organization_id = ${venue.id} group by 1 order by 1`),
        )
        const kept = rowsOf(
          await api.db.execute(sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, count as n from payments_hourly
            where organization_id = ${venue.id} and count <> 0 order by 1`),
        )
        expect(counted.length).toBeGreaterThan(70)
        expect(kept).toEqual(counted)
      })

      it('answers deep pages equal to the plain skip, both ways, up to the end', async () => {
        const [{ n: total }] = rowsOf<{ n: number }>(await api.db.execute(sql`select count(*)::int as n from payments where organization_id = ${venue.id}`)) as [{ n: number }]
        for (const direction of ['DESC', 'ASC'] as const) {
          for (const [page, size] of [[50, 100], [101, 50], [333, 20], [688, 10], [Math.floor(total / 100), 100], [Math.floor(total / 100) + 1, 100]] as const) {
            const answer = await client.get('/business/payments', { page: String(page), size: String(size), direction })
            expect(answer.status, answer.text).toBe(200)
            expect(ids(answer.body), `${direction} page ${page} of ${size}`).toEqual(await plain(direction, page * size, size))
            expect(answer.body.hasMore).toBe((page + 1) * size < total)
          }
        }
      })

      it('answers deep pages of a period on the hour, and of one that is not, equal to the plain skip', async () => {
        for (const [startTs, finishTs] of [['2026-02-01T10:00:00Z', '2026-02-03T20:00:00Z'], ['2026-02-01T10:17:00Z', '2026-02-03T20:45:30Z']] as const) {
          const inPeriod = rowsOf<{ id: string }>(
            await api.db.execute(sql`select id from payments where organization_id = ${venue.id} and ts >= ${startTs}::timestamptz and ts < ${finishTs}::timestamptz
              order by ts desc, id desc`),
          ).map((r) => r.id)
          expect(inPeriod.length).toBeGreaterThan(5200)
          for (const [page, size] of [[52, 100], [260, 20]] as const) {
            const answer = await client.get('/business/payments', { page: String(page), size: String(size), startTs, finishTs })
            expect(ids(answer.body), `${startTs} page ${page} of ${size}`).toEqual(inPeriod.slice(page * size, (page + 1) * size))
          }
        }
      })
    })

    it('answers one payment with its items; another venue’s, an unknown or a malformed id is 404', async () => {
      const venue = await newVenue(api)
      const other = await newVenue(api)
      const [payment] = await addPayments(api, venue.id, [{ orderAmount: 1560, refundAmount: 780, refundedAt: new Date('2026-03-11T10:00:00Z') }])
      const [foreign] = await addPayments(api, other.id, [{}])
      const modifiers = [{ title: 'Milk', options: [{ title: 'Oat milk', count: 1 }] }]
      await api.db.insert(paymentItems).values([
        { paymentId: payment!.id, position: 1, title: 'Cappuccino', price: 330, paidCount: 2, refundedCount: 1, modifiers },
        { paymentId: payment!.id, position: 0, title: 'Honey cake', price: 450, paidCount: 2, refundedCount: 1 },
      ])
      const client = ordersClient(api, admin, venue.id)
      const answer = await client.get(`/business/payments/${payment!.id}`)
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body).toMatchObject({ id: payment!.id, orderAmount: 1560, refundAmount: 780 })
      expect(answer.body.items.map(({ id, ...rest }: Json) => (expect(id).toMatch(/^[0-9a-f-]{36}$/), rest))).toEqual([
        { title: 'Honey cake', image: null, price: 450, paidCount: 2, refundedCount: 1, modifiers: [] },
        { title: 'Cappuccino', image: null, price: 330, paidCount: 2, refundedCount: 1, modifiers },
      ])
      for (const id of [foreign!.id, randomUUID(), 'not-an-id', '1%20or%201=1', '%00']) {
        expectError(await client.get(`/business/payments/${id}`), 404, 'NOT_FOUND')
        expectError(await client.get(`/business/payments/${id}/receipt.pdf`), 404, 'NOT_FOUND')
      }
    })

    it('draws the receipt: the items, the amounts, the tip, the guest’s fee and the method, in the asked language', async () => {
      const bistro = await demoOrganization(api, admin, 'Old Town Bistro')
      const client = ordersClient(api, admin, bistro.id)
      const page = await everyPage((query) => client.get('/business/payments', query), 'payments')
      const chosen = page.find((p: Payment) => p.tipAmount > 0 && p.guestFee > 0 && p.allowDetailedInvoice && p.placementTitle)
      expect(chosen).toBeDefined()
      const details = (await client.get(`/business/payments/${chosen.id}`)).body
      const { response, bytes } = await download(api, admin, `/business/payments/${chosen.id}/receipt.pdf`, { organizationId: bistro.id })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${chosen.id.slice(0, 8).toUpperCase()}.pdf"`)
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      const text = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
      expect(text).toContain('Old Town Bistro')
      expect(text).toContain(`Payment receipt No. ${chosen.id.slice(0, 8).toUpperCase()}`)
      for (const item of details.items) expect(text).toContain(`${item.paidCount} × ${item.title}`)
      for (const amount of [chosen.orderAmount, chosen.tipAmount, chosen.guestFee, chosen.chargeAmount]) expect(text).toContain(formatMoney(amount, 'EUR'))
      expect(text).toContain(chosen.paymentMethodSummary)

      const lithuanian = await download(api, admin, `/business/payments/${chosen.id}/receipt.pdf`, { organizationId: bistro.id, lang: 'lt' })
      const lt = await pdfText(lithuanian.bytes.buffer.slice(lithuanian.bytes.byteOffset, lithuanian.bytes.byteOffset + lithuanian.bytes.byteLength) as ArrayBuffer)
      expect(lt).toContain('Mokėjimo kvitas Nr.')
      expect(lt).toContain('Arbatpinigiai:')
      expect(lt).not.toContain('Payment receipt')
    })

    describe('permissions', () => {
      /** Every call of this work, with what it needs (contract/payments.ts). */
      const calls = (ids: { payment: string; invoice: string }): { path: string; needs: Permission }[] => [
        { path: '/business/payments', needs: 'VIEW_PAYMENTS' },
        { path: `/business/payments/${ids.payment}`, needs: 'VIEW_PAYMENTS' },
        { path: `/business/payments/${ids.payment}/receipt.pdf`, needs: 'VIEW_PAYMENTS' },
        { path: '/business/payouts', needs: 'VIEW_PAYOUTS' },
        { path: '/business/payouts/export', needs: 'VIEW_PAYOUTS' },
        { path: '/business/organization-invoices', needs: 'VIEW_ORGANIZATION_INVOICES' },
        { path: `/business/organization-invoices/${ids.invoice}/invoice.pdf`, needs: 'VIEW_ORGANIZATION_INVOICES' },
      ]
      let bistro: { id: string }
      let target: { payment: string; invoice: string }

      beforeAll(async () => {
        bistro = await demoOrganization(api, admin, 'Old Town Bistro')
        const client = ordersClient(api, admin, bistro.id)
        target = {
          payment: (await client.get('/business/payments')).body.payments[0].id,
          invoice: (await client.get('/business/organization-invoices')).body.invoices[0].id,
        }
      })

      it('answers each call with its permission and refuses it with 403 without, whatever else the caller holds', async () => {
        for (const call of calls(target)) {
          const only = ordersClient(api, await memberWith(api, bistro.id, [call.needs]), bistro.id)
          expect((await only.get(call.path)).status, call.path).toBe(200)
          const others = ordersClient(api, await memberWith(api, bistro.id, PERMISSIONS.filter((p) => p !== call.needs)), bistro.id)
          expectError(await others.get(call.path), 403, 'FORBIDDEN')
        }
      })

      it('refuses a venue without payments, an unknown or malformed organization, an order device’s token; 401 signed out', async () => {
        const bar = await demoOrganization(api, admin, 'Riverside Bar')
        const staff = ordersClient(api, admin, bistro.id)
        const session = (await staff.post('/business/orders-sessions')).body
        const started = await api.fetchJson('/orders-sessions/start', { body: { code: session.startUrl.slice(ORDERS_SESSION_START_URL_PREFIX.length) }, address: '203.0.113.9' })
        expect(started.status, started.text).toBe(200)
        for (const call of calls(target)) {
          for (const client of [ordersClient(api, admin, bar.id), ordersClient(api, admin, randomUUID()), ordersClient(api, admin, 'nope'), ordersClient(api, started.body.token, bistro.id)]) {
            expectError(await client.get(call.path), 403, 'FORBIDDEN')
          }
          expectError(await api.fetchJson(`${call.path}?organizationId=${bistro.id}`), 401, 'UNAUTHORIZED')
        }
      })
    })
  })
})
