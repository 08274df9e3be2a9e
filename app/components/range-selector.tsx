import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMonthLabel } from '../utils/format'
import { monthOptions, rangeToSearch, type Range } from '../utils/range'
import { buttonClass } from './button'
import { cx } from './cx'

const controlClass = cx(
  'block rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40',
)

/**
 * The period of the tips screens (utils/range.ts): a month, or a custom start and end day.
 * Two plain GET forms, so each sends only its own fields (`month`, or `from` and `to`) and
 * the screen's other query parameters are left out; they work without JavaScript, and with
 * it Remix navigates without reloading the document. Nothing changes until a button is
 * pressed, so moving through the months with the keyboard does not load a page per month.
 */
export function RangeSelector({ range, today, error }: { range: Range; today: string; error: string | null }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const months = monthOptions(today)
  // A month picked through the URL that is older than the list still shows as chosen.
  if (range.kind === 'month' && !months.includes(range.month)) months.push(range.month)
  months.sort().reverse()
  const describedBy = error ? errorId : undefined

  return (
    // Keyed by the range and its error: after a client-side navigation the controls start
    // again from what the URL now says (they hold default values, not state).
    <section key={`${rangeToSearch(range)}|${error ?? ''}`} aria-labelledby={`${id}-title`} className="rounded-md border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="mb-3 text-sm font-semibold text-slate-900">
        {t('range.label')}
      </h2>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-month`} className="block text-sm font-medium text-slate-700">
              {t('range.month')}
            </label>
            <select
              id={`${id}-month`}
              name="month"
              required
              defaultValue={range.kind === 'month' ? range.month : ''}
              aria-describedby={describedBy}
              className={controlClass}
            >
              {range.kind === 'custom' ? <option value="">{t('range.custom')}</option> : null}
              {months.map((month) => (
                <option key={month} value={month}>
                  {formatMonthLabel(month, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            {t('range.show')}
          </button>
        </Form>

        <Form method="get">
          <fieldset className="flex flex-wrap items-end gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('range.custom')}</legend>
            <div className="space-y-1">
              <label htmlFor={`${id}-from`} className="block text-sm text-slate-700">
                {t('range.from')}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                name="from"
                required
                max={today}
                defaultValue={range.kind === 'custom' ? range.from : ''}
                aria-describedby={cx(hintId, describedBy)}
                className={controlClass}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-to`} className="block text-sm text-slate-700">
                {t('range.to')}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                name="to"
                required
                max={today}
                defaultValue={range.kind === 'custom' ? range.to : ''}
                aria-describedby={cx(hintId, describedBy)}
                className={controlClass}
              />
            </div>
            <button type="submit" className={buttonClass('primary')}>
              {t('range.apply')}
            </button>
          </fieldset>
        </Form>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {t('range.hint')}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </section>
  )
}
