/**
 * When the money of a day reaches the venue (docs/decisions/0038): every bank day (Monday to
 * Friday) the platform sends one payout carrying the calendar days since the previous bank day
 * (Monday's carries Friday, Saturday and Sunday; Tuesday's carries Monday), and it arrives two
 * bank days after it is sent. Public holidays are not modelled: they differ per country.
 */
import { addBankDays, addDays, isBankDay } from './venue-days.js'

/** The bank day whose payout carries `day`: the first bank day after it. */
export function payoutSentOn(day: string): string {
  let d = addDays(day, 1)
  while (!isBankDay(d)) d = addDays(d, 1)
  return d
}

/** Bank days between sending a payout and its arrival. */
export const PAYOUT_TRANSIT_BANK_DAYS = 2

/** The arrival date of a payout sent on `sent`. */
export const arrivalOf = (sent: string) => addBankDays(sent, PAYOUT_TRANSIT_BANK_DAYS)

/** The arrival date of the payout that carries `day`. */
export const payoutArrival = (day: string) => arrivalOf(payoutSentOn(day))
