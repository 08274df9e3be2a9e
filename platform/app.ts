/**
 * The embedded /api/v1 platform: a Hono application on the Fetch API, so the same object
 * answers the HTTP gateway in server.ts and in-process calls from the back-office.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ErrorCode } from '../contract/errors.js'
import { CLIENT_ADDRESS_HEADER } from '../contract/transport.js'
import { organizationAccess } from './http/access.js'
import { activityRoutes } from './http/activities.js'
import { requireProfile } from './http/auth.js'
import { boxRoutes } from './http/boxes.js'
import type { PlatformDeps, PlatformEnv } from './http/context.js'
import { errorJson, errorResponse } from './http/errors.js'
import { guestCartRoutes } from './http/guest-carts.js'
import { guestTableLookupRoutes } from './http/guest-table-lookup.js'
import { guestPayPageRoutes } from './http/guest-pay-page.js'
import { guestTableRoutes } from './http/guest-table.js'
import { guestPayCheckoutRoutes } from './http/guest-pay-checkouts.js'
import { guestPayWebhookRoutes } from './http/guest-pay-webhooks.js'
import { guestPayDemoRoutes } from './http/guest-pay-demo.js'
import { IMAGE_UPLOAD_PATH, imageRoutes } from './http/images.js'
import { jsonKeptAsText } from './http/in-process.js'
import { refuseUnusableText } from './http/input-text.js'
import { kybRoutes } from './http/kyb.js'
import { liveRoutes } from './http/live.js'
import { memberRoutes } from './http/members.js'
import { menuLanguageRoutes } from './http/menu-languages.js'
import { menuRoutes } from './http/menus.js'
import { menuReferenceRoutes } from './http/menu-reference.js'
import { publicMenuRoutes } from './http/public-menu.js'
import { organizationRoutes } from './http/organizations.js'
import { orderRoutes } from './http/orders.js'
import { paymentInvoiceRoutes } from './http/payment-invoices.js'
import { organizationInvoiceRoutes } from './http/organization-invoices.js'
import { ordersSessionRoutes } from './http/orders-sessions.js'
import { paymentRoutes } from './http/payments.js'
import { payoutRoutes } from './http/payouts.js'
import { profileRoutes } from './http/profile.js'
import { receiptRoutes } from './http/receipts.js'
import { retryReadsOnce } from './http/retry.js'
import { sessionRoutes } from './http/session.js'
import { statisticsRoutes } from './http/statistics.js'
import { subscriptionRoutes } from './http/subscription.js'
import { stopListRoutes } from './http/stop-list.js'
import { tableRoutes } from './http/tables.js'
import { tipLinkRoutes } from './http/tip-links.js'

const PRIVATE = 'private, no-store'

/** Every call here needs a session; the rest (sign-in, countries, version, webhooks) does not. */
const SIGNED_IN = ['/profile', '/profile/sessions/*', '/session/finish', '/business/*']

export function createPlatformApp(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>().basePath('/api/v1')
  app.onError((error, c) => errorResponse(c, error))
  app.notFound((c) => errorJson(c, ErrorCode.NOT_FOUND, 'Not found'))
  // Before anything answers: an in-process call's JSON stays text (ADR 0054).
  app.use(jsonKeptAsText)
  // An answer that says nothing of caching is someone's own data (or a sign-in's token): no
  // shared proxy keeps it and no back button shows it again after a logout. The public,
  // immutable ones (images, the guest menu, reference data) set their own.
  app.use(async (c, next) => {
    await next()
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', PRIVATE)
  })
  // First, so a GET that met a database restart anywhere below is answered once more.
  app.use(retryReadsOnce(app))
  const limit = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => errorJson(c, ErrorCode.PAYLOAD_TOO_LARGE, 'Request body too large') })
  const [bodies, uploads] = [limit(deps.config.maxBodyBytes), limit(deps.config.maxImageBytes)]
  // An image upload is a file, not JSON: it alone gets the larger limit.
  app.use((c, next) => (c.req.path === `/api/v1${IMAGE_UPLOAD_PATH}` ? uploads : bodies)(c, next))
  app.use(async (c, next) => {
    c.set('clientAddress', c.req.header(CLIENT_ADDRESS_HEADER) || 'unknown')
    await next()
  })
  // A NUL or a lone surrogate in the query or a header never reaches a route.
  app.use(refuseUnusableText)
  const auth = requireProfile(deps)
  for (const path of SIGNED_IN) app.use(path, auth)
  // Once per request: the organization in the path and the caller's permissions there.
  app.use('/business/organizations/:organizationId/*', organizationAccess(deps))

  for (const routes of [
    profileRoutes,
    sessionRoutes,
    organizationRoutes,
    boxRoutes,
    memberRoutes,
    tipLinkRoutes,
    activityRoutes,
    statisticsRoutes,
    kybRoutes,
    receiptRoutes,
    menuRoutes,
    menuLanguageRoutes,
    menuReferenceRoutes,
    imageRoutes,
    publicMenuRoutes,
    guestPayPageRoutes,
    guestCartRoutes,
    guestTableLookupRoutes,
    guestTableRoutes,
    liveRoutes,
    stopListRoutes,
    tableRoutes,
    orderRoutes,
    ordersSessionRoutes,
    paymentInvoiceRoutes,
    paymentRoutes,
    payoutRoutes,
    organizationInvoiceRoutes,
    subscriptionRoutes,
    guestPayCheckoutRoutes,
    guestPayWebhookRoutes,
    guestPayDemoRoutes,
  ]) {
    app.route('/', routes(deps))
  }
  return app
}

export type PlatformApp = ReturnType<typeof createPlatformApp>
