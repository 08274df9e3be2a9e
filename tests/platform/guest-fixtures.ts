/**
 * Fixtures of the guest payment tests: a fake guest payment provider (the outside party, not our
 * code) that counts what it is asked and signs webhook bodies as a provider would, and venues
 * with boxes written straight into the harness database.
 */
import { and, count, eq } from 'drizzle-orm'
import type { GuestCheckoutRequest } from '../../contract/guest-pay.js'
import { activities, guestCheckouts, payments } from '../../platform/db/schema/index.js'
import {
  GuestPaymentUnavailable,
  type GuestPaymentEvent,
  type GuestPaymentOutcome,
  type GuestPaymentProvider,
  type GuestPaymentStart,
  type StartedGuestPayment,
} from '../../platform/providers/guest-payments/index.js'
import { signV1, verifyV1 } from '../../platform/providers/signature.js'
import { newAddress, type Harness } from './harness.js'
import { createBox, createMember, createOrganization, profileWith } from './tips-fixtures.js'

export const FAKE_SIGNATURE_HEADER = 'x-fake-signature'

/** What the fake's webhook bodies say: its own small event shape. */
export interface FakeEventBody {
  id: string
  type: 'payment.succeeded' | 'payment.failed' | 'payment.processing' | 'customer.updated'
  checkoutId: string
  amount?: number
  currency?: string
  reason?: 'DECLINED' | 'CANCELED' | 'EXPIRED'
}

export class FakeGuestProvider implements GuestPaymentProvider {
  readonly name = 'demo' as const
  readonly publishableKey = null
  readonly secret = 'fake-guest-provider-secret-0123456789abcdef'
  /** Every start asked, in order. */
  readonly starts: GuestPaymentStart[] = []
  readonly retrieves: string[] = []
  /** What retrieve answers per checkout (OPEN when not set). */
  readonly outcomes = new Map<string, GuestPaymentOutcome>()
  /** The next start throws GuestPaymentUnavailable (an outage). */
  failNextStart = false
  /** How long start takes, so simultaneous posts overlap it. */
  startDelayMs = 30

  describe() {
    return 'Fake guest payment provider (tests)'
  }

  startsOf(checkoutId: string) {
    return this.starts.filter((s) => s.checkoutId === checkoutId).length
  }

  async start(request: GuestPaymentStart): Promise<StartedGuestPayment> {
    await new Promise((resolve) => setTimeout(resolve, this.startDelayMs))
    if (this.failNextStart) {
      this.failNextStart = false
      throw new GuestPaymentUnavailable('fake outage')
    }
    this.starts.push(request)
    return {
      providerPaymentId: `pi_fake_${request.checkoutId}`,
      providerSessionId: null,
      redirectUrl: `https://pay.fake.example/${request.checkoutId}?n=${this.starts.length}`,
      clientSecret: null,
      publishableKey: null,
    }
  }

  parseWebhook(rawBody: string, headers: Headers, now: Date): GuestPaymentEvent | 'ignored' | null {
    if (!verifyV1(this.secret, rawBody, headers.get(FAKE_SIGNATURE_HEADER), now.getTime())) return null
    const body = JSON.parse(rawBody) as FakeEventBody
    const event = (outcome: GuestPaymentOutcome): GuestPaymentEvent => ({ eventId: body.id, checkoutId: body.checkoutId, occurredAt: now, outcome })
    switch (body.type) {
      case 'payment.succeeded':
        return event(succeeded(body.checkoutId, body.amount!, body.currency ?? 'EUR'))
      case 'payment.failed':
        return event({ status: 'FAILED', reason: body.reason ?? 'DECLINED' })
      case 'payment.processing':
        return event({ status: 'PROCESSING' })
      default:
        return 'ignored'
    }
  }

  async retrieve(checkout: { id: string }): Promise<GuestPaymentOutcome> {
    this.retrieves.push(checkout.id)
    return this.outcomes.get(checkout.id) ?? { status: 'OPEN' }
  }

  /** A delivery as the provider sends it: the raw body and its signature header. */
  signed(body: FakeEventBody, now = Date.now()): { text: string; headers: Record<string, string> } {
    const text = JSON.stringify(body)
    return { text, headers: { [FAKE_SIGNATURE_HEADER]: signV1(this.secret, text, now) } }
  }
}

export const succeeded = (checkoutId: string, amount: number, currency = 'EUR'): GuestPaymentOutcome => ({
  status: 'SUCCEEDED',
  providerPaymentId: `pi_fake_${checkoutId}`,
  amount,
  currency,
  method: 'card',
  methodCountry: 'LT',
  methodSummary: 'Visa •••• 4242',
})

export const WEBHOOK = '/providers/guest-payments/demo/webhook'

export function deliver(api: Harness, delivery: { text: string; headers: Record<string, string> }, provider = 'demo') {
  return api.fetchJson(`/providers/guest-payments/${provider}/webhook`, { method: 'POST', body: delivery.text, headers: delivery.headers })
}

/** A verified venue (payments allowed) with a token of someone who sees its tips. */
export async function guestVenue(api: Harness, values: { currency?: string; kybStatus?: string; parentId?: string } = {}) {
  const org = await createOrganization(api, { kybStatus: 'VERIFIED', currency: 'EUR', ...values })
  const viewer = await profileWith(api, org.id, ['VIEW_BOXES'])
  return { org, token: viewer.token }
}

export const groupBox = async (api: Harness, organizationId: string, withMember = true) => {
  const box = await createBox(api, organizationId, { mode: 'GROUP', name: 'Team' })
  if (withMember) await createMember(api, box.id, 'Aistė')
  return box
}

export function checkoutRequest(boxId: string, values: Partial<GuestCheckoutRequest> = {}): GuestCheckoutRequest {
  return {
    boxId,
    amount: 500,
    coverFee: false,
    rating: 5,
    likes: ['hospitality'],
    review: 'Lovely evening',
    attempt: crypto.randomUUID(),
    mode: 'redirect',
    language: 'en',
    ...values,
  }
}

/** Each call from its own address, unless one is given: the per-address limit is tested on its own. */
export const postCheckout = (api: Harness, body: unknown, address = newAddress()) =>
  api.fetchJson('/public/pay/checkouts', { method: 'POST', body, address })

export const postFeedback = (api: Harness, body: unknown, address = newAddress()) =>
  api.fetchJson('/public/pay/feedback', { method: 'POST', body, address })

export const checkoutStatus = (api: Harness, id: string, key?: string) =>
  api.fetchJson(`/public/pay/checkouts/${id}`, { headers: key === undefined ? {} : { 'x-checkout-key': key } })

/** What a checkout left behind: its payments and activities (each at most one). */
export async function writtenFor(api: Harness, checkoutId: string) {
  const [p] = await api.db.select({ n: count() }).from(payments).where(eq(payments.guestCheckoutId, checkoutId))
  const [a] = await api.db.select({ n: count() }).from(activities).where(eq(activities.guestCheckoutId, checkoutId))
  return { payments: Number(p!.n), activities: Number(a!.n) }
}

export async function checkoutRow(api: Harness, id: string) {
  const [row] = await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.id, id))
  return row!
}

export async function checkoutsOfBox(api: Harness, boxId: string, attempt?: string) {
  const where = attempt ? and(eq(guestCheckouts.boxId, boxId), eq(guestCheckouts.idempotencyKey, attempt)) : eq(guestCheckouts.boxId, boxId)
  const [row] = await api.db.select({ n: count() }).from(guestCheckouts).where(where)
  return Number(row!.n)
}

const DAY = 24 * 3600_000

/** The boxes statistic of a venue, today, through the API (the rollups the tips screens read). */
export async function boxStats(api: Harness, token: string, organizationId: string, boxId: string) {
  const now = Date.now()
  const q = new URLSearchParams({
    organization_id: organizationId,
    start_ts: new Date(now - DAY).toISOString(),
    finish_ts: new Date(now + DAY).toISOString(),
  })
  const answer = await api.fetchJson(`/business/statistics/boxes?${q}`, { token })
  if (answer.status !== 200) throw new Error(answer.text)
  const row = (answer.body as { boxId: string; count: number; totalAmount: number; balance: number }[]).find((b) => b.boxId === boxId)
  return { count: row!.count, totalAmount: row!.totalAmount, balance: row!.balance }
}
