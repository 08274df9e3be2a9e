/**
 * GET /public/pay/checkouts/{id}: where a guest's checkout stands, for the browser holding its
 * key. The one read that may write (ADR 0075): a checkout not final after 3 s asks the provider
 * (at most once per 3 s) and applies its answer like a webhook, so a lost webhook never loses a
 * tip. It records a fact that already happened at the provider, nothing the guest chose.
 */
import { eq } from 'drizzle-orm'
import type { GuestCheckoutStatus } from '../../../contract/guest-pay.js'
import type { Database } from '../../db/client.js'
import { guestCheckouts } from '../../db/schema/index.js'
import type { LiveChanges } from '../../http/context.js'
import { GuestPaymentUnavailable, type GuestPaymentProvider } from '../../providers/guest-payments/index.js'
import { sameDigest } from '../crypto.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { hitRateLimit } from '../rate-limit.js'
import { applyGuestPaymentEvent, FINAL_STATUSES, type CheckoutRow } from './complete.js'
import { keyHashOf } from './checkout.js'

const SYNC_AFTER_MS = 3_000
const EXPIRES_AFTER_MS = 24 * 3600_000

/** The checkout, when `key` is its key; 404 otherwise, never saying which of the two was wrong. */
export async function checkoutWithKey(db: Database, id: string, key: string | undefined): Promise<CheckoutRow> {
  const [row] = isUuid(id) ? await db.select().from(guestCheckouts).where(eq(guestCheckouts.id, id)) : []
  if (!row || !key || !sameDigest(row.keyHash, keyHashOf(key))) throw notFound('Checkout')
  return row
}

export interface SyncDeps {
  db: Database
  guestPayments: GuestPaymentProvider | null
  live: LiveChanges
  clock: () => Date
}

export async function guestCheckoutStatus(deps: SyncDeps, id: string, key: string | undefined): Promise<GuestCheckoutStatus> {
  let row = await checkoutWithKey(deps.db, id, key)
  if (await synced(deps, row)) row = await checkoutWithKey(deps.db, id, key)
  return statusOf(row, deps.clock())
}

/** Asks the provider about a checkout still waiting for its outcome; true when that changed something. */
async function synced({ db, guestPayments: provider, live, clock }: SyncDeps, row: CheckoutRow): Promise<boolean> {
  const now = clock()
  const age = now.getTime() - row.createdAt.getTime()
  if (!provider || provider.name !== row.provider || FINAL_STATUSES.includes(row.status)) return false
  if (age < SYNC_AFTER_MS || age > EXPIRES_AFTER_MS) return false
  // Nothing to ask about: the provider never started it.
  if (!row.providerPaymentId && !row.providerSessionId) return false
  if (!(await hitRateLimit(db, `sync:${row.id}`, SYNC_AFTER_MS / 1000, 1)).allowed) return false
  let outcome
  try {
    outcome = await provider.retrieve({ id: row.id, providerPaymentId: row.providerPaymentId, providerSessionId: row.providerSessionId })
  } catch (error) {
    // The status read still answers what is known; the webhook, or the next read, tells the rest.
    if (error instanceof GuestPaymentUnavailable) return false
    throw error
  }
  const event = { eventId: `sync:${row.id}:${outcome.status}`, checkoutId: row.id, occurredAt: now, outcome }
  return (await applyGuestPaymentEvent(db, provider.name, event, live)).applied
}

function statusOf(row: CheckoutRow, now: Date): GuestCheckoutStatus {
  const expired =
    row.failure === 'EXPIRED' ||
    ((row.status === 'OPEN' || row.status === 'FAILED') && now.getTime() - row.createdAt.getTime() > EXPIRES_AFTER_MS)
  return {
    id: row.id,
    // A charge that differed from the checkout waits for a person: the guest is told it is being confirmed.
    status: expired ? 'EXPIRED' : row.status === 'MISMATCH' ? 'PROCESSING' : (row.status as GuestCheckoutStatus['status']),
    failure: !expired && (row.failure === 'DECLINED' || row.failure === 'CANCELED') ? row.failure : null,
    amount: row.amount,
    chargeAmount: row.chargeAmount,
    currency: row.currency,
    boxId: row.boxId,
    memberId: row.memberId,
    activityId: row.activityId,
  }
}
