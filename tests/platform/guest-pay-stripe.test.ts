/**
 * The Stripe guest payment adapter (issue 27 parcel D, ADR 0079) against the local stand-in of
 * Stripe's API (tests/support/stripe-stand-in.ts: no network here; recorded Stripe-shaped JSON
 * in tests/platform/fixtures/stripe/). The provider object is exercised as the platform calls it:
 * what it sent Stripe (idempotency keys, metadata, the hosted page's return address), what it
 * answered, the webhooks it accepts (signed as Stripe signs them, by the `stripe` package's own
 * test header) and refuses, the outcomes it reads back, and Stripe down. Then through the
 * platform (its checkouts and webhook routers, parcel A): a hosted payment reported twice, by
 * checkout.session.completed and by its payment_intent.succeeded, is one tip.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGuestPaymentProvider } from '../../platform/providers/guest-payments/create.js'
import { GuestPaymentUnavailable, type GuestPaymentStart } from '../../platform/providers/guest-payments/index.js'
import { StripeGuestPaymentProvider } from '../../platform/providers/guest-payments/stripe.js'
import { createStripeStandIn } from '../support/stripe-stand-in.js'
import { checkoutRequest, checkoutRow, checkoutsOfBox, deliver, groupBox, guestVenue, postCheckout, writtenFor } from './guest-fixtures.js'
import { useHarness } from './harness.js'

// Recorded Stripe JSON is any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
const fixture = (name: string): Json => JSON.parse(readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8'))

const WEBHOOK_SECRET = 'whsec_standin0123456789abcdef0123456789'
const signer = new Stripe('sk_test_signer')

const stripe = createStripeStandIn()
beforeAll(() => stripe.listen())
afterAll(() => stripe.close())

describe('the Stripe guest payment provider', () => {
  let provider: StripeGuestPaymentProvider

  beforeAll(() => {
    const made = createGuestPaymentProvider({
      db: null as never,
      config: { provider: 'stripe', secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: stripe.state.port, protocol: 'http' } },
      platformFetch: () => Promise.reject(new Error('Stripe reports to the platform over the network, never in-process')),
    })
    expect(made).toBeInstanceOf(StripeGuestPaymentProvider)
    provider = made as StripeGuestPaymentProvider
  })
  beforeEach(() => {
    stripe.state.mode = 'up'
    stripe.sent.length = 0
  })

  const checkout = (overrides: Partial<GuestPaymentStart> = {}): GuestPaymentStart => {
    const checkoutId = randomUUID()
    return {
      checkoutId,
      organizationId: randomUUID(),
      boxId: randomUUID(),
      amount: 515,
      currency: 'EUR',
      description: 'Old Town Bistro · Team tips',
      returnUrl: `http://backoffice.test/pay/return/${checkoutId}`,
      cancelUrl: 'http://backoffice.test/pay/b/box',
      language: 'lt',
      ...overrides,
    }
  }
  const creates = (path: string) => stripe.sent.filter((r) => r.method === 'POST' && r.path === path)

  describe('starting a payment', () => {
    it('with JavaScript makes one PaymentIntent per checkout, by its idempotency key, and answers its client secret', async () => {
      const request = checkout()
      const first = await provider.start(request, 'element')
      const again = await provider.start(request, 'element')

      expect(first.clientSecret).toMatch(/^pi_\w+_secret_\w+$/)
      expect(first).toMatchObject({ publishableKey: 'pk_test_standin', providerSessionId: null, redirectUrl: null })
      expect(again).toEqual(first)
      const sent = creates('/v1/payment_intents')
      expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([`guest-checkout-${request.checkoutId}-element`, `guest-checkout-${request.checkoutId}-element`])
      expect(sent[0]!.form).toMatchObject({
        amount: '515',
        currency: 'eur',
        'allowed_payment_method_types[0]': 'card',
        description: 'Old Town Bistro · Team tips',
        'metadata[checkoutId]': request.checkoutId,
        'metadata[organizationId]': request.organizationId,
        'metadata[boxId]': request.boxId,
      })
      // One intent at Stripe for both requests.
      expect([...stripe.objects.values()].filter((o) => o.object === 'payment_intent' && o.metadata.checkoutId === request.checkoutId)).toHaveLength(1)
    })

    it('without JavaScript makes one Checkout Session in payment mode that returns with {CHECKOUT_SESSION_ID}', async () => {
      const request = checkout({ amount: 500, language: 'pl' })
      const started = await provider.start(request, 'redirect')
      const again = await provider.start(request, 'redirect')

      expect(started.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${started.providerSessionId}`)
      expect(started).toMatchObject({ providerPaymentId: null, clientSecret: null })
      expect(again).toEqual(started)
      const sent = creates('/v1/checkout/sessions')
      expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([`guest-checkout-${request.checkoutId}-redirect`, `guest-checkout-${request.checkoutId}-redirect`])
      expect(sent[0]!.form).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '500',
        'line_items[0][price_data][product_data][name]': 'Old Town Bistro · Team tips',
        'line_items[0][quantity]': '1',
        success_url: `http://backoffice.test/pay/return/${request.checkoutId}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: 'http://backoffice.test/pay/b/box',
        locale: 'pl',
        'metadata[checkoutId]': request.checkoutId,
        'payment_intent_data[metadata][checkoutId]': request.checkoutId,
      })
    })

    it("asks Stripe's hosted page to choose the language itself for one it may not know", async () => {
      await provider.start(checkout({ language: 'de' }), 'redirect')
      expect(creates('/v1/checkout/sessions')[0]!.form.locale).toBe('auto')
    })

    it('says Stripe is unavailable when it is down or unreachable, with nothing made', async () => {
      const before = stripe.objects.size
      stripe.state.mode = 'error'
      await expect(provider.start(checkout(), 'element')).rejects.toBeInstanceOf(GuestPaymentUnavailable)
      await expect(provider.start(checkout(), 'redirect')).rejects.toBeInstanceOf(GuestPaymentUnavailable)
      stripe.state.mode = 'reset'
      await expect(provider.start(checkout(), 'element')).rejects.toBeInstanceOf(GuestPaymentUnavailable)
      await expect(provider.retrieve({ id: randomUUID(), providerPaymentId: 'pi_test_any', providerSessionId: null })).rejects.toBeInstanceOf(GuestPaymentUnavailable)
      expect(stripe.objects.size).toBe(before)
    })
  })

  describe('webhooks', () => {
    const now = new Date()
    const signed = (body: string, at = now) =>
      new Headers({ 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(at.getTime() / 1000) }) })
    /** A recorded event of this checkout, as Stripe sends it. */
    const eventOf = (name: string, checkoutId: string) => {
      const event = fixture(name)
      event.data.object.metadata = { ...event.data.object.metadata, checkoutId }
      return JSON.stringify(event, null, 2)
    }

    it('reads a PaymentIntent paid with Apple Pay from a signed payment_intent.succeeded', () => {
      const checkoutId = randomUUID()
      const event = fixture('event_payment_intent_succeeded')
      event.data.object.metadata.checkoutId = checkoutId
      // Stripe sends the charge as an id; expanded (as a retrieve has it) the wallet is known.
      event.data.object.latest_charge = fixture('charge_guest_apple_pay')
      const body = JSON.stringify(event)

      expect(provider.parseWebhook(body, signed(body), now)).toEqual({
        eventId: 'evt_3SmG7hQ2vYhM4aXk1Ev001',
        checkoutId,
        occurredAt: new Date(1773310562 * 1000),
        outcome: {
          status: 'SUCCEEDED',
          providerPaymentId: 'pi_3SmG7hQ2vYhM4aXk1Guest001',
          amount: 515,
          currency: 'EUR',
          method: 'apple_pay',
          methodCountry: 'LT',
          methodSummary: 'Apple Pay · Visa •••• 1881',
        },
      })
    })

    it('takes a payment_intent.succeeded whose charge is only an id as a card', () => {
      const body = eventOf('event_payment_intent_succeeded', randomUUID())
      expect(provider.parseWebhook(body, signed(body), now)).toMatchObject({ outcome: { status: 'SUCCEEDED', method: 'card', methodSummary: 'Card', amount: 515 } })
    })

    it('reads the paid Checkout Session as the same payment as its PaymentIntent', () => {
      const checkoutId = randomUUID()
      const session = eventOf('event_checkout_session_completed', checkoutId)
      const parsed = provider.parseWebhook(session, signed(session), now)
      expect(parsed).toMatchObject({
        checkoutId,
        outcome: { status: 'SUCCEEDED', providerPaymentId: 'pi_3SmG9kQ2vYhM4aXk1Guest002', amount: 500, currency: 'EUR', method: 'card' },
      })
    })

    it('reads a declined, a canceled and an expired payment', () => {
      const outcome = (name: string) => {
        const body = eventOf(name, randomUUID())
        const parsed = provider.parseWebhook(body, signed(body), now)
        return typeof parsed === 'object' ? parsed?.outcome : parsed
      }
      expect(outcome('event_payment_intent_payment_failed')).toEqual({ status: 'FAILED', reason: 'DECLINED' })
      expect(outcome('event_payment_intent_canceled')).toEqual({ status: 'FAILED', reason: 'CANCELED' })
      expect(outcome('event_checkout_session_expired')).toEqual({ status: 'FAILED', reason: 'EXPIRED' })
    })

    it('ignores event types the platform does not use, an unpaid session, and payments not made by a checkout', () => {
      const refund = eventOf('event_charge_refunded', randomUUID())
      expect(provider.parseWebhook(refund, signed(refund), now)).toBe('ignored')

      const unpaid = fixture('event_checkout_session_completed')
      unpaid.data.object.payment_status = 'unpaid'
      const unpaidBody = JSON.stringify(unpaid)
      expect(provider.parseWebhook(unpaidBody, signed(unpaidBody), now)).toBe('ignored')

      const foreign = fixture('event_payment_intent_succeeded')
      foreign.data.object.metadata = { invoiceId: randomUUID() }
      const foreignBody = JSON.stringify(foreign)
      expect(provider.parseWebhook(foreignBody, signed(foreignBody), now)).toBe('ignored')
    })

    it('refuses a missing or wrong signature, one changed byte, another secret, and a time too old or too far ahead', () => {
      const body = eventOf('event_payment_intent_succeeded', randomUUID())
      const header = signed(body)
      expect(provider.parseWebhook(body, header, now)).not.toBeNull()

      expect(provider.parseWebhook(body, new Headers(), now)).toBeNull()
      expect(provider.parseWebhook(body, new Headers({ 'stripe-signature': 't=1,v1=00' }), now)).toBeNull()
      expect(provider.parseWebhook(body.replace('"amount": 515', '"amount": 915'), header, now)).toBeNull()
      expect(provider.parseWebhook(`${body} `, header, now)).toBeNull()
      const otherSecret = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else', timestamp: Math.floor(now.getTime() / 1000) })
      expect(provider.parseWebhook(body, new Headers({ 'stripe-signature': otherSecret }), now)).toBeNull()

      const minutes = (n: number) => new Date(now.getTime() + n * 60_000)
      expect(provider.parseWebhook(body, signed(body, minutes(-4)), now)).not.toBeNull()
      expect(provider.parseWebhook(body, signed(body, minutes(-6)), now)).toBeNull()
      expect(provider.parseWebhook(body, signed(body, minutes(6)), now)).toBeNull()
      // The platform's clock decides, not the process's: an old delivery checked "now" is refused.
      expect(provider.parseWebhook(body, header, minutes(6))).toBeNull()
    })
  })

  describe('reading a payment back', () => {
    it('reads a paid PaymentIntent with its charge: the wallet, the card and its country', async () => {
      const request = checkout()
      const started = await provider.start(request, 'element')
      const ask = { id: request.checkoutId, providerPaymentId: started.providerPaymentId, providerSessionId: null }
      expect(await provider.retrieve(ask)).toEqual({ status: 'OPEN' })

      stripe.payIntent(started.providerPaymentId!, 'charge_guest_apple_pay')
      expect(await provider.retrieve(ask)).toEqual({
        status: 'SUCCEEDED',
        providerPaymentId: started.providerPaymentId,
        amount: 515,
        currency: 'EUR',
        method: 'apple_pay',
        methodCountry: 'LT',
        methodSummary: 'Apple Pay · Visa •••• 1881',
      })
      const retrieve = stripe.sent.find((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${started.providerPaymentId}`)
      expect(Object.values(retrieve!.query)).toContain('latest_charge')
    })

    it('reads a Checkout Session: open, then paid by the intent Stripe made for it', async () => {
      const request = checkout({ amount: 500 })
      const started = await provider.start(request, 'redirect')
      const ask = { id: request.checkoutId, providerPaymentId: null, providerSessionId: started.providerSessionId }
      expect(await provider.retrieve(ask)).toEqual({ status: 'OPEN' })

      const { intent } = stripe.completePaymentSession(started.providerSessionId!, 'charge_guest_card')
      expect(intent.metadata.checkoutId).toBe(request.checkoutId)
      expect(await provider.retrieve(ask)).toEqual({
        status: 'SUCCEEDED',
        providerPaymentId: intent.id,
        amount: 500,
        currency: 'EUR',
        method: 'card',
        methodCountry: 'PL',
        methodSummary: 'Mastercard •••• 5454',
      })
    })

    it("refuses a payment that is another checkout's", async () => {
      const started = await provider.start(checkout(), 'element')
      await expect(provider.retrieve({ id: randomUUID(), providerPaymentId: started.providerPaymentId, providerSessionId: null })).rejects.toBeInstanceOf(GuestPaymentUnavailable)
    })
  })
})

describe('Stripe guest payments through the platform', () => {
  // Made when the platform starts, after the stand-in listens (its port).
  const api = useHarness('pglite', {
    guestPayments: () =>
      new StripeGuestPaymentProvider({ provider: 'stripe', secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: stripe.state.port, protocol: 'http' } }),
  })

  const delivery = (type: 'event_checkout_session_completed' | 'event_payment_intent_succeeded', object: Json) => {
    const event = fixture(type)
    event.id = `evt_test${randomUUID().replaceAll('-', '')}`
    event.created = Math.floor(Date.now() / 1000)
    event.data.object = object
    const text = JSON.stringify(event)
    return { text, headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: text, secret: WEBHOOK_SECRET }) } }
  }

  it('records a hosted payment once when Stripe reports the session completed and its intent succeeded', async () => {
    const { org } = await guestVenue(api)
    const box = await groupBox(api, org.id)
    const started = await postCheckout(api, checkoutRequest(box.id, { amount: 500, mode: 'redirect' }))
    expect(started.status).toBe(201)
    const { checkoutId, next } = started.body as { checkoutId: string; next: { kind: string; url: string } }
    const row = await checkoutRow(api, checkoutId)
    expect(next).toEqual({ kind: 'redirect', url: `https://checkout.stripe.com/c/pay/${row.providerSessionId}` })

    const { session, intent } = stripe.completePaymentSession(row.providerSessionId!, 'charge_guest_apple_pay')
    const { intentMetadata: _kept, ...sessionAsSent } = session
    const completed = await deliver(api, delivery('event_checkout_session_completed', sessionAsSent), 'stripe')
    const succeeded = await deliver(api, delivery('event_payment_intent_succeeded', intent), 'stripe')

    expect([completed.status, completed.body]).toEqual([200, { received: true, applied: true }])
    expect([succeeded.status, succeeded.body]).toEqual([200, { received: true, applied: false }])
    expect(await writtenFor(api, checkoutId)).toEqual({ payments: 1, activities: 1 })
    expect(await checkoutRow(api, checkoutId)).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: intent.id, chargeAmount: session.amount_total })
  })

  it('answers 503 while Stripe is down, and keeps no checkout', async () => {
    const { org } = await guestVenue(api)
    const box = await groupBox(api, org.id)
    stripe.state.mode = 'error'
    try {
      const answer = await postCheckout(api, checkoutRequest(box.id, { mode: 'element' }))
      expect(answer.status).toBe(503)
    } finally {
      stripe.state.mode = 'up'
    }
    expect(await checkoutsOfBox(api, box.id)).toBe(0)
  })

  it('answers 401 to a delivery Stripe did not sign, and writes nothing', async () => {
    const body = JSON.stringify(fixture('event_payment_intent_succeeded'))
    const answer = await deliver(api, { text: body, headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` } }, 'stripe')
    expect(answer.status).toBe(401)
  })
})
