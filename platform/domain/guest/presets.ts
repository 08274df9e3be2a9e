/**
 * The three tip amounts the guest payment page offers (plan D2, ADR 0076): the box's average
 * tip over the last 90 days × 0.7, 1 and 1.5, rounded to 50 minor units, three distinct
 * amounts within the currency's limits. A box without tips yet offers fixed ones.
 */
import { sql } from 'drizzle-orm'
import { guestTipLimits } from '../../../contract/guest-pay.js'
import type { Database } from '../../db/client.js'

export type Presets = [number, number, number]

const FACTORS = [0.7, 1, 1.5] as const
const ROUND_TO = 50
const HISTORY_DAYS = 90
/** Without history: 2, 5 and 10 euros; 10, 20 and 50 złoty (what a tip there usually is). */
const FALLBACK: Record<string, Presets> = { EUR: [200, 500, 1000], PLN: [1000, 2000, 5000] }

/** Amounts apart by 50 under 10.00, by 100 above: close presets of a big average differ visibly. */
const stepAbove = (amount: number) => (amount < 1000 ? 50 : 100)

/** The presets for an average tip (minor units; null when the box has no tips yet). */
export function tipPresets(average: number | null, currency: string): Presets {
  if (average === null || average <= 0) return FALLBACK[currency] ?? FALLBACK.EUR!
  const { min, max } = guestTipLimits(currency)
  const clamp = (amount: number) => Math.min(max, Math.max(min, amount))
  const amounts = FACTORS.map((f) => clamp(Math.round((average * f) / ROUND_TO) * ROUND_TO))
  // Equal after rounding or clamping: step the later ones up; past the top, the earlier ones down.
  for (let i = 1; i < amounts.length; i++) {
    if (amounts[i]! <= amounts[i - 1]!) amounts[i] = amounts[i - 1]! + stepAbove(amounts[i - 1]!)
  }
  if (amounts[2]! > max) {
    amounts[2] = max
    for (let i = 1; i >= 0; i--) {
      if (amounts[i]! >= amounts[i + 1]!) amounts[i] = amounts[i + 1]! - stepAbove(amounts[i + 1]! - 1)
    }
  }
  return amounts as Presets
}

/**
 * The box's average tip over the last 90 days, from the daily rollup (its primary key starts
 * with box_id: one index range, however many tips the venue has).
 */
export async function averageTip(db: Database, boxId: string): Promise<number | null> {
  const result = (await db.execute(sql`
    select sum(count)::bigint as count, sum(amount)::bigint as amount from tips_daily
    where box_id = ${boxId} and day >= current_date - ${HISTORY_DAYS}::int`)) as unknown as {
    rows: { count: string | number | null; amount: string | number | null }[]
  }
  const count = Number(result.rows[0]?.count ?? 0)
  const amount = Number(result.rows[0]?.amount ?? 0)
  return count > 0 ? Math.round(amount / count) : null
}
