/**
 * The embedded demo card provider's own endpoints, mounted only while it is the active card
 * provider (no Stripe keys). They stand for Stripe's servers behind its hosted page: the page
 * (server/dev-cards.ts) reads a session and sends the card typed there with the signed-in
 * user's token, as any client of the platform would (ADR 0017); the provider checks it and
 * says where the browser goes back to. The user must hold MANAGE_BILLING on the session's
 * organization; an unknown session and another's alike answer 404.
 *
 *   GET  /providers/demo-cards/sessions/{id}           → {id, status, organizationName, cancelUrl, redirectUrl}
 *   POST /providers/demo-cards/sessions/{id}/confirm   {number, expiry, cvc} → {status, redirectUrl}
 *        400 VALIDATION, the field at fault with a DEMO_CARD_REFUSALS code; 409 CONFLICT once done
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { SETUP_SESSION_PARAM } from '../../contract/billing.js'
import { text } from '../../contract/primitives.js'
import { eq } from 'drizzle-orm'
import { organizations } from '../db/schema/index.js'
import { conflict, invalid, notFound } from '../domain/errors.js'
import type { DemoCardProvider, DemoCardSession } from '../providers/cards/demo.js'
import { requireProfile } from './auth.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

export const DEMO_CARDS_PATH = '/providers/demo-cards/sessions'

const confirmSchema = z.object({ number: text(40), expiry: text(10), cvc: text(10) }).strict()

/** The session's return path with `setup_session` added (the contract's SETUP_SESSION_PARAM). */
export function returnWith(session: DemoCardSession): string {
  const url = new URL(session.returnUrl, 'http://return.invalid')
  url.searchParams.set(SETUP_SESSION_PARAM, session.id)
  return url.pathname + url.search
}

export function demoCardRoutes(deps: PlatformDeps, provider: DemoCardProvider) {
  const app = new Hono<PlatformEnv>()
  app.use(`${DEMO_CARDS_PATH}/*`, requireProfile(deps))

  /** The session when the caller may manage billing of its organization, else 404. */
  async function allowedSession(c: Context<PlatformEnv>) {
    const session = await provider.session(c.req.param('id') ?? '')
    if (!session) throw notFound('Card set-up session')
    const held = await c.get('caller').permissionsOn(session.reference)
    if (!held?.includes('MANAGE_BILLING')) throw notFound('Card set-up session')
    return session
  }

  app.get(`${DEMO_CARDS_PATH}/:id`, async (c) => {
    const session = await allowedSession(c)
    const [org] = await deps.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, session.reference))
    return c.json({
      id: session.id,
      status: session.status,
      organizationName: org?.name ?? '',
      // Where "back without a card" goes (Stripe's cancel_url), and, once done, where success goes.
      cancelUrl: session.returnUrl,
      redirectUrl: session.status === 'SUCCEEDED' ? returnWith(session) : null,
    })
  })

  app.post(`${DEMO_CARDS_PATH}/:id/confirm`, async (c) => {
    const session = await allowedSession(c)
    const entry = await readJson(c, confirmSchema)
    if (session.status !== 'PENDING') throw conflict('This card set-up is already finished')
    const result = await provider.confirm(session.id, entry, deps.clock())
    if (result.status === 'REFUSED') throw invalid(`Card refused: ${result.refusal}`, { [result.field]: [result.refusal] })
    if (result.status === 'ALREADY_DONE') throw conflict('This card set-up is already finished')
    return c.json({ status: result.session.status, redirectUrl: returnWith(result.session) })
  })

  return app
}
