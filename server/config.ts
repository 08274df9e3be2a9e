/** Runtime configuration from the environment (README "Configuration", docs/operations.md). */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { proxyTrustFrom, type ProxyTrust } from './proxy.js'

export interface ServerConfig {
  port: number
  production: boolean
  dataDir: string
  databaseUrl?: string
  apiUrl?: string
  seed?: string
  sessionSecrets: string[]
  outboxEnabled: boolean
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
function sessionSecrets(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): string[] {
  const fromEnv = (env.SESSION_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (fromEnv.length > 0) return fromEnv
  if (production) throw new Error('SESSION_SECRET must be set when NODE_ENV=production')
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'session-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return [readFileSync(file, 'utf8').trim()]
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const dataDir = path.resolve(env.DATA_DIR || './data')
  return {
    port: Number(env.PORT || 3000),
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiUrl: env.API_URL ? env.API_URL.replace(/\/+$/, '') : undefined,
    seed: env.SEED || undefined,
    sessionSecrets: sessionSecrets(env, production, dataDir),
    outboxEnabled: env.SMS_OUTBOX_ENABLED ? env.SMS_OUTBOX_ENABLED === 'true' : !production,
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
  const flag = (env.SECURE_COOKIES ?? '').trim().toLowerCase()
  if (['0', 'false', 'off', 'no'].includes(flag)) return false
  if (['1', 'true', 'on', 'yes'].includes(flag)) return true
  if (flag !== '') throw new Error(`SECURE_COOKIES must be 0 or 1, not "${env.SECURE_COOKIES}"`)
  return env.NODE_ENV === 'production'
}
