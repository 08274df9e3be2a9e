/**
 * What the organizations list carries for the dashboard besides each organization's own row
 * (contract/organizations.ts): the verification state, only with VIEW_BOXES, and the billing
 * alert, only with MANAGE_BILLING and a subscription, each agreeing with the calls that say it
 * on their own (GET .../kyb, the subscription and its card).
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { needsBillingAlert } from '../../contract/billing.js'
import { organizations, subscriptionCards, subscriptions } from '../../platform/db/schema/index.js'
import { billingClient, subscribedVenue } from './billing-fixtures.js'
import { forEachDatabase, useHarness } from './harness.js'
import { adminToken, demoOrganization, memberWith } from './orders-fixtures.js'

type Json = Record<string, unknown>

forEachDatabase((kind) => {
  describe(`the organizations list's kybStatus and billingAlert on ${kind}`, () => {
    const api = useHarness(kind)
    let admin: string

    beforeAll(async () => {
      admin = await adminToken(api)
    })

    const listed = async (token: string, id: string) =>
      ((await api.fetchJson('/business/organizations', { token })).body as Json[]).find((o) => o.id === id)

    it('says each demo venue the admin sees the tips of its verification state, as GET .../kyb does', async () => {
      for (const name of ['Demo Group', 'Old Town Bistro', 'Riverside Bar', 'Station Café']) {
        const organization = await demoOrganization(api, admin, name)
        const kyb = await api.fetchJson(`/business/organizations/${organization!.id}/kyb`, { token: admin })
        expect(kyb.status).toBe(200)
        expect(organization!.kybStatus).toBe((kyb.body as Json).status)
      }
      expect((await demoOrganization(api, admin, 'Old Town Bistro'))!.kybStatus).toBe('VERIFIED')
    })

    it('follows a change of the verification state on the next read', async () => {
      const venue = await subscribedVenue(api)
      expect((await listed(admin, venue.id))!.kybStatus).toBe('NOT_STARTED')
      await api.db.update(organizations).set({ kybStatus: 'PENDING' }).where(eq(organizations.id, venue.id))
      expect((await listed(admin, venue.id))!.kybStatus).toBe('PENDING')
    })

    it('gives no verification state or billing alert to a member without VIEW_BOXES or MANAGE_BILLING', async () => {
      const venue = await subscribedVenue(api)
      const member = await memberWith(api, venue.id, ['VIEW_MENU'])
      expect(await listed(member, venue.id)).toMatchObject({ kybStatus: null, billingAlert: null })
      const cashier = await memberWith(api, venue.id, ['VIEW_BOXES'])
      expect(await listed(cashier, venue.id)).toMatchObject({ kybStatus: 'NOT_STARTED', billingAlert: null })
    })

    it('says what the billing alert misses, as the subscription and the card do, and nothing once both are there', async () => {
      const venue = await subscribedVenue(api)
      const client = billingClient(api, admin, venue.id)
      const agrees = async () => {
        const subscription = (await client.get('/business/subscription')).body
        const card = (await client.get('/business/subscription/card')).body.card
        const alert = (await listed(admin, venue.id))!.billingAlert
        expect(alert !== null).toBe(needsBillingAlert(subscription, card))
        return alert
      }
      expect(await agrees()).toEqual({ noName: true, noCard: true })
      await api.db.update(subscriptions).set({ billingName: 'Testo bistro UAB' }).where(eq(subscriptions.organizationId, venue.id))
      expect(await agrees()).toEqual({ noName: false, noCard: true })
      await api.db
        .insert(subscriptionCards)
        .values({ organizationId: venue.id, provider: 'demo', paymentMethodId: 'pm_test', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 })
      expect(await agrees()).toBeNull()
      await api.db.update(subscriptions).set({ billingName: null }).where(eq(subscriptions.organizationId, venue.id))
      expect(await agrees()).toEqual({ noName: true, noCard: false })
    })

    it('gives an organization without a subscription no billing alert', async () => {
      const venue = await subscribedVenue(api)
      await api.db.delete(subscriptions).where(eq(subscriptions.organizationId, venue.id))
      expect((await listed(admin, venue.id))!.billingAlert).toBeNull()
      expect((await demoOrganization(api, admin, 'Demo Group'))!.billingAlert).toBeNull()
    })
  })
})
