/**
 * The header's drop-down menus (the switches, the period): a `<details>` whose summary is the
 * button and whose panel holds links and form buttons, so it opens and works without
 * JavaScript. Its user keys it by what it shows, so after a choice it is drawn closed again.
 */
import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'

export function DropMenu({ summary, children, testId, align = 'left' }: { summary: ReactNode; children: ReactNode; testId?: string; align?: 'left' | 'right' }) {
  return (
    <details className="group relative" data-testid={testId}>
      <summary className={buttonClass('secondary', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        {summary}
        <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div
        className={cx(
          'absolute z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg',
          // On a phone the menus stack at the left edge; beside the title they open towards the left.
          align === 'right' ? 'left-0 sm:left-auto sm:right-0' : 'left-0',
        )}
      >
        {children}
      </div>
    </details>
  )
}

/** A line of a menu panel: a link or a button looks the same. */
export const menuItemClass = (current = false) =>
  cx(
    'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    current ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-800',
  )
