/**
 * Until when an item or option stays on the stop list (SPEC.md 2 "Stop list", issue 9): the end
 * of the business day (the next BUSINESS_DAY_END_HOUR:00 on the organization's clock), a date
 * and time typed into a `datetime-local` input (read on the organization's clock, not the
 * browser's or the server's), or until it is put back. Both the stop list's add dialog and the
 * Menu page's 'Add to stop list' dialog post these fields; the same schema checks them in the
 * action and, with JavaScript, in the browser (docs/decisions/0007-dates-and-time-zones.md).
 */
import { z } from 'zod'
import { STOP_LIST_ERRORS } from '../../contract/stop-list'
import { businessDayEnd, localInputToInstant } from './venue-time'

// The venue's clock moved to venue-time.ts (the orders screen reads it too); its callers here stay.
export { businessDayEnd, instantToLocalInput, localInputToInstant } from './venue-time'

export const STOP_UNTIL_CHOICES = ['businessDay', 'at', 'putBack'] as const
export type StopUntilChoice = (typeof STOP_UNTIL_CHOICES)[number]

/** What the dialogs offer first: most things run out for the rest of the day. */
export const DEFAULT_STOP_UNTIL: StopUntilChoice = 'businessDay'

export const STOP_UNTIL_ERRORS = {
  atRequired: 'stopList.errors.atRequired',
  atInvalid: 'stopList.errors.atInvalid',
  untilInPast: STOP_LIST_ERRORS.untilInPast,
} as const

export interface StopUntilValue {
  until: StopUntilChoice
  at?: string
}

export type ActiveUntil = { activeUntil: string | null } | { error: string }

/**
 * The chosen 'until when' as the platform's `activeUntil` (an ISO instant, null for 'until put
 * back'), or the message key of what is wrong with it. `now` is passed in so tests need no clock.
 */
export function activeUntilOf(value: StopUntilValue, timeZone: string, now: Date): ActiveUntil {
  if (value.until === 'putBack') return { activeUntil: null }
  if (value.until === 'businessDay') return { activeUntil: businessDayEnd(now, timeZone).toISOString() }
  if (!value.at?.trim()) return { error: STOP_UNTIL_ERRORS.atRequired }
  const instant = localInputToInstant(value.at, timeZone)
  if (!instant) return { error: STOP_UNTIL_ERRORS.atInvalid }
  if (instant.getTime() <= now.getTime()) return { error: STOP_UNTIL_ERRORS.untilInPast }
  return { activeUntil: instant.toISOString() }
}

/** The fields every stop dialog posts: the choice and, for 'at', the date and time. */
export const stopUntilShape = {
  until: z.enum(STOP_UNTIL_CHOICES, { errorMap: () => ({ message: 'validation.required' }) }),
  at: z.string().max(40, 'validation.tooLong').optional(),
}

/**
 * The check of a date and time against the organization's clock, as a refinement of a schema
 * made of `stopUntilShape`: its message goes under `at`.
 */
export function refineStopUntil(timeZone: string, now: () => Date = () => new Date()) {
  return (value: StopUntilValue, ctx: z.RefinementCtx) => {
    const result = activeUntilOf(value, timeZone, now())
    if ('error' in result) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['at'], message: result.error })
  }
}

/** The schema of the Menu page's 'Add to stop list' dialog: only the 'until when'. */
export function stopUntilSchema(timeZone: string, now?: () => Date) {
  return z.object(stopUntilShape).superRefine(refineStopUntil(timeZone, now))
}
