import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMonthLabel } from '~/utils/format'
import { CUSTOM_CHOICE, isDay, monthOptions, type Range, type TypedRange } from '~/features/tips/range'
import { dayToTyped } from '~/utils/venue-time'
import { typedDateProps } from '~/components/ui/typed-date-fields'
import { buttonClass } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'

const controlClass = cx(
  'block h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm',
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40',
)
const labelClass = 'block text-xs font-medium text-slate-600'

/** A day of the address ('YYYY-MM-DD') as the field shows it ('DD.MM.YYYY'); anything else as it was typed. */
const shownDay = (day: string) => (isDay(day) ? dayToTyped(day) : day)

/**
 * The period of the tips screens (features/tips/range.ts), compact enough to sit in the header row
 * beside the title: a month select (with "Custom range"), From and To days (DD.MM.YYYY, as
 * every date field: components/ui/typed-date-fields.tsx), one button.
 * One plain GET form, with or without JavaScript. The loader turns a submission into `?month=` or `?from=&to=`
 * (periodFormToSearch); the hidden `shown` tells it whether the user changed the select.
 * Only the period travels, so the rating filter and the page start again from their defaults.
 * A refused custom range (`typed`) stays in the fields beside its message.
 */
export function RangeSelector({
  range,
  today,
  error,
  typed = null,
}: {
  range: Range
  today: string
  error: string | null
  typed?: TypedRange | null
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const months = monthOptions(today)
  // A month picked through the URL that is older than the list still shows as chosen.
  if (range.kind === 'month' && !months.includes(range.month)) months.push(range.month)
  months.sort().reverse()
  const days = typed ?? (range.kind === 'custom' ? { from: range.from, to: range.to } : { from: '', to: '' })
  const shown = typed || range.kind === 'custom' ? CUSTOM_CHOICE : range.month
  const describedBy = error ? errorId : undefined

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <h2 id={`${id}-title`} className="sr-only">
        {t('range.label')}
      </h2>
      {/* The server says what is wrong with the days, in the user's language (not the browser's bubble). */}
      <Form method="get" noValidate className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="shown" value={shown} />
        <div className="space-y-0.5">
          <label htmlFor={`${id}-month`} className={labelClass}>
            {t('range.month')}
          </label>
          <select
            id={`${id}-month`}
            name="month"
            defaultValue={shown}
            aria-describedby={describedBy}
            className={controlClass}
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonthLabel(month, i18n.language)}
              </option>
            ))}
            <option value={CUSTOM_CHOICE}>{t('range.custom')}</option>
          </select>
        </div>
        <div className="space-y-0.5">
          <label htmlFor={`${id}-from`} className={labelClass}>
            {t('range.from')}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            {...typedDateProps(t)}
            defaultValue={shownDay(days.from)}
            aria-describedby={cx(hintId, describedBy)}
            className={cx(controlClass, 'w-32')}
          />
        </div>
        <div className="space-y-0.5">
          <label htmlFor={`${id}-to`} className={labelClass}>
            {t('range.to')}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            {...typedDateProps(t)}
            defaultValue={shownDay(days.to)}
            aria-describedby={cx(hintId, describedBy)}
            className={cx(controlClass, 'w-32')}
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('range.show')}
        </button>
      </Form>
      <p id={hintId} className="sr-only">
        {t('range.hint')}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 max-w-md text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </section>
  )
}
