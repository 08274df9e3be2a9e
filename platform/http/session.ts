/** Signing in and out (SPEC.md section 7 "Session and profile"): codes, sessions. */
import { Hono, type Context } from 'hono'
import {
  otpSendRequestSchema,
  otpVerifyRequestSchema,
  sessionStartOtpRequestSchema,
  sessionStartRequestSchema,
} from '../../contract/session.js'
import { sendOtp, verifyOtp } from '../domain/otp.js'
import { normalizeMsisdn } from '../domain/phone.js'
import { findProfile } from '../domain/profiles.js'
import { finishSession } from '../domain/sessions.js'
import { passwordRequired, startWithCode, startWithPassword, userExists, userNotFound, type Started } from '../domain/sign-in.js'
import { codeSmsText } from '../domain/sms-text.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

/** The browser and address of the call that starts a session, for the signed-in devices list. */
const device = (c: Context<PlatformEnv>) => ({ userAgent: c.req.header('user-agent'), clientAddress: c.get('clientAddress') })

const answer = ({ token, profile }: Started) => ({ token, profile: { id: profile.id, name: profile.name, msisdn: profile.msisdn } })

export function sessionRoutes({ db, config, sms }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.post('/otp/send', async (c) => {
    const input = await readJson(c, otpSendRequestSchema)
    const msisdn = normalizeMsisdn(input.msisdn, { addPlus: true })
    const profile = await findProfile(db, msisdn)
    if (input.scope === 'REGISTRATION') {
      if (profile) throw userExists()
    } else if (!profile || !profile.enabled) {
      throw userNotFound()
    } else if (input.scope === 'LOGIN' && profile.passwordHash) {
      throw passwordRequired()
    }
    const sent = await sendOtp(db, sms, config, {
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

  app.post('/session/start-otp', async (c) => {
    const input = await readJson(c, sessionStartOtpRequestSchema)
    return c.json(answer(await startWithCode(db, config, input, device(c))))
  })

  app.post('/session/start', async (c) => {
    const input = await readJson(c, sessionStartRequestSchema)
    const msisdn = normalizeMsisdn(input.msisdn, { addPlus: true })
    return c.json(answer(await startWithPassword(db, config, { msisdn, password: input.password }, device(c))))
  })

  app.post('/session/finish', async (c) => {
    await finishSession(db, c.get('profile').sessionId)
    return c.json({ finished: true })
  })

  return app
}
