/**
 * The one HTTP server (DESIGN.md section 2): security headers, static files, /healthz, the
 * /api/v1 gateway (embedded platform or a remote API_URL), developer pages, then Remix.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { broadcastDevReady, type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { APP_VERSION } from './contract/version.js'
import { transportOver, type ApiFetch, type ApiTransport } from './contract/transport.js'
import { tokenFromCookie } from './app/services/session.server.js'
import { defaultPgliteDir, startPlatform } from './platform/index.js'
import { OutboxSmsProvider } from './platform/providers/sms/index.js'
import { readConfig } from './server/config.js'
import { runPrimary, shouldRunPrimary, workerCount } from './server/cluster.js'
import { demoCardHandlers, demoCardsClient } from './server/dev-cards.js'
import { kybHandlers, organizationLookup } from './server/dev-kyb.js'
import { demoPayClient, demoPayHandlers } from './server/dev-pay.js'
import { outboxHandlers } from './server/dev-outbox.js'
import { forgeryGuard } from './server/forgery.js'
import { apiGateway, remotePlatform } from './server/gateway.js'
import { closeAfterUnreadBody } from './server/keep-alive.js'
import { liveUpgradeHandler } from './server/live-gateway.js'
import { remixHandler } from './server/remix-handler.js'
import { clientAddressMiddleware, clientAddressOf } from './server/proxy.js'
import { bodySizeLimit, cspNonce, securityHeaders } from './server/security.js'
import { IMAGE_MAX_BYTES } from './contract/images.js'

/** Requests that may carry an image: the platform's upload call and the menu screens' forms. */
const UPLOAD_PATHS = /^\/(api\/v1\/business\/images$|organizations\/[^/]+\/menu(-modifiers)?\/)/

// The built server is what production runs, whoever starts it: React's production build and
// the production code paths unless NODE_ENV says otherwise (tests, `npm run dev`). React reads
// it when build/index.js is first imported below, after this line.
process.env.NODE_ENV ||= 'production'
const config = readConfig()
// WEB_CONCURRENCY above 1: this process only starts and keeps the workers (server/cluster.ts),
// each of which runs everything below. A primary never gets past this line.
const workers = workerCount(process.env)
if (shouldRunPrimary(workers, config)) await runPrimary(workers)
// The Remix app reads its cookie secrets from here (app/services/session.server.ts).
process.env.SESSION_SECRET = config.sessionSecrets.join(',')
process.env.SECURE_COOKIES = config.secureCookies ? '1' : '0'
if (config.production && !config.secureCookies) {
  console.warn('WARNING: SECURE_COOKIES=0 with NODE_ENV=production: the session cookie is not Secure (serve over https and unset it)')
}

const BUILD_PATH = path.resolve('build/index.js')
const development = process.env.NODE_ENV === 'development'
async function loadBuild(): Promise<ServerBuild> {
  // In development each request re-imports the freshly rebuilt app.
  const url = pathToFileURL(BUILD_PATH).href + (development ? `?t=${Date.now()}` : '')
  return (await import(url)) as ServerBuild
}

const startedAt = Date.now()
// The Remix app loads on this thread while the database opens (and a first start seeds) on
// PGlite's: together rather than one after the other (ADR 0069).
const [platform, initialBuild] = await Promise.all([
  config.apiUrl
    ? null
    : startPlatform({
        version: APP_VERSION,
        databaseUrl: config.databaseUrl,
        pgliteDir: defaultPgliteDir(config.dataDir),
        // Made by `npm run build` (scripts/build-pglite-template.mjs): a first start copies it.
        pgliteTemplate: path.resolve('build/pgdata-template'),
        seed: config.seed,
        demo: config.demo,
        // Without Stripe keys the platform would set cards up with its embedded demo provider; that
        // provider's page is a convenience like /dev/kyb, so where it is off (production without
        // CARDS_EMBEDDED_ENABLED) card payments are plainly not configured (DESIGN.md: never pretend).
        config: (c) => (c.cards.provider === 'demo' && !config.cardsPageEnabled ? { ...c, cards: { provider: 'none' } } : c),
      }),
  loadBuild(),
])
// /api/v1 as HTTP sees it (the gateway, the developer pages), answers as bytes.
const api: ApiFetch = config.apiUrl ? remotePlatform(config.apiUrl) : async (request) => platform!.app.fetch(request)
// The back-office's calls of one page: in-process, their calls share what they read about the
// caller and get JSON answers as text; remote, the same answers read from HTTP (ADR 0071).
const pageTransport = (): ApiTransport => (platform ? platform.pageTransport() : transportOver(api))
// Which React build the server renders with, read from what Node actually loaded: said at start.
const reactBuild = Object.keys(createRequire(import.meta.url).cache).some((file) =>
  /react-dom[\\/]cjs[\\/]react-dom-server[^\\/]*\.production/.test(file),
)
  ? 'production'
  : 'development'

const app = express()
app.disable('x-powered-by')
// Express's own view (req.protocol, req.hostname) trusts the same hops as server/proxy.ts.
app.set('trust proxy', config.proxy.hops)
// An answer given before the body was read closes the connection cleanly (server/keep-alive.ts).
app.use(closeAfterUnreadBody())
// The client address: from the socket or a trusted proxy, never from the caller (server/proxy.ts).
app.use(clientAddressMiddleware(config.proxy))
// Compressed fast rather than small: a dashboard page (58 KB of HTML) took 0.64 ms at gzip's
// default level 6 and takes 0.19 ms at level 3 for 8 % more bytes; brotli (browsers over
// https) 0.25 ms at quality 3 against 0.59 ms at the package's 4, still smaller than gzip 6.
// Measured on this 2-core machine, where level 6 was a fifteenth of a page's server time.
app.use(compression({ level: 3, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }))
app.use(cspNonce)
app.use(securityHeaders(config.production))
// Image uploads: the platform's upload call and the menu screens' forms that carry a file
// (multipart adds its boundaries and the other fields to the image's bytes).
app.use(bodySizeLimit(config.maxBodyBytes, { pattern: UPLOAD_PATHS, maxBytes: IMAGE_MAX_BYTES + 256 * 1024 }))
// Every non-GET request must come from this origin, before any route reads it (server/forgery.ts).
app.use(forgeryGuard(config.proxy))

// Fingerprinted build output can be cached forever; other public files for an hour.
app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }))
// A build file that is not there is a 404, not a page: an old tab must not get HTML for JS.
app.use('/build', (_req, res) => void res.status(404).type('text/plain').send('Not found'))
// Only a path that names a file can be one of public/'s (favicon.svg): pages skip the lookup
// on disk that every request paid before.
const publicFiles = express.static('public', { maxAge: '1h' })
app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()))

app.get('/healthz', async (_req, res) => {
  try {
    if (platform) {
      await Promise.race([
        platform.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000)),
      ])
    } else {
      const answer = await fetch(`${config.apiUrl}/api/v1/version`, { signal: AbortSignal.timeout(2000) })
      if (!answer.ok) throw new Error(`platform answered ${answer.status}`)
    }
    res.set('cache-control', 'no-store').json({
      status: 'ok',
      database: platform ? platform.database.kind : 'remote',
      version: APP_VERSION,
    })
  } catch (error) {
    res.status(503).set('cache-control', 'no-store').json({ status: 'unavailable', error: String(error) })
  }
})

app.all(/^\/api\/v1(\/|$)/, apiGateway({ platform: api, tokenFromCookie, clientAddress: clientAddressOf }))

if (config.outboxEnabled && platform && platform.sms instanceof OutboxSmsProvider) {
  const outbox = outboxHandlers(platform.sms)
  app.get('/dev/outbox', outbox.html)
  app.get('/dev/outbox.json', outbox.json)
}

// The embedded verification provider's page: with the embedded platform, in a demo (DEMO=1) or
// when KYB_EMBEDDED_ENABLED=true, and only for users who may start the verification.
if (platform && config.kybPageEnabled) {
  const lookup = organizationLookup(api, (req) => tokenFromCookie(req.headers.cookie ?? null), clientAddressOf)
  const kyb = kybHandlers(lookup, (organizationId, status) => platform.kyb.report(organizationId, status))
  app.get('/dev/kyb/:organizationId', kyb.page)
  app.post('/dev/kyb/:organizationId', express.urlencoded({ extended: false, limit: '10kb' }), kyb.decide)
}

// The embedded demo card provider's page: whenever the embedded platform sets up cards with it
// (no Stripe keys), since the Billing screen's add-card dialog sends people there.
if (platform && platform.config.cards.provider === 'demo') {
  const cards = demoCardHandlers(demoCardsClient(api, (req) => tokenFromCookie(req.headers.cookie ?? null), clientAddressOf))
  app.get('/dev/cards/:sessionId', cards.page)
  app.post('/dev/cards/:sessionId', express.urlencoded({ extended: false, limit: '10kb' }), cards.confirm)
}

// The embedded demo guest payment provider's page: whenever the platform charges guests' tips
// with it, since the guest payment page sends guests there to pay.
if (platform && platform.config.guestPayments.provider === 'demo') {
  const pay = demoPayHandlers(demoPayClient(api, clientAddressOf), platform.config.appUrl)
  const form = express.urlencoded({ extended: false, limit: '10kb' })
  app.get('/dev/pay/:intentId', pay.page)
  app.post('/dev/pay/:intentId', form, pay.confirm)
  app.get('/dev/pay/:intentId/challenge', pay.challengePage)
  app.post('/dev/pay/:intentId/challenge', form, pay.decide)
}

app.all(
  '*',
  remixHandler({
    build: development ? loadBuild : initialBuild,
    mode: initialBuild.mode,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      api: pageTransport(),
      clientAddress: clientAddressOf(req),
    }),
  }),
)

const server = createServer(app)
// Idle keep-alive sockets outlive the caller's reuse: Fly's proxy (and any agent that pools) keeps a
// connection up to 60 s, and a server that closes it first (Node's default is 5 s) races the next
// request on it, which the caller sees as ECONNRESET. Headers must be allowed a little longer still.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// The live menu channel's websocket upgrades (server/live-gateway.ts); Express never sees them.
server.on(
  'upgrade',
  liveUpgradeHandler({ live: platform?.live ?? null, apiUrl: config.apiUrl ?? null, trust: config.proxy, tokenFromCookie }),
)
server.listen(config.port, () => {
  console.log(
    `Listening on http://localhost:${config.port} (${platform ? `embedded platform on ${platform.database.kind}` : `platform at ${config.apiUrl}`}, NODE_ENV=${process.env.NODE_ENV}, React ${reactBuild} build${config.demo ? ', demo: demo data, /dev/outbox, /dev/kyb' : ''}, ready in ${Date.now() - startedAt} ms)`,
  )
  if (development) void broadcastDevReady(initialBuild)
})

// `npm run dev`: Remix's dev server rebuilds the app, and this rebuilds the islands (the scripts
// every page runs instead of React) as their files change; it stops with the server.
const islandWatcher = development
  ? spawn(process.execPath, ['scripts/build-islands.mjs', '--watch'], { stdio: ['ignore', 'inherit', 'inherit'] })
  : null
process.on('exit', () => islandWatcher?.kill())

// Graceful shutdown: stop accepting, let in-flight requests finish (10 s at most), close the database.
let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: shutting down`)
  const force = setTimeout(() => server.closeAllConnections(), 10_000)
  force.unref()
  // Websockets are not requests that finish: close them now (1001), clients reconnect elsewhere.
  void platform?.live.close()
  server.close(async () => {
    await platform?.close().catch((error) => console.error('closing database', error))
    process.exit(0)
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
