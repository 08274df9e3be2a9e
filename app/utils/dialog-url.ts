/**
 * Where a dialog goes back to. A dialog is a child route drawn over its parent screen, so
 * "back" is always the parent route's URL with the screen's own query (range, filters, page):
 * computed once here from the route matches, never from a pattern of the dialog's path.
 */
import { isSafeRedirectPath } from './safe-redirect'

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
 * True when `candidate` (a path with an optional query) is a same-origin path that lies above
 * `dialogPath`: a form may only send the user back to a screen its dialog is drawn over.
 */
export function isScreenUnder(candidate: string, dialogPath: string): boolean {
  if (!isSafeRedirectPath(candidate)) return false
  const pathname = new URL(candidate, 'http://x.invalid').pathname.replace(/\/+$/, '') || '/'
  if (pathname === dialogPath) return false
  return pathname === '/' || dialogPath.startsWith(`${pathname}/`)
}
