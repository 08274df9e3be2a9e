import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

export interface TabItem {
  label: string
  to: string
  /**
   * Whether this tab is the one shown. Said by the screen, which knows what its URL means:
   * tabs that differ only in their query (`?tab=bank`) all match the same path, so a path
   * match (NavLink) marked every one of them selected.
   */
  selected: boolean
}

/**
 * Tabs are links (state lives in the URL), so they work without JavaScript. Exactly the
 * selected one is styled and announced as selected (`aria-selected`, `aria-current`) and
 * controls the `TabPanel` named `panel`, which holds what it shows. Tab moves between them, as
 * between links.
 */
export function Tabs({ label, items, panel }: { label: string; items: TabItem[]; panel: string }) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-x-4 border-b border-slate-200">
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          role="tab"
          id={item.selected ? tabIdOf(panel) : undefined}
          aria-controls={item.selected ? panel : undefined}
          aria-selected={item.selected}
          aria-current={item.selected ? 'page' : undefined}
          preventScrollReset
          className={cx(
            '-mb-px min-w-0 flex-1 border-b-2 px-1 py-2 text-center text-sm sm:flex-none sm:text-left',
            item.selected ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent font-medium text-slate-600 hover:border-slate-300 hover:text-slate-900',
          )}
        >
          {item.label}
        </Link>
      ))}
    </div>
  )
}

const tabIdOf = (panel: string) => `${panel}-tab`

/**
 * What the selected tab of `Tabs` shows (a tab without its panel is announced as empty); `id`
 * null where the screen shows no tabs: then the content alone.
 */
export function TabPanel({ id, children }: { id: string | null; children: ReactNode }) {
  if (id === null) return <>{children}</>
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabIdOf(id)}>
      {children}
    </div>
  )
}
