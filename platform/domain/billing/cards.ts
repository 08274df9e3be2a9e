/**
 * The card a venue pays its subscription with (contract/billing.ts "Adding a card"): a set-up
 * started with the active card provider and recorded in `card_setups`, the card stored once
 * the provider confirms that set-up succeeded for this venue, and its removal, which the
 * provider is told of first. The provider being unreachable is 503 PROVIDER_UNAVAILABLE with
 * nothing changed.
 */
import { and, desc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import { BILLING_CONFLICTS, CARD_PROVIDER_UNAVAILABLE, type Card, type CardAttach, type CardSetup } from '../../../contract/billing.js'
import type { Database } from '../../db/client.js'
import { cardSetups, subscriptionCards, subscriptions } from '../../db/schema/index.js'
import { CardProviderUnavailable, type CardProvider, type CardSetupKind, type SetupProof } from '../../providers/cards/index.js'
import { DomainError } from '../errors.js'
import { settleWithCard } from './past-due.js'
import { requireSubscription } from './subscription.js'

/** Set-ups of a venue a PUT …/card may name: the latest ones (a dialog opened twice, a retry). */
const KNOWN_SETUPS = 20

const refused = (reason: string, message: string) => new DomainError(ErrorCode.CONFLICT, message, { reason })

/** Runs a provider call; the provider being unreachable is 503 with `params.reason` PROVIDER_UNAVAILABLE. */
async function withProvider<T>(provider: CardProvider, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof CardProviderUnavailable)) throw error
    throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'The card provider cannot be reached now; try again later', {
      reason: CARD_PROVIDER_UNAVAILABLE,
      provider: provider.name,
    })
  }
}

const toCard = (row: typeof subscriptionCards.$inferSelect): Card => ({
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
})

export async function currentCard(db: Database, organizationId: string): Promise<Card | null> {
  const [row] = await db.select().from(subscriptionCards).where(eq(subscriptionCards.organizationId, organizationId))
  return row ? toCard(row) : null
}

/** Set-ups and attaching need a provider; without one they are refused, never faked. */
function configured(provider: CardProvider | null): CardProvider {
  if (!provider) throw refused(BILLING_CONFLICTS.notConfigured, 'Card payments are not configured on this server')
  return provider
}

export async function startCardSetup(db: Database, configuredProvider: CardProvider | null, organizationId: string, returnUrl: string): Promise<CardSetup> {
  const subscription = await requireSubscription(db, organizationId)
  const provider = configured(configuredProvider)
  const started = await withProvider(provider, () => provider.startSetup({ organizationId, customerId: subscription.providerCustomerId, returnUrl }))
  await db.transaction(async (tx) => {
    await tx.insert(cardSetups).values(started.setups.map((s) => ({ id: s.id, organizationId, provider: started.provider, kind: s.kind })))
    if (started.customerId !== subscription.providerCustomerId) {
      await tx.update(subscriptions).set({ providerCustomerId: started.customerId }).where(eq(subscriptions.organizationId, organizationId))
    }
  })
  return { provider: started.provider, publishableKey: started.publishableKey, clientSecret: started.clientSecret, setupUrl: started.setupUrl }
}

/**
 * Stores the card of a set-up the provider says succeeded for this venue, in place of any
 * earlier one (which the provider is then told to forget, best effort). The same PUT again
 * answers the same card. A past-due subscription's open invoices are then charged to it
 * (past-due.ts); the card stays stored when that cannot be done now, and the same PUT tries again.
 */
export async function attachCard(db: Database, configuredProvider: CardProvider | null, organizationId: string, attach: CardAttach): Promise<Card> {
  const subscription = await requireSubscription(db, organizationId)
  const provider = configured(configuredProvider)
  const known = (
    await db
      .select({ id: cardSetups.id, kind: cardSetups.kind })
      .from(cardSetups)
      .where(and(eq(cardSetups.organizationId, organizationId), eq(cardSetups.provider, provider.name)))
      .orderBy(desc(cardSetups.createdAt))
      .limit(KNOWN_SETUPS)
  ).map((s) => ({ id: s.id, kind: s.kind as CardSetupKind }))
  const proof: SetupProof = 'stripePaymentMethodId' in attach ? { stripePaymentMethodId: attach.stripePaymentMethodId.trim() } : { setupSessionId: attach.setupSessionId.trim() }
  const card = await withProvider(provider, () => provider.completeSetup({ organizationId, customerId: subscription.providerCustomerId, proof, known }))
  if (!card) throw refused(BILLING_CONFLICTS.setupNotSucceeded, 'The card set-up did not succeed, or is not this organization’s')
  const values = { organizationId, provider: provider.name, ...card }
  const [earlier] = await db.select().from(subscriptionCards).where(eq(subscriptionCards.organizationId, organizationId))
  const [stored] = await db
    .insert(subscriptionCards)
    .values(values)
    .onConflictDoUpdate({ target: subscriptionCards.organizationId, set: { ...values, createdAt: new Date() } })
    .returning()
  if (earlier && earlier.provider === provider.name && earlier.paymentMethodId !== card.paymentMethodId) {
    // The new card is stored either way; a card the provider keeps a little longer costs nothing.
    provider.detach(earlier.paymentMethodId).catch((error) => console.warn(`[cards] could not detach the replaced card: ${String(error)}`))
  }
  await settleWithCard(db, provider, subscription, card.paymentMethodId).catch((error) =>
    console.warn(`[cards] could not charge the open invoices of ${organizationId}: ${String(error)}`),
  )
  return toCard(stored!)
}

/** Removes the card after the provider forgot it (a card of a provider no longer configured is just removed). */
export async function removeCard(db: Database, provider: CardProvider | null, organizationId: string): Promise<void> {
  const [card] = await db.select().from(subscriptionCards).where(eq(subscriptionCards.organizationId, organizationId))
  if (!card) throw refused(BILLING_CONFLICTS.noCard, 'The organization has no card')
  if (provider && card.provider === provider.name) await withProvider(provider, () => provider.detach(card.paymentMethodId))
  await db
    .delete(subscriptionCards)
    .where(and(eq(subscriptionCards.organizationId, organizationId), eq(subscriptionCards.paymentMethodId, card.paymentMethodId)))
}
