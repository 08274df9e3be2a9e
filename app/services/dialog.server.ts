/** The server half of dialog navigation (app/utils/dialog-url.ts). */
import { BACK_FIELD, parentPath, screenUnder, screenSearch } from '../utils/dialog-url'

/**
 * Where a dialog's form goes once it succeeds: the screen under the dialog, as the dialog
 * computed it from its parent route (it posts it in BACK_FIELD). That value is input, so it
 * must be a path above the dialog's own; otherwise the user goes one segment up, with the
 * screen's query kept.
 */
export function returnFromDialog(request: Request, form: FormData): string {
  const url = new URL(request.url)
  const claimed = form.get(BACK_FIELD)
  const back = typeof claimed === 'string' ? screenUnder(claimed, url.pathname) : null
  return back ?? parentPath(url.pathname) + screenSearch(url.search)
}

/**
 * Where the form of a dialog whose path is deeper than one segment below its screen returns
 * (a menu editor's, a table's `/tables/<id>/edit`): the screen it was drawn over (its form
 * posts that in BACK_FIELD, checked to be a path above the dialog), else `fallback` (the
 * screen's own URL: one segment up from `/items/<id>/edit` is no screen). A claimed path above the screen is
 * not taken either: the dialog's parent route is the screen, whatever the form says.
 */
export function backFromDialog(request: Request, form: FormData, fallback: string): string {
  const claimed = form.get(BACK_FIELD)
  const fallbackPath = fallback.split('?')[0]!
  // Only the screen itself (with its query), or one drawn over it: never a page further up.
  const ours =
    typeof claimed === 'string' &&
    (claimed === fallbackPath || claimed.startsWith(`${fallbackPath}?`) || claimed.startsWith(`${fallbackPath}/`))
  return (ours && screenUnder(claimed, new URL(request.url).pathname)) || fallback
}
