/**
 * Card payments not configured (DESIGN.md: never pretend): without Stripe keys and with the demo
 * card provider's page switched off (production without CARDS_EMBEDDED_ENABLED), server.ts gives
 * the platform `cards: {provider: 'none'}`. The card answer then says `provider: null`, set-ups
 * and attaching are refused with 409 CARD_PAYMENTS_NOT_CONFIGURED and nothing is recorded, and a
 * card stored earlier can still be removed.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { BILLING_CONFLICTS } from '../../contract/billing.js'
import { cardSetups, demoCardSessions, subscriptionCards } from '../../platform/db/schema/index.js'
import { readConfig } from '../../server/config.js'
import { billingClient, subscribedVenue } from './billing-fixtures.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { adminToken } from './orders-fixtures.js'

describe('which card provider the server gives the platform', () => {
  const config = (env: Record<string, string>) => readConfig({ DATA_DIR: 'tests/.tmp/cards-config', SESSION_SECRET: 'x'.repeat(32), ...env } as unknown as NodeJS.ProcessEnv, ['node', 'server.js'])

  it('switches the demo card provider’s page on with DEMO or CARDS_EMBEDDED_ENABLED, and off otherwise', () => {
    expect(config({}).cardsPageEnabled).toBe(false)
    expect(config({ NODE_ENV: 'production' }).cardsPageEnabled).toBe(false)
    expect(config({ DEMO: '1' }).cardsPageEnabled).toBe(true)
    expect(config({ NODE_ENV: 'production', CARDS_EMBEDDED_ENABLED: '1' }).cardsPageEnabled).toBe(true)
    expect(config({ DEMO: '1', CARDS_EMBEDDED_ENABLED: '0' }).cardsPageEnabled).toBe(false)
  })
})

forEachDatabase((kind) => {
  describe(`card payments not configured on ${kind}`, () => {
    const api = useHarness(kind, { config: (c) => ({ ...c, cards: { provider: 'none' } }) })
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    it('says so, refuses set-ups and attaching without recording anything, and still removes a card stored earlier', async () => {
      const venue = await subscribedVenue(api)
      const client = billingClient(api, admin, venue.id)
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: null })

      const setup = await client.post('/business/subscription/card/setup', { returnUrl: `/organizations/${venue.id}/billing` })
      expectError(setup, 409, 'CONFLICT')
      expect(setup.body.params).toMatchObject({ reason: BILLING_CONFLICTS.notConfigured })
      const attach = await client.put('/business/subscription/card', { setupSessionId: 'cs_demo_anything' })
      expectError(attach, 409, 'CONFLICT')
      expect(attach.body.params).toMatchObject({ reason: BILLING_CONFLICTS.notConfigured })
      expect(await api.db.select().from(cardSetups).where(eq(cardSetups.organizationId, venue.id))).toEqual([])
      expect(await api.db.select().from(demoCardSessions).where(eq(demoCardSessions.reference, venue.id))).toEqual([])

      // A card from when a provider was configured: shown, and removable.
      await api.db.insert(subscriptionCards).values({ organizationId: venue.id, provider: 'demo', paymentMethodId: 'pm_demo_old', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2035 })
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2035 }, provider: null })
      expect((await client.delete('/business/subscription/card')).status).toBe(204)
      expect((await client.get('/business/subscription/card')).body).toEqual({ card: null, provider: null })
    })
  })
})
