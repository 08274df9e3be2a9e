/**
 * Issue 6, items 3 and 4 (platform side): each code scope does one thing. A LOGIN code signs in
 * a profile without a password and nothing else; only RESET_PASSWORD sets the password of an
 * existing profile, and ends every other session of it; only REGISTRATION creates a profile.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { oneTimeCodes, profiles, sessions } from '../../platform/db/schema/index.js'
import {
  DEMO,
  DEMO_PASSWORD,
  expectError,
  forEachDatabase,
  login,
  newAddress,
  newPhone,
  register,
  start,
  startOtp,
  useHarness,
  verifiedCode,
  type Harness,
} from './harness.js'

const send = (api: Harness, msisdn: string, scope: string) =>
  api.fetchJson('/otp/send', { body: { msisdn, scope }, address: newAddress() })
const profileWith = (api: Harness, token: string) => api.fetchJson('/profile', { token })
const sessionsOf = async (api: Harness, profileId: string) =>
  (await api.db.select().from(sessions).where(eq(sessions.profileId, profileId))).length
const codeRow = async (api: Harness, otpId: string) =>
  (await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, otpId)))[0]!

/** A LOGIN code verified while the profile had no password, which then gets one (as by a reset elsewhere). */
async function loginCodeThenPassword(api: Harness) {
  const { msisdn, profile } = await register(api, newPhone(), 'registered-password')
  const [row] = await api.db.select().from(profiles).where(eq(profiles.id, profile.id))
  await api.db.update(profiles).set({ passwordHash: null }).where(eq(profiles.id, profile.id))
  const otpId = await verifiedCode(api, msisdn, 'LOGIN')
  await api.db.update(profiles).set({ passwordHash: row!.passwordHash }).where(eq(profiles.id, profile.id))
  return { msisdn, profile, otpId, passwordHash: row!.passwordHash }
}

forEachDatabase((kind) => {
  const api = useHarness(kind, { config: (c) => ({ ...c, otp: { ...c.otp, resendSeconds: 0 } }) })

  describe('a LOGIN code', () => {
    it('is not sent to a profile with a password: 409 PASSWORD_REQUIRED', async () => {
      expectError(await send(api, DEMO.admin, 'LOGIN'), 409, 'PASSWORD_REQUIRED')
      const { msisdn } = await register(api)
      expectError(await send(api, msisdn, 'LOGIN'), 409, 'PASSWORD_REQUIRED')
    })

    it('refuses newPassword with 400 VALIDATION, does not set it and keeps the code', async () => {
      const otpId = await verifiedCode(api, DEMO.codeAdmin, 'LOGIN')
      const params = expectError(await startOtp(api, { otpId, newPassword: 'chosen-by-attacker' }), 400, 'VALIDATION')
      expect(params.fields).toHaveProperty('newPassword')
      const [row] = await api.db.select().from(profiles).where(eq(profiles.msisdn, DEMO.codeAdmin))
      expect(row!.passwordHash).toBeNull()
      expect((await codeRow(api, otpId)).usedAt).toBeNull()
      // Without the password it signs in as it should.
      expect((await startOtp(api, { otpId })).status).toBe(200)
    })

    it('does not replace the password of a profile that got one after the code was sent', async () => {
      const { msisdn, otpId, passwordHash } = await loginCodeThenPassword(api)
      expectError(await startOtp(api, { otpId, newPassword: 'chosen-by-attacker' }), 400, 'VALIDATION')
      const [row] = await api.db.select().from(profiles).where(eq(profiles.msisdn, msisdn))
      expect(row!.passwordHash).toBe(passwordHash)
      expectError(await start(api, msisdn, 'chosen-by-attacker'), 400, 'INVALID_PASSWORD')
      expect((await start(api, msisdn, 'registered-password')).status).toBe(200)
    })

    it('opens no session for a profile that has a password: 409 PASSWORD_REQUIRED', async () => {
      const { profile, otpId } = await loginCodeThenPassword(api)
      const before = await sessionsOf(api, profile.id)
      expectError(await startOtp(api, { otpId }), 409, 'PASSWORD_REQUIRED')
      expect(await sessionsOf(api, profile.id)).toBe(before)
      // Nor later: the refusal left the code unused, but it still does not fit this profile.
      expectError(await startOtp(api, { otpId }), 409, 'PASSWORD_REQUIRED')
      expect(await sessionsOf(api, profile.id)).toBe(before)
    })
  })

  describe('a REGISTRATION code', () => {
    it('does not touch an existing profile: 409 USER_EXISTS, password and sessions unchanged', async () => {
      // The code was sent while the phone was free; the phone registered meanwhile.
      const msisdn = newPhone()
      const otpId = await verifiedCode(api, msisdn, 'REGISTRATION')
      const { profile, token } = await register(api, msisdn, 'owner-password')
      const [before] = await api.db.select().from(profiles).where(eq(profiles.id, profile.id))
      expectError(await startOtp(api, { otpId, newPassword: 'chosen-by-attacker' }), 409, 'USER_EXISTS')
      const [after] = await api.db.select().from(profiles).where(eq(profiles.id, profile.id))
      expect(after!.passwordHash).toBe(before!.passwordHash)
      expect(await sessionsOf(api, profile.id)).toBe(1)
      expect((await profileWith(api, token)).status).toBe(200)
      expectError(await start(api, msisdn, 'chosen-by-attacker'), 400, 'INVALID_PASSWORD')
    })

    it('is not sent for a registered phone: 409 USER_EXISTS', async () => {
      expectError(await send(api, DEMO.admin, 'REGISTRATION'), 409, 'USER_EXISTS')
    })
  })

  describe('a RESET_PASSWORD code', () => {
    it('requires newPassword: 400 VALIDATION, no session, code kept', async () => {
      const { msisdn, profile } = await register(api)
      const otpId = await verifiedCode(api, msisdn, 'RESET_PASSWORD')
      const params = expectError(await startOtp(api, { otpId }), 400, 'VALIDATION')
      expect(params.fields).toHaveProperty('newPassword')
      expect(await sessionsOf(api, profile.id)).toBe(1)
      expect((await codeRow(api, otpId)).usedAt).toBeNull()
    })

    it('is not sent to an unknown phone: 404 USER_NOT_FOUND', async () => {
      expectError(await send(api, newPhone(), 'RESET_PASSWORD'), 404, 'USER_NOT_FOUND')
    })

    // Issue 6, item 4: a password reset ends every other session of the account.
    it('ends every other session of the profile; the new token works', async () => {
      const { msisdn, profile, token: first } = await register(api, newPhone(), 'old-password')
      const second = await login(api, msisdn, 'old-password')
      expect((await profileWith(api, first)).status).toBe(200)
      expect((await profileWith(api, second)).status).toBe(200)
      // Another profile's session is not touched.
      const bystander = await login(api, DEMO.admin, DEMO_PASSWORD)

      const otpId = await verifiedCode(api, msisdn, 'RESET_PASSWORD')
      const reset = await startOtp(api, { otpId, newPassword: 'brand-new-password' })
      expect(reset.status, reset.text).toBe(200)

      expectError(await profileWith(api, first), 401, 'UNAUTHORIZED')
      expectError(await profileWith(api, second), 401, 'UNAUTHORIZED')
      expect((await profileWith(api, reset.body.token)).status).toBe(200)
      expect(await sessionsOf(api, profile.id)).toBe(1)
      expect((await profileWith(api, bystander)).status).toBe(200)
    })

    it('ends no session when the reset is refused', async () => {
      const { msisdn, profile, token } = await register(api)
      const otpId = await verifiedCode(api, msisdn, 'RESET_PASSWORD')
      expectError(await startOtp(api, { otpId, newPassword: 'short' }), 400, 'VALIDATION')
      expectError(await startOtp(api, { otpId, newPassword: 'password1' }), 400, 'COMMON_PASSWORD')
      expect(await sessionsOf(api, profile.id)).toBe(1)
      expect((await profileWith(api, token)).status).toBe(200)
    })
  })
})
