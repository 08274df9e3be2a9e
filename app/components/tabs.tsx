import { NavLink } from '@remix-run/react'
import { cx } from './cx'

/** Tabs are links (state lives in the URL), so they work without JavaScript. */
export function Tabs({ label, items }: { label: string; items: { label: string; to: string; end?: boolean }[] }) {
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="-mb-px flex gap-4 overflow-x-auto">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cx(
                  'inline-block border-b-2 px-1 py-2 text-sm font-medium',
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
