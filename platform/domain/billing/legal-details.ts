/**
 * A venue's legal details as its invoices print them (ADR 0064): the company billing details
 * (SPEC.md 3 "Billing", edited in the Billing screen's company billing dialog) are the one place
 * they live. They name the venue as the seller of a payment invoice (the venue sells to the
 * guest) and as the buyer of the platform's organization invoice. A VAT invoice needs the legal
 * name, the full address and the VAT number (EU VAT Directive 2006/112/EC, Art. 226), and the
 * company code where the country keeps a register of them (Lithuania's "įmonės kodas",
 * Poland's KRS/REGON): which country is read from the VAT number's prefix.
 */
import type { Billing } from '../../../contract/billing.js'
import { normalizeVatNumber } from '../../../contract/vat.js'
import type { Database } from '../../db/client.js'
import { billingOf, subscriptionRow } from './subscription.js'

/** A party of an invoice with its legal details, as an invoice document freezes it. */
export interface LegalParty {
  /** The legal name (the company billing name). */
  name: string
  /** The venue's own name where it differs from the legal one ("Old Town Bistro"). */
  tradingName: string | null
  /** Street, postal code and city on one line. */
  address: string
  vatNumber: string
  /** The company code; null where the country does not ask for one and none is filled in. */
  regNumber: string | null
}

/** Countries whose invoices must carry the company code. */
export const COMPANY_CODE_COUNTRIES = ['LT', 'PL'] as const

/** The company billing fields (contract/billing.ts names) an invoice needs and the venue left empty. */
export type MissingLegalDetail = 'name' | 'address' | 'postalCode' | 'city' | 'taxNumber' | 'registrationCode'

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/** The party from billing details, or the fields it lacks (every one of them, so one message names all). */
export function legalPartyOf(billing: Billing | null, venueName: string): { party: LegalParty } | { missing: MissingLegalDetail[] } {
  const name = filled(billing?.name)
  const street = filled(billing?.address)
  const postalCode = filled(billing?.postalCode)
  const city = filled(billing?.city)
  const vatNumber = filled(billing?.taxNumber)
  const regNumber = filled(billing?.registrationCode)
  const country = vatNumber ? normalizeVatNumber(vatNumber).slice(0, 2) : null
  const missing: MissingLegalDetail[] = []
  if (!name) missing.push('name')
  if (!street) missing.push('address')
  if (!postalCode) missing.push('postalCode')
  if (!city) missing.push('city')
  if (!vatNumber) missing.push('taxNumber')
  if (!regNumber && country && (COMPANY_CODE_COUNTRIES as readonly string[]).includes(country)) missing.push('registrationCode')
  if (missing.length > 0 || !name || !street || !vatNumber) return { missing }
  return {
    party: {
      name,
      tradingName: venueName.trim() && venueName.trim() !== name ? venueName.trim() : null,
      address: [street, [postalCode, city].filter(Boolean).join(' ')].join(', '),
      vatNumber,
      regNumber,
    },
  }
}

/** The venue's legal details from its subscription's billing details (none without a subscription). */
export async function venueLegalParty(db: Database, organization: { id: string; name: string }) {
  const row = await subscriptionRow(db, organization.id)
  return legalPartyOf(row ? billingOf(row) : null, organization.name)
}
