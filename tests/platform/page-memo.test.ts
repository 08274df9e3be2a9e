/**
 * The in-process calls of one back-office page share what the platform reads about the
 * caller (platform.pageTransport, domain/caller.ts): the session is looked up once per page,
 * a write forgets it, and another page starts afresh.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answerJson, answerResponse, transportOver, type ApiTransport } from '../../contract/transport.js'
import { memberships } from '../../platform/db/schema/index.js'
import { forEachDatabase, useHarness } from './harness.js'
import { addActivity, createBox, createOrganization, profileWith } from './tips-fixtures.js'

forEachDatabase((kind) => {
  const api = useHarness(kind)

  const call = (transport: ApiTransport, path: string, token: string, method = 'GET') =>
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

    it('hands a JSON answer over as its text: the same text the platform sends over HTTP, errors and headers included', async () => {
      const venue = await createOrganization(api)
      const { token } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      // The remote path: the same platform answering in bytes, read by the transport over HTTP.
      const overHttp = transportOver(async (request) => api.platform.app.fetch(request))
      const list = await call(api.platform.pageTransport(), '/business/organizations', token)
      expect(list.status).toBe(200)
      expect(list.headers.get('content-type')).toMatch(/application\/json/)
      expect(list.body.kind).toBe('json')
      expect(list.body).toEqual((await call(overHttp, '/business/organizations', token)).body)
      expect(answerJson(list)).toEqual((await api.fetchJson('/business/organizations', { token })).body)
      // A refusal carries its error body the same way.
      const path = `/business/organizations/${crypto.randomUUID()}/boxes`
      const refused = await call(api.platform.pageTransport(), path, token)
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual((await call(overHttp, path, token)).body)
      expect(answerJson(refused)).toMatchObject({ errorCode: 'FORBIDDEN' })
      // Passed on as a file, it is the JSON itself.
      expect(await answerResponse(list).json()).toEqual(answerJson(list))
    })

    it("reads a scope's tips by day once per page for both its rating and its chart", async () => {
      const venue = await createOrganization(api)
      const box = await createBox(api, venue.id, { mode: 'BOX', name: 'Bar' })
      const { token } = await profileWith(api, venue.id, ['VIEW_BOXES'])
      // Not whole days: the tips come from the activities, which a direct insert updates.
      const query = `organization_id=${venue.id}&start_ts=2026-03-31T10:00:00.000Z&finish_ts=2026-03-31T20:00:00.000Z`
      await addActivity(api, box, { ts: new Date('2026-03-31T12:00:00.000Z'), amount: 500, rating: 5 })
      const page = api.platform.pageTransport()
      expect(answerJson(await call(page, `/business/statistics/rating?${query}`, token))).toMatchObject({ count: 1 })
      await addActivity(api, box, { ts: new Date('2026-03-31T13:00:00.000Z'), amount: 700, rating: 4 })
      // The same page's chart sums the days its rating read; the next page reads them anew.
      expect(answerJson(await call(page, `/business/statistics/chart?${query}`, token))).toMatchObject({ count: 1, totalAmount: 500 })
      const next = api.platform.pageTransport()
      expect(answerJson(await call(next, `/business/statistics/chart?${query}`, token))).toMatchObject({ count: 2, totalAmount: 1200 })
      expect(answerJson(await call(next, `/business/statistics/rating?${query}`, token))).toMatchObject({ count: 2, avg: 4.5 })
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
