import type { SubmissionResult } from '@conform-to/react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '~/utils/messages'
import { cx } from '~/components/ui/cx'
import { useDialogStart } from '~/components/ui/dialog-start'

/** Translated error messages under a control; `id` is what aria-describedby points at. */
/**
 * Every message of an action's result (form-level first), for the small forms that are not
 * a conform form of their own (a row of buttons each posting one choice).
 */
export function resultMessages(result: SubmissionResult<string[]> | null | undefined): string[] {
  if (!result?.error) return []
  const { '': form = [], ...fields } = result.error
  return [...(form ?? []), ...Object.values(fields).flatMap((list) => list ?? [])]
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation()
  const list = (errors ?? []).filter(Boolean)
  if (list.length === 0) return null
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700" role="alert">
      {list.map((e) => (
        <li key={e}>{translateMessage(t, e)}</li>
      ))}
    </ul>
  )
}

export const inputClass = (invalid?: boolean) =>
  cx(
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
    'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40',
    invalid ? 'border-red-500' : 'border-slate-300',
  )

interface FieldProps {
  label: ReactNode
  /** The input's attributes; `data-*` ones too (an island reads them, app/browser/islands). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string } & { [data: `data-${string}`]: string | undefined }
  errors?: string[] | null
  help?: ReactNode
  className?: string
}

/** A labelled input with its error list, wired for screen readers. */
export function Field({ label, inputProps, errors, help, className }: FieldProps) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined
  const helpId = help ? `${inputProps.id}-help` : undefined
  const startsDialog = useDialogStart(!inputProps.disabled && inputProps.type !== 'hidden')
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={inputProps.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...inputProps}
        autoFocus={startsDialog || inputProps.autoFocus}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
        className={cx(inputClass(Boolean(errorId)), inputProps.className)}
      />
      {help ? (
        <p id={helpId} className="text-sm text-slate-500">
          {help}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
