/**
 * Issue 27, parcel B: the embedded demo guest payment provider (ADR 0077). Its intents, its
 * signed Stripe-shaped reports (captured from the platformFetch it is given, then read back by
 * its own parseWebhook), its public endpoints, and its page /dev/pay/{id} served by its express
 * handlers over this platform, as server.ts mounts them.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoPayIntents } from '../../platform/db/schema/index.js'
import { DEMO_PAY_SIGNATURE_HEADER, DEMO_PAY_WEBHOOK_PATH, DemoGuestPaymentProvider } from '../../platform/providers/guest-payments/demo.js'
import type { GuestPaymentStart } from '../../platform/providers/guest-payments/index.js'
import { demoPayClient, demoPayHandlers } from '../../server/dev-pay.js'
import { expectError, forEachDatabase, newAddress, useHarness, type Harness } from './harness.js'

const SECRET = 'test-demo-pay-webhook-secret-0123456789abcdef'
const APP_URL = 'http://tipbox.test'
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' }
const CHALLENGED = { ...GOOD, number: '4000 0027 6000 3184' }

function startRequest(overrides: Partial<GuestPaymentStart> = {}): GuestPaymentStart {
  const checkoutId = randomUUID()
  return {
    checkoutId,
    organizationId: randomUUID(),
    boxId: randomUUID(),
    amount: 515,
    currency: 'EUR',
    description: 'Old Town Bistro · Team tips',
    returnUrl: `${APP_URL}/pay/return/${checkoutId}`,
    cancelUrl: `${APP_URL}/pay/b/box`,
    language: 'en',
    ...overrides,
  }
}

/** A provider over the harness's database whose webhook deliveries are kept, not sent. */
function capturingProvider(api: Harness) {
  const sent: { url: string; headers: Headers; body: string }[] = []
  const provider = new DemoGuestPaymentProvider(api.db, SECRET, async (request) => {
    sent.push({ url: request.url, headers: request.headers, body: await request.text() })
    return Response.json({ received: true })
  })
  return { provider, sent }
}

const intentCount = async (api: Harness, checkoutId: string) =>
  Number((await api.db.select({ n: count() }).from(demoPayIntents).where(eq(demoPayIntents.checkoutId, checkoutId)))[0]!.n)

forEachDatabase((kind) => {
  describe('the demo guest payment provider', () => {
    const api = useHarness(kind, { config: (c) => ({ ...c, guestPayments: { provider: 'demo', webhookSecret: SECRET }, appUrl: APP_URL }) })
    const address = newAddress()
    const confirm = (id: string, body: unknown, from = address) => api.fetchJson(`/providers/demo-pay/intents/${id}/confirm`, { method: 'POST', body, address: from })
    const challenge = (id: string, decision: string) => api.fetchJson(`/providers/demo-pay/intents/${id}/challenge`, { method: 'POST', body: { decision }, address })

    it('starts one intent per checkout, in either mode, on its own page', async () => {
      const { provider } = capturingProvider(api)
      const request = startRequest()
      const first = await provider.start(request)
      const again = await provider.start({ ...request, amount: 999 })
      expect(first.providerPaymentId).toMatch(/^pi_demo_[A-Za-z0-9_-]{20,}$/)
      expect(again).toEqual(first)
      expect(first).toMatchObject({ redirectUrl: `/dev/pay/${first.providerPaymentId}`, clientSecret: null, publishableKey: null, providerSessionId: null })
      expect(await intentCount(api, request.checkoutId)).toBe(1)
      expect(provider.publishableKey).toBeNull()
      expect(provider.describe()).toMatch(/demo.*no money moves/i)
    })

    it('pays 4242 and reports it as one signed event its webhook parser accepts', async () => {
      const { provider, sent } = capturingProvider(api)
      const request = startRequest()
      const { providerPaymentId: id } = await provider.start(request)
      const answer = await provider.confirm(id!, GOOD, new Date())
      expect(answer.status).toBe('DONE')
      if (answer.status !== 'DONE') return
      await provider.report(answer.intent)
      expect(sent).toHaveLength(1)
      expect(new URL(sent[0]!.url).pathname).toBe(DEMO_PAY_WEBHOOK_PATH)
      expect(sent[0]!.headers.get(DEMO_PAY_SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
      const event = provider.parseWebhook(sent[0]!.body, sent[0]!.headers, new Date())
      expect(event).toMatchObject({
        eventId: expect.stringMatching(/^evt_demo_/),
        checkoutId: request.checkoutId,
        outcome: { status: 'SUCCEEDED', providerPaymentId: id, amount: 515, currency: 'EUR', method: 'card', methodCountry: 'US', methodSummary: 'Visa •••• 4242' },
      })
      expect(await provider.retrieve({ id: request.checkoutId, providerPaymentId: id })).toEqual((event as { outcome: unknown }).outcome)
    })

    it('refuses a report whose body changed by one byte, another secret, or an old signature', async () => {
      const { provider, sent } = capturingProvider(api)
      const { providerPaymentId: id } = await provider.start(startRequest())
      const answer = await provider.confirm(id!, GOOD, new Date())
      if (answer.status !== 'DONE') throw new Error('not paid')
      await provider.report(answer.intent)
      const { body, headers } = sent[0]!
      const changed = body.replace('"amount":515', '"amount":516')
      expect(changed).not.toBe(body)
      expect(provider.parseWebhook(changed, headers, new Date())).toBeNull()
      expect(provider.parseWebhook(body, new Headers(), new Date())).toBeNull()
      expect(new DemoGuestPaymentProvider(api.db, `${SECRET}-other`, fetch).parseWebhook(body, headers, new Date())).toBeNull()
      expect(provider.parseWebhook(body, headers, new Date(Date.now() + 10 * 60_000))).toBeNull()
      expect(provider.parseWebhook(body, headers, new Date())).not.toBeNull()
    })

    it('ignores event types the platform does not use', async () => {
      const { provider } = capturingProvider(api)
      const body = JSON.stringify({ id: 'evt_demo_x', type: 'payment_intent.created', created: 1, data: { object: { id: 'pi_demo_x', amount: 1, currency: 'eur', metadata: { checkoutId: randomUUID() }, payment_method: null } } })
      const { signV1 } = await import('../../platform/providers/signature.js')
      expect(provider.parseWebhook(body, new Headers({ [DEMO_PAY_SIGNATURE_HEADER]: signV1(SECRET, body) }), new Date())).toBe('ignored')
    })

    it('declines 0002 through its endpoint: a FAILED DECLINED outcome, the intent payable with another card', async () => {
      const { provider } = capturingProvider(api)
      const request = startRequest()
      const { providerPaymentId: id } = await provider.start(request)
      const declined = await confirm(id!, DECLINED)
      expect(declined.status).toBe(200)
      expect(declined.body).toMatchObject({ status: 'requires_payment_method', failure: 'card_declined', last4: '0002' })
      expect(await provider.retrieve({ id: request.checkoutId, providerPaymentId: id })).toEqual({ status: 'FAILED', reason: 'DECLINED' })
      const event = JSON.parse(provider.eventOf((await provider.intent(id!))!, new Date())!) as { type: string }
      expect(event.type).toBe('payment_intent.payment_failed')
      const paid = await confirm(id!, GOOD)
      expect(paid.body).toMatchObject({ status: 'succeeded', failure: null, last4: '4242' })
      expect((await provider.retrieve({ id: request.checkoutId, providerPaymentId: id })).status).toBe('SUCCEEDED')
    })

    it('asks 3184 to pass the challenge: approve pays, fail fails, and neither twice', async () => {
      const { provider } = capturingProvider(api)
      for (const [decision, status, outcome] of [
        ['approve', 'succeeded', 'SUCCEEDED'],
        ['fail', 'failed', 'FAILED'],
      ] as const) {
        const request = startRequest()
        const { providerPaymentId: id } = await provider.start(request)
        expectError(await challenge(id!, decision), 409, 'CONFLICT')
        expect((await confirm(id!, CHALLENGED)).body).toMatchObject({ status: 'requires_action' })
        expect((await provider.retrieve({ id: request.checkoutId, providerPaymentId: id })).status).toBe('REQUIRES_ACTION')
        expectError(await confirm(id!, GOOD), 409, 'CONFLICT')
        expect((await challenge(id!, decision)).body).toMatchObject({ status })
        expect((await provider.retrieve({ id: request.checkoutId, providerPaymentId: id })).status).toBe(outcome)
        expectError(await challenge(id!, decision), 409, 'CONFLICT')
      }
    })

    it('answers 409 to a finished intent, 404 to an unknown one, and 400 naming the field at fault', async () => {
      const { provider } = capturingProvider(api)
      const { providerPaymentId: id } = await provider.start(startRequest())
      expect((await api.fetchJson(`/providers/demo-pay/intents/${id}`)).body).toMatchObject({ id, amount: 515, currency: 'EUR', status: 'requires_payment_method', returnUrl: expect.stringContaining('/pay/return/') })
      expect(expectError(await confirm(id!, { ...GOOD, expiry: '01/20' }), 400, 'VALIDATION').fields).toEqual({ expiry: ['EXPIRED'] })
      expect(expectError(await confirm(id!, { ...GOOD, cvc: '12' }), 400, 'VALIDATION').fields).toEqual({ cvc: ['INVALID_CVC'] })
      expect(expectError(await confirm(id!, { ...GOOD, number: '4242 4242 4242 4241' }), 400, 'VALIDATION').fields).toEqual({ number: ['INVALID_NUMBER'] })
      expectError(await confirm(id!, { ...GOOD, number: '4242\u0000' }), 400, 'VALIDATION')
      expectError(await challenge(id!, 'maybe'), 400, 'VALIDATION')
      expect((await api.fetchJson(`/providers/demo-pay/intents/${id}`)).body.status).toBe('requires_payment_method')
      expect((await confirm(id!, GOOD)).status).toBe(200)
      expectError(await confirm(id!, GOOD), 409, 'CONFLICT')
      expectError(await api.fetchJson('/providers/demo-pay/intents/pi_demo_unknown'), 404, 'NOT_FOUND')
      expectError(await confirm('pi_demo_unknown', GOOD), 404, 'NOT_FOUND')
    })

    it('limits card attempts per client address, and the refusal changes no intent', async () => {
      const { provider } = capturingProvider(api)
      const { providerPaymentId: id } = await provider.start(startRequest())
      const from = newAddress()
      for (let i = 0; i < 30; i++) expect((await confirm(id!, { ...GOOD, cvc: '1' }, from)).status).toBe(400)
      expectError(await confirm(id!, GOOD, from), 429, 'RATE_LIMIT')
      expect((await provider.intent(id!))!.status).toBe('requires_payment_method')
      expect((await confirm(id!, GOOD, newAddress())).status).toBe(200)
    })

    describe('its page', () => {
      let base: string
      let close: () => void
      beforeAll(async () => {
        const app = express()
        const client = demoPayClient(async (request) => api.platform.app.fetch(request), () => newAddress())
        const pay = demoPayHandlers(client, APP_URL)
        const form = express.urlencoded({ extended: false, limit: '10kb' })
        app.get('/dev/pay/:intentId', pay.page)
        app.post('/dev/pay/:intentId', form, pay.confirm)
        app.get('/dev/pay/:intentId/challenge', pay.challengePage)
        app.post('/dev/pay/:intentId/challenge', form, pay.decide)
        const server = app.listen(0)
        await new Promise((resolve) => server.once('listening', resolve))
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        close = () => server.close()
      })
      afterAll(() => close?.())

      const open = async (overrides: Partial<GuestPaymentStart> = {}) => {
        const { provider } = capturingProvider(api)
        const started = await provider.start(startRequest(overrides))
        return `${base}${started.redirectUrl}`
      }
      const post = (url: string, fields: Record<string, string>) =>
        fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })

      it('says it is a demo, in the intent’s language or else the browser’s', async () => {
        const english = await fetch(await open())
        expect(english.status).toBe(200)
        const html = await english.text()
        expect(html).toContain('<html lang="en">')
        expect(html).toContain('Demo payment page: no money moves.')
        expect(html).toContain('Old Town Bistro · Team tips')
        expect(html).toContain('€5.15')
        for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0027 6000 3184']) expect(html).toContain(card)
        for (const field of ['number', 'expiry', 'cvc']) expect(html).toContain(`name="${field}"`)
        expect(html).toContain('href="/pay/b/box"')
        const lithuanian = await (await fetch(await open({ language: 'lt' }))).text()
        expect(lithuanian).toContain('<html lang="lt">')
        expect(lithuanian).toContain('Demonstracinis mokėjimo puslapis: pinigai nejuda.')
        const fromBrowser = await (await fetch(await open({ language: 'de' }), { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).text()
        expect(fromBrowser).toContain('Демонстрационная страница оплаты')
      })

      it('sends a paid card back to the guest page, and a finished payment there again', async () => {
        const url = await open()
        const paid = await post(url, GOOD)
        expect(paid.status).toBe(303)
        expect(paid.headers.get('location')).toMatch(/^\/pay\/return\/[0-9a-f-]{36}$/)
        const again = await fetch(url, { redirect: 'manual' })
        expect(again.headers.get('location')).toBe(paid.headers.get('location'))
        expect((await post(url, GOOD)).headers.get('location')).toBe(paid.headers.get('location'))
      })

      it('says a declined card is declined, with another try and the way back', async () => {
        const url = await open()
        const declined = await post(url, DECLINED)
        expect(declined.status).toBe(200)
        const html = await declined.text()
        expect(html).toContain('Your bank declined the card. No money was taken.')
        expect(html).toContain(`href="${new URL(url).pathname}">Try another card`)
        expect(html).toContain('href="/pay/b/box">Back to the venue')
        const typo = await post(url, { ...GOOD, cvc: 'abc' })
        expect(typo.status).toBe(422)
        const again = await typo.text()
        expect(again).toContain('Enter the three-digit CVC')
        expect(again).toMatch(/name="cvc"[^>]*aria-invalid="true" aria-describedby="card-error"/)
        expect(again).toContain('value="4242 4242 4242 4242"')
      })

      it('asks the bank’s question for 3184, and approving returns to the guest page', async () => {
        const url = await open({ language: 'pl' })
        const asked = await post(url, CHALLENGED)
        expect(asked.status).toBe(303)
        expect(asked.headers.get('location')).toBe(`${new URL(url).pathname}/challenge`)
        const question = await (await fetch(`${url}/challenge`)).text()
        expect(question).toContain('Twój bank prosi o potwierdzenie tej płatności.')
        expect(question).toContain('value="approve"')
        const approved = await post(`${url}/challenge`, { decision: 'approve' })
        expect(approved.status).toBe(303)
        expect(approved.headers.get('location')).toMatch(/^\/pay\/return\//)
      })

      it('never sends the browser to another site, and says when a payment does not exist', async () => {
        const url = await open({ returnUrl: 'https://evil.example/steal', cancelUrl: '//evil.example' })
        expect(await (await fetch(url)).text()).toContain('href="/">')
        expect((await post(url, GOOD)).headers.get('location')).toBe('/')
        const missing = await fetch(`${base}/dev/pay/pi_demo_unknown`)
        expect(missing.status).toBe(404)
        expect(await missing.text()).toContain('This payment does not exist.')
      })
    })
  })
})
