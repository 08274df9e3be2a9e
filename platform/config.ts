import { randomBytes } from 'node:crypto'

/** Tunables of the platform. Defaults follow SPEC.md and DESIGN.md; tests shorten the clocks. */
export interface PlatformConfig {
  /** Product version answered by GET /version. */
  version: string
  otp: {
    /** A code expires this many seconds after it is sent (DESIGN.md: 10 minutes). */
    ttlSeconds: number
    /** A new code for the same phone may be sent this many seconds after the previous one. */
    resendSeconds: number
    /** Wrong entries allowed per code. */
    maxAttempts: number
    /** Codes per phone per hour, and per client address per hour. */
    maxSendsPerPhonePerHour: number
    maxSendsPerAddressPerHour: number
  }
  session: { idleSeconds: number; absoluteSeconds: number }
  password: {
    windowSeconds: number
    maxAttemptsPerPhone: number
    maxAttemptsPerAddress: number
  }
  /**
   * scrypt cost of new password hashes (r=8, p=1 fixed). 2^17 needs 128 MiB per hash;
   * older hashes with a lower N are re-hashed at the next password sign-in. Tests that do
   * not care lower it (tests/platform/harness.ts) so the suite stays quick.
   */
  scrypt: { N: number }
  /** Phone lookups (GET /msisdn/{msisdn}) per client address per window: it says what a number is. */
  lookup: { windowSeconds: number; maxPerAddress: number }
  /** Largest accepted request body for /api/v1, in bytes. */
  maxBodyBytes: number
  /**
   * The secret verification (KYB) webhooks are signed with (platform/providers/kyb). Unset,
   * a random one per start: only the embedded provider, in this process, knows it.
   */
  kyb: { webhookSecret: string }
}

export function defaultPlatformConfig(version: string): PlatformConfig {
  return {
    version,
    otp: {
      ttlSeconds: 600,
      resendSeconds: 60,
      maxAttempts: 3,
      maxSendsPerPhonePerHour: 6,
      maxSendsPerAddressPerHour: 60,
    },
    session: { idleSeconds: 14 * 24 * 3600, absoluteSeconds: 90 * 24 * 3600 },
    password: { windowSeconds: 15 * 60, maxAttemptsPerPhone: 10, maxAttemptsPerAddress: 50 },
    scrypt: { N: 2 ** 17 },
    // A person signs in a few times a day; 30 lookups in 10 minutes leaves room for typos.
    lookup: { windowSeconds: 10 * 60, maxPerAddress: 30 },
    maxBodyBytes: 1024 * 1024,
    kyb: { webhookSecret: randomBytes(32).toString('hex') },
  }
}

/**
 * Operator overrides from the environment (docs/operations.md). MSISDN_LOOKUPS_PER_ADDRESS
 * raises or lowers the phone lookup limit per address and 10 minutes, e.g. behind a proxy
 * that puts a whole office on one address, or for the browser tests, which all come from
 * 127.0.0.1. KYB_WEBHOOK_SECRET is the secret shared with a real verification provider.
 */
export function applyEnvironment(config: PlatformConfig, env: NodeJS.ProcessEnv): PlatformConfig {
  let result = config
  const raw = env.MSISDN_LOOKUPS_PER_ADDRESS?.trim()
  if (raw) {
    const max = Number(raw)
    if (!Number.isInteger(max) || max < 1) {
      throw new Error(`MSISDN_LOOKUPS_PER_ADDRESS must be a positive whole number (got "${raw}")`)
    }
    result = { ...result, lookup: { ...result.lookup, maxPerAddress: max } }
  }
  const secret = env.KYB_WEBHOOK_SECRET?.trim()
  if (secret !== undefined && secret !== '') {
    // A short secret can be guessed offline from one signed delivery.
    if (secret.length < 32) throw new Error('KYB_WEBHOOK_SECRET must be at least 32 characters')
    result = { ...result, kyb: { webhookSecret: secret } }
  }
  return result
}
