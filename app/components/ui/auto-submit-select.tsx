/**
 * A labelled select of a GET form that changes the list it sits under (rows per page, sort):
 * with JavaScript the shell island (browser/islands/shell.ts, `data-autosubmit`) sends the form as soon
 * as the choice changes and hides `ApplyButton` (`data-apply`); without it, Apply sends it.
 */
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { attr, autosubmit } from '~/browser/protocol'

const selectClass =
  'block h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40'

export function AutoSubmitSelect({ label, name, value, children }: { label: string; name: string; value: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="space-y-0.5">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} {...attr(autosubmit.field, true)} className={selectClass}>
        {children}
      </select>
    </div>
  )
}

/** The form's submit button for a browser without JavaScript. */
export function ApplyButton() {
  const { t } = useTranslation()
  return (
    // data-apply: the signed-in screens' island hides it as it makes the selects send the form.
    <button type="submit" className={buttonClass('secondary')} {...attr(autosubmit.apply, true)}>
      {t('common.apply')}
    </button>
  )
}
