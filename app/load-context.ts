/** What server.ts hands every loader and action (see getLoadContext there). */
import type { ApiTransport } from '../contract/transport'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request CSP nonce for Remix's inline scripts. */
    cspNonce: string
    /** The /api/v1 platform, embedded or remote. */
    api: ApiTransport
    /** The end user's address, forwarded to the platform for its rate limits. */
    clientAddress: string
  }
}

export {}
