/**
 * The Stripe card provider (issue 12 item 3) against a local stand-in of Stripe's API: there
 * is no network here, so the stand-in answers Stripe's paths with responses recorded in the
 * shape Stripe gives them (tests/platform/fixtures/stripe/*.json), filling in the ids, customer
 * and metadata of what was created as Stripe would. The platform runs with Stripe selected and
 * the client pointed at the stand-in (the STRIPE_API_BASE test hook); the tests assert the
 * requests the adapter sent and what the calls answered: the Elements path (a SetupIntent),
 * the hosted page path (a Checkout Session in setup mode), failed and foreign set-ups, removal,
 * and Stripe down (503 PROVIDER_UNAVAILABLE, nothing stored). Also the configuration that
 * selects Stripe.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applyEnvironment, defaultPlatformConfig } from '../../platform/config.js'
import { cardSetups, subscriptionCards, subscriptionInvoices, subscriptions } from '../../platform/db/schema/index.js'
import { addInvoice, billingClient, subscribedVenue } from './billing-fixtures.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { adminToken } from './orders-fixtures.js'
import { createStripeStandIn } from '../support/stripe-stand-in.js'

/** The stand-in of Stripe's API (tests/support/stripe-stand-in.ts), listening for this file's tests. */
function stripeStandIn() {
  const stripe = createStripeStandIn()
  beforeAll(() => stripe.listen())
  afterAll(() => stripe.close())
  return stripe
}

describe('selecting Stripe', () => {
  const base = defaultPlatformConfig('test')
  const env = (values: Record<string, string>) => ({ ...values }) as NodeJS.ProcessEnv

  it('takes Stripe with both keys, the demo provider with neither, and stops the start with one of them', () => {
    expect(applyEnvironment(base, env({})).cards).toEqual({ provider: 'demo' })
    expect(applyEnvironment(base, env({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', PORT: '4000' })).cards).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      appUrl: 'http://localhost:4000',
      api: null,
    })
    expect(() => applyEnvironment(base, env({ STRIPE_SECRET_KEY: 'sk_test_abc' }))).toThrow(/needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY \(only STRIPE_SECRET_KEY is set\)/)
    expect(() => applyEnvironment(base, env({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }))).toThrow(/only STRIPE_PUBLISHABLE_KEY is set/)
    expect(() => applyEnvironment(base, env({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }))).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/)
  })

  it('reads APP_URL (required in production) and the STRIPE_API_BASE test hook', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }
    expect(() => applyEnvironment(base, env({ ...keys, NODE_ENV: 'production' }))).toThrow(/APP_URL must be set/)
    const cards = applyEnvironment(base, env({ ...keys, NODE_ENV: 'production', APP_URL: 'https://office.example.com/', STRIPE_API_BASE: 'http://127.0.0.1:12111' })).cards
    expect(cards).toMatchObject({ appUrl: 'https://office.example.com', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } })
    expect(() => applyEnvironment(base, env({ ...keys, APP_URL: 'office.example.com' }))).toThrow(/APP_URL must be an http\(s\) URL/)
  })
})

forEachDatabase((kind) => {
  describe(`the Stripe card provider on ${kind}`, () => {
    const stripe = stripeStandIn()
    const api = useHarness(kind, {
      config: (c) => ({
        ...c,
        cards: { provider: 'stripe', secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin', appUrl: 'http://backoffice.test', api: { host: '127.0.0.1', port: stripe.state.port, protocol: 'http' } },
      }),
    })
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })
    beforeEach(() => {
      stripe.state.mode = 'up'
      stripe.state.declineCharges = false
      stripe.sent.length = 0
    })

    async function venue() {
      const org = await subscribedVenue(api)
      return billingClient(api, admin, org.id)
    }
    const customerOf = async (organizationId: string) =>
      (await api.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)))[0]!.providerCustomerId

    it('starts a set-up: a customer for the venue, a SetupIntent for Elements and a hosted setup session returning to the back-office', async () => {
      const client = await venue()
      const returnUrl = `/organizations/${client.organizationId}/billing`
      const setup = await client.post('/business/subscription/card/setup', { returnUrl })
      expect(setup.status, setup.text).toBe(200)
      expect(stripe.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/setup_intents', 'POST /v1/checkout/sessions'])
      const [customer, intent, session] = stripe.sent
      expect(customer!.headers.authorization).toBe('Bearer sk_test_standin')
      expect(customer!.form).toEqual({ 'metadata[organizationId]': client.organizationId })
      const customerId = await customerOf(client.organizationId)
      expect(customerId).toMatch(/^cus_test/)
      expect(intent!.form).toEqual({ customer: customerId, usage: 'off_session', 'allowed_payment_method_types[0]': 'card', 'metadata[organizationId]': client.organizationId })
      expect(session!.form).toEqual({
        mode: 'setup',
        customer: customerId,
        'allowed_payment_method_types[0]': 'card',
        success_url: `http://backoffice.test${returnUrl}?setup_session={CHECKOUT_SESSION_ID}`,
        cancel_url: `http://backoffice.test${returnUrl}`,
        'metadata[organizationId]': client.organizationId,
        'setup_intent_data[metadata][organizationId]': client.organizationId,
      })
      const intentId = [...stripe.objects.values()].find((o) => o.object === 'setup_intent' && o.customer === customerId).id
      expect(setup.body).toEqual({
        provider: 'stripe',
        publishableKey: 'pk_test_standin',
        clientSecret: stripe.objects.get(intentId).client_secret,
        setupUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test/),
      })
      const recorded = await api.db.select({ id: cardSetups.id, kind: cardSetups.kind, provider: cardSetups.provider }).from(cardSetups).where(eq(cardSetups.organizationId, client.organizationId))
      expect(recorded.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { id: intentId, kind: 'intent', provider: 'stripe' },
        { id: setup.body.setupUrl.split('/').pop(), kind: 'session', provider: 'stripe' },
      ])

      // The next set-up reuses the customer; a return path with a query gets `&`.
      stripe.sent.length = 0
      await client.post('/business/subscription/card/setup', { returnUrl: `${returnUrl}?dialog=card` })
      expect(stripe.sent.map((r) => r.path)).toEqual(['/v1/setup_intents', '/v1/checkout/sessions'])
      expect(stripe.sent[1]!.form.success_url).toBe(`http://backoffice.test${returnUrl}?dialog=card&setup_session={CHECKOUT_SESSION_ID}`)
    })

    /** Starts a set-up; answers the ids Stripe gave its intent and session. */
    async function started(client: ReturnType<typeof billingClient>) {
      const setup = await client.post('/business/subscription/card/setup', { returnUrl: '/back' })
      expect(setup.status, setup.text).toBe(200)
      const sessionId = setup.body.setupUrl.split('/').pop() as string
      const intentId = setup.body.clientSecret.split('_secret_')[0] as string
      return { sessionId, intentId }
    }

    it('Elements path: stores the card of the succeeded SetupIntent that holds the payment method the browser sent', async () => {
      const client = await venue()
      const { intentId } = await started(client)
      stripe.settleIntent(intentId, 'setup_intent_succeeded')
      stripe.sent.length = 0
      const put = await client.put('/business/subscription/card', { stripePaymentMethodId: 'pm_1SkZ4aQ2vYhM4aXkVisa4242' })
      expect(put.status, put.text).toBe(200)
      expect(put.body).toEqual({ brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: 2030 })
      expect(stripe.sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/setup_intents/${intentId}`])
      expect(Object.values(stripe.sent[0]!.query)).toContain('payment_method')
      expect((await client.get('/business/subscription/card')).body.card).toEqual(put.body)

      // Removing it detaches the payment method at Stripe first.
      stripe.sent.length = 0
      expect((await client.delete('/business/subscription/card')).status).toBe(204)
      expect(stripe.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payment_methods/pm_1SkZ4aQ2vYhM4aXkVisa4242/detach'])
      expect((await client.get('/business/subscription/card')).body.card).toBeNull()
    })

    it('hosted path: stores the card of the completed setup session the page sent back', async () => {
      const client = await venue()
      const { sessionId } = await started(client)
      // Not finished yet on Stripe's side: not a card.
      expect((await client.put('/business/subscription/card', { setupSessionId: sessionId })).body.params.reason).toBe('SETUP_NOT_SUCCEEDED')
      stripe.completeSession(sessionId)
      stripe.sent.length = 0
      const put = await client.put('/business/subscription/card', { setupSessionId: sessionId })
      expect(put.status, put.text).toBe(200)
      expect(put.body).toEqual({ brand: 'mastercard', last4: '4444', expiryMonth: 11, expiryYear: 2031 })
      expect(stripe.sent).toHaveLength(1)
      expect(stripe.sent[0]!.path).toBe(`/v1/checkout/sessions/${sessionId}`)
      expect(Object.values(stripe.sent[0]!.query).sort()).toEqual(['setup_intent', 'setup_intent.payment_method'])
      const [stored] = await api.db.select().from(subscriptionCards).where(eq(subscriptionCards.organizationId, client.organizationId))
      expect(stored).toMatchObject({ provider: 'stripe', paymentMethodId: 'pm_1SkZ6cQ2vYhM4aXkMaster44' })
    })

    it('refuses a failed set-up, a payment method of no set-up of this venue, another venue’s session and an unknown one (409), storing nothing', async () => {
      const client = await venue()
      const other = await venue()
      const { intentId } = await started(client)
      stripe.settleIntent(intentId, 'setup_intent_failed')
      const refuse = async (body: Record<string, string>, on = client) => {
        const params = expectError(await on.put('/business/subscription/card', body), 409, 'CONFLICT')
        expect(params.reason).toBe('SETUP_NOT_SUCCEEDED')
      }
      await refuse({ stripePaymentMethodId: 'pm_1SkZ5bQ2vYhM4aXkDecl0002' })
      // The other venue's completed session, named by this one: refused without asking Stripe.
      const foreign = await started(other)
      stripe.completeSession(foreign.sessionId)
      stripe.sent.length = 0
      await refuse({ setupSessionId: foreign.sessionId })
      await refuse({ setupSessionId: 'cs_test_unknown' })
      expect(stripe.sent).toEqual([])
      // A session this venue started whose customer or metadata are not its own (tampered): refused.
      const mine = await started(client)
      stripe.completeSession(mine.sessionId)
      stripe.objects.set(mine.sessionId, { ...stripe.objects.get(mine.sessionId), metadata: { organizationId: other.organizationId } })
      await refuse({ setupSessionId: mine.sessionId })
      // Stripe no longer knows a recorded set-up: refused, not an outage.
      stripe.objects.delete(mine.sessionId)
      await refuse({ setupSessionId: mine.sessionId })
      expect((await client.get('/business/subscription/card')).body.card).toBeNull()
      expect((await other.put('/business/subscription/card', { setupSessionId: foreign.sessionId })).body.last4).toBe('4444')
    })

    it('answers 503 PROVIDER_UNAVAILABLE when Stripe fails or cannot be reached, and changes nothing', async () => {
      const client = await venue()
      const { intentId } = await started(client)
      stripe.settleIntent(intentId, 'setup_intent_succeeded')
      const setupsBefore = await api.db.select().from(cardSetups).where(eq(cardSetups.organizationId, client.organizationId))
      for (const mode of ['error', 'reset'] as const) {
        stripe.state.mode = mode
        const params = expectError(await client.post('/business/subscription/card/setup', { returnUrl: '/back' }), 503, 'SERVICE_UNAVAILABLE')
        expect(params).toMatchObject({ reason: 'PROVIDER_UNAVAILABLE', provider: 'stripe' })
        expect((await client.put('/business/subscription/card', { stripePaymentMethodId: 'pm_1SkZ4aQ2vYhM4aXkVisa4242' })).body.params.reason).toBe('PROVIDER_UNAVAILABLE')
      }
      expect(await api.db.select().from(cardSetups).where(eq(cardSetups.organizationId, client.organizationId))).toEqual(setupsBefore)
      expect((await client.get('/business/subscription/card')).body.card).toBeNull()

      // With a card: DELETE while Stripe is down keeps it, so the venue can try again.
      stripe.state.mode = 'up'
      expect((await client.put('/business/subscription/card', { stripePaymentMethodId: 'pm_1SkZ4aQ2vYhM4aXkVisa4242' })).status).toBe(200)
      stripe.state.mode = 'error'
      expect(expectError(await client.delete('/business/subscription/card'), 503, 'SERVICE_UNAVAILABLE').reason).toBe('PROVIDER_UNAVAILABLE')
      expect((await client.get('/business/subscription/card')).body.card).toMatchObject({ last4: '4242' })
    })

    it('makes a new customer when Stripe no longer knows the stored one', async () => {
      const client = await venue()
      await api.db.update(subscriptions).set({ providerCustomerId: 'cus_test_deleted' }).where(eq(subscriptions.organizationId, client.organizationId))
      await started(client)
      expect(stripe.sent.map((r) => r.path)).toEqual(['/v1/setup_intents', '/v1/customers', '/v1/setup_intents', '/v1/checkout/sessions'])
      const made = [...stripe.objects.values()].find((o) => o.object === 'customer' && o.metadata.organizationId === client.organizationId)
      expect(await customerOf(client.organizationId)).toBe(made.id)
      expect(stripe.sent[2]!.form.customer).toBe(made.id)
    })

    it('a card added to a past-due subscription pays the open invoice with one PaymentIntent (declined: kept open), never twice', async () => {
      const org = await subscribedVenue(api, { status: 'PAST_DUE' })
      const client = billingClient(api, admin, org.id)
      const open = await addInvoice(api, org.id, { createdAt: new Date('2026-02-01T09:00:00Z'), periodStart: '2026-02-01', periodEnd: '2026-02-28', status: 'OPEN', dueDate: '2026-02-28' })
      const charges = () => stripe.sent.filter((r) => r.path === '/v1/payment_intents')
      const invoice = async () => (await api.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, open.id)))[0]!

      // Declined: the card is stored, the invoice stays open, the subscription past due.
      const { intentId } = await started(client)
      stripe.settleIntent(intentId, 'setup_intent_succeeded')
      stripe.state.declineCharges = true
      const declined = await client.put('/business/subscription/card', { stripePaymentMethodId: 'pm_1SkZ4aQ2vYhM4aXkVisa4242' })
      expect(declined.status, declined.text).toBe(200)
      expect(charges()).toHaveLength(1)
      expect(await invoice()).toMatchObject({ status: 'OPEN', paymentId: null })
      expect((await client.get('/business/subscription')).body.status).toBe('PAST_DUE')

      // Another card: one PaymentIntent off session for the invoice, confirmed at once.
      stripe.state.declineCharges = false
      stripe.sent.length = 0
      const { sessionId } = await started(client)
      stripe.completeSession(sessionId)
      const put = await client.put('/business/subscription/card', { setupSessionId: sessionId })
      expect(put.status, put.text).toBe(200)
      expect(charges()).toHaveLength(1)
      const customerId = await customerOf(org.id)
      expect(charges()[0]!.form).toEqual({
        amount: '2900',
        currency: 'eur',
        customer: customerId,
        payment_method: 'pm_1SkZ6cQ2vYhM4aXkMaster44',
        off_session: 'true',
        confirm: 'true',
        description: `Subscription invoice ${open.number}`,
        'metadata[organizationId]': org.id,
        'metadata[invoiceId]': open.id,
      })
      expect(charges()[0]!.headers['idempotency-key']).toBe(`subscription-invoice-${open.id}-pm_1SkZ6cQ2vYhM4aXkMaster44`)
      expect(await invoice()).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^pi_test/) })
      expect((await client.get('/business/subscription')).body.status).toBe('ACTIVE')

      // Replayed: the invoice is paid, Stripe is not asked to charge again.
      stripe.sent.length = 0
      expect((await client.put('/business/subscription/card', { setupSessionId: sessionId })).status).toBe(200)
      expect(charges()).toHaveLength(0)
      // A request that died between the charge and the update: the same key, the same payment at Stripe.
      const paidWith = (await invoice()).paymentId
      await api.db.update(subscriptionInvoices).set({ status: 'OPEN' }).where(eq(subscriptionInvoices.id, open.id))
      await api.db.update(subscriptions).set({ status: 'PAST_DUE' }).where(eq(subscriptions.organizationId, org.id))
      expect((await client.put('/business/subscription/card', { setupSessionId: sessionId })).status).toBe(200)
      expect(await invoice()).toMatchObject({ status: 'PAID', paymentId: paidWith })
      expect([...stripe.objects.values()].filter((o) => o.object === 'payment_intent' && o.metadata.invoiceId === open.id)).toHaveLength(1)
    })
  })
})
