/**
 * Issuing payment invoices (issue 11 items 3 and 4, contract/payments.ts header): the customer
 * PUT (valid, every invalid field refused with its key and nothing changed, issued again →
 * the same invoice, another customer or kind → 409), DETAILED only where allowed, the frozen
 * document (a download after the payment, its items and the venue changed draws the same
 * invoice), PDFs that carry the number, seller, customer, lines and VAT in the reader's
 * language, issuing by VAT number through the demo registry, the list, permissions, junk.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../contract/money.js'
import { PAYMENT_ERRORS, paymentInvoiceSchema, paymentInvoicesPageSchema } from '../../contract/payments.js'
import { invoiceSequences, organizations, paymentInvoices, paymentItems, payments, subscriptions } from '../../platform/db/schema/index.js'
import type { InvoiceDocument } from '../../platform/domain/invoicing/document.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { CUSTOMER, ITEMS, SELLER, addPayment, invoiceVenue, invoicesClient, pdfText, type InvoicesClient } from './payment-invoices-fixtures.js'
import { adminToken, memberWith } from './orders-fixtures.js'

const invoiceRows = (api: { db: import('../../platform/db/client.js').Database }, paymentId: string) =>
  api.db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, paymentId))

forEachDatabase((kind) => {
  describe(`payment invoices on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    async function freshVenue(values: Parameters<typeof invoiceVenue>[1] = {}) {
      const venue = await invoiceVenue(api, values)
      return { venue, client: invoicesClient(api, admin, venue.id) }
    }

    describe('the customer PUT', () => {
      let client: InvoicesClient
      let venueId: string

      beforeAll(async () => {
        const fresh = await freshVenue()
        client = fresh.client
        venueId = fresh.venue.id
      })

      it('issues number 1 of the venue, stores the VAT number normalized and copies the customer onto the payment', async () => {
        const payment = await addPayment(api, venueId)
        const answer = await client.putCustomer(payment.id, { ...CUSTOMER, customerVatNumber: ' lt 2011-2345.6713 ', customerName: '  UAB Žalias Kiemas ' })
        expect(answer.status, answer.text).toBe(200)
        const invoice = paymentInvoiceSchema.strict().parse(answer.body)
        expect(invoice).toMatchObject({ paymentId: payment.id, number: 'ZGV-000001', kind: 'DETAILED', currency: 'EUR', orderAmount: 2900, ...CUSTOMER })
        const [row] = await api.db.select().from(payments).where(eq(payments.id, payment.id))
        expect(row).toMatchObject(CUSTOMER)
        const [stored] = await invoiceRows(api, payment.id)
        const document = stored!.document as InvoiceDocument
        expect(document.lines).toEqual([
          { kind: 'item', title: 'Cepelinai', modifiers: ['Sauce: Sour cream'], quantity: 2, unitPrice: 1250, amount: 2500 },
          { kind: 'item', title: 'Gira', modifiers: [], quantity: 1, unitPrice: 400, amount: 400 },
        ])
        // Prices include 21 % VAT: 2900 × 21 / 121 = 503.3 → 503.
        expect({ total: document.total, vatAmount: document.vatAmount, netAmount: document.netAmount, vatRatePercent: document.vatRatePercent }).toEqual({
          total: 2900,
          vatAmount: 503,
          netAmount: 2397,
          vatRatePercent: 21,
        })
        expect(document.seller).toEqual({
          name: SELLER.billingName,
          tradingName: 'Žalgiris Grill Vilnius',
          address: 'Pilies g. 1, LT-01123 Vilnius',
          vatNumber: SELLER.billingTaxNumber,
          regNumber: SELLER.billingRegistrationCode,
        })
        // 21:30 UTC on 10 March is 23:30 in Vilnius: still the 10th there.
        expect(document.paymentDate).toBe('2026-03-10')
      })

      it('refuses each invalid field with its message key and changes nothing', async () => {
        const payment = await addPayment(api, venueId)
        const cases: [Record<string, unknown>, Record<string, string[]>][] = [
          [{ customerName: undefined }, { customerName: [PAYMENT_ERRORS.required] }],
          [{ customerRegNumber: '   ' }, { customerRegNumber: [PAYMENT_ERRORS.required] }],
          [{ customerAddress: 'x'.repeat(301) }, { customerAddress: [PAYMENT_ERRORS.tooLong] }],
          [{ customerVatNumber: 'LT201123456714' }, { customerVatNumber: [PAYMENT_ERRORS.invalidVat] }],
          [{ customerVatNumber: 'XX123' }, { customerVatNumber: [PAYMENT_ERRORS.invalidVat] }],
          [{ customerEmail: 'buhalterija@example' }, { customerEmail: [PAYMENT_ERRORS.invalidEmail] }],
          [{ customerEmail: '' }, { customerEmail: [PAYMENT_ERRORS.required] }],
          // Every fault at once, so the dialog marks them all.
          [
            { customerVatNumber: 'PL1234567891', customerEmail: 'a..b@example.com', customerName: '' },
            { customerVatNumber: [PAYMENT_ERRORS.invalidVat], customerEmail: [PAYMENT_ERRORS.invalidEmail], customerName: [PAYMENT_ERRORS.required] },
          ],
        ]
        for (const [change, fields] of cases) {
          const params = expectError(await client.putCustomer(payment.id, { ...CUSTOMER, ...change }), 400, 'VALIDATION')
          expect(params.fields, JSON.stringify(change)).toEqual(fields)
        }
        for (const junk of ['not json', '[]', 'null', JSON.stringify({ ...CUSTOMER, extra: 1 }), JSON.stringify({ ...CUSTOMER, kind: 'PDF' })]) {
          expectError(await client.putCustomer(payment.id, junk), 400, 'VALIDATION')
        }
        const [row] = await api.db.select().from(payments).where(eq(payments.id, payment.id))
        expect([row!.customerVatNumber, row!.customerName, row!.customerEmail]).toEqual([null, null, null])
        expect(await invoiceRows(api, payment.id)).toEqual([])
        // No number was taken: the next invoice of the venue is number 2 (after the first test's 1).
        const next = await addPayment(api, venueId)
        expect((await client.putCustomer(next.id, CUSTOMER)).body.number).toBe('ZGV-000002')
      })

      it('answers the same invoice for the same customer again, and 409 INVOICE_ISSUED for another customer or kind', async () => {
        const payment = await addPayment(api, venueId)
        const first = await client.putCustomer(payment.id, CUSTOMER)
        expect(first.status, first.text).toBe(200)
        const again = await client.putCustomer(payment.id, { ...CUSTOMER, customerVatNumber: 'LT 201123456713' })
        expect(again.status, again.text).toBe(200)
        expect(again.body).toEqual(first.body)
        for (const other of [{ customerName: 'UAB Kitas' }, { customerEmail: 'kitas@example.lt' }, { customerVatNumber: 'LT100001234510' }, { kind: 'GT' }]) {
          const params = expectError(await client.putCustomer(payment.id, { ...CUSTOMER, ...other }), 409, 'CONFLICT')
          expect(params.reason).toBe('INVOICE_ISSUED')
        }
        const rows = await invoiceRows(api, payment.id)
        expect(rows.map((r) => [r.number, r.customerName])).toEqual([[first.body.number, CUSTOMER.customerName]])
        const [sequence] = await api.db.select().from(invoiceSequences).where(eq(invoiceSequences.organizationId, venueId))
        expect(Number(first.body.number.slice(-6))).toBe(sequence!.last)
      })

      it('refuses a detailed invoice where the items are not known (409 DETAILED_NOT_ALLOWED) and issues a product invoice', async () => {
        const payment = await addPayment(api, venueId, { allowDetailedInvoice: false, orderAmount: 4550, refundAmount: 550, refundedAt: new Date('2026-03-11T10:00:00Z') }, [])
        const params = expectError(await client.putCustomer(payment.id, CUSTOMER), 409, 'CONFLICT')
        expect(params.reason).toBe('DETAILED_NOT_ALLOWED')
        expect(await invoiceRows(api, payment.id)).toEqual([])
        const gt = await client.putCustomer(payment.id, { ...CUSTOMER, kind: 'GT' })
        expect(gt.status, gt.text).toBe(200)
        expect(gt.body).toMatchObject({ kind: 'GT', orderAmount: 4550 })
        const [stored] = await invoiceRows(api, payment.id)
        const document = stored!.document as InvoiceDocument
        // One line for the order amount, and the refund made before issuing as a negative line.
        expect(document.lines.map((l) => [l.kind, l.amount])).toEqual([
          ['order', 4550],
          ['refund', -550],
        ])
        expect(document.total).toBe(4000)
        const text = await pdfText(await (await client.download(payment.id, 'gt')).arrayBuffer())
        expect(text).toContain(`Food and drinks, order No. ${payment.orderNumber}`)
        expect(text).toContain('Refund')
        expect(text).toContain(formatMoney(-550, 'EUR'))
        expect(text).toContain(formatMoney(4000, 'EUR'))
        // The detailed PDF of a product invoice is another kind: refused, not drawn.
        expect(expectError(await client.pdf(payment.id, 'detailed'), 409, 'CONFLICT').reason).toBe('INVOICE_ISSUED')
      })

      it('answers 404 for an unknown, malformed or another venue’s payment', async () => {
        const other = await freshVenue()
        const theirs = await addPayment(api, other.venue.id)
        for (const id of [crypto.randomUUID(), 'not-a-uuid', theirs.id, '..%2F..']) {
          expectError(await client.putCustomer(id, CUSTOMER), 404, 'NOT_FOUND')
          expectError(await client.pdf(id, 'detailed', { customerVatNumber: 'PL5271234505' }), 404, 'NOT_FOUND')
        }
        expect(await invoiceRows(api, theirs.id)).toEqual([])
      })
    })

    describe('invoice PDFs', () => {
      it('draw the number, seller, customer, lines, VAT and total, as an attachment named by the number', async () => {
        const { venue, client } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        const issued = (await client.putCustomer(payment.id, CUSTOMER)).body
        const response = await client.download(payment.id, 'detailed')
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('application/pdf')
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${issued.number}.pdf"`)
        const bytes = await response.arrayBuffer()
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
        const text = await pdfText(bytes)
        for (const part of [
          `Invoice No. ${issued.number}`,
          // The seller's legal details, from the venue's company billing details.
          SELLER.billingName,
          'Žalgiris Grill Vilnius',
          'Pilies g. 1, LT-01123 Vilnius',
          `VAT number: ${SELLER.billingTaxNumber}`,
          `Registration number: ${SELLER.billingRegistrationCode}`,
          CUSTOMER.customerName,
          CUSTOMER.customerAddress,
          CUSTOMER.customerVatNumber,
          CUSTOMER.customerRegNumber,
          CUSTOMER.customerEmail,
          'Cepelinai',
          'Sauce: Sour cream',
          'Gira',
          formatMoney(1250, 'EUR'),
          formatMoney(2500, 'EUR'),
          'VAT 21 %',
          formatMoney(503, 'EUR'),
          formatMoney(2900, 'EUR'),
          '10.03.2026',
        ]) {
          expect(text).toContain(part)
        }
      })

      it('speak the language of ?lang=, else Accept-Language, else English', async () => {
        const { venue, client } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        const { number } = (await client.putCustomer(payment.id, CUSTOMER)).body
        const expected = {
          lt: [`PVM sąskaita faktūra Nr. ${number}`, 'Pirkėjas', 'PVM 21 %', 'Iš viso'],
          pl: [`Faktura nr ${number}`, 'Nabywca', 'VAT 21%', 'Razem'],
          es: [`Factura n.º ${number}`, 'Cliente', 'IVA 21 %', 'Importe'],
          ru: [`Счёт-фактура № ${number}`, 'Покупатель', 'НДС 21 %', 'Итого'],
        }
        for (const [lang, words] of Object.entries(expected)) {
          const text = await pdfText(await (await client.download(payment.id, 'detailed', { lang })).arrayBuffer())
          for (const word of words) expect(text, lang).toContain(word)
          expect(text).not.toContain('Invoice No.')
        }
        const byHeader = await fetch(`${api.baseUrl}/business/payments/${payment.id}/invoice-detailed.pdf?organizationId=${venue.id}`, {
          headers: { authorization: `Bearer ${admin}`, 'accept-language': 'de-DE,ru;q=0.9' },
        })
        expect(await pdfText(await byHeader.arrayBuffer())).toContain(`Счёт-фактура № ${number}`)
        const unknown = await client.download(payment.id, 'detailed', { lang: 'xx' })
        expect(await pdfText(await unknown.arrayBuffer())).toContain(`Invoice No. ${number}`)
        // A NUL never reaches the invoice: the platform's text guard refuses the request.
        expect((await client.download(payment.id, 'detailed', { lang: 'xx\u0000' })).status).toBe(400)
      })

      it('draw the frozen invoice: the same number and contents after the payment, its items and the venue change', async () => {
        const { venue, client } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        const { number } = (await client.putCustomer(payment.id, CUSTOMER)).body
        const before = await pdfText(await (await client.download(payment.id, 'detailed')).arrayBuffer())
        await api.db.update(payments).set({ orderAmount: 9900, chargeAmount: 9900 + payment.tipAmount, customerName: 'Changed', orderNumber: 'X-1' }).where(eq(payments.id, payment.id))
        await api.db.update(paymentItems).set({ title: 'Changed dish', price: 9999 }).where(eq(paymentItems.paymentId, payment.id))
        await api.db.update(organizations).set({ name: 'Renamed venue', address: 'Elsewhere 5' }).where(eq(organizations.id, venue.id))
        await api.db
          .update(subscriptions)
          .set({ billingName: 'Renamed UAB', billingTaxNumber: 'LT100012345613', billingRegistrationCode: '111111111' })
          .where(eq(subscriptions.organizationId, venue.id))
        const afterResponse = await client.download(payment.id, 'detailed')
        expect(afterResponse.headers.get('content-disposition')).toContain(number)
        const after = await pdfText(await afterResponse.arrayBuffer())
        expect(after).toBe(before)
        expect(after).not.toContain('Changed')
        expect(after).not.toContain('Renamed')
        expect(after).toContain(SELLER.billingTaxNumber)
        expect(after).not.toContain('111111111')
        // The PUT of the same customer still answers the invoice as issued.
        const again = await client.putCustomer(payment.id, CUSTOMER)
        expect(again.body).toMatchObject({ number, orderAmount: 2900 })
        // The series keeps its prefix after the rename.
        const next = await addPayment(api, venue.id)
        expect((await client.putCustomer(next.id, CUSTOMER)).body.number).toBe('ZGV-000002')
      })

      it('issue an invoice for a company the registry finds by customerVatNumber, once', async () => {
        const { venue, client } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        const response = await client.download(payment.id, 'detailed', { customerVatNumber: 'pl 527 123 45 05' })
        expect(response.status).toBe(200)
        const text = await pdfText(await response.arrayBuffer())
        expect(text).toContain('Demo Gastronomia Sp. z o.o.')
        expect(text).toContain('PL5271234505')
        const [row] = await invoiceRows(api, payment.id)
        expect(row).toMatchObject({ number: 'ZGV-000001', kind: 'DETAILED', customerVatNumber: 'PL5271234505', customerName: 'Demo Gastronomia Sp. z o.o.', customerEmail: null })
        const [paymentRow] = await api.db.select().from(payments).where(eq(payments.id, payment.id))
        expect(paymentRow!.customerVatNumber).toBe('PL5271234505')
        // Again with the same number, and without one: the same invoice.
        for (const query of [{ customerVatNumber: 'PL5271234505' }, {}] as Record<string, string>[]) {
          const again = await client.download(payment.id, 'detailed', query)
          expect(again.status).toBe(200)
          expect(again.headers.get('content-disposition')).toContain('ZGV-000001')
        }
        expect(expectError(await client.pdf(payment.id, 'detailed', { customerVatNumber: 'ESB12345609' }), 409, 'CONFLICT').reason).toBe('INVOICE_ISSUED')
        expect(expectError(await client.pdf(payment.id, 'gt', { customerVatNumber: 'PL5271234505' }), 409, 'CONFLICT').reason).toBe('INVOICE_ISSUED')
        expect(await invoiceRows(api, payment.id)).toHaveLength(1)
      })

      it('refuse a detailed invoice without a customer (409 CUSTOMER_REQUIRED), an invalid VAT number (400) and an unknown one (404), issuing nothing', async () => {
        const { venue, client } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        expect(expectError(await client.pdf(payment.id, 'detailed'), 409, 'CONFLICT').reason).toBe('CUSTOMER_REQUIRED')
        for (const bad of ['LT100001234511', 'DE12345678', 'X'.repeat(21), '']) {
          expectError(await client.pdf(payment.id, 'detailed', { customerVatNumber: bad }), 400, 'VALIDATION')
        }
        // Valid by checksum, but no company of the demo registry.
        expectError(await client.pdf(payment.id, 'detailed', { customerVatNumber: 'LT201123456713' }), 404, 'NOT_FOUND')
        expect(await invoiceRows(api, payment.id)).toEqual([])
        const [sequence] = await api.db.select().from(invoiceSequences).where(eq(invoiceSequences.organizationId, venue.id))
        expect(sequence).toBeUndefined()
      })
    })

    describe('the seller’s legal details (ADR 0064)', () => {
      it('a product invoice without a customer is a simplified invoice: the seller’s details, no buyer block, numbered like any other', async () => {
        const { venue, client } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        const response = await client.download(payment.id, 'gt')
        expect(response.status).toBe(200)
        expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice-ZGV-000001.pdf"')
        const text = await pdfText(await response.arrayBuffer())
        for (const part of ['Simplified invoice No. ZGV-000001', SELLER.billingName, SELLER.billingTaxNumber, SELLER.billingRegistrationCode, 'VAT 21 %', formatMoney(2900, 'EUR')]) {
          expect(text).toContain(part)
        }
        expect(text).not.toContain('Customer')
        const [row] = await invoiceRows(api, payment.id)
        expect(row).toMatchObject({ kind: 'GT', customerVatNumber: null, customerName: null })
        expect((row!.document as InvoiceDocument).customer).toBeNull()
        const lt = await pdfText(await (await client.download(payment.id, 'gt', { lang: 'lt' })).arrayBuffer())
        expect(lt).toContain('Supaprastinta PVM sąskaita faktūra Nr. ZGV-000001')
        expect(lt).not.toContain('Pirkėjas')
        // Issued: downloading it again answers it; a customer after it is another invoice.
        expect((await client.download(payment.id, 'gt')).headers.get('content-disposition')).toContain('ZGV-000001')
        expect(expectError(await client.putCustomer(payment.id, { ...CUSTOMER, kind: 'GT' }), 409, 'CONFLICT').reason).toBe('INVOICE_ISSUED')
        expect(expectError(await client.pdf(payment.id, 'gt', { customerVatNumber: 'PL5271234505' }), 409, 'CONFLICT').reason).toBe('INVOICE_ISSUED')
        expect(await invoiceRows(api, payment.id)).toHaveLength(1)
      })

      it('refuse to issue for a venue without them (409 SELLER_DETAILS_REQUIRED naming the billing fields), issuing nothing', async () => {
        const cases: [Parameters<typeof invoiceVenue>[2], string[]][] = [
          [null, ['name', 'address', 'postalCode', 'city', 'taxNumber']],
          [{ ...SELLER, billingName: null, billingCity: '  ' }, ['name', 'city']],
          // A Lithuanian (or Polish) VAT number: the company code is required too.
          [{ ...SELLER, billingRegistrationCode: null }, ['registrationCode']],
          [{ ...SELLER, billingTaxNumber: 'PL5271234505', billingRegistrationCode: '' }, ['registrationCode']],
        ]
        for (const [billing, missing] of cases) {
          const venue = await invoiceVenue(api, {}, billing)
          const client = invoicesClient(api, admin, venue.id)
          const payment = await addPayment(api, venue.id)
          for (const answer of [await client.putCustomer(payment.id, CUSTOMER), await client.pdf(payment.id, 'gt'), await client.pdf(payment.id, 'detailed', { customerVatNumber: 'PL5271234505' })]) {
            const error = expectError(answer, 409, 'CONFLICT')
            expect(error).toMatchObject({ reason: 'SELLER_DETAILS_REQUIRED', missing })
          }
          expect(await invoiceRows(api, payment.id)).toEqual([])
          const [sequence] = await api.db.select().from(invoiceSequences).where(eq(invoiceSequences.organizationId, venue.id))
          expect(sequence).toBeUndefined()
          const [paymentRow] = await api.db.select().from(payments).where(eq(payments.id, payment.id))
          expect(paymentRow!.customerVatNumber).toBeNull()
        }
      })

      it('issue without a company code where the VAT number’s country asks for none', async () => {
        const venue = await invoiceVenue(api, {}, { ...SELLER, billingTaxNumber: 'LV40003123453', billingRegistrationCode: null })
        const client = invoicesClient(api, admin, venue.id)
        const payment = await addPayment(api, venue.id)
        expect((await client.putCustomer(payment.id, CUSTOMER)).status).toBe(200)
        const text = await pdfText(await (await client.download(payment.id, 'detailed')).arrayBuffer())
        expect(text).toContain('VAT number: LV40003123453')
        expect(text).not.toContain('Registration number: 302445566')
      })
    })

    describe('the list', () => {
      it('pages the venue’s invoices newest first, or oldest first, with hasMore', async () => {
        const { venue, client } = await freshVenue()
        for (let i = 0; i < 12; i++) {
          const payment = await addPayment(api, venue.id, {}, ITEMS.slice(0, 1 + (i % 2)))
          expect((await client.putCustomer(payment.id, CUSTOMER)).status).toBe(200)
        }
        const numbers = (body: { invoices: { number: string }[] }) => body.invoices.map((i) => Number(i.number.slice(-6)))
        const first = await client.list()
        expect(first.status, first.text).toBe(200)
        paymentInvoicesPageSchema.parse(first.body)
        expect({ page: first.body.page, size: first.body.size, hasMore: first.body.hasMore }).toEqual({ page: 0, size: 10, hasMore: true })
        expect(numbers(first.body)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
        const second = await client.list({ page: '1' })
        expect({ numbers: numbers(second.body), hasMore: second.body.hasMore }).toEqual({ numbers: [2, 1], hasMore: false })
        const ascending = await client.list({ size: '20', sort: 'ts', direction: 'ASC' })
        expect(numbers(ascending.body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        expect(ascending.body.invoices[0]).toMatchObject({ orderAmount: 2500, customerName: CUSTOMER.customerName, customerEmail: CUSTOMER.customerEmail })
        expect((await client.list({ page: '5' })).body).toEqual({ invoices: [], page: 5, size: 10, hasMore: false })
        for (const junk of [{ size: '7' }, { page: '-1' }, { page: '1e3' }, { sort: 'number' }, { direction: 'up' }, { page: '100001' }] as Record<string, string>[]) {
          expectError(await client.list(junk), 400, 'VALIDATION')
        }
        // Another venue's invoices are not in this list.
        const other = await freshVenue()
        expect((await other.client.list()).body.invoices).toEqual([])
      })
    })

    describe('permissions', () => {
      it('needs MANAGE_INVOICES (with VIEW_PAYMENTS to issue) on a paymentsEnabled venue', async () => {
        const { venue } = await freshVenue()
        const payment = await addPayment(api, venue.id)
        const viewer = invoicesClient(api, await memberWith(api, venue.id, ['VIEW_PAYMENTS']), venue.id)
        expectError(await viewer.putCustomer(payment.id, CUSTOMER), 403, 'FORBIDDEN')
        expectError(await viewer.pdf(payment.id, 'detailed', { customerVatNumber: 'PL5271234505' }), 403, 'FORBIDDEN')
        expectError(await viewer.pdf(payment.id, 'gt', { customerVatNumber: 'PL5271234505' }), 403, 'FORBIDDEN')
        expectError(await viewer.list(), 403, 'FORBIDDEN')
        expect((await viewer.byVat('PL5271234505')).status).toBe(200)

        const invoicer = invoicesClient(api, await memberWith(api, venue.id, ['MANAGE_INVOICES']), venue.id)
        expectError(await invoicer.putCustomer(payment.id, CUSTOMER), 403, 'FORBIDDEN')
        expectError(await invoicer.byVat('PL5271234505'), 403, 'FORBIDDEN')
        expect((await invoicer.list()).status).toBe(200)
        expect(await invoiceRows(api, payment.id)).toEqual([])

        const both = invoicesClient(api, await memberWith(api, venue.id, ['VIEW_PAYMENTS', 'MANAGE_INVOICES']), venue.id)
        expect((await both.putCustomer(payment.id, CUSTOMER)).status).toBe(200)

        const stranger = invoicesClient(api, '', venue.id)
        expectError(await api.fetchJson(`/business/payment-invoices?organizationId=${venue.id}`), 401, 'UNAUTHORIZED')
        expectError(await stranger.list(), 401, 'UNAUTHORIZED')
      })

      it('refuses every call on a venue without payments (403), even to the admin', async () => {
        const { venue, client } = await freshVenue({ paymentsEnabled: false })
        const payment = await addPayment(api, venue.id)
        expectError(await client.putCustomer(payment.id, CUSTOMER), 403, 'FORBIDDEN')
        expectError(await client.pdf(payment.id, 'detailed', { customerVatNumber: 'PL5271234505' }), 403, 'FORBIDDEN')
        expectError(await client.byVat('PL5271234505'), 403, 'FORBIDDEN')
        expectError(await client.list(), 403, 'FORBIDDEN')
        expect(await invoiceRows(api, payment.id)).toEqual([])
      })
    })

    it('seeds six demo invoices of Old Town Bistro, numbered 1 to 6, each drawing its payment', async () => {
      const orgs = (await api.fetchJson('/business/organizations', { token: admin })).body as { id: string; name: string }[]
      const bistro = orgs.find((o) => o.name === 'Old Town Bistro')!
      const client = invoicesClient(api, admin, bistro.id)
      const list = await client.list({ size: '20' })
      expect(list.status, list.text).toBe(200)
      expect(list.body.invoices.map((i: { number: string }) => i.number)).toEqual(['OTB-000006', 'OTB-000005', 'OTB-000004', 'OTB-000003', 'OTB-000002', 'OTB-000001'])
      const invoices = list.body.invoices as import('../../contract/payments.js').PaymentInvoice[]
      // Some typed in (with an e-mail), some found in the demo registry (without).
      expect(invoices.filter((i) => i.customerEmail === null).length).toBe(3)
      for (const invoice of invoices) {
        const [payment] = await api.db.select().from(payments).where(eq(payments.id, invoice.paymentId))
        expect(payment!.orderAmount).toBe(invoice.orderAmount)
        expect(payment!.customerVatNumber).toBe(invoice.customerVatNumber)
        const [row] = await invoiceRows(api, invoice.paymentId)
        const document = row!.document as InvoiceDocument
        // The lines add up to what the payment paid for (no demo invoice carries a refund).
        expect(document.total).toBe(payment!.orderAmount)
        expect(document.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(document.total)
        expect(new Date(invoice.ts).getTime()).toBeGreaterThan(payment!.ts.getTime())
      }
      const newest = invoices[0]!
      const response = await client.download(newest.paymentId, newest.kind === 'DETAILED' ? 'detailed' : 'gt')
      expect(response.status).toBe(200)
      const text = await pdfText(await response.arrayBuffer())
      expect(text).toContain('Invoice No. OTB-000006')
      expect(text).toContain(newest.customerName!)
      expect(text).toContain('Old Town Bistro')
      // The demo's seller is complete: legal name, address, VAT number and company code.
      for (const part of ['Senamiesčio bistro UAB', 'Pilies g. 10, LT-01123 Vilnius', 'VAT number: LT100012345613', 'Registration number: 304123456']) expect(text).toContain(part)
    })

    it('answers junk with 4xx, never 500', async () => {
      const { venue, client } = await freshVenue()
      const payment = await addPayment(api, venue.id)
      // A body just under the platform's 1 MiB limit (over it is 413, tests/platform/http.test.ts).
      const huge = expectError(await client.putCustomer(payment.id, { ...CUSTOMER, customerName: 'x'.repeat(1_000_000) }), 400, 'VALIDATION')
      expect(huge.fields).toEqual({ customerName: [PAYMENT_ERRORS.tooLong] })
      expectError(await client.putCustomer(payment.id, '['.repeat(5000) + ']'.repeat(5000)), 400, 'VALIDATION')
      expectError(await client.putCustomer(payment.id, { ...CUSTOMER, customerName: 'a\u0000b' }), 400, 'VALIDATION')
      expectError(await client.putCustomer(payment.id, { ...CUSTOMER, customerVatNumber: 12345 }), 400, 'VALIDATION')
      expectError(await client.pdf(payment.id, 'detailed', { customerVatNumber: '\ud800' }), 400, 'VALIDATION')
      for (const vat of ['x'.repeat(500), '%00', '\u0000LT100001234510', 'LT']) {
        const answer = await client.byVat(vat)
        expect(answer.status, vat).toBe(400)
      }
      const odd = await api.fetchJson(`/business/payments/${payment.id}/invoice-detailed.pdf?organizationId=${venue.id}&customerVatNumber=a&customerVatNumber=b`, { token: admin })
      expect(odd.status).toBe(400)
      const noOrg = await api.fetchJson(`/business/payment-invoices?organizationId=${encodeURIComponent("' or 1=1 --")}`, { token: admin })
      expectError(noOrg, 403, 'FORBIDDEN')
      expect(await invoiceRows(api, payment.id)).toEqual([])
      const counted = await api.db.execute(sql`select count(*)::int as n from payment_invoices where organization_id = ${venue.id}`)
      expect((counted as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }])
    })
  })
})
