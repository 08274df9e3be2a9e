/**
 * The paging of the Payments, Invoices and Payouts lists (SPEC.md 9): Previous / Next links
 * (`?page=`, every other parameter kept), what is shown of how many ('more than N' while a full
 * page says there are more), and rows per page (10, 20, 50, 100) as a GET form that starts again
 * at page 1 (with JavaScript sent as soon as the choice changes; without it, by Apply).
 */
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { PageSizeForm } from '~/components/ui/page-size-form'
import { pageSearch } from '~/utils/paging'
import { DOWNLOAD_ERROR_PARAM } from '~/features/payments/payment-downloads'

interface ListPagingProps {
  page: number
  size: number
  shown: number
  total: number
  exact: boolean
  /** The list's name, for the paging's landmark ('Payments pages'). */
  label: string
}

export function ListPaging({ page, size, shown, total, exact, label }: ListPagingProps) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  // A download's message belongs to the page it was refused on.
  const kept = new URLSearchParams(search)
  kept.delete(DOWNLOAD_ERROR_PARAM)
  const first = (page - 1) * size + 1
  const last = (page - 1) * size + shown
  const more = total > page * size
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t('payments.list.pages', { list: label })} className="flex flex-wrap items-center gap-2 text-sm">
        {page > 1 ? (
          <Link to={`${pathname}${pageSearch(kept.toString(), page - 1)}`} rel="prev" preventScrollReset className={buttonClass('secondary')}>
            {t('payments.list.previous')}
          </Link>
        ) : null}
        {shown > 0 ? (
          <span className="whitespace-nowrap text-slate-700" data-testid="list-shown">
            {exact ? t('payments.list.shown', { first, last, total }) : t('payments.list.shownOfMore', { first, last })}
          </span>
        ) : null}
        {more ? (
          <Link to={`${pathname}${pageSearch(kept.toString(), page + 1)}`} rel="next" preventScrollReset className={buttonClass('secondary')}>
            {t('payments.list.next')}
          </Link>
        ) : null}
      </nav>
      <PageSizeForm size={size} drop={[DOWNLOAD_ERROR_PARAM]} />
    </div>
  )
}
