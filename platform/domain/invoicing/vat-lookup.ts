/**
 * A company by VAT number through the configured registry (platform/providers/vat): 404 when
 * the registry knows no such number, 503 SERVICE_UNAVAILABLE (reason VAT_REGISTRY_UNAVAILABLE)
 * when it cannot say now. Neither is guessed: an unknown number may be typed in by hand.
 */
import { ErrorCode } from '../../../contract/errors.js'
import { VAT_REGISTRY_UNAVAILABLE, type VatCustomer } from '../../../contract/payments.js'
import { VatRegistryUnavailable, type VatRegistry } from '../../providers/vat/index.js'
import { DomainError, notFound } from '../errors.js'

export async function findVatCustomer(registry: VatRegistry, vatNumber: string): Promise<VatCustomer> {
  let company: VatCustomer | null
  try {
    company = await registry.lookup(vatNumber)
  } catch (error) {
    if (!(error instanceof VatRegistryUnavailable)) throw error
    throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'The VAT registry cannot answer now; try again later or enter the customer by hand', {
      reason: VAT_REGISTRY_UNAVAILABLE,
      registry: error.registry,
      registryError: error.reason,
    })
  }
  if (!company) throw notFound('VAT number')
  return company
}
