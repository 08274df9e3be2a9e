/** Runtime configuration from the environment (README "Configuration", docs/operations.md). */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { switchFrom } from '../platform/config.js'
import { proxyTrustFrom, type ProxyTrust } from './proxy.js'

export interface ServerConfig {
  port: number
  production: boolean
  dataDir: string
  databaseUrl?: string
  apiUrl?: string
  seed?: string
  /**
   * DEMO=1 (or `--demo`, which `npm start` passes): a local demo. Demo data on an empty embedded
   * database, the SMS outbox page and the embedded KYB page, a generated SESSION_SECRET.
   * Independent of NODE_ENV, so the demo runs the same production code as the image.
   */
  demo: boolean
  sessionSecrets: string[]
  outboxEnabled: boolean
  /** The embedded verification provider's page /dev/kyb (KYB_EMBEDDED_ENABLED, default: DEMO). */
  kybPageEnabled: boolean
  /**
   * The embedded demo card provider and its page /dev/cards (CARDS_EMBEDDED_ENABLED, default:
   * DEMO); off and without Stripe keys, card payments are not configured.
   */
  cardsPageEnabled: boolean
  maxBodyBytes: number
  /** TRUST_PROXY hops and whether Fly's proxy is in front (server/proxy.ts). */
  proxy: ProxyTrust
  /** The session cookie is Secure and named __Host-session (SECURE_COOKIES, default: in production). */
  secureCookies: boolean
}

/**
 * SESSION_SECRET is required in production. Elsewhere a random one is generated once into
 * DATA_DIR so sessions survive restarts without any setup.
 */
function sessionSecrets(env: NodeJS.ProcessEnv, required: boolean, dataDir: string): string[] {
  const fromEnv = (env.SESSION_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (fromEnv.length > 0) return fromEnv
  if (required) throw new Error('SESSION_SECRET must be set when NODE_ENV=production (DEMO=1 generates one for a local demo)')
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'session-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return [readFileSync(file, 'utf8').trim()]
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const dataDir = path.resolve(env.DATA_DIR || './data')
  const demo = argv.slice(2).includes('--demo') || switchFrom(env, 'DEMO') === true
  const outbox = switchFrom(env, 'SMS_OUTBOX_ENABLED')
  const kyb = switchFrom(env, 'KYB_EMBEDDED_ENABLED')
  const cards = switchFrom(env, 'CARDS_EMBEDDED_ENABLED')
  return {
    port: Number(env.PORT || 3000),
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiUrl: env.API_URL ? env.API_URL.replace(/\/+$/, '') : undefined,
    seed: env.SEED || undefined,
    demo,
    sessionSecrets: sessionSecrets(env, production && !demo, dataDir),
    outboxEnabled: outbox ?? demo,
    kybPageEnabled: kyb ?? demo,
    cardsPageEnabled: cards ?? demo,
    maxBodyBytes: Number(env.MAX_BODY_BYTES || 1024 * 1024),
    proxy: proxyTrustFrom(env),
    secureCookies: secureCookiesFrom(env),
  }
}

/**
 * SECURE_COOKIES=0 turns the Secure flag (and with it the __Host- name) off, for a production
 * build served over plain http somewhere other than localhost; =1 turns it on outside
 * production. Unset: on exactly in production.
 */
export function secureCookiesFrom(env: NodeJS.ProcessEnv): boolean {
  return switchFrom(env, 'SECURE_COOKIES') ?? env.NODE_ENV === 'production'
}
