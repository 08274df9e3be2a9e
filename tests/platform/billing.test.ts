/**
 * The subscription calls (issue 12 items 2 and 7): the demo venues' subscriptions as seeded,
 * each call's answer, the invoices paged newest first and their PDF, the company billing rules
 * of SPEC.md section 5 (refusals name every field at fault with BILLING_ERRORS keys and change
 * nothing), MANAGE_BILLING on every call, and bad input answered 4xx, never 500.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { BILLING_ERRORS, BILLING_LIMITS, needsBillingAlert, subscriptionInvoicePdfPath, subscriptionSchema, type SubscriptionInvoice } from '../../contract/billing.js'
import { formatMoney } from '../../contract/money.js'
import { PERMISSIONS } from '../../contract/organizations.js'
import { subscriptions } from '../../platform/db/schema/index.js'
import { PLATFORM_SELLER } from '../../platform/domain/payments/money.js'
import { addInvoice, billingClient, subscribedVenue, textOf, VALID_BILLING, type BillingClient } from './billing-fixtures.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { adminToken, demoOrganization, memberWith } from './orders-fixtures.js'

const DAY = 86_400_000

forEachDatabase((kind) => {
  describe(`subscription calls on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string
    let ids: { bistro: string; cafe: string; bar: string }
    let bistro: BillingClient

    beforeAll(async () => {
      admin = await adminToken(api)
      ids = {
        bistro: (await demoOrganization(api, admin, 'Old Town Bistro')).id,
        cafe: (await demoOrganization(api, admin, 'Station Café')).id,
        bar: (await demoOrganization(api, admin, 'Riverside Bar')).id,
      }
      bistro = billingClient(api, admin, ids.bistro)
    })

    describe('the demo venues', () => {
      it('Old Town Bistro: MTR 29.00 EUR a month, ACTIVE, billing filled, a Visa 4242 two years ahead, twelve monthly invoices', async () => {
        const subscription = await bistro.get('/business/subscription')
        expect(subscription.status).toBe(200)
        expect(subscriptionSchema.parse(subscription.body)).toEqual(subscription.body)
        expect(subscription.body).toMatchObject({ mode: 'MTR', amount: 2900, currency: 'EUR', interval: 'MONTH', intervalCount: 1, status: 'ACTIVE', trialEnd: null })
        for (const field of ['name', 'email', 'taxNumber', 'address', 'postalCode', 'city'] as const) expect(subscription.body.billing[field]).toBeTruthy()
        const now = new Date()
        const card = (await bistro.get('/business/subscription/card')).body.card
        expect(card).toEqual({ brand: 'visa', last4: '4242', expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() + 2 })
        expect(needsBillingAlert(subscription.body, card)).toBe(false)

        const invoices: SubscriptionInvoice[] = (await bistro.get('/business/subscription/invoices')).body.invoices
        expect(invoices).toHaveLength(12)
        expect(invoices.map((i) => i.status)).toEqual(['OPEN', ...Array(11).fill('PAID')])
        expect(invoices[0]!.dueDate! >= now.toISOString().slice(0, 10)).toBe(true)
        expect(invoices.slice(1).every((i) => i.dueDate === null)).toBe(true)
        // Monthly: each period is the calendar month before the previous invoice's.
        for (const [i, invoice] of invoices.entries()) {
          const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))
          expect(invoice.periodStart).toBe(month.toISOString().slice(0, 10))
          expect(invoice.periodEnd).toBe(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10))
          expect(invoice).toMatchObject({ amount: 2900, tax: 503, currency: 'EUR' })
        }
      })

      it('Station Café: TR, TRIALING until 14 days ahead, nothing filled; Riverside Bar: MTR PAST_DUE without a billing name or card', async () => {
        const cafe = billingClient(api, admin, ids.cafe)
        const trial = (await cafe.get('/business/subscription')).body
        expect(trial).toMatchObject({ mode: 'TR', amount: 0, status: 'TRIALING' })
        const daysLeft = (Date.parse(trial.trialEnd) - Date.now()) / DAY
        expect(daysLeft).toBeGreaterThan(13)
        expect(daysLeft).toBeLessThanOrEqual(14)
        expect((await cafe.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })
        expect((await cafe.get('/business/subscription/invoices')).body).toEqual({ invoices: [], page: 0, size: 20, hasMore: false })

        const bar = billingClient(api, admin, ids.bar)
        const overdue = (await bar.get('/business/subscription')).body
        expect(overdue).toMatchObject({ mode: 'MTR', status: 'PAST_DUE', trialEnd: null })
        expect(overdue.billing.name).toBeNull()
        const card = (await bar.get('/business/subscription/card')).body.card
        expect(card).toBeNull()
        expect(needsBillingAlert(overdue, card)).toBe(true)
        // What it owes: last month's invoice, open past its due date; the two before paid.
        const owed: SubscriptionInvoice[] = (await bar.get('/business/subscription/invoices')).body.invoices
        expect(owed.map((i) => i.status)).toEqual(['OPEN', 'PAID', 'PAID'])
        expect(owed[0]).toMatchObject({ amount: 2900, currency: 'EUR' })
        expect(owed[0]!.dueDate! < new Date().toISOString().slice(0, 10)).toBe(true)
      })
    })

    it('answers 404 for a venue without a subscription, and {card: null} for its card', async () => {
      const bare = await subscribedVenue(api)
      await api.db.delete(subscriptions).where(eq(subscriptions.organizationId, bare.id))
      const client = billingClient(api, admin, bare.id)
      expectError(await client.get('/business/subscription'), 404, 'NOT_FOUND')
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })
      expectError(await client.put('/business/subscription/billing', VALID_BILLING), 404, 'NOT_FOUND')
      expectError(await client.post('/business/subscription/card/setup', { returnUrl: '/back' }), 404, 'NOT_FOUND')
    })

    describe('subscription invoices', () => {
      let all: SubscriptionInvoice[]
      beforeAll(async () => {
        all = (await bistro.get('/business/subscription/invoices', { size: '100' })).body.invoices
      })

      it('pages newest first with hasMore, by the size asked (default 20)', async () => {
        const times = all.map((i) => i.createdAt)
        expect(times).toEqual([...times].sort().reverse())
        const seen: SubscriptionInvoice[] = []
        for (let page = 0; ; page++) {
          const answer = (await bistro.get('/business/subscription/invoices', { size: '5', page: String(page) })).body
          expect(answer).toMatchObject({ page, size: 5 })
          seen.push(...answer.invoices)
          expect(answer.hasMore).toBe(seen.length < all.length)
          if (!answer.hasMore) break
        }
        expect(seen).toEqual(all)
        expect((await bistro.get('/business/subscription/invoices')).body).toMatchObject({ page: 0, size: BILLING_LIMITS.invoicesPageSize, hasMore: false })
        expect((await bistro.get('/business/subscription/invoices', { page: '7' })).body).toMatchObject({ invoices: [], hasMore: false })
        for (const query of [{ size: '0' }, { size: '101' }, { page: '-1' }, { size: 'ten' }, { page: '1e3' }] as Record<string, string>[]) {
          expectError(await bistro.get('/business/subscription/invoices', query), 400, 'VALIDATION')
        }
      })

      it('draws an invoice: number, seller, the billing details it was issued to, period, VAT and total, in the language asked', async () => {
        const invoice = all[1]!
        const { response, bytes } = await bistro.download(subscriptionInvoicePdfPath(invoice.id, invoice.number))
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('application/pdf')
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`)
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
        const billing = (await bistro.get('/business/subscription')).body.billing
        const words = await textOf(bytes)
        for (const expected of [
          `Invoice ${invoice.number}`,
          PLATFORM_SELLER.name,
          PLATFORM_SELLER.vatNumber,
          billing.name,
          billing.address,
          `${billing.postalCode} ${billing.city}`,
          billing.taxNumber,
          'Subscription “Menu, Tips and Reviews” (MTR)',
          'Paid',
          'VAT 21 %:',
          formatMoney(invoice.tax, 'EUR'),
          formatMoney(invoice.amount - invoice.tax, 'EUR'),
          formatMoney(invoice.amount, 'EUR'),
        ]) {
          expect(words).toContain(expected)
        }
        // Dates as every invoice prints them, DD.MM.YYYY.
        const day = (iso: string) => iso.split('-').reverse().join('.')
        expect(words).toContain(`Period: ${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`)

        const open = all[0]!
        expect(await textOf((await bistro.download(subscriptionInvoicePdfPath(open.id, open.number))).bytes)).toContain('Due date:')

        for (const [lang, expected] of [
          ['lt', ['Sąskaita faktūra', 'Pardavėjas', 'Pirkėjas', 'Prenumerata „Meniu, arbatpinigiai ir atsiliepimai“', 'PVM 21 %:']],
          ['pl', ['Faktura', 'Sprzedawca', 'Nabywca', 'Subskrypcja']],
          ['ru', ['Подписка «Меню, чаевые и отзывы»']],
          ['es', ['Suscripción «Menú, propinas y reseñas»']],
        ] as const) {
          const text = await textOf((await bistro.download(subscriptionInvoicePdfPath(invoice.id, invoice.number), { lang })).bytes)
          for (const word of expected) expect(text).toContain(word)
          expect(text).not.toContain('Seller')
        }
      })

      it('draws the billing details frozen in the invoice, not the ones saved later', async () => {
        const venue = await subscribedVenue(api, { billingName: 'Vėliau pakeista UAB' })
        const invoice = await addInvoice(api, venue.id, {
          createdAt: new Date('2026-02-01T09:00:00Z'),
          periodStart: '2026-02-01',
          periodEnd: '2026-02-28',
          status: 'OPEN',
          dueDate: '2026-02-28',
          buyer: { ...VALID_BILLING, name: 'Tuometinė įmonė UAB' },
        })
        const client = billingClient(api, admin, venue.id)
        const text = await textOf((await client.download(subscriptionInvoicePdfPath(invoice.id, invoice.number))).bytes)
        expect(text).toContain('Tuometinė įmonė UAB')
        expect(text).not.toContain('Vėliau pakeista UAB')
        expect(text).toContain('28.02.2026')
      })

      it('answers 404 for a wrong number, another venue’s invoice, an unknown or malformed id, another file name', async () => {
        const invoice = all[2]!
        const venue = await subscribedVenue(api)
        const other = billingClient(api, admin, venue.id)
        const base = `/business/subscription/invoices`
        for (const [client, path] of [
          [bistro, subscriptionInvoicePdfPath(invoice.id, all[3]!.number)],
          [bistro, subscriptionInvoicePdfPath(invoice.id, `${invoice.number}x`)],
          [other, subscriptionInvoicePdfPath(invoice.id, invoice.number)],
          [bistro, subscriptionInvoicePdfPath(randomUUID(), invoice.number)],
          [bistro, subscriptionInvoicePdfPath('not-a-uuid', invoice.number)],
          [bistro, `${base}/${invoice.id}/receipt-${invoice.number}.pdf`],
          [bistro, `${base}/${invoice.id}/invoice-.pdf`],
          [bistro, `${base}/${invoice.id}/invoice-%27.pdf`],
        ] as const) {
          expectError(await client.get(path), 404, 'NOT_FOUND')
        }
      })
    })

    describe('company billing', () => {
      it('stores the details trimmed and answers them; registrationCode stays as it was when left out', async () => {
        const venue = await subscribedVenue(api)
        const client = billingClient(api, admin, venue.id)
        const saved = await client.put('/business/subscription/billing', { ...VALID_BILLING, name: `  ${VALID_BILLING.name}  ` })
        expect(saved.status, saved.text).toBe(200)
        expect(saved.body).toEqual(VALID_BILLING)
        expect((await client.get('/business/subscription')).body.billing).toEqual(VALID_BILLING)

        const { registrationCode: _, ...withoutCode } = { ...VALID_BILLING, city: 'Kaunas' }
        expect((await client.put('/business/subscription/billing', withoutCode)).body).toEqual({ ...VALID_BILLING, city: 'Kaunas' })
        expect((await client.put('/business/subscription/billing', { ...withoutCode, registrationCode: null })).body.registrationCode).toBeNull()
        expect((await client.put('/business/subscription/billing', { ...withoutCode, registrationCode: '' })).body.registrationCode).toBeNull()
      })

      it('refuses a wrong e-mail, each missing or blank required field and each over-long value with the field’s message key, changing nothing', async () => {
        const venue = await subscribedVenue(api)
        const client = billingClient(api, admin, venue.id)
        expect((await client.put('/business/subscription/billing', VALID_BILLING)).status).toBe(200)
        const before = (await client.get('/business/subscription')).body
        const refuse = async (body: unknown, fields: Record<string, string[]>) => {
          const params = expectError(await client.put('/business/subscription/billing', body), 400, 'VALIDATION')
          expect(params.fields).toEqual(fields)
          expect((await client.get('/business/subscription')).body).toEqual(before)
        }
        for (const email of ['no-at-sign', 'two@@example.com', 'a@b', 'dot.@example.com', 'a@example.123', 'name@-example.com']) {
          await refuse({ ...VALID_BILLING, email }, { email: [BILLING_ERRORS.invalidEmail] })
        }
        for (const field of ['name', 'email', 'taxNumber', 'address', 'postalCode', 'city'] as const) {
          const { [field]: _, ...without } = VALID_BILLING
          await refuse(without, { [field]: [BILLING_ERRORS.required] })
          await refuse({ ...VALID_BILLING, [field]: '   ' }, { [field]: [BILLING_ERRORS.required] })
          await refuse({ ...VALID_BILLING, [field]: null }, { [field]: [BILLING_ERRORS.required] })
        }
        for (const field of ['name', 'registrationCode', 'taxNumber', 'address', 'postalCode', 'city'] as const) {
          await refuse({ ...VALID_BILLING, [field]: 'x'.repeat(BILLING_LIMITS[field] + 1) }, { [field]: [BILLING_ERRORS.tooLong] })
        }
        await refuse({ ...VALID_BILLING, email: `${'a'.repeat(250)}@example.com` }, { email: [BILLING_ERRORS.tooLong] })
        // Everything at fault at once.
        await refuse({ email: 'wrong' }, {
          email: [BILLING_ERRORS.invalidEmail],
          name: [BILLING_ERRORS.required],
          taxNumber: [BILLING_ERRORS.required],
          address: [BILLING_ERRORS.required],
          postalCode: [BILLING_ERRORS.required],
          city: [BILLING_ERRORS.required],
        })
        // Exactly the limit is accepted.
        const longest = { ...VALID_BILLING, name: 'n'.repeat(BILLING_LIMITS.name), city: 'c'.repeat(BILLING_LIMITS.city) }
        expect((await client.put('/business/subscription/billing', longest)).body).toEqual(longest)
      })

      it('refuses bodies that are not billing details with 400, never 500', async () => {
        const client = billingClient(api, admin, ids.bar)
        const before = (await client.get('/business/subscription')).body
        for (const body of ['not json', '[]', 'null', '"text"', '42', JSON.stringify({ ...VALID_BILLING, extra: 1 }), JSON.stringify({ ...VALID_BILLING, name: 7 }), JSON.stringify({ ...VALID_BILLING, city: 'a\u0000b' })]) {
          const answer = await client.put('/business/subscription/billing', body)
          expect(answer.status, body).toBe(400)
          expect(answer.body.errorCode).toBe('VALIDATION')
        }
        expect((await client.get('/business/subscription')).body).toEqual(before)
      })
    })

    it('refuses card calls with bad bodies (400) and DELETE without a card (409 NO_CARD)', async () => {
      const venue = await subscribedVenue(api)
      const client = billingClient(api, admin, venue.id)
      for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil', 'relative', '', 'x'.repeat(600)]) {
        expectError(await client.post('/business/subscription/card/setup', { returnUrl }), 400, 'VALIDATION')
      }
      expectError(await client.post('/business/subscription/card/setup', {}), 400, 'VALIDATION')
      for (const body of [{}, { stripePaymentMethodId: '' }, { setupSessionId: 'a', stripePaymentMethodId: 'b' }, { setupSessionId: 'x'.repeat(300) }, { other: 1 }]) {
        expectError(await client.put('/business/subscription/card', body), 400, 'VALIDATION')
      }
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })
      const params = expectError(await client.delete('/business/subscription/card'), 409, 'CONFLICT')
      expect(params.reason).toBe('NO_CARD')
    })

    describe('permissions', () => {
      /** Every call with a body that would succeed for a caller holding MANAGE_BILLING. */
      const calls = (invoice: Pick<SubscriptionInvoice, 'id' | 'number'>) =>
        [
          { method: 'GET', path: '/business/subscription', ok: 200 },
          { method: 'GET', path: '/business/subscription/card', ok: 200 },
          { method: 'POST', path: '/business/subscription/card/setup', body: { returnUrl: '/back' }, ok: 200 },
          // No such set-up: the caller got past the permission check to the provider's answer.
          { method: 'PUT', path: '/business/subscription/card', body: { setupSessionId: 'cs_demo_unknown' }, ok: 409 },
          { method: 'DELETE', path: '/business/subscription/card', ok: 409 },
          { method: 'PUT', path: '/business/subscription/billing', body: VALID_BILLING, ok: 200 },
          { method: 'GET', path: '/business/subscription/invoices', ok: 200 },
          { method: 'GET', path: subscriptionInvoicePdfPath(invoice.id, invoice.number), ok: 200 },
        ] as const

      it('answers each call with MANAGE_BILLING alone and refuses it with 403 without, whatever else the caller holds', async () => {
        const venue = await subscribedVenue(api)
        const invoice = await addInvoice(api, venue.id, { createdAt: new Date('2026-01-01T09:00:00Z'), periodStart: '2026-01-01', periodEnd: '2026-01-31', status: 'PAID' })
        const only = await memberWith(api, venue.id, ['MANAGE_BILLING'])
        const others = await memberWith(api, venue.id, PERMISSIONS.filter((p) => p !== 'MANAGE_BILLING'))
        const before = (await billingClient(api, admin, venue.id).get('/business/subscription')).body
        for (const call of calls(invoice)) {
          const path = `${call.path}?organizationId=${venue.id}`
          const body = 'body' in call ? call.body : undefined
          const billingWrite = call.path.endsWith('billing')
          expectError(await api.fetchJson(path, { method: call.method, token: others, body: billingWrite ? { ...VALID_BILLING, name: 'Refused UAB' } : body }), 403, 'FORBIDDEN')
          if (billingWrite) expect((await billingClient(api, admin, venue.id).get('/business/subscription')).body).toEqual(before)
          expectError(await api.fetchJson(path, { method: call.method, body }), 401, 'UNAUTHORIZED')
          const allowed = await api.fetchJson(path, { method: call.method, token: only, body })
          expect(allowed.status, `${call.method} ${call.path}: ${allowed.text.slice(0, 200)}`).toBe(call.ok)
        }
      })

      it('refuses an unknown or malformed organization and one the caller is not a member of', async () => {
        const stranger = await memberWith(api, (await subscribedVenue(api)).id, [...PERMISSIONS])
        for (const client of [billingClient(api, admin, randomUUID()), billingClient(api, admin, 'nope'), billingClient(api, stranger, ids.bistro)]) {
          expectError(await client.get('/business/subscription'), 403, 'FORBIDDEN')
          expectError(await client.get('/business/subscription/card'), 403, 'FORBIDDEN')
          expectError(await client.put('/business/subscription/billing', VALID_BILLING), 403, 'FORBIDDEN')
          expectError(await client.delete('/business/subscription/card'), 403, 'FORBIDDEN')
        }
        expect((await bistro.get('/business/subscription/card')).body.card).not.toBeNull()
      })
    })
  })
})
