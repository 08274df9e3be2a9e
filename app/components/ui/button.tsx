import { useNavigation } from '@remix-run/react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { useDialogStartButton } from '~/components/ui/dialog-start'

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost'

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-500/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-400',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-400',
}

export const buttonClass = (variant: Variant = 'primary', extra?: string) =>
  cx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed',
    variants[variant],
    extra,
  )

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  /** Force the pending state; otherwise it follows a submission of this button's intent. */
  pending?: boolean
  children: ReactNode
}

/**
 * A button that shows a spinner while its form is being submitted. Which submission is
 * "its own" is told by name/value (the intent), so two buttons in one form stay distinct.
 */
export function Button({ variant = 'primary', pending, className, children, disabled, ...rest }: ButtonProps) {
  const navigation = useNavigation()
  const submitting =
    navigation.state === 'submitting' &&
    (rest.name && rest.value !== undefined
      ? navigation.formData?.get(String(rest.name)) === String(rest.value)
      : rest.type !== 'button')
  const isPending = pending ?? submitting
  const startsDialog = useDialogStartButton((rest.type ?? 'submit') === 'submit' && !disabled && !rest.hidden)
  return (
    <button
      type="submit"
      {...rest}
      autoFocus={startsDialog || rest.autoFocus}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      className={buttonClass(variant, className)}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </button>
  )
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  )
}
