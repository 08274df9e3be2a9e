/**
 * The in-process calls of one back-office page share what the platform reads about the
 * caller (platform.pageTransport, domain/caller.ts): the session is looked up once per page,
 * a write forgets it, and another page starts afresh.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answerJson, answerText, withBody } from '../../contract/transport.js'
import { memberships } from '../../platform/db/schema/index.js'
import { forEachDatabase, useHarness } from './harness.js'
import { addActivity, createBox, createOrganization, profileWith } from './tips-fixtures.js'

forEachDatabase((kind) => {
  const api = useHarness(kind)

  const call = (transport: (request: Request) => Promise<Response>, path: string, token: string, method = 'GET') =>
    transport(
      new Request(`http://platform.internal/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'x-client-address': '198.51.100.9', 'x-app': 'Business', 'x-platform': 'Web' },
      }),
    )

  describe(`on ${kind}`, () => {
    it('reads the session once per page: a session ended elsewhere ends for the next page', async () => {
      const venue = await createOrganization(api)
      const { token } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      const page = api.platform.pageTransport()
      expect((await call(page, '/profile', token)).status).toBe(200)
      // Ended through another page (another device's sign-out).
      expect((await call(api.platform.pageTransport(), '/session/finish', token, 'POST')).status).toBeLessThan(300)
      // The page that already knew the caller finishes as it began; the next page is refused.
      expect((await call(page, '/profile', token)).status).toBe(200)
      expect((await call(api.platform.pageTransport(), '/profile', token)).status).toBe(401)
    })

    it('forgets what it read at a write, so the page reads after an action what the action did', async () => {
      const venue = await createOrganization(api)
      const { token } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      const page = api.platform.pageTransport()
      expect((await call(page, '/profile', token)).status).toBe(200)
      expect((await call(page, '/session/finish', token, 'POST')).status).toBeLessThan(300)
      expect((await call(page, '/profile', token)).status).toBe(401)
    })

    it('hands a JSON answer over as text: the same JSON the gateway sends, errors and headers included', async () => {
      const venue = await createOrganization(api)
      const { token } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      const page = api.platform.pageTransport()
      const list = await call(page, '/business/organizations', token)
      expect(list.status).toBe(200)
      expect(list.headers.get('content-type')).toMatch(/application\/json/)
      // No bytes in between: the text is filed under the answer (contract/transport.ts).
      expect(list.body).toBeNull()
      const fromGateway = await api.fetchJson('/business/organizations', { token })
      expect(await answerJson(list)).toEqual(fromGateway.body)
      // A refusal carries its error body the same way.
      const refused = await call(api.platform.pageTransport(), `/business/organizations/${crypto.randomUUID()}/boxes`, token)
      expect(refused.status).toBe(403)
      expect(await answerJson(refused)).toMatchObject({ errorCode: 'FORBIDDEN' })
      // Read as text, or passed on as a file, it is the JSON itself.
      const again = await call(api.platform.pageTransport(), '/business/organizations', token)
      expect(JSON.parse(await answerText(again))).toEqual(fromGateway.body)
      expect(await withBody(await call(api.platform.pageTransport(), '/business/organizations', token)).json()).toEqual(fromGateway.body)
    })

    it("reads a scope's tips by day once per page for both its rating and its chart", async () => {
      const venue = await createOrganization(api)
      const box = await createBox(api, venue.id, { mode: 'BOX', name: 'Bar' })
      const { token } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      // Not whole days: the tips come from the activities, which a direct insert updates.
      const query = `organization_id=${venue.id}&start_ts=2026-03-31T10:00:00.000Z&finish_ts=2026-03-31T20:00:00.000Z`
      await addActivity(api, box, { ts: new Date('2026-03-31T12:00:00.000Z'), amount: 500, rating: 5 })
      const page = api.platform.pageTransport()
      expect(await answerJson(await call(page, `/business/statistics/rating?${query}`, token))).toMatchObject({ count: 1 })
      await addActivity(api, box, { ts: new Date('2026-03-31T13:00:00.000Z'), amount: 700, rating: 4 })
      // The same page's chart sums the days its rating read; the next page reads them anew.
      expect(await answerJson(await call(page, `/business/statistics/chart?${query}`, token))).toMatchObject({ count: 1, totalAmount: 500 })
      const next = api.platform.pageTransport()
      expect(await answerJson(await call(next, `/business/statistics/chart?${query}`, token))).toMatchObject({ count: 2, totalAmount: 1200 })
      expect(await answerJson(await call(next, `/business/statistics/rating?${query}`, token))).toMatchObject({ count: 2, avg: 4.5 })
    })

    it('keeps permissions for the page but reads them anew on the next page', async () => {
      const venue = await createOrganization(api)
      const { token, profileId } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      const path = `/business/organizations/${venue.id}/boxes`
      const page = api.platform.pageTransport()
      expect((await call(page, path, token)).status).toBe(200)
      await api.db.delete(memberships).where(eq(memberships.profileId, profileId))
      expect((await call(api.platform.pageTransport(), path, token)).status).toBe(403)
      // A call from outside (the gateway) never shares: it is refused too.
      expect((await api.fetchJson(path, { token })).status).toBe(403)
    })
  })
})
