/**
 * The embedded demo card provider end to end at the platform (issue 12 item 3): a set-up
 * started by POST …/card/setup, the card entered through the provider's own endpoint (what its
 * page /dev/cards sends, with the user's token), the card stored by PUT …/card with the
 * session the page sent back, and refused cards, foreign sessions and removal. Plus which
 * numbers the demo accepts.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SETUP_SESSION_PARAM } from '../../contract/billing.js'
import { cardSetups, demoCardCharges, demoCardSessions, subscriptionCards, subscriptionInvoices, subscriptions } from '../../platform/db/schema/index.js'
import { checkTestCard } from '../../platform/providers/cards/demo-test-cards.js'
import { addInvoice, billingClient, subscribedVenue, type BillingClient } from './billing-fixtures.js'
import { expectError, forEachDatabase, useHarness, type Harness } from './harness.js'
import { adminToken, memberWith } from './orders-fixtures.js'

const NOW = new Date('2026-03-10T12:00:00Z')

describe('the demo provider’s test cards', () => {
  it('accepts the usual test numbers, spaces or dashes allowed, with their brand', () => {
    for (const [number, brand, cvc] of [
      ['4242 4242 4242 4242', 'visa', '123'],
      ['4242-4242-4242-4242', 'visa', '123'],
      ['5555 5555 5555 4444', 'mastercard', '999'],
      ['3782 822463 10005', 'amex', '1234'],
    ] as const) {
      expect(checkTestCard({ number, expiry: '03/26', cvc }, NOW)).toEqual({ card: { brand, last4: number.replace(/\D/g, '').slice(-4), expiryMonth: 3, expiryYear: 2026 } })
    }
  })

  it('refuses declines, bad numbers, real-looking cards, past or malformed expiries and wrong CVCs', () => {
    const good = { number: '4242424242424242', expiry: '12/30', cvc: '123' }
    for (const [entry, refusal, field] of [
      [{ number: '4000 0000 0000 0002' }, 'DECLINED', 'number'],
      [{ number: '4000 0000 0000 9995' }, 'DECLINED', 'number'],
      [{ number: '4242 4242 4242 4241' }, 'INVALID_NUMBER', 'number'],
      [{ number: '4242' }, 'INVALID_NUMBER', 'number'],
      [{ number: 'card' }, 'INVALID_NUMBER', 'number'],
      [{ number: '4111 1111 1111 1111' }, 'NOT_A_TEST_CARD', 'number'],
      [{ expiry: '02/26' }, 'EXPIRED', 'expiry'],
      [{ expiry: '13/30' }, 'INVALID_EXPIRY', 'expiry'],
      [{ expiry: '2030-12' }, 'INVALID_EXPIRY', 'expiry'],
      [{ cvc: '12' }, 'INVALID_CVC', 'cvc'],
      [{ number: '378282246310005', cvc: '123' }, 'INVALID_CVC', 'cvc'],
    ] as const) {
      expect(checkTestCard({ ...good, ...entry }, NOW)).toEqual({ refusal, field })
    }
  })
})

/** What the demo page does with a card: confirm through the provider's endpoint as the user. */
const confirm = (api: Harness, token: string | undefined, sessionId: string, entry: Record<string, string>) =>
  api.fetchJson(`/providers/demo-cards/sessions/${encodeURIComponent(sessionId)}/confirm`, { token, body: entry })

const VISA = { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }
const sessionOf = (setupUrl: string) => decodeURIComponent(setupUrl.slice('/dev/cards/'.length))

forEachDatabase((kind) => {
  describe(`the demo card provider on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    async function venue() {
      const org = await subscribedVenue(api)
      return billingClient(api, admin, org.id)
    }
    async function setUp(client: BillingClient, returnUrl = `/organizations/${client.organizationId}/billing`) {
      const setup = await client.post('/business/subscription/card/setup', { returnUrl })
      expect(setup.status, setup.text).toBe(200)
      return { ...setup.body, sessionId: sessionOf(setup.body.setupUrl) }
    }

    it('sets up, confirms a test card, stores it from the session sent back, answers it again, and removes it', async () => {
      const client = await venue()
      const returnUrl = `/organizations/${client.organizationId}/billing?tab=card`
      const setup = await setUp(client, returnUrl)
      expect(setup).toMatchObject({ provider: 'demo', publishableKey: null, clientSecret: null, setupUrl: expect.stringMatching(/^\/dev\/cards\/cs_demo_[\w-]{20,}$/) })
      // The platform recorded what it started; the provider keeps its own session.
      expect(await api.db.select().from(cardSetups).where(eq(cardSetups.id, setup.sessionId))).toMatchObject([{ organizationId: client.organizationId, provider: 'demo', kind: 'session' }])
      expect((await api.fetchJson(`/providers/demo-cards/sessions/${setup.sessionId}`, { token: admin })).body).toEqual({
        id: setup.sessionId,
        status: 'PENDING',
        organizationName: expect.stringMatching(/^Billing venue/),
        cancelUrl: returnUrl,
        redirectUrl: null,
      })

      const confirmed = await confirm(api, admin, setup.sessionId, VISA)
      expect(confirmed.status, confirmed.text).toBe(200)
      expect(confirmed.body).toEqual({ status: 'SUCCEEDED', redirectUrl: `/organizations/${client.organizationId}/billing?tab=card&${SETUP_SESSION_PARAM}=${setup.sessionId}` })
      // Confirmed once: the page cannot complete it again with another card.
      expectError(await confirm(api, admin, setup.sessionId, { ...VISA, number: '5555 5555 5555 4444' }), 409, 'CONFLICT')
      // Until the PUT, the venue has no card: the provider's session is not the platform's card.
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })

      const card = { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2035 }
      const put = await client.put('/business/subscription/card', { setupSessionId: setup.sessionId })
      expect(put.status, put.text).toBe(200)
      expect(put.body).toEqual(card)
      expect((await client.get('/business/subscription/card')).body).toEqual({ card, provider: 'demo' })
      expect((await client.put('/business/subscription/card', { setupSessionId: setup.sessionId })).body).toEqual(card)

      // A second card replaces the first.
      const next = await setUp(client)
      expect((await confirm(api, admin, next.sessionId, { number: '3782 822463 10005', expiry: '01/31', cvc: '1234' })).status).toBe(200)
      expect((await client.put('/business/subscription/card', { setupSessionId: next.sessionId })).body).toEqual({ brand: 'amex', last4: '0005', expiryMonth: 1, expiryYear: 2031 })
      expect(await api.db.select().from(subscriptionCards).where(eq(subscriptionCards.organizationId, client.organizationId))).toHaveLength(1)

      const removed = await client.delete('/business/subscription/card')
      expect(removed.status).toBe(204)
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })
      // The provider was told: its payment method is gone and cannot be attached again.
      const [session] = await api.db.select().from(demoCardSessions).where(eq(demoCardSessions.id, next.sessionId))
      expect(session!.status).toBe('DETACHED')
      expect((await client.put('/business/subscription/card', { setupSessionId: next.sessionId })).body.params.reason).toBe('SETUP_NOT_SUCCEEDED')
      expect((await client.delete('/business/subscription/card')).body.params.reason).toBe('NO_CARD')
    })

    it('refuses a declined card with a message key and leaves the session PENDING; PUT answers 409 SETUP_NOT_SUCCEEDED', async () => {
      const client = await venue()
      const setup = await setUp(client)
      for (const [entry, field, code] of [
        [{ ...VISA, number: '4000 0000 0000 0002' }, 'number', 'DECLINED'],
        [{ ...VISA, number: '4242 4242 4242 4241' }, 'number', 'INVALID_NUMBER'],
        [{ ...VISA, expiry: '01/20' }, 'expiry', 'EXPIRED'],
      ] as const) {
        const params = expectError(await confirm(api, admin, setup.sessionId, entry), 400, 'VALIDATION')
        expect(params.fields).toEqual({ [field]: [code] })
      }
      expect((await api.fetchJson(`/providers/demo-cards/sessions/${setup.sessionId}`, { token: admin })).body.status).toBe('PENDING')
      const params = expectError(await client.put('/business/subscription/card', { setupSessionId: setup.sessionId }), 409, 'CONFLICT')
      expect(params.reason).toBe('SETUP_NOT_SUCCEEDED')
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })
      // Bodies that are not a card entry: 400, never 500.
      for (const body of [{}, { ...VISA, extra: 1 }, { ...VISA, number: 'x'.repeat(50) }, { ...VISA, cvc: 123 }]) {
        expectError(await confirm(api, admin, setup.sessionId, body as Record<string, string>), 400, 'VALIDATION')
      }
    })

    it('refuses another organization’s session (409) and never shows or confirms it to someone without MANAGE_BILLING there', async () => {
      const mine = await venue()
      const theirs = await venue()
      const foreign = await setUp(theirs)
      expect((await confirm(api, admin, foreign.sessionId, VISA)).status).toBe(200)
      const params = expectError(await mine.put('/business/subscription/card', { setupSessionId: foreign.sessionId }), 409, 'CONFLICT')
      expect(params.reason).toBe('SETUP_NOT_SUCCEEDED')
      expect((await mine.get('/business/subscription/card')).body).toEqual({ card: null, provider: 'demo' })
      // The session's payment method named as if from Elements: not this organization's either.
      const [session] = await api.db.select().from(demoCardSessions).where(eq(demoCardSessions.id, foreign.sessionId))
      expectError(await mine.put('/business/subscription/card', { stripePaymentMethodId: session!.paymentMethodId! }), 409, 'CONFLICT')
      expect((await theirs.put('/business/subscription/card', { stripePaymentMethodId: session!.paymentMethodId! })).body.last4).toBe('4242')

      const pending = await setUp(theirs)
      const outsider = await memberWith(api, mine.organizationId, ['MANAGE_BILLING'])
      const noBilling = await memberWith(api, theirs.organizationId, ['VIEW_BOXES', 'VIEW_PAYMENTS'])
      for (const token of [outsider, noBilling]) {
        expectError(await api.fetchJson(`/providers/demo-cards/sessions/${pending.sessionId}`, { token }), 404, 'NOT_FOUND')
        expectError(await confirm(api, token, pending.sessionId, VISA), 404, 'NOT_FOUND')
      }
      expectError(await confirm(api, undefined, pending.sessionId, VISA), 401, 'UNAUTHORIZED')
      expectError(await api.fetchJson('/providers/demo-cards/sessions/cs_demo_unknown', { token: admin }), 404, 'NOT_FOUND')
      expect((await api.fetchJson(`/providers/demo-cards/sessions/${pending.sessionId}`, { token: admin })).body.status).toBe('PENDING')
    })

    it('a card added to a past-due subscription pays its open invoices once, and the subscription is ACTIVE', async () => {
      const org = await subscribedVenue(api, { status: 'PAST_DUE' })
      const client = billingClient(api, admin, org.id)
      const older = await addInvoice(api, org.id, { createdAt: new Date('2026-01-01T09:00:00Z'), periodStart: '2026-01-01', periodEnd: '2026-01-31', status: 'OPEN', dueDate: '2026-01-31' })
      const newer = await addInvoice(api, org.id, { createdAt: new Date('2026-02-01T09:00:00Z'), periodStart: '2026-02-01', periodEnd: '2026-02-28', status: 'OPEN', dueDate: '2026-02-28' })
      const paid = await addInvoice(api, org.id, { createdAt: new Date('2025-12-01T09:00:00Z'), periodStart: '2025-12-01', periodEnd: '2025-12-31', status: 'PAID' })
      const first = await setUp(client)
      expect((await confirm(api, admin, first.sessionId, VISA)).status).toBe(200)
      const put = await client.put('/business/subscription/card', { setupSessionId: first.sessionId })
      expect(put.status, put.text).toBe(200)
      expect((await client.get('/business/subscription')).body.status).toBe('ACTIVE')
      const invoices = (await client.get('/business/subscription/invoices')).body.invoices as { id: string; status: string }[]
      expect(Object.fromEntries(invoices.map((i) => [i.id, i.status]))).toEqual({ [older.id]: 'PAID', [newer.id]: 'PAID', [paid.id]: 'PAID' })
      const charges = async () =>
        (await api.db.select().from(demoCardCharges)).filter((c) => [older.id, newer.id, paid.id].includes(c.reference)).map((c) => [c.reference, c.amount])
      expect((await charges()).sort()).toEqual([[newer.id, 2900], [older.id, 2900]].sort())
      const [stored] = await api.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, older.id))
      expect(stored!.paymentId).toMatch(/^ch_demo_/)

      // The same PUT again, and a second card: nothing more is charged.
      expect((await client.put('/business/subscription/card', { setupSessionId: first.sessionId })).status).toBe(200)
      const second = await setUp(client)
      expect((await confirm(api, admin, second.sessionId, { ...VISA, number: '5555 5555 5555 4444' })).status).toBe(200)
      expect((await client.put('/business/subscription/card', { setupSessionId: second.sessionId })).body.last4).toBe('4444')
      expect(await charges()).toHaveLength(2)

      // The provider asked again for a paid invoice answers its first charge (a request that died before the update).
      await api.db.update(subscriptionInvoices).set({ status: 'OPEN' }).where(eq(subscriptionInvoices.id, older.id))
      await api.db.update(subscriptions).set({ status: 'PAST_DUE' }).where(eq(subscriptions.organizationId, org.id))
      expect((await client.put('/business/subscription/card', { setupSessionId: second.sessionId })).status).toBe(200)
      expect(await charges()).toHaveLength(2)
      const [again] = await api.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, older.id))
      expect(again).toMatchObject({ status: 'PAID', paymentId: stored!.paymentId })
    })

    it('a card added to an ACTIVE subscription pays nothing: this month’s open invoice is paid when due', async () => {
      const org = await subscribedVenue(api)
      const client = billingClient(api, admin, org.id)
      const open = await addInvoice(api, org.id, { createdAt: new Date('2026-03-01T09:00:00Z'), periodStart: '2026-03-01', periodEnd: '2026-03-31', status: 'OPEN', dueDate: '2026-03-31' })
      const setup = await setUp(client)
      await confirm(api, admin, setup.sessionId, VISA)
      expect((await client.put('/business/subscription/card', { setupSessionId: setup.sessionId })).status).toBe(200)
      expect(await api.db.select().from(demoCardCharges).where(eq(demoCardCharges.reference, open.id))).toEqual([])
      expect((await client.get('/business/subscription')).body.status).toBe('ACTIVE')
    })
  })
})
