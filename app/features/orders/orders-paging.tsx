/**
 * Previous / Next links of the orders list (`?page=`, every other parameter kept) and what is
 * shown of how many (SPEC.md 9): the exact count when it is known (the summary on page 1, the
 * last page), 'more than N' while a full page says there are more.
 */
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { pageSearch } from '~/utils/paging'

export function OrdersPaging({ page, size, shown, total, exact }: { page: number; size: number; shown: number; total: number; exact: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const first = (page - 1) * size + 1
  const last = (page - 1) * size + shown
  const more = total > page * size
  return (
    <nav aria-label={t('orders.list.pages')} className="flex flex-wrap items-center gap-2 text-sm">
      {page > 1 ? (
        <Link to={`${pathname}${pageSearch(search, page - 1)}`} rel="prev" preventScrollReset className={buttonClass('secondary')}>
          {t('orders.list.previous')}
        </Link>
      ) : null}
      {shown > 0 ? (
        <span className="whitespace-nowrap text-slate-700" data-testid="orders-shown">
          {exact ? t('orders.list.shown', { first, last, total }) : t('orders.list.shownOfMore', { first, last })}
        </span>
      ) : null}
      {more ? (
        <Link to={`${pathname}${pageSearch(search, page + 1)}`} rel="next" preventScrollReset className={buttonClass('secondary')}>
          {t('orders.list.next')}
        </Link>
      ) : null}
    </nav>
  )
}
