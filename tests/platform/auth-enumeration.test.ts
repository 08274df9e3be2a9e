/**
 * Issue 6, item 9: what the answers give away. The phone lookup is throttled per address; a
 * wrong password answers the same for every phone (and spends the same scrypt work); a tip
 * link answers the same for a token nobody uses and for another organization's token.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applyEnvironment, defaultPlatformConfig } from '../../platform/config.js'
import { profiles, rateLimits } from '../../platform/db/schema/index.js'
import { scryptStats } from '../../platform/domain/crypto.js'
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
  useHarness,
  type Harness,
  type JsonResponse,
} from './harness.js'
import { createBox, createMember, createOrganization, newToken, profileWith } from './tips-fixtures.js'

const lookup = (api: Harness, msisdn: string, address: string) =>
  api.fetchJson(`/msisdn/${encodeURIComponent(msisdn)}`, { address })
/** What a client can compare: status, content type and the exact body. */
const visible = (r: JsonResponse) => ({ status: r.status, type: r.headers.get('content-type'), text: r.text })

forEachDatabase((kind) => {
  describe('GET /msisdn/{msisdn} per client address', () => {
    const api = useHarness(kind, { config: (c) => ({ ...c, lookup: { windowSeconds: 600, maxPerAddress: 3 } }) })

    it('answers 429 RATE_LIMIT with params.retryAfter after maxPerAddress lookups', async () => {
      const address = newAddress()
      for (const msisdn of [DEMO.admin, newPhone(), DEMO.codeAdmin]) {
        expect((await lookup(api, msisdn, address)).status).toBe(200)
      }
      const params = expectError(await lookup(api, DEMO.stopListViewer, address), 429, 'RATE_LIMIT')
      expect(Object.keys(params)).toEqual(['retryAfter'])
      const retry = Date.parse(params.retryAfter)
      expect(retry).toBeGreaterThan(Date.now() + 500_000)
      expect(retry).toBeLessThanOrEqual(Date.now() + 600_000)
      // The refused lookup said nothing about the number.
      expect(JSON.stringify(params)).not.toContain('PASSWORD')
      // Another address is not affected.
      expect((await lookup(api, DEMO.stopListViewer, newAddress())).status).toBe(200)
    })

    it('counts lookups of invalid numbers too', async () => {
      const address = newAddress()
      for (let i = 0; i < 3; i++) expectError(await lookup(api, '+37000000000', address), 400, 'VALIDATION')
      expectError(await lookup(api, DEMO.admin, address), 429, 'RATE_LIMIT')
      const [row] = await api.db.select({ n: count() }).from(rateLimits).where(eq(rateLimits.key, `msisdn:address:${address}`))
      expect(Number(row!.n)).toBe(1)
    })
  })

  describe('POST /session/start with a wrong password', () => {
    const api = useHarness(kind)

    it('answers the same status and body for a known, an unknown, a disabled and a password-less phone', async () => {
      const known = await start(api, DEMO.admin, 'not-the-password')
      expectError(known, 400, 'INVALID_PASSWORD')
      const answers = {
        unknown: await start(api, newPhone(), 'not-the-password'),
        disabled: await start(api, DEMO.disabled, 'not-the-password'),
        disabledRightPassword: await start(api, DEMO.disabled, DEMO_PASSWORD),
        withoutPassword: await start(api, DEMO.codeAdmin, 'not-the-password'),
      }
      for (const [name, answer] of Object.entries(answers)) {
        expect({ name, ...visible(answer) }).toEqual({ name, ...visible(known) })
      }
    })

    // The time is not measured here (no timing in tests); what makes it equal is that every
    // refusal runs one scrypt verification at the current cost, which is counted.
    it('spends exactly one scrypt verification whatever the phone', async () => {
      const phones = [DEMO.admin, newPhone(), DEMO.disabled, DEMO.codeAdmin]
      for (const msisdn of phones) {
        const before = scryptStats.total
        expectError(await start(api, msisdn, 'not-the-password'), 400, 'INVALID_PASSWORD')
        expect({ msisdn, runs: scryptStats.total - before }).toEqual({ msisdn, runs: 1 })
      }
    })

    it('still signs in the right password', async () => {
      expect((await start(api, DEMO.admin, DEMO_PASSWORD)).status).toBe(200)
      const [row] = await api.db.select().from(profiles).where(eq(profiles.msisdn, DEMO.admin))
      expect(row!.enabled).toBe(true)
    })
  })

  describe('POST /business/tip-links', () => {
    const api = useHarness(kind)
    const link = (token: string, session: string) =>
      api.fetchJson('/business/tip-links', {
        token: session,
        body: JSON.stringify({ type: 'BANK_TRANSFER', currency: 'EUR', feeMode: 'STAFF', tipAmount: 500, token }),
        headers: { 'content-type': 'text/plain' },
      })

    it("answers the same for a token nobody uses and for another organization's box or member token", async () => {
      const theirs = await createOrganization(api, { name: 'Somebody else' })
      const box = await createBox(api, theirs.id, { name: 'Their box', mode: 'GROUP', token: newToken() })
      const member = await createMember(api, box.id, 'Their member', { token: newToken() })
      const mine = await createOrganization(api, { name: 'Mine' })
      const me = (await profileWith(api, mine.id, ['VIEW_BOXES', 'MANAGE_BOXES'])).token

      let unused = newToken()
      while (unused === box.token || unused === member.token) unused = newToken()
      const nobody = await link(unused, me)
      expectError(nobody, 404, 'NOT_FOUND')
      expect(visible(await link(box.token!, me))).toEqual(visible(nobody))
      expect(visible(await link(member.token!, me))).toEqual(visible(nobody))
      // Someone with a membership there, but not VIEW_BOXES, gets the same too.
      const limited = (await profileWith(api, theirs.id, ['VIEW_MENU'])).token
      expect(visible(await link(box.token!, limited))).toEqual(visible(nobody))
      // And a profile with no membership at all.
      expect(visible(await link(box.token!, (await register(api)).token))).toEqual(visible(nobody))

      // Who may see the box gets the link.
      const viewer = (await profileWith(api, theirs.id, ['VIEW_BOXES'])).token
      expect((await link(box.token!, viewer)).status).toBe(200)
      expect(visible(await link(box.token!, await login(api, DEMO.admin)))).toEqual(visible(nobody))
    })
  })
})

describe('MSISDN_LOOKUPS_PER_ADDRESS', () => {
  const base = defaultPlatformConfig('test')

  it('keeps 30 per 10 minutes unless set', () => {
    expect(base.lookup).toEqual({ windowSeconds: 600, maxPerAddress: 30 })
    expect(applyEnvironment(base, {} as NodeJS.ProcessEnv).lookup.maxPerAddress).toBe(30)
  })

  it('sets the limit, and refuses a value that is not a positive whole number', () => {
    expect(applyEnvironment(base, { MSISDN_LOOKUPS_PER_ADDRESS: '500' } as unknown as NodeJS.ProcessEnv).lookup.maxPerAddress).toBe(500)
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => applyEnvironment(base, { MSISDN_LOOKUPS_PER_ADDRESS: value } as unknown as NodeJS.ProcessEnv)).toThrow(
        /MSISDN_LOOKUPS_PER_ADDRESS/,
      )
    }
  })
})

describe('OTP_RESEND_SECONDS', () => {
  const base = defaultPlatformConfig('test')
  const env = (value: string) => ({ OTP_RESEND_SECONDS: value }) as unknown as NodeJS.ProcessEnv

  it('keeps 60 s unless set, and sets it from 10 to 600', () => {
    expect(applyEnvironment(base, {} as NodeJS.ProcessEnv).otp.resendSeconds).toBe(60)
    expect(applyEnvironment(base, env('20')).otp.resendSeconds).toBe(20)
    expect(applyEnvironment(base, env('600')).otp).toEqual({ ...base.otp, resendSeconds: 600 })
  })

  it('refuses a window that would stop nothing or outlive the code', () => {
    for (const value of ['9', '0', '601', '15.5', 'soon']) {
      expect(() => applyEnvironment(base, env(value))).toThrow(/OTP_RESEND_SECONDS/)
    }
  })
})
