/**
 * The attributes of every date and time field (SPEC.md 5 and 9: 'DD.MM.YYYY' and 'HH:mm',
 * strict): plain text inputs with the format as their placeholder, in every language, read on
 * the server by readTypedDay and readTypedTime (utils/venue-time.ts). The browser's own date
 * controls are not used: they draw the browser's locale ('mm/dd/yyyy, 06:00 PM' in a Lithuanian
 * interface) and post another shape than the one the user reads elsewhere (ADR 0067).
 */
import type { TFunction } from 'i18next'
import { TYPED_DAY_PATTERN, TYPED_TIME_PATTERN } from '~/utils/venue-time'

const typed = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const

/** A date field's attributes: 'DD.MM.YYYY' (10 characters). */
export function typedDateProps(t: TFunction) {
  return { ...typed, placeholder: t('orders.period.datePlaceholder'), maxLength: 10, pattern: TYPED_DAY_PATTERN }
}

/** A time field's attributes: 'HH:mm' (5 characters). */
export function typedTimeProps(t: TFunction) {
  return { ...typed, placeholder: t('orders.period.timePlaceholder'), maxLength: 5, pattern: TYPED_TIME_PATTERN }
}
