/**
 * Issue 28: two guests at one table paying at the same moment never pay more than the bill
 * (ADR 0081: the table's open orders locked while a checkout's part is worked out and held).
 * Through the real HTTP server, the demo provider and its signed webhook, on both databases.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestCheckouts, organizations } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { billRequest, billVenue, demoPayments, openOrder, orderRow, payWithCard, postBill, tablePage } from './guest-bill-fixtures.js'

forEachDatabase((kind) => {
  const api = useHarness(kind, demoPayments)

  describe('two guests paying one table at once', () => {
    it('lets one of two whole-bill payments start; the other is told what is left (nothing)', async () => {
      const venue = await billVenue(api)
      const { order } = await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 650 }])
      const answers = await Promise.all([1, 2].map(() => postBill(api, billRequest(venue.table.id, { expectedAmount: 1300 }))))
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
      const refused = answers.find((a) => a.status === 409)!
      expect(expectError(refused, 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_CHANGED', left: 0 })
      const held = await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.tableId, venue.table.id))
      expect(held).toHaveLength(1)
      await payWithCard(api, answers.find((a) => a.status === 201)!.body)
      expect((await orderRow(api, order.id)).paidAmount).toBe(1300)
    })

    it('holds exactly the bill when two halves and a whole start at once, and pays what was held', async () => {
      const venue = await billVenue(api)
      const { order } = await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 651 }])
      const half = () => billRequest(venue.table.id, { part: { kind: 'SHARE', people: 2, shares: 1 }, expectedAmount: 651 })
      const whole = billRequest(venue.table.id, { expectedAmount: 1302 })
      const answers = await Promise.all([postBill(api, half()), postBill(api, half()), postBill(api, whole)])
      const statuses = answers.map((a) => a.status)
      // However the three queue, exactly the bill is held: the whole, or the two halves.
      const rows = await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.tableId, venue.table.id))
      expect(rows.reduce((sum, r) => sum + r.orderAmount, 0)).toBe(1302)
      expect(statuses[2] === 201 ? statuses : statuses.slice(0, 2)).toEqual(statuses[2] === 201 ? [409, 409, 201] : [201, 201])
      for (const answer of answers.filter((a) => a.status !== 201)) expect(expectError(answer, 409, 'CONFLICT').reason).toBe('BILL_CHANGED')
      for (const answer of answers.filter((a) => a.status === 201)) await payWithCard(api, answer.body)
      expect((await orderRow(api, order.id)).paidAmount).toBe(rows.reduce((sum, r) => sum + r.orderAmount, 0))
      const page = (await tablePage(api, venue.table.id)).body
      expect(page.total.held).toBe(0)
    })

    it('takes a payment started before bill payment was switched off, and refuses one after', async () => {
      const venue = await billVenue(api)
      await openOrder(api, venue, [{ title: 'Soup', count: 4, price: 500 }])
      const switchOff = api.db.update(organizations).set({ allowBillPaymentDisabled: true }).where(eq(organizations.id, venue.org.id))
      const [answer] = await Promise.all([postBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 500 } })), switchOff])
      const rows = await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.tableId, venue.table.id))
      // Either before the switch (a checkout) or after it (refused, nothing written): never half.
      if (answer.status === 201) expect(rows).toHaveLength(1)
      else {
        expect(expectError(answer, 409, 'CONFLICT').reason).toBe('BILL_PAYMENT_OFF')
        expect(rows).toHaveLength(0)
      }
      expect(expectError(await postBill(api, billRequest(venue.table.id)), 409, 'CONFLICT').reason).toBe('BILL_PAYMENT_OFF')
    })
  })
})
