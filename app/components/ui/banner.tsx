import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

export type Tone = 'info' | 'success' | 'warning' | 'error'

const tones: Record<Tone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
}

/**
 * A message block inside a page (verification status, forbidden, form-level errors). `heading`:
 * the banner is all the page says (an error page), so its title is the page's level-one heading.
 */
export function Banner({
  tone = 'info',
  title,
  heading = false,
  children,
  action,
  className,
}: {
  tone?: Tone
  title?: ReactNode
  heading?: boolean
  children?: ReactNode
  action?: ReactNode
  className?: string
}) {
  const Title = heading ? 'h1' : 'p'
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx('flex flex-col gap-2 rounded-md border p-4 sm:flex-row sm:items-center', tones[tone], className)}
    >
      <div className="flex-1">
        {title ? <Title className="font-semibold">{title}</Title> : null}
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}
