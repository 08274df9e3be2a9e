/**
 * A rating, reactions or a review sent without paying (POST /public/pay/feedback, ADR 0075):
 * the page's path where card payments are not available, and the "send my rating without
 * paying" of a declined payment. One checkout row (provider 'none', SUCCEEDED at once) and an
 * activity of amount 0 in one transaction, under the same (box, attempt) uniqueness as a paid
 * tip: a repeated post answers the same activity.
 */
import { eq } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import { GUEST_PAY_REFUSALS, type GuestFeedbackRequest } from '../../../contract/guest-pay.js'
import type { Database } from '../../db/client.js'
import { guestCheckouts } from '../../db/schema/index.js'
import type { LiveChanges } from '../../http/context.js'
import { DomainError } from '../errors.js'
import { attemptOf, choiceOf, guestTarget, guestWriteLimits } from './checkout.js'
import { recordTip, withAncestors, type CheckoutRow } from './complete.js'

export async function sendGuestFeedback(
  deps: { db: Database; live: LiveChanges },
  input: GuestFeedbackRequest,
  clientAddress: string,
): Promise<{ activityId: string; created: boolean }> {
  const { db } = deps
  if (input.rating === undefined && input.likes.length === 0 && !input.review?.trim()) {
    throw new DomainError(ErrorCode.VALIDATION, 'Give a rating, a reaction or a review', {
      fields: { _: [GUEST_PAY_REFUSALS.feedbackEmpty] },
      reason: GUEST_PAY_REFUSALS.feedbackEmpty,
    })
  }
  const target = await guestTarget(db, input.boxId, input.memberId)
  const earlier = await attemptOf(db, input.boxId, input.attempt)
  if (earlier) return answerOf(earlier)
  await guestWriteLimits(db, clientAddress, input.boxId)
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guestCheckouts)
      .values({ ...choiceOf(target, input), amount: 0, chargeAmount: 0, provider: 'none', mode: 'feedback', status: 'SUCCEEDED' })
      .onConflictDoNothing({ target: [guestCheckouts.boxId, guestCheckouts.idempotencyKey] })
      .returning()
    if (!row) return null
    const now = new Date()
    const activityId = await recordTip(tx, row, now)
    await tx.update(guestCheckouts).set({ activityId, completedAt: now }).where(eq(guestCheckouts.id, row.id))
    return activityId
  })
  // A simultaneous post of the same attempt recorded it first.
  if (recorded === null) return answerOf((await attemptOf(db, input.boxId, input.attempt))!)
  deps.live.tipsChanged(await withAncestors(db, target.organizationId))
  return { activityId: recorded, created: true }
}

function answerOf(row: CheckoutRow): { activityId: string; created: boolean } {
  if (row.mode !== 'feedback' || !row.activityId) throw new DomainError(ErrorCode.CONFLICT, 'This attempt started a payment')
  return { activityId: row.activityId, created: false }
}
