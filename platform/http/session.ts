/** Session and profile calls (SPEC.md section 7 "Session and profile"). */
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { ErrorCode } from '../../contract/errors.js'
import {
  analyticsRequestSchema,
  otpSendRequestSchema,
  otpVerifyRequestSchema,
  sessionStartOtpRequestSchema,
  sessionStartRequestSchema,
  type MsisdnLookup,
} from '../../contract/session.js'
import { analyticsEvents, countries, profiles } from '../db/schema.js'
import { hashPassword, verifyPassword } from '../domain/crypto.js'
import { consumeVerifiedCode, nextOtpAfter, sendOtp, usableCode, verifyOtp } from '../domain/otp.js'
import { hitRateLimit, resetRateLimit } from '../domain/rate-limit.js'
import { finishSession, startSession } from '../domain/sessions.js'
import { requireProfile } from './auth.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { ApiError, readJson } from './errors.js'

/** A valid phone number in E.164, or a VALIDATION error. */
function normalizeMsisdn(raw: string): string {
  const parsed = parsePhoneNumberFromString(raw.trim().startsWith('+') ? raw.trim() : `+${raw.trim()}`)
  if (!parsed || !parsed.isValid()) {
    throw new ApiError(400, ErrorCode.VALIDATION, 'Invalid phone number', {
      fields: { msisdn: ['Invalid phone number'] },
    })
  }
  return parsed.number
}

const userNotFound = () => new ApiError(404, ErrorCode.USER_NOT_FOUND, 'User not found')

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
    const msisdn = normalizeMsisdn(c.req.param('msisdn'))
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
    const msisdn = normalizeMsisdn(input.msisdn)
    const profile = await findProfile(msisdn)
    if (input.scope === 'REGISTRATION') {
      if (profile) throw new ApiError(409, ErrorCode.USER_EXISTS, 'Phone number already registered')
    } else if (!profile || !profile.enabled) {
      throw userNotFound()
    }
    const sent = await sendOtp(db, deps.sms, config, {
      msisdn,
      scope: input.scope,
      clientAddress: c.get('clientAddress'),
      text: (code) => `Verification code: ${code}`,
    })
    return c.json({ otpId: sent.otpId, nextOtpAfter: sent.nextOtpAfter.toISOString() })
  })

  app.post('/otp/verify', async (c) => {
    const input = await readJson(c, otpVerifyRequestSchema)
    await verifyOtp(db, input.otpId, input.otp)
    return c.json({ otpId: input.otpId, verified: true as const })
  })

  app.post('/session/start-otp', async (c) => {
    const input = await readJson(c, sessionStartOtpRequestSchema)
    const code = await usableCode(db, input.otpId)
    if (code.scope !== 'LOGIN' && !input.newPassword) {
      throw new ApiError(400, ErrorCode.VALIDATION, 'A new password is required', {
        fields: { newPassword: ['Required'] },
      })
    }
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined
    const result = await db.transaction(async (tx) => {
      const used = await consumeVerifiedCode(tx, input.otpId)
      const [existing] = await tx.select().from(profiles).where(eq(profiles.msisdn, used.msisdn)).limit(1)
      let profile = existing
      if (used.scope === 'REGISTRATION') {
        if (existing) throw new ApiError(409, ErrorCode.USER_EXISTS, 'Phone number already registered')
        ;[profile] = await tx.insert(profiles).values({ msisdn: used.msisdn, passwordHash }).returning()
      } else {
        if (!existing || !existing.enabled) throw userNotFound()
        if (passwordHash) {
          ;[profile] = await tx.update(profiles).set({ passwordHash }).where(eq(profiles.id, existing.id)).returning()
        }
      }
      const token = await startSession(tx, config, profile!.id)
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
    const msisdn = normalizeMsisdn(input.msisdn)
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
    if (!profile || !profile.enabled) throw userNotFound()
    if (!profile.passwordHash || !(await verifyPassword(input.password, profile.passwordHash))) {
      throw new ApiError(400, ErrorCode.INVALID_PASSWORD, 'Invalid password')
    }
    await resetRateLimit(db, `password:phone:${msisdn}`)
    const token = await startSession(db, config, profile.id)
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

  return app
}
