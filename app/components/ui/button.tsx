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
  children: ReactNode
}

/** A form's submit button (`type="submit"` unless told otherwise) in one of the variants. */
export function Button({ variant = 'primary', className, ...rest }: ButtonProps) {
  // The primary button of a dialog without fields is where its focus starts (dialog-start.tsx).
  const startsDialog = useDialogStartButton((rest.type ?? 'submit') === 'submit' && !rest.disabled && !rest.hidden)
  return <button type="submit" {...rest} autoFocus={startsDialog || rest.autoFocus} className={buttonClass(variant, className)} />
}
