/**
 * Issue 27, parcel A2: a guest payment provider's webhook is believed only when signed over the
 * exact bytes it sent, recently; an event is applied once (ADR 0075).
 */
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestCheckouts, providerEvents } from '../../platform/db/schema/index.js'
import { signV1 } from '../../platform/providers/signature.js'
import { expectError, forEachDatabase, useHarness, type Harness } from './harness.js'
import {
  checkoutRequest,
  checkoutRow,
  deliver,
  FAKE_SIGNATURE_HEADER,
  FakeGuestProvider,
  groupBox,
  guestVenue,
  postCheckout,
  writtenFor,
} from './guest-fixtures.js'

const rows = async (api: Harness) => ({
  events: Number((await api.db.select({ n: count() }).from(providerEvents))[0]!.n),
  checkouts: Number((await api.db.select({ n: count() }).from(guestCheckouts))[0]!.n),
})

forEachDatabase((kind) => {
  describe('POST /providers/guest-payments/{provider}/webhook', () => {
    const fake = new FakeGuestProvider()
    const api = useHarness(kind, { guestPayments: () => fake })

    async function open() {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      return (await postCheckout(api, checkoutRequest(box.id))).body.checkoutId as string
    }

    it('refuses a delivery whose signature does not hold over the exact body, and changes nothing', async () => {
      const checkoutId = await open()
      const good = fake.signed({ id: `evt_${crypto.randomUUID()}`, type: 'payment.succeeded', checkoutId, amount: 500, currency: 'EUR' })
      const before = await rows(api)
      // One byte changed after signing: 500 became 600.
      const changed = { text: good.text.replace('"amount":500', '"amount":600'), headers: good.headers }
      expect(changed.text).not.toBe(good.text)
      const refused = [
        changed,
        { text: good.text, headers: {} },
        { text: good.text, headers: { [FAKE_SIGNATURE_HEADER]: signV1('another-secret-of-the-same-length-012345', good.text) } },
        // Signed ten minutes ago: a recorded delivery replayed later.
        fake.signed(JSON.parse(good.text), Date.now() - 10 * 60_000),
        { text: good.text, headers: { [FAKE_SIGNATURE_HEADER]: 'garbage' } },
      ]
      for (const delivery of refused) expectError(await deliver(api, delivery), 401, 'UNAUTHORIZED')
      expect(await rows(api)).toEqual(before)
      expect((await checkoutRow(api, checkoutId)).status).toBe('OPEN')
      expect(await writtenFor(api, checkoutId)).toEqual({ payments: 0, activities: 0 })
      // The same body, signed now, is believed.
      expect((await deliver(api, good)).body).toEqual({ received: true, applied: true })
    })

    it('answers a replayed event id with applied:false', async () => {
      const checkoutId = await open()
      const delivery = fake.signed({ id: `evt_${crypto.randomUUID()}`, type: 'payment.processing', checkoutId })
      expect((await deliver(api, delivery)).body).toEqual({ received: true, applied: true })
      expect((await checkoutRow(api, checkoutId)).status).toBe('PROCESSING')
      const again = await deliver(api, delivery)
      expect(again.status).toBe(200)
      expect(again.body).toEqual({ received: true, applied: false })
    })

    it('acknowledges event types it does not use without recording them', async () => {
      const before = await rows(api)
      const answer = await deliver(api, fake.signed({ id: `evt_${crypto.randomUUID()}`, type: 'customer.updated', checkoutId: crypto.randomUUID() }))
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ received: true, applied: false })
      expect(await rows(api)).toEqual(before)
    })

    it('has no endpoint for a provider that is not the configured one', async () => {
      const checkoutId = await open()
      const delivery = fake.signed({ id: `evt_${crypto.randomUUID()}`, type: 'payment.succeeded', checkoutId, amount: 500 })
      for (const name of ['stripe', 'paypal', 'none']) expectError(await deliver(api, delivery, name), 404, 'NOT_FOUND')
      expect(await writtenFor(api, checkoutId)).toEqual({ payments: 0, activities: 0 })
    })
  })

  describe('without a guest payment provider', () => {
    const api = useHarness(kind)

    it('has no webhook endpoint, and refuses checkouts with 409', async () => {
      expectError(await api.fetchJson('/providers/guest-payments/demo/webhook', { method: 'POST', body: '{}' }), 404, 'NOT_FOUND')
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const params = expectError(await postCheckout(api, checkoutRequest(box.id)), 409, 'CONFLICT')
      expect(params.reason).toBe('PAYMENTS_NOT_AVAILABLE')
    })
  })
})
