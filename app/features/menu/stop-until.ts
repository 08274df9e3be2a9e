/**
 * Until when an item or option stays on the stop list (SPEC.md 2 "Stop list", issue 9): the end
 * of the business day (the next BUSINESS_DAY_END_HOUR:00 on the organization's clock), a date
 * ('DD.MM.YYYY') and time ('HH:mm') typed as in every other date field (read on the
 * organization's clock, not the browser's or the server's), or until it is put back. Both the
 * stop list's add dialog and the Menu page's 'Add to stop list' dialog post these fields; the
 * same schema checks them in the action and, with JavaScript, in the browser
 * (docs/decisions/0007-dates-and-time-zones.md).
 */
import { z } from 'zod'
import { typedUntilOf } from '../orders/disable-until'
import { businessDayEnd } from '../../utils/venue-time'

// The venue's clock moved to venue-time.ts (the orders screen reads it too); its callers here stay.
export { businessDayEnd, instantToLocalInput, localInputToInstant } from '../../utils/venue-time'

export const STOP_UNTIL_CHOICES = ['businessDay', 'at', 'putBack'] as const
export type StopUntilChoice = (typeof STOP_UNTIL_CHOICES)[number]

/** What the dialogs offer first: most things run out for the rest of the day. */
export const DEFAULT_STOP_UNTIL: StopUntilChoice = 'businessDay'

export interface StopUntilValue {
  until: StopUntilChoice
  /** 'DD.MM.YYYY' and 'HH:mm' on the organization's clock, for 'at'. */
  atDate?: string
  atTime?: string
}

export type ActiveUntil = { activeUntil: string | null } | { errors: Partial<Record<'atDate' | 'atTime', string>> }

/**
 * The chosen 'until when' as the platform's `activeUntil` (an ISO instant, null for 'until put
 * back'), or the message keys of what is wrong with the typed date and time: read as the Orders
 * dialogs read theirs (typedUntilOf: required, 'Invalid date', 'Invalid time', not in the
 * future). `now` is passed in so tests need no clock.
 */
export function activeUntilOf(value: StopUntilValue, timeZone: string, now: Date): ActiveUntil {
  if (value.until === 'putBack') return { activeUntil: null }
  if (value.until === 'businessDay') return { activeUntil: businessDayEnd(now, timeZone).toISOString() }
  const typed = typedUntilOf({ date: value.atDate, time: value.atTime }, timeZone, now)
  if ('errors' in typed) {
    const { date, time } = typed.errors
    return { errors: { ...(date ? { atDate: date } : {}), ...(time ? { atTime: time } : {}) } }
  }
  return { activeUntil: typed.until.toISOString() }
}

/** The fields every stop dialog posts: the choice and, for 'at', the date and the time. */
export const stopUntilShape = {
  until: z.enum(STOP_UNTIL_CHOICES, { errorMap: () => ({ message: 'validation.required' }) }),
  atDate: z.string().max(20, 'validation.tooLong').optional(),
  atTime: z.string().max(20, 'validation.tooLong').optional(),
}

/**
 * The check of a date and time against the organization's clock, as a refinement of a schema
 * made of `stopUntilShape`: its messages go under the date and the time fields.
 */
export function refineStopUntil(timeZone: string, now: () => Date = () => new Date()) {
  return (value: StopUntilValue, ctx: z.RefinementCtx) => {
    const result = activeUntilOf(value, timeZone, now())
    if (!('errors' in result)) return
    for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
  }
}

/** The schema of the Menu page's 'Add to stop list' dialog: only the 'until when'. */
export function stopUntilSchema(timeZone: string, now?: () => Date) {
  return z.object(stopUntilShape).superRefine(refineStopUntil(timeZone, now))
}
