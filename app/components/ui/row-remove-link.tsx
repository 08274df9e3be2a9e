/**
 * A table row's remove link: a trash icon named for what it removes, opening the confirmation
 * dialog (a route) with the screen's query. A click on it does not also open the row: the row's
 * click (browser/row-link.ts) leaves links alone.
 */
import { AppLink } from '~/components/ui/app-link'
import { TrashIcon } from '~/components/ui/icons'

export function RowRemoveLink({ to, label }: { to: string; label: string }) {
  return (
    <AppLink
      to={to}
      preventScrollReset
      className="inline-flex rounded p-2 text-red-700 hover:bg-red-50"
      aria-label={label}
    >
      <TrashIcon />
    </AppLink>
  )
}
