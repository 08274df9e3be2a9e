/**
 * 'Until when' of both stop dialogs (the Stop list's add dialog and the Menu page's 'Add to stop
 * list'): the end of the business day, a date and time on the venue's clock, or until put back
 * (app/features/menu/stop-until.ts). Plain radios and the date ('DD.MM.YYYY') and time ('HH:mm') fields
 * every date uses (components/ui/typed-date-fields.tsx), so it works without JavaScript and reads
 * the same in every language; the server says what is wrong in the user's language.
 */
import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { ErrorList, inputClass } from '~/components/ui/field'
import { typedDateProps, typedTimeProps } from '~/components/ui/typed-date-fields'
import { DEFAULT_STOP_UNTIL, STOP_UNTIL_CHOICES, type StopUntilChoice } from '~/features/menu/stop-until'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, fields } from '~/browser/protocol'

interface StopUntilFieldsProps {
  until: FieldMetadata<StopUntilChoice | undefined>
  date: FieldMetadata<string | undefined>
  time: FieldMetadata<string | undefined>
  /** When the business day ends, as shown beside that choice ('23.11.2026 08:00'). */
  businessDayEnd: string
  /** The organization's time zone, named above the date and time: they are read on its clock. */
  timeZone: string
}

export function StopUntilFields({ until, date, time, businessDayEnd, timeZone }: StopUntilFieldsProps) {
  const { t } = useTranslation()
  const chosen = typeof until.initialValue === 'string' ? until.initialValue : DEFAULT_STOP_UNTIL
  const atChoice = `${date.id}-at`
  const startsDialog = useDialogStart()
  const label: Record<StopUntilChoice, string> = {
    businessDay: t('stopList.untilChoice.businessDay', { time: businessDayEnd }),
    at: t('stopList.untilChoice.at'),
    putBack: t('stopList.untilChoice.putBack'),
  }
  const typed = (field: FieldMetadata<string | undefined>, labelText: string, props: ReturnType<typeof typedDateProps>) => {
    const errorId = field.errors?.length ? `${field.id}-error` : undefined
    return (
      <div className="space-y-1">
        <label htmlFor={field.id} className="block text-sm text-slate-700">
          {labelText}
        </label>
        <input
          id={field.id}
          name={field.name}
          {...props}
          defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          // With JavaScript, typing a date or time also chooses 'a date and time' (browser/field-chooses.ts).
          {...attr(fields.chooses, atChoice)}
          className={inputClass(Boolean(errorId))}
        />
        <ErrorList id={errorId} errors={field.errors} />
      </div>
    )
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{t('stopList.untilLegend')}</legend>
      {STOP_UNTIL_CHOICES.map((choice, index) => (
        <label key={choice} className="flex items-center gap-2 text-sm">
          <input type="radio" id={`${date.id}-${choice}`} name={until.name} value={choice} defaultChecked={chosen === choice} autoFocus={startsDialog && index === 0} />
          {label[choice]}
        </label>
      ))}
      <ErrorList errors={until.errors} />
      <div className="space-y-2 pl-6">
        <p className="text-xs text-slate-600">{t('orders.period.zone', { zone: timeZone })}</p>
        <div className="grid grid-cols-2 gap-2">
          {typed(date, t('stopList.atDate'), typedDateProps(t))}
          {typed(time, t('stopList.atTime'), typedTimeProps(t))}
        </div>
      </div>
    </fieldset>
  )
}
