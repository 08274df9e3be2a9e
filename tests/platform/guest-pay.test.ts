/**
 * Issue 27, parcel A2: guest checkouts, their completion exactly once, ratings without paying,
 * the status read (and its sync with the provider) and the receipt (ADR 0075). The provider is
 * a fake (guest-fixtures.ts); everything of ours is real.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activities, boxes, guestCheckouts, payments } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, newAddress, useHarness, type Harness } from './harness.js'
import {
  boxStats,
  checkoutRequest,
  checkoutRow,
  checkoutsOfBox,
  checkoutStatus,
  deliver,
  FakeGuestProvider,
  groupBox,
  guestVenue,
  postCheckout,
  postFeedback,
  succeeded,
  writtenFor,
} from './guest-fixtures.js'
import { createBox, createMember, DEMO_TOKENS } from './tips-fixtures.js'

forEachDatabase((kind) => {
  const fake = new FakeGuestProvider()
  const api = useHarness(kind, { guestPayments: () => fake })

  /** A started checkout of a new pooled box (one member), and its key. */
  async function started(api: Harness, values: Parameters<typeof checkoutRequest>[1] = {}) {
    const venue = await guestVenue(api)
    const box = await groupBox(api, venue.org.id)
    const answer = await postCheckout(api, checkoutRequest(box.id, values))
    expect(answer.status, answer.text).toBe(201)
    return { ...venue, box, checkoutId: answer.body.checkoutId as string, key: answer.body.key as string }
  }

  const paid = (checkoutId: string, amount: number, id = `evt_${crypto.randomUUID()}`) =>
    deliver(api, fake.signed({ id, type: 'payment.succeeded', checkoutId, amount, currency: 'EUR' }))

  describe('POST /public/pay/checkouts', () => {
    it('answers the same attempt posted twice with the same checkout, and asks the provider once', async () => {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const request = checkoutRequest(box.id)
      const first = await postCheckout(api, request)
      const again = await postCheckout(api, request)
      expect([first.status, again.status]).toEqual([201, 200])
      expect(again.body).toEqual(first.body)
      expect(first.body.key).toBe(request.attempt)
      expect(first.body.next).toEqual({ kind: 'redirect', url: expect.stringMatching(/^https:\/\/pay\.fake\.example\//) })
      expect(fake.startsOf(first.body.checkoutId)).toBe(1)
      expect(await checkoutsOfBox(api, box.id)).toBe(1)
      const start = fake.starts.find((s) => s.checkoutId === first.body.checkoutId)!
      expect(start.returnUrl).toBe(`${api.config.appUrl}/pay/return/${first.body.checkoutId}`)
      expect(start.cancelUrl).toBe(`${api.config.appUrl}/pay/b/${box.id}`)
      // Tip 5.00, staff fee 5 %, the guest did not cover it: the card is charged the tip.
      expect(start.amount).toBe(500)
      const row = await checkoutRow(api, first.body.checkoutId)
      expect({ staffFee: row.staffFee, guestFee: row.guestFee, chargeAmount: row.chargeAmount }).toEqual({ staffFee: 25, guestFee: 0, chargeAmount: 500 })
    })

    it('answers simultaneous posts of one attempt with one checkout and one start', async () => {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const request = checkoutRequest(box.id, { coverFee: true })
      const answers = await Promise.all(Array.from({ length: 5 }, () => postCheckout(api, request)))
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201])
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body)
      expect(fake.startsOf(answers[0]!.body.checkoutId)).toBe(1)
      expect(await checkoutsOfBox(api, box.id)).toBe(1)
      // The guest covers the fee: 1.5 % on top, no staff fee.
      expect(fake.starts.find((s) => s.checkoutId === answers[0]!.body.checkoutId)!.amount).toBe(508)
    })

    it('refuses tips outside the currency limits and writes nothing', async () => {
      const eur = await guestVenue(api)
      const eurBox = await groupBox(api, eur.org.id)
      const pln = await guestVenue(api, { currency: 'PLN' })
      const plnBox = await groupBox(api, pln.org.id)
      const refusals: [string, number, string][] = [
        [eurBox.id, 99, 'AMOUNT_TOO_LOW'],
        [eurBox.id, 50_001, 'AMOUNT_TOO_HIGH'],
        [plnBox.id, 499, 'AMOUNT_TOO_LOW'],
        [plnBox.id, 200_001, 'AMOUNT_TOO_HIGH'],
      ]
      for (const [boxId, amount, reason] of refusals) {
        const params = expectError(await postCheckout(api, checkoutRequest(boxId, { amount })), 400, 'VALIDATION')
        expect(params.reason).toBe(reason)
        expect(params.fields).toEqual({ amount: [reason] })
      }
      expect(await checkoutsOfBox(api, eurBox.id)).toBe(0)
      expect(await checkoutsOfBox(api, plnBox.id)).toBe(0)
      for (const [boxId, amount] of [[eurBox.id, 100], [eurBox.id, 50_000], [plnBox.id, 500], [plnBox.id, 200_000]] as const) {
        expect((await postCheckout(api, checkoutRequest(boxId, { amount }))).status).toBe(201)
      }
    })

    it('refuses a venue that is not verified (409) and an unknown box or member (404)', async () => {
      const [riverside] = await api.db.select().from(boxes).where(eq(boxes.token, DEMO_TOKENS.riversideBox))
      const params = expectError(await postCheckout(api, checkoutRequest(riverside!.id)), 409, 'CONFLICT')
      expect(params.reason).toBe('PAYMENTS_NOT_AVAILABLE')
      expect(await checkoutsOfBox(api, riverside!.id)).toBe(0)
      expectError(await postCheckout(api, checkoutRequest(crypto.randomUUID())), 404, 'NOT_FOUND')
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const elsewhere = await createMember(api, (await groupBox(api, org.id, false)).id, 'Jonas')
      expectError(await postCheckout(api, checkoutRequest(box.id, { memberId: elsewhere.id })), 404, 'NOT_FOUND')
      expect(await checkoutsOfBox(api, box.id)).toBe(0)
    })

    it('refuses text a database cannot keep with a clear message', async () => {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      for (const review of ['a\u0000b', 'a\ud800b']) {
        expectError(await postCheckout(api, checkoutRequest(box.id, { review })), 400, 'VALIDATION')
      }
      expect(await checkoutsOfBox(api, box.id)).toBe(0)
    })

    it('answers 503 when the provider is down, keeps nothing, and the same attempt works later', async () => {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const request = checkoutRequest(box.id)
      fake.failNextStart = true
      const params = expectError(await postCheckout(api, request), 503, 'SERVICE_UNAVAILABLE')
      expect(params.reason).toBe('PROVIDER_UNAVAILABLE')
      expect(await checkoutsOfBox(api, box.id)).toBe(0)
      const retry = await postCheckout(api, request)
      expect(retry.status).toBe(201)
      expect(fake.startsOf(retry.body.checkoutId)).toBe(1)
    })

    it('limits one address to 20 checkouts or ratings in ten minutes; the 21st writes nothing', async () => {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const address = newAddress()
      for (let i = 0; i < 10; i++) expect((await postCheckout(api, checkoutRequest(box.id), address)).status).toBe(201)
      for (let i = 0; i < 10; i++) expect((await postFeedback(api, checkoutRequest(box.id), address)).status).toBe(201)
      const before = { checkouts: await checkoutsOfBox(api, box.id), starts: fake.starts.length }
      const refused = expectError(await postCheckout(api, checkoutRequest(box.id), address), 429, 'RATE_LIMIT')
      expect(Date.parse(refused.retryAt)).toBeGreaterThan(Date.now())
      expectError(await postFeedback(api, checkoutRequest(box.id), address), 429, 'RATE_LIMIT')
      expect({ checkouts: await checkoutsOfBox(api, box.id), starts: fake.starts.length }).toEqual(before)
      // Another guest is not held back.
      expect((await postCheckout(api, checkoutRequest(box.id))).status).toBe(201)
    })
  })

  describe('completion', () => {
    it('records one payment and one activity for an event delivered twice, a late failure and a second event', async () => {
      const { org, token, box, checkoutId, key } = await started(api)
      const before = await boxStats(api, token, org.id, box.id)
      const event = `evt_${crypto.randomUUID()}`
      expect((await paid(checkoutId, 500, event)).body).toEqual({ received: true, applied: true })
      expect((await paid(checkoutId, 500, event)).body).toEqual({ received: true, applied: false })
      expect((await paid(checkoutId, 500)).body).toEqual({ received: true, applied: false })
      const failed = await deliver(api, fake.signed({ id: `evt_${crypto.randomUUID()}`, type: 'payment.failed', checkoutId }))
      expect(failed.body).toEqual({ received: true, applied: false })
      expect(await writtenFor(api, checkoutId)).toEqual({ payments: 1, activities: 1 })
      const status = await checkoutStatus(api, checkoutId, key)
      expect(status.body).toMatchObject({ status: 'SUCCEEDED', failure: null, amount: 500, chargeAmount: 500, currency: 'EUR', boxId: box.id })
      const after = await boxStats(api, token, org.id, box.id)
      expect({ count: after.count - before.count, total: after.totalAmount - before.totalAmount }).toEqual({ count: 1, total: 500 })
      // A pooled box gets the tip less the staff fee.
      expect(after.balance - before.balance).toBe(475)
      const [activity] = await api.db.select().from(activities).where(eq(activities.id, status.body.activityId))
      expect(activity).toMatchObject({ amount: 500, rating: 5, likes: ['hospitality'], review: 'Lovely evening', status: 'COMPLETED', memberId: null })
      const [payment] = await api.db.select().from(payments).where(eq(payments.guestCheckoutId, checkoutId))
      expect(payment).toMatchObject({ orderId: null, orderNumber: null, tipAmount: 500, staffFee: 25, guestFee: 0, chargeAmount: 500, paymentMethod: 'card', paymentMethodSummary: 'Visa •••• 4242', allowDetailedInvoice: false })
    })

    it('applies one of simultaneous deliveries, of the same event and of different ones', async () => {
      const { org, token, box, checkoutId } = await started(api)
      const before = await boxStats(api, token, org.id, box.id)
      const event = `evt_${crypto.randomUUID()}`
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () => paid(checkoutId, 500, event)),
        ...Array.from({ length: 3 }, () => paid(checkoutId, 500)),
      ])
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
      expect(answers.filter((a) => a.body.applied)).toHaveLength(1)
      expect(await writtenFor(api, checkoutId)).toEqual({ payments: 1, activities: 1 })
      expect((await boxStats(api, token, org.id, box.id)).count - before.count).toBe(1)
    })

    it('a failure first, then success, records the tip (a payment may be retried)', async () => {
      const { checkoutId, key } = await started(api)
      await deliver(api, fake.signed({ id: `evt_${crypto.randomUUID()}`, type: 'payment.failed', checkoutId, reason: 'DECLINED' }))
      expect((await checkoutStatus(api, checkoutId, key)).body).toMatchObject({ status: 'FAILED', failure: 'DECLINED', activityId: null })
      expect((await paid(checkoutId, 500)).body.applied).toBe(true)
      expect((await checkoutStatus(api, checkoutId, key)).body).toMatchObject({ status: 'SUCCEEDED', failure: null })
    })

    it('marks a charge of another amount MISMATCH and records no tip', async () => {
      const { org, token, box, checkoutId, key } = await started(api)
      const before = await boxStats(api, token, org.id, box.id)
      expect((await paid(checkoutId, 499)).body.applied).toBe(false)
      expect((await checkoutRow(api, checkoutId)).status).toBe('MISMATCH')
      expect(await writtenFor(api, checkoutId)).toEqual({ payments: 0, activities: 0 })
      expect(await boxStats(api, token, org.id, box.id)).toEqual(before)
      // The right amount afterwards changes nothing either: a person looks at it.
      expect((await paid(checkoutId, 500)).body.applied).toBe(false)
      expect((await checkoutStatus(api, checkoutId, key)).body.status).toBe('PROCESSING')
    })

    it('names the recipient by the box: PENDING where nobody can be named, the pool where the box pools', async () => {
      const { org, token } = await guestVenue(api)
      const empty = await groupBox(api, org.id, false)
      const individual = await createBox(api, org.id, { mode: 'INDIVIDUAL', name: 'Bar' })
      const chosen = await createMember(api, individual.id, 'Jonas')
      const personal = await createBox(api, org.id, { mode: 'PERSONAL' })
      const only = await createMember(api, personal.id, 'Rūta')
      const cases = [
        { box: empty, memberId: undefined, expected: { status: 'PENDING', memberId: null, memberName: null }, pooled: true },
        { box: individual, memberId: undefined, expected: { status: 'PENDING', memberId: null, memberName: null }, pooled: true },
        { box: individual, memberId: chosen.id, expected: { status: 'COMPLETED', memberId: chosen.id, memberName: 'Jonas' }, pooled: false },
        { box: personal, memberId: undefined, expected: { status: 'COMPLETED', memberId: only.id, memberName: 'Rūta' }, pooled: false },
      ]
      for (const { box, memberId, expected, pooled } of cases) {
        const before = await boxStats(api, token, org.id, box.id)
        const answer = await postCheckout(api, checkoutRequest(box.id, { memberId, amount: 1000 }))
        expect((await paid(answer.body.checkoutId, 1000)).body.applied).toBe(true)
        const { activityId } = (await checkoutStatus(api, answer.body.checkoutId, answer.body.key)).body
        const [activity] = await api.db.select().from(activities).where(eq(activities.id, activityId))
        expect({ status: activity!.status, memberId: activity!.memberId, memberName: activity!.memberName }).toEqual(expected)
        expect((await boxStats(api, token, org.id, box.id)).balance - before.balance).toBe(pooled ? 950 : 0)
      }
    })

    it('tells the live channel of the venue and every organization above it', async () => {
      const group = await guestVenue(api)
      const { org } = await guestVenue(api, { parentId: group.org.id })
      const box = await groupBox(api, org.id)
      const answer = await postCheckout(api, checkoutRequest(box.id))
      const told: string[][] = []
      const live = api.platform.live.changes
      const original = live.tipsChanged
      live.tipsChanged = (ids) => told.push(ids)
      try {
        await paid(answer.body.checkoutId, 500)
      } finally {
        live.tipsChanged = original
      }
      expect(told).toEqual([[org.id, group.org.id]])
    })
  })

  describe('GET /public/pay/checkouts/{id}', () => {
    it('answers only the browser holding the key, 404 otherwise', async () => {
      const { checkoutId, key } = await started(api)
      expectError(await checkoutStatus(api, checkoutId), 404, 'NOT_FOUND')
      expectError(await checkoutStatus(api, checkoutId, crypto.randomUUID()), 404, 'NOT_FOUND')
      expectError(await checkoutStatus(api, 'not-a-uuid', key), 404, 'NOT_FOUND')
      expect((await checkoutStatus(api, checkoutId, key)).body.status).toBe('OPEN')
    })

    it('asks the provider when the webhook is late, and applies its answer once', async () => {
      const { org, token, box, checkoutId, key } = await started(api)
      const before = await boxStats(api, token, org.id, box.id)
      fake.outcomes.set(checkoutId, succeeded(checkoutId, 500))
      // Younger than 3 s: the provider is not asked yet.
      expect((await checkoutStatus(api, checkoutId, key)).body.status).toBe('OPEN')
      expect(fake.retrieves.filter((id) => id === checkoutId)).toHaveLength(0)
      await api.db.execute(sql`update guest_checkouts set created_at = now() - interval '5 seconds' where id = ${checkoutId}`)
      const answers = await Promise.all([checkoutStatus(api, checkoutId, key), checkoutStatus(api, checkoutId, key)])
      expect(fake.retrieves.filter((id) => id === checkoutId)).toHaveLength(1)
      const synced = answers.find((a) => a.body.status === 'SUCCEEDED')!
      expect(synced.body.activityId).toEqual(expect.any(String))
      expect((await checkoutStatus(api, checkoutId, key)).body.status).toBe('SUCCEEDED')
      expect(await writtenFor(api, checkoutId)).toEqual({ payments: 1, activities: 1 })
      expect((await boxStats(api, token, org.id, box.id)).count - before.count).toBe(1)
      // The webhook arriving after the sync changes nothing.
      expect((await paid(checkoutId, 500)).body.applied).toBe(false)
    })

    it('reads an attempt left open for a day as EXPIRED', async () => {
      const { checkoutId, key } = await started(api)
      await api.db.execute(sql`update guest_checkouts set created_at = now() - interval '25 hours' where id = ${checkoutId}`)
      expect((await checkoutStatus(api, checkoutId, key)).body.status).toBe('EXPIRED')
    })
  })

  describe('GET /public/pay/checkouts/{id}/receipt.pdf', () => {
    it('gives the receipt of a paid tip to the browser holding the key', async () => {
      const { checkoutId, key } = await started(api)
      const receipt = (k?: string) =>
        api.fetchJson(`/public/pay/checkouts/${checkoutId}/receipt.pdf?lang=lt`, { headers: k ? { 'x-checkout-key': k } : {} })
      expectError(await receipt(key), 404, 'NOT_FOUND')
      await paid(checkoutId, 500)
      expectError(await receipt(), 404, 'NOT_FOUND')
      expectError(await receipt(crypto.randomUUID()), 404, 'NOT_FOUND')
      const pdf = await receipt(key)
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      expect(pdf.text.startsWith('%PDF')).toBe(true)
    })
  })

  describe('POST /public/pay/feedback', () => {
    it('records a rating without paying once, also where card payments are not available', async () => {
      const [riverside] = await api.db.select().from(boxes).where(eq(boxes.token, DEMO_TOKENS.riversideBox))
      const request = { boxId: riverside!.id, rating: 4, attempt: crypto.randomUUID(), language: 'lt' }
      const first = await postFeedback(api, request)
      expect(first.status, first.text).toBe(201)
      const again = await postFeedback(api, request)
      expect(again.status).toBe(200)
      expect(again.body).toEqual(first.body)
      const rows = await api.db.select().from(activities).where(eq(activities.id, first.body.activityId))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ amount: 0, rating: 4, likes: [], review: null })
      const [checkout] = await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.activityId, first.body.activityId))
      expect(checkout).toMatchObject({ provider: 'none', mode: 'feedback', status: 'SUCCEEDED', amount: 0 })
      const [payment] = await api.db.select().from(payments).where(eq(payments.guestCheckoutId, checkout!.id))
      expect(payment).toBeUndefined()
    })

    it('refuses feedback with nothing in it, and writes nothing', async () => {
      const { org } = await guestVenue(api)
      const box = await groupBox(api, org.id)
      const params = expectError(await postFeedback(api, { boxId: box.id, attempt: crypto.randomUUID(), review: '  ' }), 400, 'VALIDATION')
      expect(params.reason).toBe('FEEDBACK_EMPTY')
      expect(await checkoutsOfBox(api, box.id)).toBe(0)
    })
  })
})
