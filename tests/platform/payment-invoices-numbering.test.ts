/**
 * Invoice numbers under concurrent issuing (issue 11 item 3): sequential per venue, allocated
 * in the issuing transaction, no gaps and no repeats. On Postgres the twenty issuers really
 * run at once on the pool's connections and queue on the sequence row; on PGlite they queue
 * on its one connection. One payment issued by many callers at once gets one invoice.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoiceSequences, paymentInvoices, payments } from '../../platform/db/schema/index.js'
import { issuePaymentInvoice } from '../../platform/domain/invoicing/issue.js'
import { forEachDatabase, useHarness, type JsonResponse } from './harness.js'
import { adminToken } from './orders-fixtures.js'
import { CUSTOMER, addPayment, invoiceVenue, invoicesClient } from './payment-invoices-fixtures.js'

const seqOf = (number: string) => Number(number.slice(number.lastIndexOf('-') + 1))

forEachDatabase((kind) => {
  describe(`invoice numbering on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    it('gives twenty payments issued at once the numbers 1 to 20, each once', async () => {
      const venue = await invoiceVenue(api)
      const client = invoicesClient(api, admin, venue.id)
      const list = await Promise.all(Array.from({ length: 20 }, () => addPayment(api, venue.id)))
      // Half by the PUT, half by a download naming a demo registry company.
      const answers = await Promise.all(
        list.map((payment, i) => (i % 2 === 0 ? client.putCustomer(payment.id, CUSTOMER) : client.download(payment.id, 'detailed', { customerVatNumber: 'ESB12345609' }))),
      )
      for (const answer of answers) expect(answer.status).toBe(200)
      const rows = await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.organizationId, venue.id))
      expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(rows.map((r) => seqOf(r.number)).sort((a, b) => a - b)).toEqual(rows.map((r) => r.seq).sort((a, b) => a - b))
      expect(new Set(rows.map((r) => r.paymentId)).size).toBe(20)
      const [sequence] = await api.db.select().from(invoiceSequences).where(eq(invoiceSequences.organizationId, venue.id))
      expect(sequence!.last).toBe(20)
      // The PUT answers carry the number stored for their payment.
      for (const [i, answer] of answers.entries()) {
        if (i % 2 !== 0) continue
        const row = rows.find((r) => r.paymentId === list[i]!.id)!
        expect((answer as JsonResponse).body.number).toBe(row.number)
      }
    })

    it('issues one invoice when many callers issue the same payment at once', async () => {
      const venue = await invoiceVenue(api)
      const client = invoicesClient(api, admin, venue.id)
      const payment = await addPayment(api, venue.id)
      const same = await Promise.all(Array.from({ length: 8 }, () => client.putCustomer(payment.id, CUSTOMER)))
      expect(same.map((a) => a.status)).toEqual(Array(8).fill(200))
      expect(new Set(same.map((a) => a.body.number))).toEqual(new Set(['ZGV-000001']))
      // Different customers at once: exactly one wins, the others are told it is issued.
      const other = await addPayment(api, venue.id)
      const vats = ['PL5271234505', 'ESB12345609', 'LV40003123453', 'DE123456788', 'LT100001234510']
      const raced = await Promise.all(vats.map((customerVatNumber) => client.download(other.id, 'detailed', { customerVatNumber })))
      expect(raced.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409])
      const rows = await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.organizationId, venue.id))
      expect(rows.map((r) => r.seq).sort()).toEqual([1, 2])
      const winner = vats[raced.findIndex((a) => a.status === 200)]
      expect(rows.find((r) => r.paymentId === other.id)!.customerVatNumber).toBe(winner)
    })

    it('gives a number back when the issuing transaction rolls back', async () => {
      const venue = await invoiceVenue(api)
      const org = { id: venue.id, name: venue.name, address: venue.address, currency: venue.currency, timeZone: venue.timeZone }
      const payment = await addPayment(api, venue.id)
      const customer = { vatNumber: CUSTOMER.customerVatNumber, regNumber: 'R', name: 'N', address: 'A', email: null }
      // An e-mail no text column takes (a NUL byte) fails the statements after the number is taken.
      await expect(
        issuePaymentInvoice(api.db, org, { paymentId: payment.id, kind: 'DETAILED', customer: { ...customer, email: 'a\u0000b' }, sameCustomerBy: 'allFields' }, new Date()),
      ).rejects.toThrow()
      expect(await api.db.select().from(invoiceSequences).where(eq(invoiceSequences.organizationId, venue.id))).toEqual([])
      const issued = await issuePaymentInvoice(api.db, org, { paymentId: payment.id, kind: 'DETAILED', customer, sameCustomerBy: 'allFields' }, new Date())
      expect(issued.invoice.seq).toBe(1)
      const [row] = await api.db.select().from(payments).where(eq(payments.id, payment.id))
      expect(row!.customerName).toBe('N')
    })
  })
})
