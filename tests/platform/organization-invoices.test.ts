/**
 * Organization invoices (issue 11 item 1): the platform's monthly invoices to a venue, paged by
 * issue time both ways, and each one's PDF: seller, buyer (with its legal details), number,
 * dates and period as DD.MM.YYYY, the fee lines, VAT and total, in the asked language; another venue's, an unknown or a malformed id is 404.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../contract/money.js'
import type { OrganizationInvoice } from '../../contract/payments.js'
import { PLATFORM_SELLER } from '../../platform/domain/payments/money.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { adminToken, demoOrganization, ordersClient, type OrdersClient } from './orders-fixtures.js'
import { download, everyPage, pdfText } from './payments-fixtures.js'

const text = async (bytes: Buffer) => pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)

forEachDatabase((kind) => {
  describe(`organization invoices on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string
    let bistro: { id: string }
    let client: OrdersClient
    let invoices: OrganizationInvoice[]

    beforeAll(async () => {
      admin = await adminToken(api)
      bistro = await demoOrganization(api, admin, 'Old Town Bistro')
      client = ordersClient(api, admin, bistro.id)
      invoices = await everyPage((q) => client.get('/business/organization-invoices', q), 'invoices')
    })

    it('pages the invoices newest first by default and oldest first when asked, hasMore on a full page', async () => {
      expect(invoices.length).toBeGreaterThanOrEqual(11)
      const times = invoices.map((i) => i.ts)
      expect(times).toEqual([...times].sort().reverse())
      const first = (await client.get('/business/organization-invoices')).body
      expect(first).toMatchObject({ page: 0, size: 10, hasMore: true })
      expect(first.invoices).toEqual(invoices.slice(0, 10))
      const second = (await client.get('/business/organization-invoices', { page: '1' })).body
      expect(second.invoices).toEqual(invoices.slice(10, 20))
      expect(second.hasMore).toBe(invoices.length > 20)
      const oldest = (await client.get('/business/organization-invoices', { direction: 'ASC', size: '20' })).body.invoices
      expect(oldest).toEqual([...invoices].reverse().slice(0, 20))
      expect(first.invoices[0]).toEqual({
        id: expect.any(String),
        ts: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
        number: expect.stringMatching(/^GT-\d{6}-\d{4}$/),
        since: expect.stringMatching(/^\d{4}-\d{2}-01$/),
        until: expect.stringMatching(/^\d{4}-\d{2}-01$/),
        amount: expect.any(Number),
        tax: expect.any(Number),
        currency: 'EUR',
      })
    })

    it('draws the invoice: seller, buyer, number, period, lines, VAT and total', async () => {
      const invoice = invoices[1]!
      const { response, bytes } = await download(api, admin, `/business/organization-invoices/${invoice.id}/invoice.pdf`, { organizationId: bistro.id })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`)
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      const words = await text(bytes)
      for (const expected of [
        `Invoice ${invoice.number}`,
        PLATFORM_SELLER.name,
        PLATFORM_SELLER.vatNumber,
        // The buyer: the venue's legal details, from its company billing details.
        'Senamiesčio bistro UAB',
        'Old Town Bistro',
        'Pilies g. 10, LT-01123 Vilnius',
        'VAT number: LT100012345613',
        'Registration number: 304123456',
        'Payment processing fee 1.9 %, Apple Pay',
        'VAT 21 %:',
        formatMoney(invoice.tax, 'EUR'),
        formatMoney(invoice.amount, 'EUR'),
        formatMoney(invoice.amount - invoice.tax, 'EUR'),
      ]) {
        expect(words).toContain(expected)
      }
      // Dates as DD.MM.YYYY: the issue date (the venue's day of `ts`) and the period, first day to last.
      const day = (iso: string) => iso.split('-').reverse().join('.')
      const last = new Date(Date.parse(`${invoice.until}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      expect(words).toContain(`Period: ${day(invoice.since)} – ${day(last)}`)
      const issued = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date(invoice.ts))
      expect(words).toContain(`Date: ${day(issued)}`)
      expect(words).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/)

      const lt = await text((await download(api, admin, `/business/organization-invoices/${invoice.id}/invoice.pdf`, { organizationId: bistro.id, lang: 'lt' })).bytes)
      for (const expected of [`Sąskaita faktūra ${invoice.number}`, 'Pardavėjas', 'Pirkėjas', 'PVM 21 %:', 'Iš viso:', 'Įmonės kodas: 304123456', day(invoice.since)]) expect(lt).toContain(expected)
      expect(lt).not.toContain('Seller')
    })

    it('answers 404 for another venue’s invoice, an unknown or a malformed id', async () => {
      const cafe = await demoOrganization(api, admin, 'Station Café')
      const foreign = (await ordersClient(api, admin, cafe.id).get('/business/organization-invoices')).body.invoices[0]
      for (const id of [foreign.id, randomUUID(), 'GT-202601-0001', '%27']) {
        expectError(await client.get(`/business/organization-invoices/${id}/invoice.pdf`), 404, 'NOT_FOUND')
      }
    })
  })
})
