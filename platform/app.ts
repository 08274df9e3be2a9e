/**
 * The embedded /api/v1 platform: a Hono application on the Fetch API, so the same object
 * answers the HTTP gateway in server.ts and in-process calls from the back-office.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ErrorCode } from '../contract/errors.js'
import { CLIENT_ADDRESS_HEADER } from '../contract/transport.js'
import type { PlatformEnv } from './http/context.js'
import { errorResponse } from './http/errors.js'
import { organizationRoutes } from './http/organizations.js'
import { receiptRoutes } from './http/receipts.js'
import { retryReadsOnce } from './http/retry.js'
import { sessionRoutes } from './http/session.js'
import { tipsRoutes, type TipsDeps } from './http/tips.js'


export function createPlatformApp(deps: TipsDeps) {
  const app = new Hono<PlatformEnv>().basePath('/api/v1')
  app.onError((error, c) => errorResponse(c, error))
  app.notFound((c) => c.json({ errorCode: ErrorCode.NOT_FOUND, message: 'Not found', params: {} }, 404))
  // First, so a GET that met a database restart anywhere below is answered once more.
  app.use(retryReadsOnce(app))
  app.use(
    bodyLimit({
      maxSize: deps.config.maxBodyBytes,
      onError: (c) =>
        c.json({ errorCode: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Request body too large', params: {} }, 413),
    }),
  )
  app.use(async (c, next) => {
    c.set('clientAddress', c.req.header(CLIENT_ADDRESS_HEADER) || 'unknown')
    await next()
  })
  app.route('/', sessionRoutes(deps))
  app.route('/', organizationRoutes(deps))
  app.route('/', tipsRoutes(deps))
  app.route('/', receiptRoutes(deps))
  return app
}

export type PlatformApp = ReturnType<typeof createPlatformApp>
