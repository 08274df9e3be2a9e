/**
 * The demo data of issue 28 (README "A guest order, end to end"): Old Town Bistro and Station
 * Café take guest orders and bill payments and are verified (cards offered); every table tips to
 * a box of its own venue; an order at one of its venue's tables knows that table; the Bistro's
 * Table 5 has an open bill with modifiers; its published menu offers a Large oat-milk cappuccino
 * and shows the honey cake sold out.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { boxes, orderItems, orders, organizations, venueTables } from '../../platform/db/schema/index.js'
import { forEachDatabase, useHarness, type Harness, type Json } from './harness.js'

async function venues(api: Harness) {
  const rows = await api.db.select().from(organizations).where(inArray(organizations.name, ['Old Town Bistro', 'Station Café']))
  return { bistro: rows.find((o) => o.name === 'Old Town Bistro')!, cafe: rows.find((o) => o.name === 'Station Café')! }
}

const guestItems = (menu: Json): Json[] => menu.menus.flatMap((m: Json) => m.categories.flatMap((c: Json) => c.items))

forEachDatabase((kind) => {
  describe(`the demo's guest orders and bills on ${kind}`, () => {
    const api = useHarness(kind)

    it('has both venues taking guest orders and bill payments, verified, every table tipping to a box of its venue', async () => {
      const { bistro, cafe } = await venues(api)
      for (const venue of [bistro, cafe]) {
        expect(venue).toMatchObject({ allowOrder: true, allowBillPayment: true, paymentsEnabled: true, kybStatus: 'VERIFIED' })
        const tables = await api.db
          .select({ number: venueTables.number, boxVenue: boxes.organizationId })
          .from(venueTables)
          .leftJoin(boxes, eq(boxes.id, venueTables.boxId))
          .where(eq(venueTables.organizationId, venue.id))
        expect(tables.length).toBeGreaterThanOrEqual(8)
        expect(tables.filter((t) => t.boxVenue !== venue.id)).toEqual([])
      }
    })

    it("links each order to its venue's table of that number, and only those", async () => {
      const rows = (await api.db.execute(sql`select o.placement_title, o.table_id, t.organization_id = o.organization_id as same_venue, t.number
        from orders o left join venue_tables t on t.id = o.table_id`)) as unknown as { rows: { placement_title: string | null; table_id: string | null; same_venue: boolean | null; number: string | null }[] }
      const linked = rows.rows.filter((r) => r.table_id !== null)
      expect(linked.length).toBeGreaterThan(1000)
      expect(linked.filter((r) => !r.same_venue || r.number !== r.placement_title)).toEqual([])
      const { bistro } = await venues(api)
      const numbers = new Set((await api.db.select().from(venueTables).where(eq(venueTables.organizationId, bistro.id))).map((t) => t.number))
      const unlinked = await api.db.select().from(orders).where(sql`${orders.organizationId} = ${bistro.id} and ${orders.tableId} is null`)
      expect(unlinked.filter((o) => o.placementTitle !== null && numbers.has(o.placementTitle))).toEqual([])
    })

    it("has an open bill on the Bistro's Table 5, with modifiers, whose amount is its lines'", async () => {
      const { bistro } = await venues(api)
      const [five] = await api.db.select().from(venueTables).where(sql`${venueTables.organizationId} = ${bistro.id} and ${venueTables.number} = '5'`)
      const open = await api.db.select().from(orders).where(sql`${orders.tableId} = ${five!.id} and ${orders.closedAt} is null and ${orders.paidAmount} = 0`)
      const bill = open.find((o) => o.employeeName === 'Jonas Kazlauskas' && o.amount === 3850)!
      expect(bill).toMatchObject({ placementTitle: '5', source: 'WAITER', refundedAmount: 0 })
      const lines = await api.db.select().from(orderItems).where(eq(orderItems.orderId, bill.id)).orderBy(orderItems.position)
      expect(lines.reduce((sum, l) => sum + l.count * l.price, 0)).toBe(bill.amount)
      expect(lines.find((l) => l.title === 'Cappuccino')).toMatchObject({
        count: 1,
        price: 420,
        modifiers: [
          { title: 'Size', options: [{ title: 'Large', count: 1 }] },
          { title: 'Milk', options: [{ title: 'Oat milk', count: 1 }] },
        ],
        paymentStatus: { NOT_PAID: 1 },
      })
    })

    it('publishes a cappuccino with oat milk and a Large size, and the honey cake sold out', async () => {
      const { bistro } = await venues(api)
      const items = guestItems((await api.fetchJson(`/public/menus/${bistro.id}`)).body)
      const cappuccino = items.find((i) => i.title.en === 'Cappuccino')!
      expect(cappuccino.soldOut).toBe(false)
      expect(cappuccino.prices.map((p: Json) => [p.title.en, p.price])).toEqual([
        ['Small', 280],
        ['Large', 360],
      ])
      const milk = cappuccino.modifiers.find((m: Json) => m.title.en === 'Milk')
      expect(milk.options.map((o: Json) => o.title.en)).toContain('Oat milk')
      expect(items.filter((i) => i.title.en === 'Honey cake').map((i) => i.soldOut)).toEqual([true])
    })
  })
})
