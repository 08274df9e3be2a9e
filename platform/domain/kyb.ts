/**
 * Business verification (KYB, SPEC.md section 4): the organization's state, starting a
 * verification, and the outcome a provider reports (platform/providers/kyb).
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { organizations, providerEvents } from '../db/schema/index.js'
import type { KybEvent } from '../providers/kyb/events.js'
import { conflict, notFound } from './errors.js'

export async function kybStatus(db: Database, organizationId: string): Promise<string> {
  const [org] = await db.select({ status: organizations.kybStatus }).from(organizations).where(eq(organizations.id, organizationId))
  return org?.status ?? 'NOT_STARTED'
}

/** Marks the verification PENDING while the provider works; a finished one is not restarted. */
export async function startVerification(db: Database, organizationId: string): Promise<void> {
  const status = await kybStatus(db, organizationId)
  if (status === 'VERIFIED' || status === 'DISABLED') throw conflict(`Verification is ${status}`)
  await db.update(organizations).set({ kybStatus: 'PENDING' }).where(eq(organizations.id, organizationId))
}

/**
 * Applies a provider's event once: its id is recorded in the same transaction as the new
 * status, so a second delivery of the same event (a retry, a replay) is answered but changes
 * nothing, even after a later event moved the status on. An event about an organization that
 * does not exist is refused and not recorded.
 */
export async function applyKybEvent(db: Database, event: KybEvent): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(providerEvents)
      .values({ provider: 'kyb', eventId: event.id })
      .onConflictDoNothing()
      .returning({ eventId: providerEvents.eventId })
    if (recorded.length === 0) return { applied: false }
    const updated = await tx
      .update(organizations)
      .set({ kybStatus: event.status })
      .where(eq(organizations.id, event.organizationId))
      .returning({ id: organizations.id })
    if (updated.length === 0) throw notFound('Organization')
    return { applied: true }
  })
}
