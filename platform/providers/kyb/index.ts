/**
 * Business verification (KYB) providers. The platform sends the browser to the provider's
 * start URL; the provider reports the outcome to POST /api/v1/providers/kyb/webhook, signed
 * with the shared secret (signature.ts). The embedded provider is a page of this server
 * (server/dev-kyb.ts) that reports through that same endpoint, so the path a real provider
 * takes is the one the tests take.
 */
import { randomUUID } from 'node:crypto'
import type { KybEvent, KybOutcome } from './events.js'
import { KYB_SIGNATURE_HEADER, signKybBody } from './signature.js'

export interface KybProvider {
  readonly name: string
  /** Where the browser goes to verify the organization, and comes back to returnUrl from. */
  startUrl(organizationId: string, returnUrl: string): string
}

/** Sends a request to the platform's /api/v1 (its app.fetch, in-process). */
export type PlatformFetch = (request: Request) => Promise<Response>

export class EmbeddedKybProvider implements KybProvider {
  readonly name = 'embedded'
  constructor(
    private readonly secret: string,
    private readonly platform: PlatformFetch,
  ) {}

  startUrl(organizationId: string, returnUrl: string) {
    return `/dev/kyb/${organizationId}?returnUrl=${encodeURIComponent(returnUrl)}`
  }

  /** Reports the outcome the operator chose, as a provider's webhook delivery would. */
  async report(organizationId: string, status: KybOutcome): Promise<Response> {
    const event: KybEvent = {
      id: randomUUID(),
      type: 'verification.updated',
      organizationId,
      status,
      occurredAt: new Date().toISOString(),
    }
    const body = JSON.stringify(event)
    return this.platform(
      new Request('http://platform.internal/api/v1/providers/kyb/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [KYB_SIGNATURE_HEADER]: signKybBody(this.secret, body) },
        body,
      }),
    )
  }
}
