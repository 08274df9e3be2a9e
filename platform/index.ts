/**
 * Starts the embedded platform: opens the database, applies migrations and reference data,
 * seeds demo data into an empty database when asked, and builds the HTTP application.
 */
import path from 'node:path'
import { createLiveChannel, type LiveChannel } from './live/index.js'
import { ReadMemo } from '../contract/read-memo.js'
import { answerOf, type ApiTransport } from '../contract/transport.js'
import { createPlatformApp, type PlatformApp } from './app.js'
import type { PageBindings } from './http/context.js'
import { keptJson } from './http/in-process.js'
import { applyEnvironment, defaultPlatformConfig, switchFrom, type PlatformConfig } from './config.js'
import { migrate, openDatabase, type DatabaseHandle } from './db/client.js'
import { createGuestPaymentProvider, type GuestPaymentDeps } from './providers/guest-payments/create.js'
import type { GuestPaymentProvider } from './providers/guest-payments/index.js'
import { EmbeddedKybProvider } from './providers/kyb/index.js'
import { createPosProvider } from './providers/pos/index.js'
import { createSmsProvider, type SmsProvider } from './providers/sms/index.js'
import { createTranslationProvider } from './providers/translation/index.js'
import { applyReferenceData } from './seed/reference.js'
import { isEmpty, seedDemo } from './seed/demo.js'
import { seedLarge } from './seed/large.js'

export interface PlatformOptions {
  version: string
  databaseUrl?: string
  /** PGlite directory, or 'memory://'. Ignored with databaseUrl. */
  pgliteDir?: string
  /** A PGlite image (DatabaseHandle.dump) to start from: the platform tests' seeded template. */
  pgliteImage?: string
  /** An initialised, migrated PGlite directory an empty pgliteDir starts as a copy of (OpenOptions). */
  pgliteTemplate?: string
  /**
   * 'demo' | 'large' | 'none'; default: env.SEED, else demo on an empty embedded database in a
   * demo start (`demo`), nothing otherwise (chooseSeed).
   */
  seed?: string
  /** A local demo (DEMO=1, `npm start`): demo data unless SEED says otherwise. Default: env.DEMO. */
  demo?: boolean
  env?: NodeJS.ProcessEnv
  config?: (config: PlatformConfig) => PlatformConfig
  /** The platform's clock (stop-list expiry); default the system clock. Tests move it. */
  clock?: () => Date
  /** Makes the guest payment provider instead of the configured one: the platform tests' fake. */
  guestPayments?: (deps: GuestPaymentDeps) => GuestPaymentProvider | null
}

export interface Platform {
  app: PlatformApp
  database: DatabaseHandle
  sms: SmsProvider
  /** The embedded verification provider: its page (server/dev-kyb.ts) reports through it. */
  kyb: EmbeddedKybProvider
  config: PlatformConfig
  /**
   * A transport for the in-process calls of one back-office page: they share a ReadMemo, so
   * the session, the caller's organizations and a subtree are read once per page
   * (domain/caller.ts). Every write clears it before and after, so a read that follows an
   * action in the same request sees what the action did.
   */
  pageTransport(): ApiTransport
  /** The live menu channel: server.ts hands it the websocket upgrades (platform/live/). */
  live: LiveChannel
  /** Who charges guests' cards for tips (platform/providers/guest-payments), or null. */
  guestPayments: GuestPaymentProvider | null
  close(): Promise<void>
}

const SEEDS = ['demo', 'large', 'none'] as const
type Seed = (typeof SEEDS)[number]

/**
 * What to seed. Demo accounts have a published password, so only a demo start (DEMO=1) seeds
 * them by default, and only into an empty embedded database so a first start has something to
 * show; otherwise nothing unless SEED=demo (or large) is set explicitly.
 */
export function chooseSeed(explicit: string | undefined, demo: boolean, kind: DatabaseHandle['kind']): Seed {
  const value = explicit?.trim() || undefined
  if (value === undefined) return demo && kind === 'pglite' ? 'demo' : 'none'
  if (!(SEEDS as readonly string[]).includes(value)) {
    throw new Error(`SEED must be one of ${SEEDS.join(', ')} (got "${value}")`)
  }
  return value as Seed
}

/** Said on every production start that has demo seeding switched on, whether or not it seeded now. */
function warnDemoInProduction(seed: Seed, seeded: boolean) {
  const line = '!'.repeat(78)
  console.warn(
    [
      line,
      `!!! WARNING: SEED=${seed} with NODE_ENV=production.`,
      seeded
        ? '!!! Demo accounts were just created in this database.'
        : '!!! The database was not empty, so nothing was seeded now; earlier demo accounts may remain.',
      '!!! Their password is published in the README (+37061234567 / demo-password):',
      '!!! anyone can sign in to them. Never use SEED=demo for a real deployment;',
      '!!! unset SEED and start from an empty database instead.',
      line,
    ].join('\n'),
  )
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const env = options.env ?? process.env
  const demo = options.demo ?? switchFrom(env, 'DEMO') ?? false
  const base = applyEnvironment(defaultPlatformConfig(options.version), env, demo)
  const config = options.config ? options.config(base) : base
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.pgliteDir,
    pgliteImage: options.pgliteImage,
    pgliteTemplate: options.pgliteTemplate,
  })
  const clock = options.clock ?? (() => new Date())
  try {
    const production = env.NODE_ENV === 'production'
    const seed = chooseSeed(options.seed ?? env.SEED, demo, database.kind)
    await migrate(database)
    await applyReferenceData(database.db)
    if (seed === 'demo' || seed === 'large') {
      const empty = await isEmpty(database.db)
      if (empty) {
        await seedDemo(database.db, config.scrypt, clock())
        if (seed === 'large') await seedLarge(database.db, Number(env.BENCH_ACTIVITIES || 1_000_000), Number(env.BENCH_ORDERS || 1_000_000), Number(env.BENCH_PAYMENTS || 1_000_000))
      }
      // A demo start asked for demo accounts on purpose (the start line says so); an explicit
      // SEED on a production deployment is worth a loud warning at every start.
      if (production && !demo) warnDemoInProduction(seed, empty)
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
  const sms = createSmsProvider(database.db, env)
  // The back-office's own guest pages (/pay/b/…, /pay/m/…, /pay/t/…) unless PAYMENT_PAGE_URL names another.
  const links = { paymentPageUrl: (env.PAYMENT_PAGE_URL?.trim() || `${config.appUrl}/pay`).replace(/\/+$/, '') }
  // The embedded verification provider: a local page where the operator decides the outcome,
  // which it reports to the platform's webhook like an outside provider (ADR 0017).
  const kyb = new EmbeddedKybProvider(config.kyb.webhookSecret, async (request) => app.fetch(request))
  const translation = createTranslationProvider(config.translation)
  const pos = createPosProvider(config.pos)
  // The live channel hears every committed menu write; on Postgres, those of other instances too.
  const live = await createLiveChannel({ database, clock, fetch: () => (request) => app.fetch(request) })
  // The embedded demo provider reports its outcomes through the platform's own webhook, as KYB's does.
  const guestPaymentDeps: GuestPaymentDeps = { db: database.db, config: config.guestPayments, platformFetch: async (request) => app.fetch(request) }
  const guestPayments = (options.guestPayments ?? createGuestPaymentProvider)(guestPaymentDeps)
  const app = createPlatformApp({ db: database.db, config, sms, links, kyb, translation, pos, live: live.changes, clock, guestPayments })
  const pageTransport = (): ApiTransport => {
    const memo = new ReadMemo()
    return async (request) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD'
      if (write) memo.clear()
      const page: PageBindings = { memo, json: null }
      try {
        const response = await app.fetch(request, page)
        const text = keptJson(page, response)
        if (text === undefined) return await answerOf(response)
        return { status: response.status, headers: response.headers, body: { kind: 'json', text } }
      } finally {
        if (write) memo.clear()
      }
    }
  }
  const close = async () => {
    await live.close()
    await database.close()
  }
  return { app, database, sms, kyb, config, live, guestPayments, pageTransport, close }
}

export function defaultPgliteDir(dataDir: string) {
  return path.join(dataDir, 'pgdata')
}
