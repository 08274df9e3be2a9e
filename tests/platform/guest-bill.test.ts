/**
 * Issue 28, paying a table's bill (ADR 0081, contract/guest-table.ts): the table's page, the
 * bill checkout's parts (whole, share, amount, items), its refusals, and completion through the
 * embedded demo provider's real signed webhook: payments per order, paid amounts, the tip as an
 * activity of the table's box, invoices. Everything of ours is real.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activities, boxes, guestCheckouts, organizations, paymentInvoices, paymentItems, venueTables } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, newAddress, useHarness } from './harness.js'
import {
  billRequest,
  billVenue,
  canInvoice,
  DECLINED_CARD,
  deliverDemo,
  demoEvent,
  demoPayments,
  itemRows,
  openOrder,
  orderRow,
  payBill,
  paymentsOf,
  payWithCard,
  postBill,
  tablePage,
  writtenAt,
} from './guest-bill-fixtures.js'
import { pdfText } from './payments-fixtures.js'
import { createBox, createMember, createOrganization } from './tips-fixtures.js'

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

    it('takes the venue’s first box, as the back-office lists them, for a table without one; none without boxes', async () => {
      const venue = await billVenue(api)
      await api.db.update(boxes).set({ name: 'Zeta' }).where(eq(boxes.id, venue.box.id))
      const alpha = await createBox(api, venue.org.id, { mode: 'GROUP', name: 'Alpha', pageTitle: 'Thank the team' })
      const [bare] = await api.db.insert(venueTables).values({ organizationId: venue.org.id, number: '9' }).returning()
      const page = (await tablePage(api, bare!.id)).body
      expect(page.box).toEqual({ id: alpha.id, name: 'Alpha' })
      expect(page.card.title).toBe('Thank the team')
      // The table's own box wins over the first.
      expect((await tablePage(api, venue.table.id)).body.box).toEqual({ id: venue.box.id, name: 'Zeta' })

      const empty = await createOrganization(api, { kybStatus: 'VERIFIED', allowBillPayment: true })
      const [lone] = await api.db.insert(venueTables).values({ organizationId: empty.id, number: '1' }).returning()
      const lonePage = (await tablePage(api, lone!.id)).body
      expect(lonePage.box).toBeNull()
      expect(lonePage.card.title).toBe(empty.name)
      await openOrder(api, { org: empty, table: lone! }, [{ title: 'Soup', count: 1, price: 500 }])
      expect(expectError(await postBill(api, billRequest(lone!.id)), 409, 'CONFLICT').reason).toBe('BILL_NO_BOX')
    })

    it('shows a GUEST order’s own status and its appearance, and no other table’s orders', async () => {
      const venue = await billVenue(api)
      const waiting = { title: { en: 'Being prepared' }, backgroundColor: '#fde68a', foregroundColor: '#111827' }
      await openOrder(api, venue, [{ title: 'Pancakes', count: 1, price: 800 }], { source: 'GUEST', status: 'WAIT', statusAppearances: { WAIT: waiting } })
      const [elsewhere] = await api.db.insert(venueTables).values({ organizationId: venue.org.id, number: '6' }).returning()
      await openOrder(api, { org: venue.org, table: elsewhere! }, [{ title: 'Not ours', count: 1, price: 100 }])
      const page = (await tablePage(api, venue.table.id)).body
      expect(page.orders).toHaveLength(1)
      expect(page.orders[0]).toMatchObject({ status: 'WAIT', statusAppearance: waiting, amount: 800 })
      expect(JSON.stringify(page)).not.toContain('Not ours')
    })

    it('answers 404 to junk, unknown and other things’ ids', async () => {
      const venue = await billVenue(api)
      for (const id of ['x', '00000000-0000-0000-0000-000000000000', venue.box.id, venue.org.id, '%00', 'a'.repeat(5000)]) {
        expectError(await tablePage(api, id), 404, 'NOT_FOUND')
      }
    })
  })

  describe('POST /public/pay/bills', () => {
    it('pays the whole bill: the order PAID, a payment with its fees, the tip an activity of the table’s box', async () => {
      const venue = await billVenue(api)
      const { order } = await openOrder(api, venue, [{ title: 'Cappuccino', count: 2, price: 350 }, { title: 'Cake', count: 1, price: 500 }])
      const request = billRequest(venue.table.id, { expectedAmount: 1200, tip: 200, rating: 5, likes: ['hospitality'], review: 'Lovely' })
      const started = await postBill(api, request)
      expect(started.status, started.text).toBe(201)
      expect(started.body.key).toBe(request.attempt)
      // Replayed: the same checkout, nothing new.
      const replay = await postBill(api, request)
      expect([replay.status, replay.body]).toEqual([200, started.body])
      const intent = (await api.fetchJson(`/providers/demo-pay/intents/${started.body.next.url.split('/').pop()}`)).body
      expect(intent).toMatchObject({ amount: 1400, currency: 'EUR' })
      await payWithCard(api, started.body)

      expect(await orderRow(api, order.id)).toMatchObject({ paidAmount: 1200 })
      const [payment] = await paymentsOf(api, started.body.checkoutId)
      expect(payment).toMatchObject({
        orderId: order.id,
        orderNumber: order.orderNumber,
        placementTitle: '5',
        orderAmount: 1200,
        tipAmount: 200,
        organizationFee: 23,
        staffFee: 10,
        guestFee: 0,
        chargeAmount: 1400,
        paymentMethod: 'card',
        allowDetailedInvoice: true,
      })
      const [activity] = await api.db.select().from(activities).where(eq(activities.guestCheckoutId, started.body.checkoutId))
      expect(activity).toMatchObject({ boxId: venue.box.id, amount: 200, placementTitle: '5', billAmount: 1200, orderNumber: order.orderNumber, rating: 5 })
      // A GROUP box pools the tip less the staff fee.
      expect((await api.db.select({ b: boxes.balance }).from(boxes).where(eq(boxes.id, venue.box.id)))[0]!.b).toBe(190)
      const page = await tablePage(api, venue.table.id)
      expect(page.body.orders).toEqual([])
      expect(page.body.total).toEqual({ amount: 0, paid: 0, held: 0, left: 0 })
      const status = await api.fetchJson(`/public/pay/checkouts/${started.body.checkoutId}`, { headers: { 'x-checkout-key': request.attempt } })
      expect(status.body).toMatchObject({ status: 'SUCCEEDED', chargeAmount: 1400, boxId: venue.box.id })
      const receipt = await fetch(`${api.baseUrl}/public/pay/checkouts/${started.body.checkoutId}/receipt.pdf?lang=en`, { headers: { 'x-checkout-key': request.attempt } })
      expect(receipt.status).toBe(200)
      expect(receipt.headers.get('content-type')).toContain('application/pdf')
    })

    it('takes a bill’s tip under the tip page’s 1 € minimum (10 % of 3,50 €), as the page shows it, and the tip maximum still holds', async () => {
      const venue = await billVenue(api)
      const { order } = await openOrder(api, venue, [{ title: 'Cappuccino', count: 1, price: 350 }])
      const page = await tablePage(api, venue.table.id)
      expect(page.body.amounts).toMatchObject({ min: 1, max: 50_000 })
      const tooMuch = await postBill(api, billRequest(venue.table.id, { expectedAmount: 350, tip: 50_001 }))
      expect(expectError(tooMuch, 400, 'VALIDATION').fields).toEqual({ tip: ['AMOUNT_TOO_HIGH'] })
      const started = await postBill(api, billRequest(venue.table.id, { expectedAmount: 350, tip: 35 }))
      expect(started.status, started.text).toBe(201)
      await payWithCard(api, started.body)
      expect(await orderRow(api, order.id)).toMatchObject({ paidAmount: 350 })
      const [payment] = await paymentsOf(api, started.body.checkoutId)
      expect(payment).toMatchObject({ orderAmount: 350, tipAmount: 35, chargeAmount: 385 })
      const [activity] = await api.db.select().from(activities).where(eq(activities.guestCheckoutId, started.body.checkoutId))
      expect(activity).toMatchObject({ amount: 35, billAmount: 350 })
    })

    it('gives a bill of several orders one receipt: each order’s amount, the tip and the whole amount charged', async () => {
      const venue = await billVenue(api)
      const { order: first } = await openOrder(api, venue, [{ title: 'Cappuccino', count: 2, price: 350 }])
      const { order: second } = await openOrder(api, venue, [{ title: 'Club sandwich', count: 1, price: 1200 }])
      const request = billRequest(venue.table.id, { expectedAmount: 1900, tip: 300 })
      const paid = await payBill(api, request)
      const receipt = await fetch(`${api.baseUrl}/public/pay/checkouts/${paid.checkoutId}/receipt.pdf?lang=en`, { headers: { 'x-checkout-key': request.attempt } })
      expect(receipt.status).toBe(200)
      const text = (await pdfText(await receipt.arrayBuffer())).replace(/\s+/g, ' ')
      expect(text).toContain(`Order: ${first.orderNumber} Table: 5 Order amount: 7 € Order: ${second.orderNumber} Order amount: 12 €`)
      expect(text).toContain('Tip: 3 € Total charged: 22 €')
    })

    it('gives the tip to a PERSONAL box’s member without pooling it, and records a rating without a tip as an activity of 0', async () => {
      const venue = await billVenue(api)
      const personal = await createBox(api, venue.org.id, { mode: 'PERSONAL', name: 'Rūta' })
      const member = await createMember(api, personal.id, 'Rūta')
      await api.db.update(venueTables).set({ boxId: personal.id }).where(eq(venueTables.id, venue.table.id))
      await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 500 }])
      const tipped = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 400 }, tip: 300 }))
      const [activity] = await api.db.select().from(activities).where(eq(activities.guestCheckoutId, tipped.checkoutId))
      expect(activity).toMatchObject({ boxId: personal.id, memberId: member.id, amount: 300, billAmount: 400 })
      expect((await api.db.select({ b: boxes.balance }).from(boxes).where(eq(boxes.id, personal.id)))[0]!.b).toBe(0)
      const rated = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 100 }, rating: 4 }))
      const [rating] = await api.db.select().from(activities).where(eq(activities.guestCheckoutId, rated.checkoutId))
      expect(rating).toMatchObject({ amount: 0, rating: 4, billAmount: 100 })
      const silent = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 100 } }))
      expect(await api.db.select().from(activities).where(eq(activities.guestCheckoutId, silent.checkoutId))).toHaveLength(0)
      expect(await paymentsOf(api, silent.checkoutId)).toHaveLength(1)
    })

    it('lets the guest choose who receives the tip of an INDIVIDUAL box, as the tip page does: COMPLETED for them; nobody chosen waits PENDING', async () => {
      const venue = await billVenue(api)
      const individual = await createBox(api, venue.org.id, { mode: 'INDIVIDUAL', name: 'Bar counter' })
      const ona = await createMember(api, individual.id, 'Ona')
      const jonas = await createMember(api, individual.id, 'Jonas')
      const stranger = await createMember(api, venue.box.id, 'Stranger')
      await api.db.update(venueTables).set({ boxId: individual.id }).where(eq(venueTables.id, venue.table.id))
      await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 500 }])
      const page = await tablePage(api, venue.table.id)
      expect(page.body.recipients.map((r: { id: string; name: string }) => [r.id, r.name])).toEqual([
        [jonas.id, 'Jonas'],
        [ona.id, 'Ona'],
      ])

      // Someone of another box, or junk, is refused and writes nothing.
      const before = await writtenAt(api, venue)
      expectError(await postBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 100 }, tip: 200, memberId: stranger.id })), 404, 'NOT_FOUND')
      expect((await postBill(api, { ...billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 100 }, tip: 200 }), memberId: 'x' })).status).toBe(400)
      expect(await writtenAt(api, venue)).toEqual(before)

      const chosen = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 400 }, tip: 300, memberId: ona.id }))
      const [activity] = await api.db.select().from(activities).where(eq(activities.guestCheckoutId, chosen.checkoutId))
      expect(activity).toMatchObject({ boxId: individual.id, memberId: ona.id, memberName: 'Ona', status: 'COMPLETED', amount: 300, billAmount: 400 })
      expect((await api.db.select({ b: boxes.balance }).from(boxes).where(eq(boxes.id, individual.id)))[0]!.b).toBe(0)
      const anyone = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 100 }, tip: 200 }))
      const [waiting] = await api.db.select().from(activities).where(eq(activities.guestCheckoutId, anyone.checkoutId))
      expect(waiting).toMatchObject({ memberId: null, status: 'PENDING', amount: 200 })
    })

    it('does not let a guest name a recipient for a box that is not INDIVIDUAL', async () => {
      const venue = await billVenue(api)
      const member = await createMember(api, venue.box.id, 'Rasa')
      await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 500 }])
      expect((await tablePage(api, venue.table.id)).body.recipients).toEqual([])
      expectError(await postBill(api, billRequest(venue.table.id, { tip: 200, expectedAmount: 500, memberId: member.id })), 404, 'NOT_FOUND')
    })

    it('pays 2 shares of 4, an amount, and chosen items with a split line: PAID_PARTIALLY by the right amounts', async () => {
      const venue = await billVenue(api)
      const older = await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 400 }], { createdAt: new Date(Date.now() - 120_000) })
      const newer = await openOrder(api, venue, [{ title: 'Tea', count: 2, price: 300 }, { title: 'Cake', count: 1, price: 501 }])
      // Shares are of each order: 2/4 of 800 and of 1101 (550.5 → 551).
      await payBill(api, billRequest(venue.table.id, { part: { kind: 'SHARE', people: 4, shares: 2 }, expectedAmount: 400 + 551 }))
      expect((await orderRow(api, older.order.id)).paidAmount).toBe(400)
      expect((await orderRow(api, newer.order.id)).paidAmount).toBe(551)
      let page = (await tablePage(api, venue.table.id)).body
      expect(page.total).toEqual({ amount: 1901, paid: 951, held: 0, left: 950 })

      // An amount: the oldest order first.
      await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 450 } }))
      expect((await orderRow(api, older.order.id)).paidAmount).toBe(800)
      expect((await orderRow(api, newer.order.id)).paidAmount).toBe(601)

      // One tea, and the cake split between two: 300 + 251 (250.5 rounded).
      const [tea, cake] = newer.items
      const items = await payBill(
        api,
        billRequest(venue.table.id, {
          part: { kind: 'ITEMS', items: [{ orderItemId: tea!.id, count: 1, splitBetween: 1 }, { orderItemId: cake!.id, count: 1, splitBetween: 2 }] },
        }),
      )
      // Only 500 was left of the order: the part is capped at it.
      expect((await orderRow(api, newer.order.id)).paidAmount).toBe(1101)
      const [payment] = await paymentsOf(api, items.checkoutId)
      expect(payment!.orderAmount).toBe(500)
      const lines = await api.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment!.id)).orderBy(paymentItems.position)
      expect(lines.map((l) => [l.title, l.price, l.paidCount])).toEqual([['Tea', 300, 1], ['Cake (1/2)', 251, 1]])
      expect((await itemRows(api, newer.order.id)).map((i) => i.paidAmount)).toEqual([300, 251])
      page = (await tablePage(api, venue.table.id)).body
      expect(page.orders).toEqual([])
    })

    it('pays chosen items of an order partly: PAID_PARTIALLY and the lines’ paid amounts shown on the page', async () => {
      const venue = await billVenue(api)
      const { order, items } = await openOrder(api, venue, [{ title: 'Tea', count: 2, price: 300 }, { title: 'Cake', count: 1, price: 500 }])
      await payBill(api, billRequest(venue.table.id, { part: { kind: 'ITEMS', items: [{ orderItemId: items[1]!.id, count: 1, splitBetween: 4 }] }, tip: 100 }))
      expect((await orderRow(api, order.id)).paidAmount).toBe(125)
      const page = (await tablePage(api, venue.table.id)).body
      expect(page.orders[0]).toMatchObject({ paidAmount: 125, leftAmount: 975 })
      expect(page.orders[0].items[1]).toMatchObject({ paidAmount: 125, leftAmount: 375 })
      // More of the line than is left of it: the bill changed.
      const tooMuch = await postBill(api, billRequest(venue.table.id, { part: { kind: 'ITEMS', items: [{ orderItemId: items[1]!.id, count: 1, splitBetween: 1 }] } }))
      expect(expectError(tooMuch, 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_CHANGED', left: 975 })
    })

    it('refuses a whole bill or share that is not what the guest saw, with what is left, writing nothing', async () => {
      const venue = await billVenue(api)
      await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 900 }])
      const before = await writtenAt(api, venue)
      expect(expectError(await postBill(api, billRequest(venue.table.id, { expectedAmount: 800 })), 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_CHANGED', left: 900 })
      const share = billRequest(venue.table.id, { part: { kind: 'SHARE', people: 3, shares: 1 }, expectedAmount: 301 })
      expect(expectError(await postBill(api, share), 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_CHANGED', left: 900 })
      expect(await writtenAt(api, venue)).toEqual(before)
    })

    it('shows a started part as held to the other guests, and a declined card releases it', async () => {
      const venue = await billVenue(api)
      await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 500 }])
      const first = await postBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 600 } }))
      expect(first.status).toBe(201)
      let page = (await tablePage(api, venue.table.id)).body
      expect(page.total).toEqual({ amount: 1000, paid: 0, held: 600, left: 400 })
      expect(page.orders[0]).toMatchObject({ heldAmount: 600, leftAmount: 400 })
      // The other guest cannot take more than is left.
      expect(expectError(await postBill(api, billRequest(venue.table.id, { expectedAmount: 1000 })), 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_CHANGED', left: 400 })
      expectError(await postBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 500 } })), 400, 'VALIDATION')
      await payWithCard(api, first.body, DECLINED_CARD)
      page = (await tablePage(api, venue.table.id)).body
      expect(page.total).toEqual({ amount: 1000, paid: 0, held: 0, left: 1000 })
      const whole = await payBill(api, billRequest(venue.table.id, { expectedAmount: 1000 }))
      expect((await paymentsOf(api, whole.checkoutId))[0]!.orderAmount).toBe(1000)
    })

    it('records one payment for replayed and out-of-order webhooks', async () => {
      const venue = await billVenue(api)
      const { order } = await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 700 }])
      const started = await postBill(api, billRequest(venue.table.id, { tip: 100 }))
      const intentId = started.body.next.url.split('/').pop()
      // A decline reported late, after the success, changes nothing; the success twice is one payment.
      const success = demoEvent('payment_intent.succeeded', started.body.checkoutId, intentId, 800)
      expect((await deliverDemo(api, success)).body).toMatchObject({ applied: true })
      expect((await deliverDemo(api, success)).body).toMatchObject({ applied: false })
      expect((await deliverDemo(api, demoEvent('payment_intent.succeeded', started.body.checkoutId, intentId, 800))).body).toMatchObject({ applied: false })
      await deliverDemo(api, demoEvent('payment_intent.payment_failed', started.body.checkoutId, intentId, 800))
      expect((await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.id, started.body.checkoutId)))[0]!.status).toBe('SUCCEEDED')
      expect(await paymentsOf(api, started.body.checkoutId)).toHaveLength(1)
      expect((await orderRow(api, order.id)).paidAmount).toBe(700)
      expect(await api.db.select().from(activities).where(eq(activities.guestCheckoutId, started.body.checkoutId))).toHaveLength(1)
    })

    it('records a payment that arrives after its hold expired and someone else paid, and says so in the log', async () => {
      const venue = await billVenue(api)
      const { order } = await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 700 }])
      const late = await postBill(api, billRequest(venue.table.id))
      await api.db.update(guestCheckouts).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(guestCheckouts.id, late.body.checkoutId))
      await payBill(api, billRequest(venue.table.id, { expectedAmount: 700 }))
      const errors: string[] = []
      const original = console.error
      console.error = (...args: unknown[]) => void errors.push(args.join(' '))
      try {
        await payWithCard(api, late.body)
      } finally {
        console.error = original
      }
      expect((await orderRow(api, order.id)).paidAmount).toBe(1400)
      expect(await paymentsOf(api, late.body.checkoutId)).toHaveLength(1)
      expect(errors.join('\n')).toMatch(/paid past its amount/)
    })

    it('is refused while bill payment is off or disabled until a time to come, and works once that time passed', async () => {
      const venue = await billVenue(api)
      await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 700 }])
      const set = (values: Partial<typeof organizations.$inferInsert>) => api.db.update(organizations).set(values).where(eq(organizations.id, venue.org.id))
      const before = await writtenAt(api, venue)
      await set({ allowBillPaymentDisabled: true })
      expect((await tablePage(api, venue.table.id)).body.bill).toEqual({ state: 'DISABLED', until: null })
      expect(expectError(await postBill(api, billRequest(venue.table.id)), 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_PAYMENT_OFF', until: null })
      const until = new Date(Date.now() + 3600_000)
      await set({ allowBillPaymentDisabledUntil: until })
      expect((await tablePage(api, venue.table.id)).body.bill).toEqual({ state: 'DISABLED', until: until.toISOString() })
      expect(expectError(await postBill(api, billRequest(venue.table.id)), 409, 'CONFLICT')).toMatchObject({ reason: 'BILL_PAYMENT_OFF', until: until.toISOString() })
      await set({ allowBillPayment: false, allowBillPaymentDisabled: false, allowBillPaymentDisabledUntil: null })
      expect((await tablePage(api, venue.table.id)).body.bill).toEqual({ state: 'NOT_OFFERED', until: null })
      expectError(await postBill(api, billRequest(venue.table.id)), 409, 'CONFLICT')
      expect(await writtenAt(api, venue)).toEqual(before)
      await set({ allowBillPayment: true, allowBillPaymentDisabled: true, allowBillPaymentDisabledUntil: new Date(Date.now() - 1000) })
      expect((await tablePage(api, venue.table.id)).body.bill).toEqual({ state: 'OPEN', until: null })
      await payBill(api, billRequest(venue.table.id, { expectedAmount: 700 }))
    })

    it('issues the company invoice asked for, by VAT number or typed details, with the venue’s next number', async () => {
      const venue = await billVenue(api)
      await canInvoice(api, venue.org.id)
      await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 700 }])
      await openOrder(api, venue, [{ title: 'Tea', count: 1, price: 300 }])
      const byVat = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 500 }, invoice: { customerVatNumber: 'lt 100001234510' } }))
      const typedCustomer = {
        customerVatNumber: 'PL5271234505',
        customerRegNumber: '0000123456',
        customerName: 'Guest Company Sp. z o.o.',
        customerAddress: 'ul. Długa 1, Gdańsk',
        customerEmail: 'books@guest.example',
      }
      const typed = await payBill(api, billRequest(venue.table.id, { part: { kind: 'AMOUNT', amount: 200 }, invoice: typedCustomer }))
      const invoiceOf = async (checkoutId: string) => {
        const [payment] = await paymentsOf(api, checkoutId)
        return (await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, payment!.id)))
      }
      const [first] = await invoiceOf(byVat.checkoutId)
      expect(first).toMatchObject({ seq: 1, kind: 'DETAILED', customerVatNumber: 'LT100001234510', customerName: 'UAB Demo Baltic Foods', orderAmount: 500 })
      const [second] = await invoiceOf(typed.checkoutId)
      expect(second).toMatchObject({ seq: 2, customerVatNumber: 'PL5271234505', customerName: 'Guest Company Sp. z o.o.', customerEmail: 'books@guest.example' })
      expect((await paymentsOf(api, typed.checkoutId))[0]).toMatchObject({ customerName: 'Guest Company Sp. z o.o.' })

      const before = await writtenAt(api, venue)
      const unknown = await postBill(api, billRequest(venue.table.id, { invoice: { customerVatNumber: 'LT100012345613' } }))
      expect(expectError(unknown, 404, 'NOT_FOUND').reason).toBe('VAT_NUMBER_UNKNOWN')
      const badVat = await postBill(api, billRequest(venue.table.id, { invoice: { customerVatNumber: 'LT123' } }))
      expect(expectError(badVat, 400, 'VALIDATION').fields).toEqual({ 'invoice.customerVatNumber': ['payments.errors.invalidVat'] })
      const badEmail = await postBill(api, billRequest(venue.table.id, { invoice: { ...typedCustomer, customerEmail: 'nope' } }))
      expect(expectError(badEmail, 400, 'VALIDATION').fields).toEqual({ 'invoice.customerEmail': ['payments.errors.invalidEmail'] })
      expect(await writtenAt(api, venue)).toEqual(before)
    })

    it('refuses an invoice a venue without company billing details could not issue, before the guest pays', async () => {
      const venue = await billVenue(api)
      await openOrder(api, venue, [{ title: 'Soup', count: 1, price: 700 }])
      const answer = await postBill(api, billRequest(venue.table.id, { invoice: { customerVatNumber: 'LT100001234510' } }))
      expect(expectError(answer, 409, 'CONFLICT').reason).toBe('SELLER_DETAILS_REQUIRED')
      expect((await writtenAt(api, venue)).checkouts).toBe(0)
    })

    it('answers junk in every field with 400 and writes nothing', async () => {
      const venue = await billVenue(api)
      const { items } = await openOrder(api, venue, [{ title: 'Soup', count: 2, price: 700 }])
      const other = await billVenue(api)
      const { items: otherItems } = await openOrder(api, other, [{ title: 'Elsewhere', count: 1, price: 700 }])
      const good = billRequest(venue.table.id)
      const junk: unknown[] = [
        'not json',
        null,
        [],
        { ...good, tableId: 'x' },
        { ...good, tableId: '\u0000' },
        { ...good, part: { kind: 'EVERYTHING' } },
        { ...good, part: { kind: 'SHARE', people: 1, shares: 1 } },
        { ...good, part: { kind: 'SHARE', people: 4, shares: 4 } },
        { ...good, part: { kind: 'SHARE', people: 1e9, shares: 1 } },
        { ...good, part: { kind: 'AMOUNT', amount: 50 } },
        { ...good, part: { kind: 'AMOUNT', amount: 1401 } },
        { ...good, part: { kind: 'AMOUNT', amount: 1.5 } },
        { ...good, part: { kind: 'AMOUNT', amount: Number.MAX_SAFE_INTEGER * 4 } },
        { ...good, part: { kind: 'AMOUNT', amount: '500' } },
        { ...good, part: { kind: 'ITEMS', items: [] } },
        { ...good, part: { kind: 'ITEMS', items: [{ orderItemId: otherItems[0]!.id, count: 1, splitBetween: 1 }] } },
        { ...good, part: { kind: 'ITEMS', items: [{ orderItemId: items[0]!.id, count: 3, splitBetween: 1 }] } },
        { ...good, part: { kind: 'ITEMS', items: [{ orderItemId: items[0]!.id, count: 1, splitBetween: 1 }, { orderItemId: items[0]!.id, count: 1, splitBetween: 1 }] } },
        { ...good, part: { kind: 'ITEMS', items: [{ orderItemId: items[0]!.id, count: 1, splitBetween: 0 }] } },
        { ...good, tip: 0.5 },
        { ...good, tip: -100 },
        { ...good, tip: 10_000_000 },
        { ...good, rating: 6 },
        { ...good, likes: ['nope'] },
        { ...good, review: 'x'.repeat(501) },
        { ...good, review: 'bad \ud800 surrogate' },
        { ...good, attempt: 'nope' },
        { ...good, language: 'english' },
        { ...good, mode: 'teleport' },
        { ...good, expectedAmount: 'all' },
        { ...good, invoice: { customerVatNumber: '' } },
        { ...good, invoice: { customerVatNumber: 'LT100001234510', extra: 1 } },
        { ...good, invoice: { customerVatNumber: 'LT100001234510', customerName: 'Only a name' } },
      ]
      const before = await writtenAt(api, venue)
      for (const body of junk) {
        const answer = await postBill(api, body)
        expect(answer.status, `${JSON.stringify(body)} → ${answer.text}`).toBe(400)
        expectError(answer, 400, 'VALIDATION')
      }
      expect(await writtenAt(api, venue)).toEqual(before)
      expect((await writtenAt(api, other)).checkouts).toBe(0)
      expect(await api.db.select().from(guestCheckouts).where(and(eq(guestCheckouts.tableId, venue.table.id)))).toHaveLength(0)
      // An unknown table: 404.
      expectError(await postBill(api, { ...good, tableId: crypto.randomUUID() }, newAddress()), 404, 'NOT_FOUND')
    })
  })
})
