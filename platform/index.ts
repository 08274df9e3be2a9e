/**
 * Starts the embedded platform: opens the database, applies migrations and reference data,
 * seeds demo data into an empty database when asked, and builds the HTTP application.
 */
import path from 'node:path'
import { createPlatformApp, type PlatformApp } from './app.js'
import { defaultPlatformConfig, type PlatformConfig } from './config.js'
import { migrate, openDatabase, type DatabaseHandle } from './db/client.js'
import { createSmsProvider, type SmsProvider } from './providers/sms/index.js'
import { applyReferenceData } from './seed/reference.js'
import { isEmpty, seedDemo } from './seed/demo.js'
import { seedLarge } from './seed/large.js'

export interface PlatformOptions {
  version: string
  databaseUrl?: string
  /** PGlite directory, or 'memory://'. Ignored with databaseUrl. */
  pgliteDir?: string
  /** 'demo' | 'large' | 'none'; default: demo on an empty embedded database. */
  seed?: string
  env?: NodeJS.ProcessEnv
  config?: (config: PlatformConfig) => PlatformConfig
}

export interface Platform {
  app: PlatformApp
  database: DatabaseHandle
  sms: SmsProvider
  config: PlatformConfig
  close(): Promise<void>
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const env = options.env ?? process.env
  const database = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir })
  try {
    await migrate(database)
    await applyReferenceData(database.db)
    const seed = options.seed ?? (database.kind === 'pglite' ? 'demo' : 'none')
    if ((seed === 'demo' || seed === 'large') && (await isEmpty(database.db))) {
      await seedDemo(database.db)
      if (seed === 'large') await seedLarge(database.db, Number(env.BENCH_ACTIVITIES || 1_000_000))
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
  const base = defaultPlatformConfig(options.version)
  const config = options.config ? options.config(base) : base
  const sms = createSmsProvider(database.db, env)
  const links = { paymentPageUrl: (env.PAYMENT_PAGE_URL || 'https://pay.tipbox.example').replace(/\/+$/, '') }
  // The embedded verification provider: a local page where the operator decides the outcome.
  const kyb = {
    startUrl: (organizationId: string, returnUrl: string) =>
      `/dev/kyb/${organizationId}?returnUrl=${encodeURIComponent(returnUrl)}`,
  }
  const app = createPlatformApp({ db: database.db, config, sms, links, kyb })
  return { app, database, sms, config, close: () => database.close() }
}

export function defaultPgliteDir(dataDir: string) {
  return path.join(dataDir, 'pgdata')
}
