/**
 * A tip a guest paid on its own on the guest payment page is a payment without an order
 * (orderId and orderNumber null, ADR 0076): the payments list and its details answer it, its
 * receipt draws the tip alone, and an invoice for it is refused with NO_ORDER, writing nothing;
 * the invoice dialog says why in the user's words.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../contract/money.js'
import { PAYMENT_CONFLICTS } from '../../contract/payments.js'
import { boxes, guestCheckouts, paymentInvoices, payments } from '../../platform/db/schema/index.js'
import * as invoiceDialog from '../../app/routes/_shell+/organizations+/$organizationId+/payments+/invoice.$paymentId'
import { DEMO, expectError, forEachDatabase, useHarness } from './harness.js'
import { adminToken, ordersClient } from './orders-fixtures.js'
import { CUSTOMER, addPayment, invoiceVenue, invoicesClient } from './payment-invoices-fixtures.js'
import { download, pdfText } from './payments-fixtures.js'
import { run, signedIn } from './route-harness.js'

forEachDatabase((kind) => {
  describe(`a tip paid without an order on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string
    let venueId: string
    let tipId: string

    beforeAll(async () => {
      admin = await adminToken(api)
      const venue = await invoiceVenue(api)
      venueId = venue.id
      const [box] = await api.db.insert(boxes).values({ organizationId: venue.id, name: 'Team', mode: 'GROUP' }).returning()
      const [checkout] = await api.db
        .insert(guestCheckouts)
        .values({
          organizationId: venue.id,
          boxId: box!.id,
          amount: 500,
          staffFee: 25,
          chargeAmount: 500,
          currency: 'EUR',
          language: 'en',
          provider: 'demo',
          mode: 'redirect',
          status: 'SUCCEEDED',
          idempotencyKey: randomUUID(),
          keyHash: 'test',
        })
        .returning()
      const tip = await addPayment(
        api,
        venue.id,
        { orderId: null, orderNumber: null, guestCheckoutId: checkout!.id, placementTitle: null, orderAmount: 0, tipAmount: 500, staffFee: 25, organizationFee: 0, chargeAmount: 500, allowDetailedInvoice: false },
        [],
      )
      tipId = tip.id
      // An ordinary order payment beside it: the list holds both.
      await addPayment(api, venue.id, { ts: new Date('2026-03-10T20:00:00Z') })
    })

    it('is listed and shown with no order', async () => {
      const client = ordersClient(api, admin, venueId)
      const list = await client.get('/business/payments')
      expect(list.status, list.text).toBe(200)
      expect(list.body.payments).toHaveLength(2)
      expect(list.body.payments[0]).toMatchObject({ id: tipId, orderId: null, orderNumber: null, orderAmount: 0, tipAmount: 500, staffFee: 25 })
      expect(list.body.payments[1].orderNumber).toEqual(expect.any(String))
      const details = await client.get(`/business/payments/${tipId}`)
      expect(details.status, details.text).toBe(200)
      expect(details.body).toMatchObject({ id: tipId, orderId: null, orderNumber: null, items: [] })
    })

    it('has a receipt with the tip and without an order line', async () => {
      const { response, bytes } = await download(api, admin, `/business/payments/${tipId}/receipt.pdf`, { organizationId: venueId })
      expect(response.status).toBe(200)
      const text = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
      expect(text).toContain('Tip:')
      expect(text).toContain(formatMoney(500, 'EUR'))
      expect(text).not.toContain('Order:')
      expect(text).not.toContain('Order amount')
    })

    it('is refused an invoice with NO_ORDER, and nothing is written', async () => {
      const before = await api.db.select().from(payments).where(eq(payments.id, tipId))
      const client = invoicesClient(api, admin, venueId)
      const put = await client.putCustomer(tipId, { ...CUSTOMER, kind: 'GT' })
      expect(expectError(put, 409, 'CONFLICT').reason).toBe(PAYMENT_CONFLICTS.noOrder)
      const pdf = await client.pdf(tipId, 'gt', { customerVatNumber: CUSTOMER.customerVatNumber })
      expect(pdf.status).toBeGreaterThanOrEqual(400)
      expect(pdf.status).toBeLessThan(500)
      expect(await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, tipId))).toEqual([])
      expect(await api.db.select().from(payments).where(eq(payments.id, tipId))).toEqual(before)
    })

    it("the invoice dialog answers the refusal with the form's message, not an error page", async () => {
      const office = await signedIn(api, DEMO.admin)
      const path = `/organizations/${venueId}/payments/invoice/${tipId}`
      const answer = await run(invoiceDialog.action, office.post(path, { ...CUSTOMER }), office, { organizationId: venueId, paymentId: tipId })
      expect(answer.status).toBe(400)
      const reply = await answer.json()
      expect(reply.error).toEqual({ '': ['payments.errors.noOrder'] })
      expect(await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, tipId))).toEqual([])
    })
  })
})
