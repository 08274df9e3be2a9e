/**
 * VAT numbers (SPEC.md section 5 'Invalid VAT number'): checked by their country's format and
 * checksum with `jsvat` (ADR 0037), which knows every EU member state's rule. One function for
 * both sides: the invoice dialog keeps its download disabled while it says no, and the
 * platform refuses the same numbers.
 */
import { checkVAT, countries } from 'jsvat'

/** A VAT number as it is stored and put in links: uppercase, without spaces, dots or dashes. */
export function normalizeVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.\-]/g, '')
}

/** The normalized number and its country (ISO alpha-2; Greece is 'EL' in VAT numbers) when valid, else null. */
export function checkVatNumber(value: string): { vatNumber: string; countryCode: string } | null {
  const vatNumber = normalizeVatNumber(value)
  if (vatNumber.length < 4 || vatNumber.length > 20) return null
  const result = checkVAT(vatNumber, countries)
  if (!result.isValid) return null
  return { vatNumber, countryCode: vatNumber.slice(0, 2) }
}
