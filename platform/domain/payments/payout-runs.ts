/**
 * The payouts of real payments (ADR 0080, amending 0038). A payout carries the venue's calendar
 * days since the previous bank day and arrives two bank days after it is sent
 * (payout-schedule.ts). The days whose payout has arrived by today are settled into `payouts`
 * and `payout_days` once, the first time someone reads the venue's payouts; the days after them
 * are shown as SCHEDULED payouts, computed on every read and never stored, so a tip paid today
 * is on the Payouts screen at once.
 */
import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { PAYOUT_TRANSFER, type Payout } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { rowsOf } from '../orders/views.js'
import type { PaymentsOrganization } from './organization.js'
import { arrivalOf, payoutArrival, payoutSentOn } from './payout-schedule.js'
import { addDays, dayStart } from './venue-days.js'

type Executor = Pick<Database, 'execute'>

interface DayTotal {
  day: string
  transfer: number
  refund: number
}

/** The latest day whose payout has arrived by `today` (arrival only grows with the day). */
export function lastDueDay(today: string): string {
  let day = today
  while (payoutArrival(day) > today) day = addDays(day, -1)
  return day
}

async function lastCarriedDay(db: Executor, organizationId: string): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select max(d.date)::text as day from payout_days d join payouts p on p.id = d.payout_id where p.organization_id = ${organizationId}`),
  )
  return row?.day ?? null
}

/** What each venue day in (after, until] adds: its payments' transfers and the refunds made on it. */
async function dayTotals(db: Executor, org: PaymentsOrganization, after: string | null, until: string): Promise<DayTotal[]> {
  const from = after ? dayStart(addDays(after, 1), org.timeZone) : new Date(0)
  const till = dayStart(addDays(until, 1), org.timeZone)
  const rows = rowsOf<{ day: string; order_amount: number; organization_fee: number; tip_amount: number; staff_fee: number; refund: number }>(
    await db.execute(sql`select day::text, sum(order_amount)::float8 as order_amount, sum(organization_fee)::float8 as organization_fee,
        sum(tip_amount)::float8 as tip_amount, sum(staff_fee)::float8 as staff_fee, sum(refund)::float8 as refund
      from (
        select (ts at time zone ${org.timeZone})::date as day, order_amount, organization_fee, tip_amount, staff_fee, 0 as refund
          from payments where organization_id = ${org.id} and ts >= ${from} and ts < ${till}
        union all
        select (refunded_at at time zone ${org.timeZone})::date, 0, 0, 0, 0, refund_amount
          from payments where organization_id = ${org.id} and refunded_at >= ${from} and refunded_at < ${till}
      ) x group by day order by day`),
  )
  return rows.map((r) => ({
    day: r.day,
    // Sums of the columns: the transfer is linear in them, so one formula serves a day as a payment.
    transfer: PAYOUT_TRANSFER({ orderAmount: r.order_amount, organizationFee: r.organization_fee, tipAmount: r.tip_amount, staffFee: r.staff_fee }),
    refund: r.refund,
  }))
}

/** Days grouped by the payout that carries them, in day order: arrival date → days. */
function byArrival(days: DayTotal[]): Map<string, DayTotal[]> {
  const payouts = new Map<string, DayTotal[]>()
  for (const d of days) {
    const arrival = arrivalOf(payoutSentOn(d.day))
    payouts.set(arrival, [...(payouts.get(arrival) ?? []), d])
  }
  return payouts
}

const STATEMENT_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const statement = () => `TIPBOX ${Array.from({ length: 6 }, () => STATEMENT_LETTERS[randomInt(STATEMENT_LETTERS.length)]).join('')}`

/**
 * Stores the payouts that have arrived by `today` (the venue's day) and carry days not carried
 * yet. One transaction per venue at a time (an advisory lock), and a payout already stored for
 * an arrival date is left alone: settling twice, or from two instances at once, stores once.
 */
export async function settleDuePayouts(db: Database, org: PaymentsOrganization, today: string): Promise<number> {
  const due = lastDueDay(today)
  // Most reads find nothing to do: answer them without taking the lock.
  const seen = await lastCarriedDay(db, org.id)
  if (seen !== null && seen >= due) return 0
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payouts:${org.id}`}))`)
    const last = await lastCarriedDay(tx, org.id)
    if (last !== null && last >= due) return 0
    let stored = 0
    for (const [arrival, days] of byArrival(await dayTotals(tx, org, last, due))) {
      const amount = days.reduce((sum, d) => sum + d.transfer - d.refund, 0)
      const [payout] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into payouts (organization_id, arrival_date, statement, amount, currency)
          values (${org.id}, ${arrival}, ${statement()}, ${amount}, ${org.currency})
          on conflict (organization_id, arrival_date) do nothing returning id`),
      )
      if (!payout) continue
      for (const d of days) {
        await tx.execute(sql`insert into payout_days (payout_id, date, transfer_amount, refund_amount) values (${payout.id}, ${d.day}, ${d.transfer}, ${d.refund})`)
      }
      stored += 1
    }
    return stored
  })
}

/** The payouts of the days not carried yet, up to `today`: newest arrival first. */
export async function scheduledPayouts(db: Database, org: PaymentsOrganization, today: string): Promise<Payout[]> {
  const last = await lastCarriedDay(db, org.id)
  const due = lastDueDay(today)
  const after = last !== null && last > due ? last : due
  if (after >= today) return []
  const payouts = [...byArrival(await dayTotals(db, org, after, today))].map(
    ([arrival, days]): Payout => ({
      id: `scheduled-${arrival}`,
      status: 'SCHEDULED',
      arrivalDate: arrival,
      statement: '',
      amount: days.reduce((sum, d) => sum + d.transfer - d.refund, 0),
      currency: org.currency,
      dates: Object.fromEntries(days.map((d) => [d.day, { transferAmount: d.transfer, refundAmount: d.refund, adjustments: [] }])),
    }),
  )
  return payouts.reverse()
}
