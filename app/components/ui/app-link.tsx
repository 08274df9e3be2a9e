/**
 * A link to an absolute path, for the many links of a list or the drawer: a plain `<a>`.
 * Remix's Link resolves its path through the router on every render, twice, with the location
 * and navigation contexts: on the Box screen, with five links to a row, that was a tenth of the
 * server's time (docs/decisions/0054).
 *
 * A relative path (which an `<a>` would resolve against the document's URL, and a Link against
 * the route) is always given to Link.
 */
import { Link, NavLink, useLocation } from '@remix-run/react'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

type Anchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

export interface AppLinkProps extends Anchor {
  to: string
  preventScrollReset?: boolean
  children?: ReactNode
}

export function AppLink({ to, preventScrollReset, ...rest }: AppLinkProps) {
  return to.startsWith('/') ? <a href={to} {...rest} /> : <Link to={to} preventScrollReset={preventScrollReset} {...rest} />
}

export interface AppNavLinkProps extends Omit<Anchor, 'className'> {
  to: string
  /** Active only on the path itself, not below it (NavLink's `end`). */
  end?: boolean
  className: (state: { isActive: boolean }) => string
  children?: ReactNode
}

/** The drawer's entries: as AppLink, marked `aria-current="page"` and styled while active. */
export function AppNavLink({ to, end, className, ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation()
  if (!to.startsWith('/')) return <NavLink to={to} end={end} className={className} {...rest} />
  const path = pathname.replace(/\/+$/, '') || '/'
  const target = to.replace(/\/+$/, '') || '/'
  const isActive = path === target || (!end && path.startsWith(`${target}/`))
  return <a href={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} {...rest} />
}
