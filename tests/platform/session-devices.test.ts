/**
 * Signed-in devices (ASVS 7.5.2): GET /profile/sessions lists the caller's live sessions with
 * the browser and address that started each; DELETE /profile/sessions/{id} ends one of the
 * caller's own sessions, and only those.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deviceSessionsSchema } from '../../contract/session.js'
import { sessions } from '../../platform/db/schema/index.js'
import {
  expectError,
  forEachDatabase,
  newAddress,
  newPhone,
  register,
  useHarness,
  verifiedCode,
  type Harness,
} from './harness.js'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

async function signIn(api: Harness, msisdn: string, password: string, userAgent: string, address: string) {
  const started = await api.fetchJson('/session/start', {
    body: { msisdn, password },
    address,
    headers: { 'user-agent': userAgent },
  })
  expect(started.status, started.text).toBe(200)
  return started.body.token as string
}

const list = async (api: Harness, token: string) => {
  const response = await api.fetchJson('/profile/sessions', { token })
  expect(response.status, response.text).toBe(200)
  return deviceSessionsSchema.parse(response.body)
}

forEachDatabase((kind) => {
  describe('signed-in devices', () => {
    const api = useHarness(kind)

    it('lists both sessions of two sign-ins with their browser and address, the caller\'s marked current', async () => {
      const { msisdn, token: registered } = await register(api, undefined, 'devices-password-1')
      // The registration's own session is a third one; end it so the list is exactly the two.
      expect((await api.fetchJson('/session/finish', { body: {}, token: registered })).status).toBe(200)
      const firstAddress = newAddress()
      const secondAddress = newAddress()
      const first = await signIn(api, msisdn, 'devices-password-1', FIREFOX, firstAddress)
      const second = await signIn(api, msisdn, 'devices-password-1', CHROME, secondAddress)

      const seenBySecond = await list(api, second)
      expect(seenBySecond).toHaveLength(2)
      const byAgent = Object.fromEntries(seenBySecond.map((s) => [s.userAgent, s]))
      expect(byAgent[FIREFOX]).toMatchObject({ clientAddress: firstAddress, current: false })
      expect(byAgent[CHROME]).toMatchObject({ clientAddress: secondAddress, current: true })
      for (const session of seenBySecond) {
        expect(Date.parse(session.createdAt)).not.toBeNaN()
        expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt))
      }
      // The same list from the other device marks the other one current.
      const seenByFirst = await list(api, first)
      expect(seenByFirst.filter((s) => s.current).map((s) => s.userAgent)).toEqual([FIREFOX])
    })

    it('ends one of the caller\'s own sessions: that token answers 401, the caller\'s still works', async () => {
      const { msisdn, token: own } = await register(api, undefined, 'devices-password-2')
      const other = await signIn(api, msisdn, 'devices-password-2', FIREFOX, newAddress())
      const target = (await list(api, own)).find((s) => !s.current)!
      expect(target.userAgent).toBe(FIREFOX)

      const ended = await api.fetchJson(`/profile/sessions/${target.id}`, { method: 'DELETE', token: own })
      expect(ended.status, ended.text).toBe(200)
      expectError(await api.fetchJson('/profile', { token: other }), 401, 'UNAUTHORIZED')
      expect((await api.fetchJson('/profile', { token: own })).status).toBe(200)
      expect((await list(api, own)).map((s) => s.current)).toEqual([true])
      // Ending it again: it is gone.
      expectError(await api.fetchJson(`/profile/sessions/${target.id}`, { method: 'DELETE', token: own }), 404, 'NOT_FOUND')
    })

    it('answers 404 for another profile\'s session and leaves it alive', async () => {
      const mine = await register(api, undefined, 'devices-password-3')
      const theirs = await register(api, undefined, 'devices-password-4')
      const [theirSession] = await list(api, theirs.token)
      const response = await api.fetchJson(`/profile/sessions/${theirSession!.id}`, { method: 'DELETE', token: mine.token })
      expectError(response, 404, 'NOT_FOUND')
      expect((await api.fetchJson('/profile', { token: theirs.token })).status).toBe(200)
      // Nor does the other profile's session show in the caller's list.
      expect((await list(api, mine.token)).map((s) => s.id)).not.toContain(theirSession!.id)
    })

    it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00'])(
      'answers 404 for the session id %s',
      async (id) => {
        const { token } = await register(api, undefined, 'devices-password-5')
        expectError(await api.fetchJson(`/profile/sessions/${id}`, { method: 'DELETE', token }), 404, 'NOT_FOUND')
      },
    )

    it('needs a session: 401 without a token', async () => {
      expectError(await api.fetchJson('/profile/sessions'), 401, 'UNAUTHORIZED')
      expectError(await api.fetchJson(`/profile/sessions/${crypto.randomUUID()}`, { method: 'DELETE' }), 401, 'UNAUTHORIZED')
    })

    it('leaves expired sessions out of the list', async () => {
      const { msisdn, token } = await register(api, undefined, 'devices-password-6')
      const other = await signIn(api, msisdn, 'devices-password-6', FIREFOX, newAddress())
      const otherId = (await list(api, token)).find((s) => !s.current)!.id
      await api.db.update(sessions).set({ idleExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, otherId))
      expect((await list(api, token)).map((s) => s.id)).not.toContain(otherId)
      expectError(await api.fetchJson('/profile', { token: other }), 401, 'UNAUTHORIZED')
    })

    it('records the browser and address of a code sign-in (start-otp) too', async () => {
      const msisdn = newPhone()
      const otpId = await verifiedCode(api, msisdn, 'REGISTRATION')
      const address = newAddress()
      const started = await api.fetchJson('/session/start-otp', {
        body: { otpId, newPassword: 'devices-password-7' },
        address,
        headers: { 'user-agent': CHROME },
      })
      expect(started.status, started.text).toBe(200)
      expect(await list(api, started.body.token)).toEqual([
        expect.objectContaining({ current: true, userAgent: CHROME, clientAddress: address }),
      ])
    })
  })
})
