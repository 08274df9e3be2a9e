/**
 * Business verification (KYB): the back-office reads the state and starts a verification
 * (SPEC.md section 7); the provider reports the outcome to a signed webhook
 * (platform/providers/kyb, ADR 0017).
 */
import { Hono } from 'hono'
import { kybStartRequestSchema } from '../../contract/tips.js'
import { ErrorCode } from '../../contract/errors.js'
import { DomainError } from '../domain/errors.js'
import { applyKybEvent, kybStatus, startVerification } from '../domain/kyb.js'
import { kybEventSchema } from '../providers/kyb/events.js'
import { isValidKybSignature, KYB_SIGNATURE_HEADER } from '../providers/kyb/signature.js'
import { need } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

const KYB = '/business/organizations/:organizationId/kyb'

export function kybRoutes({ db, config, kyb }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get(KYB, need('VIEW_BOXES'), async (c) => {
    return c.json({ status: await kybStatus(db, c.get('organization').id) })
  })

  // VIEW_BOXES starts it: whoever sees the tips banner may act on it (SPEC.md section 4).
  app.post(KYB, need('VIEW_BOXES'), async (c) => {
    const organizationId = c.get('organization').id
    const input = await readJson(c, kybStartRequestSchema)
    await startVerification(db, organizationId)
    return c.json({ status: 'PENDING', url: kyb.startUrl(organizationId, input.returnUrl) })
  })

  // No session: the provider proves itself with the signature over the exact body it sent.
  app.post('/providers/kyb/webhook', async (c) => {
    const body = await c.req.text().catch(() => '')
    if (!isValidKybSignature(config.kyb.webhookSecret, body, c.req.header(KYB_SIGNATURE_HEADER))) {
      throw new DomainError(ErrorCode.UNAUTHORIZED, 'Invalid signature')
    }
    const event = await readJson(c, kybEventSchema)
    const { applied } = await applyKybEvent(db, event)
    return c.json({ received: true, applied })
  })

  return app
}
