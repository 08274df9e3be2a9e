/** What every platform router receives, and the Hono environment they share. */
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import type { SessionProfile } from '../domain/sessions.js'
import type { SmsProvider } from '../providers/sms/index.js'

export interface PlatformDeps {
  db: Database
  config: PlatformConfig
  sms: SmsProvider
}

export type PlatformEnv = {
  Variables: {
    profile: SessionProfile
    /** The caller's address as the gateway saw it (used for per-address rate limits). */
    clientAddress: string
  }
}
