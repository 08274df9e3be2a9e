/**
 * 'Until when' of both stop dialogs (the Stop list's add dialog and the Menu page's 'Add to stop
 * list'): the end of the business day, a date and time on the venue's clock, or until put back
 * (app/utils/stop-until.ts). Plain radios and a `datetime-local` input, so it works without
 * JavaScript; no `min` on the input, so a past time reaches the server, which says what is wrong
 * in the user's language instead of the browser's bubble.
 */
import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { ErrorList, inputClass } from '~/components/ui/field'
import { chooseFor } from '~/utils/field-chooses'
import { DEFAULT_STOP_UNTIL, STOP_UNTIL_CHOICES, type StopUntilChoice } from '~/utils/stop-until'

interface StopUntilFieldsProps {
  until: FieldMetadata<StopUntilChoice | undefined>
  at: FieldMetadata<string | undefined>
  /** When the business day ends, as shown beside that choice ('23.11.2026 08:00'). */
  businessDayEnd: string
  /** The organization's time zone, named beside the date field: the time is read on its clock. */
  timeZone: string
}

export function StopUntilFields({ until, at, businessDayEnd, timeZone }: StopUntilFieldsProps) {
  const { t } = useTranslation()
  const chosen = typeof until.initialValue === 'string' ? until.initialValue : DEFAULT_STOP_UNTIL
  const atErrorId = at.errors?.length ? `${at.id}-error` : undefined
  const label: Record<StopUntilChoice, string> = {
    businessDay: t('stopList.untilChoice.businessDay', { time: businessDayEnd }),
    at: t('stopList.untilChoice.at'),
    putBack: t('stopList.untilChoice.putBack'),
  }
  return (
    <fieldset className="space-y-2" key={until.key}>
      <legend className="text-sm font-medium text-slate-700">{t('stopList.untilLegend')}</legend>
      {STOP_UNTIL_CHOICES.map((choice) => (
        <label key={choice} className="flex items-center gap-2 text-sm">
          <input type="radio" id={`${at.id}-${choice}`} name={until.name} value={choice} defaultChecked={chosen === choice} />
          {label[choice]}
        </label>
      ))}
      <ErrorList errors={until.errors} />
      <div className="space-y-1 pl-6">
        <label htmlFor={at.id} className="block text-sm text-slate-700">
          {t('stopList.atLabel', { zone: timeZone })}
        </label>
        <input
          key={at.key}
          id={at.id}
          type="datetime-local"
          name={at.name}
          defaultValue={typeof at.initialValue === 'string' ? at.initialValue : ''}
          aria-invalid={atErrorId ? true : undefined}
          aria-describedby={atErrorId}
          // With JavaScript, typing a time also chooses 'a date and time' (React or the shell island).
          data-chooses={`${at.id}-at`}
          onChange={(event) => chooseFor(event.currentTarget)}
          className={inputClass(Boolean(atErrorId))}
        />
        <ErrorList id={atErrorId} errors={at.errors} />
      </div>
    </fieldset>
  )
}
