/**
 * Money from minor units (100 per major), as SPEC.md section 9 writes it: '1 234,56 €',
 * '123 €' (no ',00'), '-1 234,50 €', '12 zł', '1 234 USD' (codes without a symbol are shown
 * as the code). Shared by the back-office screens and the platform's PDF receipts.
 */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', PLN: 'zł' }

/** Groups the digits of a whole number by three with a normal space: 1234567 → '1 234 567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}

export function formatMoney(minor: number, currency: string): string {
  if (!Number.isFinite(minor)) return '—'
  const whole = Math.round(minor)
  const abs = Math.abs(whole)
  const major = Math.floor(abs / 100)
  const cents = abs % 100
  const number = groupThousands(String(major)) + (cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`)
  const code = currency.trim().toUpperCase()
  return `${whole < 0 ? '-' : ''}${number} ${CURRENCY_SYMBOLS[code] ?? code}`
}
