/**
 * THE EMBEDDED DEMO CARD PROVIDER: no money moves and no card network is asked. It stands for
 * Stripe's servers so the whole card flow can be tried and tested offline: a set-up session
 * per POST …/card/setup, kept in its own table (`demo_card_sessions`, as a real provider keeps
 * its own records), completed on its page (server/dev-cards.ts, /dev/cards/{id}) through its
 * own endpoint (platform/http/subscription-demo-cards.ts), which accepts only the usual test
 * card numbers (demo-test-cards.ts). The platform learns the card only by asking it, exactly
 * as it asks Stripe (ADR 0017, DESIGN.md "Never pretend").
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { demoCardCharges, demoCardSessions } from '../../db/schema/index.js'
import type { CardProvider, ChargeResult, InvoiceCharge, ProviderCard, SetupProof, StartedSetup } from './index.js'
import { checkTestCard, type CardRefusal } from './demo-test-cards.js'

/** The demo provider's page of a session (mounted by server.ts while this provider is active). */
export const demoCardPagePath = (sessionId: string) => `/dev/cards/${encodeURIComponent(sessionId)}`

/** Session ids: unguessable, like a provider's, and recognisably the demo's. */
const newId = (prefix: string) => `${prefix}_demo_${randomBytes(18).toString('base64url')}`

export type DemoCardSession = typeof demoCardSessions.$inferSelect

export type DemoConfirmation = { status: 'SUCCEEDED'; session: DemoCardSession } | { status: 'REFUSED'; refusal: CardRefusal; field: 'number' | 'expiry' | 'cvc' } | { status: 'ALREADY_DONE' }

export class DemoCardProvider implements CardProvider {
  readonly name = 'demo' as const

  constructor(private readonly db: Database) {}

  describe() {
    return 'Demo card provider — test card numbers only, no money moves (set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for Stripe)'
  }

  async startSetup(request: { organizationId: string; customerId: string | null; returnUrl: string }): Promise<StartedSetup> {
    const id = newId('cs')
    await this.db.insert(demoCardSessions).values({ id, reference: request.organizationId, returnUrl: request.returnUrl })
    return {
      provider: 'demo',
      publishableKey: null,
      clientSecret: null,
      setupUrl: demoCardPagePath(id),
      setups: [{ id, kind: 'session' }],
      customerId: request.customerId,
    }
  }

  async completeSetup(request: { organizationId: string; proof: SetupProof; known: { id: string }[] }): Promise<ProviderCard | null> {
    const known = request.known.map((s) => s.id)
    if (known.length === 0) return null
    const proof = request.proof
    const [session] = await this.db
      .select()
      .from(demoCardSessions)
      .where(
        and(
          inArray(demoCardSessions.id, known),
          eq(demoCardSessions.reference, request.organizationId),
          'setupSessionId' in proof ? eq(demoCardSessions.id, proof.setupSessionId) : eq(demoCardSessions.paymentMethodId, proof.stripePaymentMethodId),
        ),
      )
    if (session?.status !== 'SUCCEEDED' || !session.paymentMethodId) return null
    return {
      paymentMethodId: session.paymentMethodId,
      brand: session.brand!,
      last4: session.last4!,
      expiryMonth: session.expiryMonth!,
      expiryYear: session.expiryYear!,
    }
  }

  /** As Stripe's detach: the payment method cannot be attached again afterwards. */
  async detach(paymentMethodId: string): Promise<void> {
    await this.db.update(demoCardSessions).set({ status: 'DETACHED' }).where(eq(demoCardSessions.paymentMethodId, paymentMethodId))
  }

  /**
   * Records a charge of an invoice (no money moves): one per invoice, so the same invoice asked
   * again answers the charge already made. Every card the page accepted is a test card that pays.
   */
  async chargeInvoice(charge: InvoiceCharge): Promise<ChargeResult> {
    await this.db
      .insert(demoCardCharges)
      .values({ id: newId('ch'), reference: charge.invoiceId, paymentMethodId: charge.paymentMethodId, amount: charge.amount, currency: charge.currency })
      .onConflictDoNothing({ target: demoCardCharges.reference })
    const [made] = await this.db.select({ id: demoCardCharges.id }).from(demoCardCharges).where(eq(demoCardCharges.reference, charge.invoiceId))
    return { status: 'PAID', paymentId: made!.id }
  }

  /* ---------- the provider's own side: what its page asks ---------- */

  async session(id: string): Promise<DemoCardSession | null> {
    if (id.length > 100) return null
    const [row] = await this.db.select().from(demoCardSessions).where(eq(demoCardSessions.id, id))
    return row ?? null
  }

  /**
   * The card entered on the page: a test card completes the session (once); anything else is
   * refused and leaves it PENDING, so the person can try another number.
   */
  async confirm(id: string, entry: { number: string; expiry: string; cvc: string }, now: Date): Promise<DemoConfirmation> {
    const checked = checkTestCard(entry, now)
    if ('refusal' in checked) return { status: 'REFUSED', refusal: checked.refusal, field: checked.field }
    const [session] = await this.db
      .update(demoCardSessions)
      .set({ status: 'SUCCEEDED', paymentMethodId: newId('pm'), ...checked.card })
      .where(and(eq(demoCardSessions.id, id), eq(demoCardSessions.status, 'PENDING')))
      .returning()
    return session ? { status: 'SUCCEEDED', session } : { status: 'ALREADY_DONE' }
  }
}
