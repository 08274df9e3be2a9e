/** The signed-in profile and what the sign-in screens read (SPEC.md section 7 "Session and profile"). */
import { Hono } from 'hono'
import { ErrorCode } from '../../contract/errors.js'
import { analyticsRequestSchema } from '../../contract/session.js'
import { DomainError } from '../domain/errors.js'
import { listCountries, lookUpPhone, recordAnalytics } from '../domain/profiles.js'
import { endProfileSession, listSessions } from '../domain/sessions.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

export function profileRoutes({ db, config }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get('/version', (c) => c.text(config.version))

  app.get('/profile/countries', async (c) => c.json(await listCountries(db)))

  app.get('/profile', (c) => {
    const profile = c.get('profile')
    return c.json({ id: profile.id, name: profile.name, msisdn: profile.msisdn })
  })

  app.get('/msisdn/:msisdn', async (c) => c.json(await lookUpPhone(db, config, c.get('clientAddress'), c.req.param('msisdn'))))

  app.post('/business/analytics', async (c) => {
    const input = await readJson(c, analyticsRequestSchema)
    return c.json({ accepted: await recordAnalytics(db, c.get('profile').id, input) })
  })

  // Signed-in devices (beyond the spec, ASVS 7.5.2): only the caller's own sessions.
  app.get('/profile/sessions', async (c) => {
    const profile = c.get('profile')
    return c.json(await listSessions(db, profile.id, profile.sessionId))
  })

  app.delete('/profile/sessions/:sessionId', async (c) => {
    const ended = await endProfileSession(db, c.get('profile').id, c.req.param('sessionId'))
    if (!ended) throw new DomainError(ErrorCode.NOT_FOUND, 'Session not found')
    return c.json({ finished: true })
  })

  return app
}
