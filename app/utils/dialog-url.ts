/**
 * Where a dialog goes back to. A dialog is a child route drawn over its parent screen, so
 * "back" is always the parent route's URL with the screen's own query (range, filters, page):
 * computed once here from the route matches, never from a pattern of the dialog's path.
 */
import { sameSitePath } from '../../contract/safe-redirect'

/** The hidden form field a dialog's form carries its way back in (see returnFromDialog). */
export const BACK_FIELD = 'backTo'

/** `search` without the parameters that belong to the dialog, not to the screen under it. */
export function screenSearch(search: string, dialogParams: readonly string[] = []): string {
  const params = new URLSearchParams(search)
  for (const name of [...dialogParams, BACK_FIELD]) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** The path one segment up: a resource route's dialog, or a dialog's screen when nothing better is known. */
export function parentPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed.slice(0, trimmed.lastIndexOf('/')) || '/'
}

/**
 * `candidate` (a path with an optional query) as the browser would follow it, when that is a
 * same-origin path that lies above `dialogPath`, else null: a form may only send the user back
 * to a screen its dialog is drawn over.
 */
export function screenUnder(candidate: string, dialogPath: string): string | null {
  const path = sameSitePath(candidate)
  if (!path) return null
  const pathname = new URL(path, 'http://x.invalid').pathname.replace(/\/+$/, '') || '/'
  if (pathname === dialogPath) return null
  return pathname === '/' || dialogPath.startsWith(`${pathname}/`) ? path : null
}
