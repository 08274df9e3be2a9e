/**
 * The guest payment provider the configuration names (platform/config.ts GuestPaymentsConfig),
 * or null when card payments are not configured: the page then takes ratings and reviews only.
 */
import type { GuestPaymentsConfig } from '../../config.js'
import type { Database } from '../../db/client.js'
import { DemoGuestPaymentProvider } from './demo.js'
import type { GuestPaymentProvider } from './index.js'

export interface GuestPaymentDeps {
  db: Database
  config: GuestPaymentsConfig
  /** The platform's own HTTP entry: the embedded demo provider delivers its signed webhooks through it. */
  platformFetch: (request: Request) => Promise<Response>
}

export function createGuestPaymentProvider(deps: GuestPaymentDeps): GuestPaymentProvider | null {
  const { config } = deps
  switch (config.provider) {
    case 'none':
      return null
    case 'demo':
      return new DemoGuestPaymentProvider(deps.db, config.webhookSecret, deps.platformFetch)
    // Parcel D (stripe.ts) of issue 27 puts its provider here.
    case 'stripe':
      throw new Error(`the ${config.provider} guest payment provider is not in this build yet`)
  }
}
