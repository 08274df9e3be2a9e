/**
 * A row's menu: a `<details>` whose summary is the button and whose panel holds links, so it
 * opens and works without JavaScript. Its summary and links are left alone by the row's click
 * (browser/row-link.ts), which opens the row's details.
 */
import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'

export function RowMenu({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="relative inline-block">
      <details className="group" data-testid={testId}>
        <summary aria-label={label} className={buttonClass('ghost', 'min-h-8 cursor-pointer list-none px-2 py-1 [&::-webkit-details-marker]:hidden')}>
          <span aria-hidden="true">⋯</span>
        </summary>
        <div className="absolute right-0 z-30 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">{children}</div>
      </details>
    </div>
  )
}

/** A line of the menu's panel. */
export const menuItemClass =
  'block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
