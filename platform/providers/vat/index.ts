/**
 * Who a VAT number belongs to (SPEC.md section 4 "Invoice dialog": a customer resolved by VAT
 * number). The embedded default is a registry of a few demo companies that says it is one
 * (demo.ts); VAT_REGISTRY=vies asks the EU's VIES service (vies.ts). Selected by
 * platform/config.ts; docs/decisions/0041-vat-registry-provider.md.
 */
import type { VatCustomer } from '../../../contract/payments.js'
import type { VatRegistryConfig } from '../../config.js'
import { DemoVatRegistry } from './demo.js'
import { ViesVatRegistry } from './vies.js'

export interface VatRegistry {
  readonly name: VatCustomer['source']
  /** True for the embedded stand-in, which knows only its demo companies. */
  readonly demo: boolean
  /** One sentence saying what this registry is. */
  describe(): string
  /**
   * The company registered under a VAT number (already checked by `checkVatNumber` and
   * normalized), or null when the registry knows no such number. Throws
   * VatRegistryUnavailable when the registry cannot answer now: "unknown" is never guessed.
   */
  lookup(vatNumber: string): Promise<VatCustomer | null>
}

/** The registry could not say (network failure, a member state's service down, rate limits). */
export class VatRegistryUnavailable extends Error {
  constructor(
    readonly registry: string,
    /** The registry's own reason ('MS_UNAVAILABLE', 'TIMEOUT', 'HTTP 502', 'NETWORK'). */
    readonly reason: string,
  ) {
    super(`The VAT registry (${registry}) cannot answer now: ${reason}`)
    this.name = 'VatRegistryUnavailable'
  }
}

export function createVatRegistry(config: VatRegistryConfig): VatRegistry {
  if (config.provider === 'vies') return new ViesVatRegistry(config.url)
  return new DemoVatRegistry()
}
