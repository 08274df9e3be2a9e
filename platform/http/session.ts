/** Session and profile calls (SPEC.md section 7 "Session and profile"). */
import { and, asc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ErrorCode } from '../../contract/errors.js'
import {
  analyticsRequestSchema,
  otpSendRequestSchema,
  otpVerifyRequestSchema,
  sessionStartOtpRequestSchema,
  sessionStartRequestSchema,
  type MsisdnLookup,
} from '../../contract/session.js'
import { analyticsEvents, countries, profiles } from '../db/schema/index.js'
import { isCommonPassword } from '../domain/common-passwords.js'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../domain/crypto.js'
import { consumeVerifiedCode, nextOtpAfter, sendOtp, usableCode, verifyOtp } from '../domain/otp.js'
import { normalizeMsisdn } from '../domain/phone.js'
import { hitRateLimit, resetRateLimit } from '../domain/rate-limit.js'
import { endAllSessions, endProfileSession, finishSession, listSessions, startSession } from '../domain/sessions.js'
import { codeSmsText } from '../domain/sms-text.js'
import { requireProfile } from './auth.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { ApiError, readJson } from './errors.js'

/** The browser and address of the call that starts a session, for the signed-in devices list. */
const device = (c: Context<PlatformEnv>) => ({ userAgent: c.req.header('user-agent'), clientAddress: c.get('clientAddress') })

const userNotFound = () => new ApiError(404, ErrorCode.USER_NOT_FOUND, 'User not found')
/** A LOGIN code is only for profiles without a password; the others sign in with it (or reset it). */
const passwordRequired = () =>
  new ApiError(409, ErrorCode.PASSWORD_REQUIRED, 'This phone signs in with a password; use RESET_PASSWORD to change it')
/** One answer for every failed password sign-in, whatever the phone: nothing tells which phones exist. */
const invalidPassword = () => new ApiError(400, ErrorCode.INVALID_PASSWORD, 'Invalid password')

export function sessionRoutes(deps: PlatformDeps) {
  const { db, config } = deps
  const app = new Hono<PlatformEnv>()
  const auth = requireProfile(deps)

  const findProfile = async (msisdn: string) =>
    (await db.select().from(profiles).where(eq(profiles.msisdn, msisdn)).limit(1))[0]

  app.get('/version', (c) => c.text(config.version))

  app.get('/profile/countries', async (c) => {
    const rows = await db
      .select({ code: countries.code, name: countries.name, phoneCode: countries.phoneCode, mask: countries.mask })
      .from(countries)
      .orderBy(asc(countries.position))
    return c.json(rows)
  })

  app.get('/profile', auth, (c) => {
    const profile = c.get('profile')
    return c.json({ id: profile.id, name: profile.name, msisdn: profile.msisdn })
  })

  app.get('/msisdn/:msisdn', async (c) => {
    // The lookup says whether a number has an account, so it is throttled per address like
    // the code sends; every lookup counts, valid number or not.
    const { windowSeconds, maxPerAddress } = config.lookup
    const limit = await hitRateLimit(db, `msisdn:address:${c.get('clientAddress')}`, windowSeconds, maxPerAddress)
    if (!limit.allowed) {
      throw new ApiError(429, ErrorCode.RATE_LIMIT, 'Too many phone lookups', { retryAfter: limit.retryAt.toISOString() })
    }
    const msisdn = normalizeMsisdn(c.req.param('msisdn'), { addPlus: true })
    const profile = await findProfile(msisdn)
    const next = await nextOtpAfter(db, config, msisdn)
    const body: MsisdnLookup = {
      msisdn,
      status: !profile ? 'UNREGISTERED' : profile.passwordHash ? 'PASSWORD' : 'REGISTERED',
      enabled: profile ? profile.enabled : true,
      nextOtpAfter: next ? next.toISOString() : null,
    }
    return c.json(body)
  })

  app.post('/otp/send', async (c) => {
    const input = await readJson(c, otpSendRequestSchema)
    const msisdn = normalizeMsisdn(input.msisdn, { addPlus: true })
    const profile = await findProfile(msisdn)
    if (input.scope === 'REGISTRATION') {
      if (profile) throw new ApiError(409, ErrorCode.USER_EXISTS, 'Phone number already registered')
    } else if (!profile || !profile.enabled) {
      throw userNotFound()
    } else if (input.scope === 'LOGIN' && profile.passwordHash) {
      throw passwordRequired()
    }
    const sent = await sendOtp(db, deps.sms, config, {
      msisdn,
      scope: input.scope,
      clientAddress: c.get('clientAddress'),
      text: (code) => codeSmsText(input.language, code, config.otp.ttlSeconds),
    })
    return c.json({ otpId: sent.otpId, nextOtpAfter: sent.nextOtpAfter.toISOString() })
  })

  app.post('/otp/verify', async (c) => {
    const input = await readJson(c, otpVerifyRequestSchema)
    await verifyOtp(db, input.otpId, input.otp)
    return c.json({ otpId: input.otpId, verified: true as const })
  })

  /**
   * Each scope does one thing (ASVS 2.5): a REGISTRATION code creates a profile with its
   * password, a RESET_PASSWORD code sets the password of an existing one and ends its other
   * sessions, a LOGIN code signs in a profile that has no password and never sets one.
   */
  app.post('/session/start-otp', async (c) => {
    const input = await readJson(c, sessionStartOtpRequestSchema)
    // Before the code is looked at, so the same verified code can be used with another password.
    if (input.newPassword && (await isCommonPassword(input.newPassword))) {
      throw new ApiError(400, ErrorCode.COMMON_PASSWORD, 'This password is too common', {
        fields: { newPassword: ['This password is too common'] },
      })
    }
    const code = await usableCode(db, input.otpId)
    if (code.scope === 'LOGIN' && input.newPassword) {
      throw new ApiError(400, ErrorCode.VALIDATION, 'A LOGIN code cannot set a password', {
        fields: { newPassword: ['Not allowed with a LOGIN code: use RESET_PASSWORD'] },
      })
    }
    if (code.scope !== 'LOGIN' && !input.newPassword) {
      throw new ApiError(400, ErrorCode.VALIDATION, 'A new password is required', {
        fields: { newPassword: ['Required'] },
      })
    }
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword, config.scrypt) : undefined
    const result = await db.transaction(async (tx) => {
      const used = await consumeVerifiedCode(tx, input.otpId)
      const [existing] = await tx.select().from(profiles).where(eq(profiles.msisdn, used.msisdn)).limit(1)
      let profile = existing
      if (used.scope === 'REGISTRATION') {
        if (existing) throw new ApiError(409, ErrorCode.USER_EXISTS, 'Phone number already registered')
        ;[profile] = await tx.insert(profiles).values({ msisdn: used.msisdn, passwordHash }).returning()
      } else {
        if (!existing || !existing.enabled) throw userNotFound()
        if (used.scope === 'LOGIN') {
          // The profile got a password after the code was sent: the code no longer fits it.
          if (existing.passwordHash) throw passwordRequired()
        } else {
          ;[profile] = await tx.update(profiles).set({ passwordHash }).where(eq(profiles.id, existing.id)).returning()
          // Whoever knew the old password is signed out everywhere (ASVS 3.3.3).
          await endAllSessions(tx, existing.id)
        }
      }
      const token = await startSession(tx, config, profile!.id, device(c))
      return { token, profile: profile! }
    })
    await resetRateLimit(db, `password:phone:${result.profile.msisdn}`)
    return c.json({
      token: result.token,
      profile: { id: result.profile.id, name: result.profile.name, msisdn: result.profile.msisdn },
    })
  })

  app.post('/session/start', async (c) => {
    const input = await readJson(c, sessionStartRequestSchema)
    const msisdn = normalizeMsisdn(input.msisdn, { addPlus: true })
    const { windowSeconds, maxAttemptsPerPhone, maxAttemptsPerAddress } = config.password
    for (const [key, max] of [
      [`password:phone:${msisdn}`, maxAttemptsPerPhone],
      [`password:address:${c.get('clientAddress')}`, maxAttemptsPerAddress],
    ] as const) {
      const limit = await hitRateLimit(db, key, windowSeconds, max)
      if (!limit.allowed) {
        throw new ApiError(429, ErrorCode.RATE_LIMIT, 'Too many password attempts', {
          retryAfter: limit.retryAt.toISOString(),
        })
      }
    }
    const profile = await findProfile(msisdn)
    const stored = profile && profile.enabled ? profile.passwordHash : null
    // An unknown, disabled or password-less phone still spends one scrypt at the current
    // cost, and gets the same answer as a wrong password (ASVS 2.2.1 / 3.x enumeration).
    const valid = stored ? await verifyPassword(input.password, stored) : await verifyAgainstDummy(input.password, config.scrypt)
    if (!valid || !profile || !stored) throw invalidPassword()
    if (needsRehash(stored, config.scrypt)) {
      // The password is at hand only now: re-hash at today's cost. The condition on the old
      // hash keeps a reset that happened meanwhile.
      const upgraded = await hashPassword(input.password, config.scrypt)
      await db
        .update(profiles)
        .set({ passwordHash: upgraded })
        .where(and(eq(profiles.id, profile.id), eq(profiles.passwordHash, stored)))
    }
    await resetRateLimit(db, `password:phone:${msisdn}`)
    const token = await startSession(db, config, profile.id, device(c))
    return c.json({ token, profile: { id: profile.id, name: profile.name, msisdn: profile.msisdn } })
  })

  app.post('/session/finish', auth, async (c) => {
    await finishSession(db, c.get('profile').sessionId)
    return c.json({ finished: true })
  })

  app.post('/business/analytics', auth, async (c) => {
    const input = await readJson(c, analyticsRequestSchema)
    if (input.events.length > 0) {
      await db.insert(analyticsEvents).values(
        input.events.map((event) => ({
          profileId: c.get('profile').id,
          type: event.type,
          properties: event.properties,
          userProperties: input.userProperties,
        })),
      )
    }
    return c.json({ accepted: input.events.length })
  })

  // Signed-in devices (beyond the spec, ASVS 7.5.2): only the caller's own sessions.
  app.get('/profile/sessions', auth, async (c) => {
    const profile = c.get('profile')
    return c.json(await listSessions(db, profile.id, profile.sessionId))
  })

  app.delete('/profile/sessions/:sessionId', auth, async (c) => {
    const ended = await endProfileSession(db, c.get('profile').id, c.req.param('sessionId'))
    if (!ended) throw new ApiError(404, ErrorCode.NOT_FOUND, 'Session not found')
    return c.json({ finished: true })
  })

  return app
}
