/**
 * How an invoice number is written: the venue's series prefix, a dash and the sequence number
 * padded to six digits, 'OTB-000042'. The prefix is the initials of the venue's name in Latin
 * capitals ('Old Town Bistro' → 'OTB', 'Žalias kiemas' → 'ZK'; 'INV' when the name has no
 * Latin letter), taken when the venue's first invoice is issued and kept for the whole series
 * after, so renaming the venue does not start a second series (ADR 0040).
 */

export const NUMBER_DIGITS = 6
const FALLBACK_PREFIX = 'INV'

/** The series prefix a venue of this name starts with. */
export function seriesPrefix(name: string): string {
  const initials = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.match(/^[A-Za-z]/)?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 4)
  return initials || FALLBACK_PREFIX
}

export const writtenNumber = (prefix: string, seq: number) => `${prefix}-${String(seq).padStart(NUMBER_DIGITS, '0')}`

/** The prefix of a written number ('OTB-000042' → 'OTB'). */
export const prefixOf = (number: string) => number.slice(0, number.lastIndexOf('-'))
