/**
 * Order taking and bill payment switches (SPEC.md 2 "Orders" header, 4 "Orders/bill payments",
 * 9 "Disable options"): each is enabled, disabled for good, or disabled until a time. The
 * header offers enable, disable for 1, 2 or 4 hours, for the rest of the business day (until
 * 08:00 of the next one on the venue's clock), until a typed date and time, or for good. The
 * organization carries each as a flag and an optional end (`allowOrderDisabled`,
 * `allowOrderDisabledUntil`, and the same for bill payment), written with PUT organization.
 */
import { z } from 'zod'
import { guestSwitchAt } from '../../../contract/guest-table'
import type { Organization } from '../../../contract/organizations'
import { businessDayEnd, HOUR_MS, localInputToInstant, readTypedDay, readTypedTime } from '../../utils/venue-time'

/** The two switches; URL segments of the until dialog and the header form's `target`. */
export const AVAILABILITY_TARGETS = ['order', 'billPayment'] as const
export type AvailabilityTarget = (typeof AVAILABILITY_TARGETS)[number]

export const isAvailabilityTarget = (value: unknown): value is AvailabilityTarget =>
  typeof value === 'string' && (AVAILABILITY_TARGETS as readonly string[]).includes(value)

/** The header menu's buttons (the `intent` posted); the typed time is the until dialog's. */
export const AVAILABILITY_CHOICES = ['enable', 'hours1', 'hours2', 'hours4', 'today', 'forever'] as const
export type AvailabilityChoice = (typeof AVAILABILITY_CHOICES)[number]

const HOURS: Partial<Record<AvailabilityChoice, number>> = { hours1: 1, hours2: 2, hours4: 4 }

/** What a switch is set to: disabled or not, and until when (null: no end). */
export interface Availability {
  disabled: boolean
  until: Date | null
}

/** A choice of the header menu at `now` on the venue's clock. */
export function availabilityOf(choice: AvailabilityChoice, timeZone: string, now: Date): Availability {
  if (choice === 'enable') return { disabled: false, until: null }
  if (choice === 'forever') return { disabled: true, until: null }
  if (choice === 'today') return { disabled: true, until: businessDayEnd(now, timeZone) }
  return { disabled: true, until: new Date(now.getTime() + (HOURS[choice] ?? 1) * HOUR_MS) }
}

export const UNTIL_ERRORS = {
  required: 'validation.required',
  invalidDate: 'orders.period.invalidDate',
  invalidTime: 'orders.period.invalidTime',
  notFuture: 'orders.availability.notFuture',
} as const

/**
 * The until dialog's date ('DD.MM.YYYY') and time ('HH:mm') as the end of a disabling, read on
 * the venue's clock. SPEC.md 4: a time not in the future is not taken; the message says so and
 * nothing changes.
 */
export function typedUntilOf(
  fields: { date?: string; time?: string },
  timeZone: string,
  now: Date,
): { until: Date } | { errors: Partial<Record<'date' | 'time', string>> } {
  const date = fields.date?.trim() ?? ''
  const time = fields.time?.trim() ?? ''
  const errors: Partial<Record<'date' | 'time', string>> = {}
  const day = date ? readTypedDay(date) : null
  const minute = time ? readTypedTime(time) : null
  if (!date) errors.date = UNTIL_ERRORS.required
  else if (!day) errors.date = UNTIL_ERRORS.invalidDate
  if (!time) errors.time = UNTIL_ERRORS.required
  else if (!minute) errors.time = UNTIL_ERRORS.invalidTime
  if (!day || !minute) return { errors }
  const until = localInputToInstant(`${day}T${minute}`, timeZone)
  if (!until) return { errors: { date: UNTIL_ERRORS.invalidDate } }
  if (until.getTime() <= now.getTime()) return { errors: { time: UNTIL_ERRORS.notFuture } }
  return { until }
}

/** The until dialog's schema: the action's and the browser's. */
export function typedUntilSchema(timeZone: string, now: () => Date = () => new Date()) {
  const field = z.string().max(20, 'validation.tooLong').optional()
  return z.object({ date: field, time: field }).superRefine((value, ctx) => {
    const result = typedUntilOf(value, timeZone, now())
    if (!('errors' in result)) return
    for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
  })
}

/** The organization fields of one switch, as PUT organization takes them. */
export function availabilityFields(target: AvailabilityTarget, value: Availability) {
  const until = value.disabled && value.until ? value.until.toISOString() : null
  return target === 'order'
    ? { allowOrderDisabled: value.disabled, allowOrderDisabledUntil: until }
    : { allowBillPaymentDisabled: value.disabled, allowBillPaymentDisabledUntil: until }
}

/** What a switch shows: enabled, 'Disabled', or 'Disabled until {time}'. */
export type AvailabilityState = { state: 'enabled' } | { state: 'disabled' } | { state: 'disabledUntil'; until: string }

/**
 * A switch of the organization as the header shows it at `now`: the rule guests meet too
 * (contract/guest-table.ts guestSwitchAt), so the header and the guest pages never disagree.
 */
export function availabilityState(organization: Organization, target: AvailabilityTarget, now: Date): AvailabilityState {
  const [disabled, until] =
    target === 'order'
      ? [organization.allowOrderDisabled, organization.allowOrderDisabledUntil]
      : [organization.allowBillPaymentDisabled, organization.allowBillPaymentDisabledUntil]
  const guests = guestSwitchAt(true, disabled, until ? new Date(until) : null, now)
  if (guests.state === 'OPEN') return { state: 'enabled' }
  return until && guests.until ? { state: 'disabledUntil', until } : { state: 'disabled' }
}

/** Whether the organization offers the switch at all (SPEC.md 2: only with allowOrder / allowBillPayment). */
export function offersSwitch(organization: Pick<Organization, 'allowOrder' | 'allowBillPayment'>, target: AvailabilityTarget): boolean {
  return target === 'order' ? organization.allowOrder : organization.allowBillPayment
}
