/**
 * Issue 6, item 5: common and breached passwords are refused (400 COMMON_PASSWORD, the code
 * kept for another try), new hashes cost scrypt N=2^17, older hashes are re-hashed at the next
 * password sign-in, scrypt work is bounded per process, and demo accounts have their own salts.
 */
import { dictionary } from '@zxcvbn-ts/language-common'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { defaultPlatformConfig } from '../../platform/config.js'
import { oneTimeCodes, profiles } from '../../platform/db/schema/index.js'
import { isCommonPassword } from '../../platform/domain/common-passwords.js'
import { hashPassword, scryptStats, verifyPassword } from '../../platform/domain/crypto.js'
import {
  DEMO,
  DEMO_PASSWORD,
  expectError,
  forEachDatabase,
  newAddress,
  newPhone,
  register,
  start,
  startOtp,
  useHarness,
  verifiedCode,
  type Harness,
} from './harness.js'

const hashOf = async (api: Harness, msisdn: string) =>
  (await api.db.select().from(profiles).where(eq(profiles.msisdn, msisdn)))[0]!.passwordHash!
const costOf = (hash: string) => Number(hash.split('$')[1])

/** A list entry from beyond the first 9,000 that the length rule (8 to 128) lets through. */
const deepEntry = dictionary.passwords.slice(9_000).find((p) => p.length >= 8 && p.length <= 128)!

describe('the common password list', () => {
  it('holds the whole frequency-ordered list, compared after NFKC and in any case', async () => {
    expect(dictionary.passwords.length).toBeGreaterThan(10_000)
    expect(await isCommonPassword('password1')).toBe(true)
    expect(await isCommonPassword('PassWord1')).toBe(true)
    // Full-width letters are the same password after NFKC.
    expect(await isCommonPassword('ｐａｓｓｗｏｒｄ１')).toBe(true)
    expect(await isCommonPassword(deepEntry)).toBe(true)
    expect(await isCommonPassword(dictionary.passwords.at(-1)!)).toBe(true)
  })

  it('does not hold the demo password (README "Demo credentials")', async () => {
    expect(await isCommonPassword(DEMO_PASSWORD)).toBe(false)
    expect(await isCommonPassword('a-good-password')).toBe(false)
  })
})

forEachDatabase((kind) => {
  describe('refusing common passwords', () => {
    const api = useHarness(kind, { config: (c) => ({ ...c, otp: { ...c.otp, resendSeconds: 0 } }) })

    it.each(['password1', 'QWERTYUIOP', 'iloveyou', deepEntry])(
      'answers 400 COMMON_PASSWORD for "%s" on registration, keeps the code, and takes another password',
      async (common) => {
        const msisdn = newPhone()
        const otpId = await verifiedCode(api, msisdn, 'REGISTRATION')
        const params = expectError(await startOtp(api, { otpId, newPassword: common }), 400, 'COMMON_PASSWORD')
        expect(Object.keys(params.fields)).toEqual(['newPassword'])
        // Nothing registered, the code is still unused.
        expect((await api.fetchJson(`/msisdn/${msisdn}`, { address: newAddress() })).body.status).toBe('UNREGISTERED')
        const [code] = await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, otpId))
        expect(code!.usedAt).toBeNull()
        const accepted = await startOtp(api, { otpId, newPassword: 'a-good-password' })
        expect(accepted.status, accepted.text).toBe(200)
      },
    )

    it('answers 400 COMMON_PASSWORD on a reset and keeps the old password and the code', async () => {
      const { msisdn } = await register(api, newPhone(), 'old-password')
      const otpId = await verifiedCode(api, msisdn, 'RESET_PASSWORD')
      expectError(await startOtp(api, { otpId, newPassword: 'Password123' }), 400, 'COMMON_PASSWORD')
      expect((await start(api, msisdn, 'old-password')).status).toBe(200)
      expect((await startOtp(api, { otpId, newPassword: 'not-on-any-list' })).status).toBe(200)
      expect((await start(api, msisdn, 'not-on-any-list')).status).toBe(200)
    })
  })

  describe('scrypt at the production cost', () => {
    // The harness lowers N for speed; these tests put the production default back.
    const api = useHarness(kind, {
      config: (c) => ({ ...c, scrypt: defaultPlatformConfig(c.version).scrypt }),
    })

    it('hashes new passwords with N=2^17, r=8, p=1 by default', async () => {
      expect(defaultPlatformConfig('x').scrypt.N).toBe(2 ** 17)
      const { msisdn } = await register(api, newPhone(), 'a-good-password')
      const hash = await hashOf(api, msisdn)
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/)
      expect(await verifyPassword('a-good-password', hash)).toBe(true)
    })

    it('re-hashes an older N=16384 hash at the next successful password sign-in', async () => {
      const msisdn = newPhone()
      const old = await hashPassword('an-old-password', { N: 16384 })
      expect(old).toMatch(/^scrypt\$16384\$8\$1\$/)
      await api.db.insert(profiles).values({ msisdn, name: 'Old hash', passwordHash: old })

      // A wrong password changes nothing.
      expectError(await start(api, msisdn, 'not-the-password'), 400, 'INVALID_PASSWORD')
      expect(await hashOf(api, msisdn)).toBe(old)

      const signedIn = await start(api, msisdn, 'an-old-password')
      expect(signedIn.status, signedIn.text).toBe(200)
      const upgraded = await hashOf(api, msisdn)
      expect(costOf(upgraded)).toBe(131072)
      expect(upgraded).not.toBe(old)
      expect(await verifyPassword('an-old-password', upgraded)).toBe(true)
      // The next sign-in uses the new hash and leaves it as it is.
      expect((await start(api, msisdn, 'an-old-password')).status).toBe(200)
      expect(await hashOf(api, msisdn)).toBe(upgraded)
    })

    it('runs at most two scrypt computations at once, however many sign-ins arrive', async () => {
      const before = scryptStats.total
      scryptStats.peak = 0
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => start(api, i % 2 ? DEMO.admin : newPhone(), `wrong-password-${i}`)),
      )
      for (const answer of answers) expectError(answer, 400, 'INVALID_PASSWORD')
      expect(scryptStats.total - before).toBe(6)
      expect(scryptStats.peak).toBeLessThanOrEqual(2)
      expect(scryptStats.limit).toBe(2)
    })
  })

  describe('demo accounts', () => {
    const api = useHarness(kind)

    it('each have their own salt and hash, all for the demo password', async () => {
      const rows = await api.db
        .select({ hash: profiles.passwordHash })
        .from(profiles)
        .where(inArray(profiles.msisdn, [DEMO.admin, DEMO.stopListViewer, DEMO.disabled]))
      const hashes = rows.map((r) => r.hash!)
      expect(hashes).toHaveLength(3)
      expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(3)
      expect(new Set(hashes).size).toBe(3)
      for (const hash of hashes) expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true)
    })
  })
})
