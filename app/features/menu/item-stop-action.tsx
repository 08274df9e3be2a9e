/**
 * The Menu page's stop-list pieces of an item row (SPEC.md 2 "Menu page": add to or remove from
 * the stop list): the 'Sold out' badge of an item on the stop list, and the link opening the
 * dialog that adds it (`items/:itemId/stop`) or puts it back (`items/:itemId/unstop`), for a user
 * who may use the stop list (VIEW_STOP_LIST). Links keep the page's query (language, open category).
 */
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'

export function SoldOutBadge({ stopped }: { stopped: boolean }) {
  const { t } = useTranslation()
  return stopped ? <Badge tone="warning">{t('stopList.soldOut')}</Badge> : null
}

interface ItemStopActionProps {
  /** The user holds VIEW_STOP_LIST on the organization. */
  allowed: boolean
  stopped: boolean
  /** The item's path under the menu: `/organizations/:id/menu/:menuId/items/:itemId`. */
  itemPath: string
  name: string
}

export function ItemStopAction({ allowed, stopped, itemPath, name }: ItemStopActionProps) {
  const { t } = useTranslation()
  const { search } = useLocation()
  if (!allowed) return null
  return (
    <Link
      to={`${itemPath}/${stopped ? 'unstop' : 'stop'}${search}`}
      preventScrollReset
      className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-brand-50"
      aria-label={stopped ? t('stopList.removeItemNamed', { name }) : t('stopList.addItemNamed', { name })}
    >
      {stopped ? t('stopList.removeItem') : t('stopList.addItem')}
    </Link>
  )
}
