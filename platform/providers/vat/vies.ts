/**
 * The EU's VIES service through its REST API:
 *   GET {VIES_URL}/ms/{countryCode}/vat/{number}
 *   → {"isValid": true, "userError": "VALID", "name": "…", "address": "…", "vatNumber": "…", …}
 * VIES asks the member state's own register on every call, so it fails often and for a while
 * (MS_UNAVAILABLE, TIMEOUT, concurrency limits): those, a network failure and an answer that
 * is not VIES's become VatRegistryUnavailable (503 to the caller), never "unknown", since the
 * number may well be registered. Member states that keep names private answer '---': the
 * customer comes back without them and the invoice dialog asks for them.
 */
import type { VatCustomer } from '../../../contract/payments.js'
import { VatRegistryUnavailable, type VatRegistry } from './index.js'

const TIMEOUT_MS = 10_000

/** Who VIES answers for: the EU member states (Greece as 'EL') and Northern Ireland. */
const VIES_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
])

/** VIES's `userError`s that mean "this number is not registered", not "cannot say". */
const NOT_REGISTERED = new Set(['INVALID', 'INVALID_INPUT'])

interface ViesAnswer {
  isValid?: unknown
  userError?: unknown
  name?: unknown
  address?: unknown
  errorWrappers?: { error?: unknown }[]
}

/** VIES's placeholder for a detail the member state does not share, and its line breaks. */
function detail(value: unknown): string {
  if (typeof value !== 'string') return ''
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  const text = lines.join(', ')
  return text === '---' ? '' : text
}

export class ViesVatRegistry implements VatRegistry {
  readonly name = 'vies'
  readonly demo = false
  private readonly base: string

  constructor(url: string) {
    this.base = url.replace(/\/+$/, '')
  }

  describe() {
    return `EU VIES (${new URL(this.base).host})`
  }

  async lookup(vatNumber: string): Promise<VatCustomer | null> {
    const prefix = vatNumber.slice(0, 2)
    const countryCode = prefix === 'GR' ? 'EL' : prefix
    // A number of a country outside the EU (jsvat knows some) is in no register VIES reads.
    if (!VIES_COUNTRIES.has(countryCode)) return null
    const url = `${this.base}/ms/${countryCode}/vat/${encodeURIComponent(vatNumber.slice(2))}`
    let response: Response
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK'
      throw new VatRegistryUnavailable(this.name, reason)
    }
    const body = (await response.json().catch(() => null)) as ViesAnswer | null
    const wrapped = body?.errorWrappers?.[0]?.error
    const userError = typeof body?.userError === 'string' ? body.userError : typeof wrapped === 'string' ? wrapped : null
    if (!response.ok || body === null || typeof body !== 'object') {
      if (userError && NOT_REGISTERED.has(userError)) return null
      throw new VatRegistryUnavailable(this.name, userError ?? `HTTP ${response.status}`)
    }
    if (body.isValid === true) {
      return {
        customerVatNumber: vatNumber,
        customerName: detail(body.name),
        customerAddress: detail(body.address),
        customerRegNumber: null,
        countryCode,
        source: 'vies',
      }
    }
    if (body.isValid === false && (userError === null || NOT_REGISTERED.has(userError))) return null
    throw new VatRegistryUnavailable(this.name, userError ?? 'UNEXPECTED_ANSWER')
  }
}
