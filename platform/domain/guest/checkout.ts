/**
 * A guest starts paying a tip (POST /public/pay/checkouts, ADR 0075): one checkout per (box,
 * attempt), the attempt the uuid the page drew into its form. A repeated or concurrent post of
 * the same attempt answers the same checkout and the provider is asked once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import { guestFees } from '../../../contract/fees.js'
import {
  GUEST_PAY_REFUSALS,
  guestTipLimits,
  type GuestCheckoutRequest,
  type GuestCheckoutStarted,
  type GuestFeedbackRequest,
} from '../../../contract/guest-pay.js'
import type { PlatformConfig } from '../../config.js'
import type { Database } from '../../db/client.js'
import { boxes, boxMembers, guestCheckouts, organizations } from '../../db/schema/index.js'
import { GuestPaymentUnavailable, type GuestPaymentProvider } from '../../providers/guest-payments/index.js'
import { sha256 } from '../crypto.js'
import { DomainError, notFound } from '../errors.js'
import { hitRateLimit } from '../rate-limit.js'
import type { CheckoutRow } from './complete.js'
import { cardsAvailable, venueColumns } from './page.js'

export interface CheckoutDeps {
  db: Database
  config: Pick<PlatformConfig, 'appUrl'>
  guestPayments: GuestPaymentProvider | null
}

/** The box a guest pays into, its venue, and the employee they named (which must be the box's). */
export async function guestTarget(db: Database, boxId: string, memberId: string | undefined) {
  const [row] = await db
    .select({ boxId: boxes.id, boxName: boxes.name, mode: boxes.mode, ...venueColumns })
    .from(boxes)
    .innerJoin(organizations, eq(organizations.id, boxes.organizationId))
    .where(eq(boxes.id, boxId))
  if (!row) throw notFound('Box')
  if (memberId !== undefined) await boxMember(db, boxId, memberId)
  return row
}

/** The employee a guest named is one of the box's; 404 otherwise. */
export async function boxMember(db: Database, boxId: string, memberId: string): Promise<void> {
  const [member] = await db
    .select({ id: boxMembers.id })
    .from(boxMembers)
    .where(and(eq(boxMembers.id, memberId), eq(boxMembers.boxId, boxId)))
  if (!member) throw notFound('Member')
}

export type GuestTarget = Awaited<ReturnType<typeof guestTarget>>

const TEN_MINUTES = 600

/** Counts a guest's write against each counter (ten-minute windows); past one, a refusal that writes nothing else. */
export async function guestLimits(db: Database, counters: readonly (readonly [key: string, max: number])[]): Promise<void> {
  for (const [key, max] of counters) {
    const hit = await hitRateLimit(db, key, TEN_MINUTES, max)
    if (!hit.allowed) {
      throw new DomainError(ErrorCode.RATE_LIMIT, 'Too many attempts; try again later', { retryAt: hit.retryAt.toISOString() })
    }
  }
}

/** Plan D8: per client address 20 and per box 300 checkouts or ratings in ten minutes. */
export const guestWriteLimits = (db: Database, clientAddress: string, boxId: string): Promise<void> =>
  guestLimits(db, [
    [`guest-pay:addr:${clientAddress}`, 20],
    [`guest-pay:box:${boxId}`, 300],
  ])

/** The checkout's secret is the attempt itself: only the browser that drew the form knows it. */
export const keyHashOf = (attempt: string) => sha256(attempt)

/** What a guest chose, as a checkout row keeps it, paid or not. */
export const choiceOf = (target: GuestTarget, input: GuestFeedbackRequest) => ({
  organizationId: target.organizationId,
  boxId: target.boxId,
  memberId: input.memberId ?? null,
  currency: target.currency,
  rating: input.rating ?? null,
  likes: input.likes,
  review: input.review ?? null,
  language: input.language,
  idempotencyKey: input.attempt,
  keyHash: keyHashOf(input.attempt),
})

/** 400 unless the tip is within the currency's limits (a bill's tip: from `min`); `field` names it as the request does. */
export function checkTip(amount: number, currency: string, field = 'amount', min = guestTipLimits(currency).min): void {
  const { max } = guestTipLimits(currency)
  if (amount >= min && amount <= max) return
  const reason = amount < min ? GUEST_PAY_REFUSALS.amountTooLow : GUEST_PAY_REFUSALS.amountTooHigh
  throw new DomainError(ErrorCode.VALIDATION, `The tip must be between ${min} and ${max} (minor units of ${currency})`, {
    fields: { [field]: [reason] },
    reason,
    min,
    max,
    currency,
  })
}

/** How long a replay waits for the first post of its attempt to hear from the provider. */
const WAIT_FOR_START_MS = 15_000
/** A checkout whose start never finished (its process died) is started again after this long. */
const ABANDONED_START_MS = 60_000

export async function startGuestCheckout(
  deps: CheckoutDeps,
  input: GuestCheckoutRequest,
  clientAddress: string,
): Promise<{ started: GuestCheckoutStarted; created: boolean }> {
  const target = await guestTarget(deps.db, input.boxId, input.memberId)
  checkTip(input.amount, target.currency)
  const provider = cardsProvider(deps, target.kybStatus)
  return startCheckout(
    deps,
    provider,
    {
      ...target,
      attempt: input.attempt,
      mode: input.mode,
      language: input.language,
      description: target.boxName ? `${target.organizationName}: ${target.boxName}` : target.organizationName,
      cancelPath: input.memberId && target.mode !== 'INDIVIDUAL' ? `/pay/m/${input.memberId}` : `/pay/b/${target.boxId}`,
      insert: () => insertCheckout(deps.db, target, input, provider.name),
    },
    clientAddress,
  )
}

/** The provider that charges the venue's cards, or 409 PAYMENTS_NOT_AVAILABLE. */
export function cardsProvider(deps: CheckoutDeps, kybStatus: string): GuestPaymentProvider {
  if (!cardsAvailable(deps.guestPayments, kybStatus)) {
    throw new DomainError(ErrorCode.CONFLICT, 'Card payments are not available at this venue', {
      reason: GUEST_PAY_REFUSALS.notAvailable,
    })
  }
  return deps.guestPayments
}

/** A new checkout of either kind (a tip, a table's bill), as the shared start path needs it. */
export interface CheckoutStart {
  organizationId: string
  boxId: string
  currency: string
  attempt: string
  mode: GuestCheckoutRequest['mode']
  language: string
  /** What the provider's page says the payment is for. */
  description: string
  /** The guest page a guest who gives up goes back to. */
  cancelPath: string
  /** Writes the checkout's row; undefined when another post of the same attempt wrote it first. */
  insert: () => Promise<CheckoutRow | undefined>
}

/**
 * The one way a checkout starts (ADR 0075): a replayed attempt answers its checkout; a new one
 * counts against the write limits, is written, and its writer asks the provider once.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  provider: GuestPaymentProvider,
  start: CheckoutStart,
  clientAddress: string,
): Promise<{ started: GuestCheckoutStarted; created: boolean }> {
  const { db } = deps
  let limited = false
  const deadline = Date.now() + WAIT_FOR_START_MS
  for (;;) {
    const existing = await attemptOf(db, start.boxId, start.attempt)
    if (existing && existing.mode === 'feedback') {
      throw new DomainError(ErrorCode.CONFLICT, 'This attempt already sent a rating')
    }
    const next = existing && startedNext(deps.config.appUrl, existing, provider)
    if (existing && next) return { started: { checkoutId: existing.id, key: start.attempt, next }, created: false }
    if (existing) {
      // The first post of this attempt is still asking the provider: wait for its answer.
      if (Date.now() - existing.createdAt.getTime() > ABANDONED_START_MS) await forgetUnstarted(db, existing.id)
      else if (Date.now() > deadline) throw unavailable()
      else await new Promise((resolve) => setTimeout(resolve, 100))
      continue
    }
    // Only a new checkout counts against the limits; a replay costs nothing.
    if (!limited) {
      await guestWriteLimits(db, clientAddress, start.boxId)
      limited = true
    }
    const created = await start.insert()
    // Another post of the same attempt inserted first: it asks the provider, this one waits for it.
    if (!created) continue
    await forgetOldReviews(db, start.boxId)
    return { started: await askProvider(deps, provider, start, created), created: true }
  }
}

const unavailable = () =>
  new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'Card payments are unavailable right now; try again', {
    reason: GUEST_PAY_REFUSALS.providerUnavailable,
  })

export async function attemptOf(db: Database, boxId: string, attempt: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(guestCheckouts)
    .where(and(eq(guestCheckouts.boxId, boxId), eq(guestCheckouts.idempotencyKey, attempt)))
  return row
}

/** Removes a checkout the provider never started, so the same attempt may start it again. */
async function forgetUnstarted(db: Database, id: string): Promise<void> {
  await db.execute(sql`
    delete from guest_checkouts
    where id = ${id} and status = 'OPEN' and redirect_url is null and client_secret is null and payment_id is null`)
}

async function insertCheckout(
  db: Database,
  target: GuestTarget,
  input: GuestCheckoutRequest,
  provider: string,
): Promise<CheckoutRow | undefined> {
  const fees = guestFees(0, input.amount, input.coverFee)
  const [row] = await db
    .insert(guestCheckouts)
    .values({ ...choiceOf(target, input), amount: input.amount, ...fees, coverFee: input.coverFee, provider, mode: input.mode })
    .onConflictDoNothing({ target: ATTEMPT_KEY })
    .returning()
  return row
}

/** One checkout per (box, attempt): the conflict target of every checkout insert. */
export const ATTEMPT_KEY = [guestCheckouts.boxId, guestCheckouts.idempotencyKey]

/**
 * A review written for a payment that never happened is shown nowhere; after a day it is not
 * kept either (plan 2.3). Done here, a box at a time, rather than by a scheduled job.
 */
async function forgetOldReviews(db: Database, boxId: string): Promise<void> {
  await db.execute(sql`
    update guest_checkouts set review = null
    where box_id = ${boxId} and status in ('OPEN', 'FAILED') and review is not null
      and created_at < now() - interval '24 hours'`)
}

/** Where a provider sends the guest back to (the back-office's return route). */
const returnUrlOf = (appUrl: string, checkoutId: string) => `${appUrl}/pay/return/${checkoutId}`

/**
 * What a started checkout answers, from what its provider said when it was started: the
 * in-page form when there is a client secret to confirm, else the provider's page. A checkout
 * asked again in the other mode answers what it has, never a second payment.
 */
function startedNext(appUrl: string, row: CheckoutRow, provider: GuestPaymentProvider): GuestCheckoutStarted['next'] | null {
  if (row.clientSecret && provider.publishableKey) {
    return { kind: 'element', clientSecret: row.clientSecret, publishableKey: provider.publishableKey, returnUrl: returnUrlOf(appUrl, row.id) }
  }
  return row.redirectUrl ? { kind: 'redirect', url: row.redirectUrl } : null
}

/** The insert's winner asks the provider once and keeps its answer for every replay. */
async function askProvider(deps: CheckoutDeps, provider: GuestPaymentProvider, start: CheckoutStart, row: CheckoutRow): Promise<GuestCheckoutStarted> {
  const { appUrl } = deps.config
  let answer
  try {
    answer = await provider.start(
      {
        checkoutId: row.id,
        organizationId: start.organizationId,
        boxId: start.boxId,
        amount: row.chargeAmount,
        currency: start.currency,
        description: start.description,
        returnUrl: returnUrlOf(appUrl, row.id),
        cancelUrl: `${appUrl}${start.cancelPath}`,
        language: start.language,
      },
      start.mode,
    )
  } catch (error) {
    // Nothing was started: the same attempt, posted again, asks again.
    await forgetUnstarted(deps.db, row.id)
    if (error instanceof GuestPaymentUnavailable) {
      console.warn(`[guest-pay] ${provider.name} could not start checkout ${row.id}: ${error.message}`)
      throw unavailable()
    }
    throw error
  }
  const [started] = await deps.db
    .update(guestCheckouts)
    .set({
      providerPaymentId: answer.providerPaymentId,
      providerSessionId: answer.providerSessionId,
      redirectUrl: answer.redirectUrl,
      clientSecret: answer.clientSecret,
    })
    .where(eq(guestCheckouts.id, row.id))
    .returning()
  const next = startedNext(appUrl, started!, provider)
  if (!next) throw new Error(`${provider.name} started checkout ${row.id} without a page or a client secret`)
  return { checkoutId: row.id, key: start.attempt, next }
}
