/**
 * Issue 28, paying a table's bill (ADR 0081, contract/guest-table.ts): the table's page, the
 * bill checkout's parts (whole, share, amount, items), its refusals, and completion through the
 * embedded demo provider's real signed webhook: payments per order, paid amounts, the tip as an
 * activity of the table's box, invoices. Everything of ours is real.
 */
import { describe, expect, it } from 'vitest'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { billVenue, demoPayments, openOrder, tablePage } from './guest-bill-fixtures.js'

forEachDatabase((kind) => {
  const api = useHarness(kind, demoPayments)

  describe('GET /public/tables/{tableId}', () => {
    it('shows the table’s open orders oldest first with their lines and what is left, and nothing private', async () => {
      const venue = await billVenue(api)
      const first = await openOrder(api, venue, [{ title: 'Cappuccino', count: 2, price: 350 }, { title: 'Cake', count: 1, price: 500 }], {
        createdAt: new Date(Date.now() - 60_000),
      })
      const second = await openOrder(api, venue, [{ title: 'Tea', count: 1, price: 250 }], { paidAmount: 100 })
      await openOrder(api, venue, [{ title: 'Paid already', count: 1, price: 900 }], { paidAmount: 900 })
      const page = await tablePage(api, venue.table.id)
      expect(page.status, page.text).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.body.table).toEqual({ id: venue.table.id, number: '5' })
      expect(page.body.box).toEqual({ id: venue.box.id, name: 'Team' })
      expect(page.body.bill).toEqual({ state: 'OPEN', until: null })
      expect(page.body.orders.map((o: { id: string }) => o.id)).toEqual([first.order.id, second.order.id])
      expect(page.body.orders[0]).toMatchObject({ amount: 1200, paidAmount: 0, heldAmount: 0, leftAmount: 1200, status: null })
      expect(page.body.orders[0].items[0]).toMatchObject({ title: 'Cappuccino', count: 2, price: 350, paidAmount: 0, leftAmount: 700 })
      expect(page.body.orders[1]).toMatchObject({ amount: 250, paidAmount: 100, leftAmount: 150 })
      expect(page.body.total).toEqual({ amount: 1450, paid: 100, held: 0, left: 1350 })
      expect(page.text).not.toContain('Jonas')
      expect(page.body.payments.provider).toBe('demo')
    })

    it('answers 404 to junk, unknown and other things’ ids', async () => {
      const venue = await billVenue(api)
      for (const id of ['x', '00000000-0000-0000-0000-000000000000', venue.box.id, venue.org.id, '%00', 'a'.repeat(5000)]) {
        expectError(await tablePage(api, id), 404, 'NOT_FOUND')
      }
    })
  })
})
