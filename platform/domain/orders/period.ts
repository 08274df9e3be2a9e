/**
 * The period of an orders call (contract/orders.ts): [startTs, finishTs), two instants; without
 * finishTs it runs to now and on. The back-office works periods out on the venue's clock; here
 * they are only instants, so a business day across a clock change is just two instants too.
 */
import { ORDER_ERRORS, ORDER_LIMITS } from '../../../contract/orders.js'
import { invalid } from '../errors.js'

export interface OrdersPeriod {
  start: Date
  /** Null: open end. */
  finish: Date | null
}

const DAY_MS = 86_400_000

/** Refuses an end not after the start, and a period longer than ORDER_LIMITS.periodDays (an open one counts to `now`). */
export function ordersPeriod(query: { startTs: string; finishTs?: string }, now: Date): OrdersPeriod {
  const start = new Date(query.startTs)
  const finish = query.finishTs === undefined ? null : new Date(query.finishTs)
  if (finish && finish.getTime() <= start.getTime()) {
    throw invalid('The period must end after it starts', { finishTs: [ORDER_ERRORS.endBeforeStart] })
  }
  const end = finish ?? now
  if (end.getTime() - start.getTime() > ORDER_LIMITS.periodDays * DAY_MS) {
    throw invalid(`A period may be at most ${ORDER_LIMITS.periodDays} days long`, { [finish ? 'finishTs' : 'startTs']: [ORDER_ERRORS.periodTooLong] })
  }
  return { start, finish }
}
