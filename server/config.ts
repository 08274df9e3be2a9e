/** Runtime configuration from the environment (README "Configuration", docs/operations.md). */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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
  trustProxy: number
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
    trustProxy: Number(env.TRUST_PROXY ?? 1),
  }
}
