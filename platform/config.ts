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
  /** Largest accepted request body for /api/v1, in bytes. */
  maxBodyBytes: number
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
    maxBodyBytes: 1024 * 1024,
  }
}
