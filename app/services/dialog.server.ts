/** The server half of dialog navigation (app/utils/dialog-url.ts). */
import { BACK_FIELD, isScreenUnder, parentPath, screenSearch } from '../utils/dialog-url'

/**
 * Where a dialog's form goes once it succeeds: the screen under the dialog, as the dialog
 * computed it from its parent route (it posts it in BACK_FIELD). That value is input, so it
 * must be a path above the dialog's own; otherwise the user goes one segment up, with the
 * screen's query kept.
 */
export function returnFromDialog(request: Request, form: FormData): string {
  const url = new URL(request.url)
  const claimed = form.get(BACK_FIELD)
  if (typeof claimed === 'string' && isScreenUnder(claimed, url.pathname)) return claimed
  return parentPath(url.pathname) + screenSearch(url.search)
}
