/**
 * Issue 7, item 6: verification (KYB) outcomes reach the platform only through the signed
 * webhook a real provider would call, and the embedded provider uses the same endpoint.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { organizations, providerEvents } from '../../platform/db/schema/index.js'
import { KYB_SIGNATURE_HEADER, signKybBody } from '../../platform/providers/kyb/signature.js'
import { expectError, forEachDatabase, useHarness, type Harness } from './harness.js'
import { createOrganization } from './tips-fixtures.js'

const SECRET = 'test-kyb-webhook-secret-0123456789abcdef'

type Status = 'VERIFIED' | 'ACTION_REQUIRED' | 'PENDING' | 'DISABLED'

function event(organizationId: string, status: Status, id: string = crypto.randomUUID()) {
  return { id, type: 'verification.updated', organizationId, status, occurredAt: new Date().toISOString() }
}

function deliver(api: Harness, body: unknown, signature?: string | null) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const header = signature === undefined ? signKybBody(SECRET, text) : signature
  return api.fetchJson('/providers/kyb/webhook', {
    method: 'POST',
    body: text,
    headers: header === null ? {} : { [KYB_SIGNATURE_HEADER]: header },
  })
}

const statusOf = async (api: Harness, id: string) =>
  (await api.db.select({ s: organizations.kybStatus }).from(organizations).where(eq(organizations.id, id)))[0]!.s
const eventCount = async (api: Harness) => Number((await api.db.select({ n: count() }).from(providerEvents))[0]!.n)

forEachDatabase((kind) => {
  describe('POST /providers/kyb/webhook', () => {
    const api = useHarness(kind, { config: (c) => ({ ...c, kyb: { webhookSecret: SECRET } }) })

    it('refuses a delivery that is not signed with the shared secret, and changes nothing', async () => {
      const org = await createOrganization(api)
      const before = await eventCount(api)
      const body = JSON.stringify(event(org.id, 'VERIFIED'))
      const old = Date.now() - 10 * 60_000
      const refused = [
        await deliver(api, body, null),
        await deliver(api, body, signKybBody('another-secret-of-the-same-length-0123456', body)),
        // Signed for another body: the status was changed on the way.
        await deliver(api, body, signKybBody(SECRET, JSON.stringify(event(org.id, 'DISABLED')))),
        // Signed ten minutes ago: a recorded delivery replayed later.
        await deliver(api, body, signKybBody(SECRET, body, old)),
        await deliver(api, body, 't=1,v1=00'),
        await deliver(api, body, 'garbage'),
      ]
      for (const answer of refused) expectError(answer, 401, 'UNAUTHORIZED')
      expect(await statusOf(api, org.id)).toBe('NOT_STARTED')
      expect(await eventCount(api)).toBe(before)
    })

    it('moves the organization to the status a signed event reports', async () => {
      const org = await createOrganization(api, { kybStatus: 'PENDING' })
      const answer = await deliver(api, event(org.id, 'VERIFIED'))
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ received: true, applied: true })
      expect(await statusOf(api, org.id)).toBe('VERIFIED')
    })

    it('applies an event once: a replay changes nothing, even after a later event', async () => {
      const org = await createOrganization(api, { kybStatus: 'PENDING' })
      const first = event(org.id, 'ACTION_REQUIRED')
      expect((await deliver(api, first)).body).toEqual({ received: true, applied: true })
      expect((await deliver(api, event(org.id, 'VERIFIED'))).body.applied).toBe(true)
      const again = await deliver(api, first)
      expect(again.status).toBe(200)
      expect(again.body).toEqual({ received: true, applied: false })
      expect(await statusOf(api, org.id)).toBe('VERIFIED')
    })

    it('applies one of several simultaneous deliveries of the same event', async () => {
      const org = await createOrganization(api, { kybStatus: 'PENDING' })
      const same = event(org.id, 'DISABLED')
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(api, same)))
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
      expect(answers.filter((a) => a.body.applied).length).toBe(1)
      expect(await statusOf(api, org.id)).toBe('DISABLED')
    })

    it('answers 404 for an organization it does not know, and 400 for a malformed event', async () => {
      const before = await eventCount(api)
      expectError(await deliver(api, event(crypto.randomUUID(), 'VERIFIED')), 404, 'NOT_FOUND')
      const org = await createOrganization(api)
      expectError(await deliver(api, { ...event(org.id, 'VERIFIED'), status: 'NOT_STARTED' }), 400, 'VALIDATION')
      expectError(await deliver(api, '{"id":'), 400, 'VALIDATION')
      expect(await eventCount(api)).toBe(before)
      expect(await statusOf(api, org.id)).toBe('NOT_STARTED')
    })

    it('is the path the embedded provider reports through', async () => {
      const org = await createOrganization(api, { kybStatus: 'PENDING' })
      const before = await eventCount(api)
      const answer = await api.platform.kyb.report(org.id, 'ACTION_REQUIRED')
      expect(answer.status).toBe(200)
      expect(await statusOf(api, org.id)).toBe('ACTION_REQUIRED')
      expect(await eventCount(api)).toBe(before + 1)
    })
  })
})
