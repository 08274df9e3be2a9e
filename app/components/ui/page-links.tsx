/**
 * Previous / next links of a list drawn a page at a time (`?page=`, app/utils/paging.ts): plain
 * GET links that keep the rest of the query, so paging works without JavaScript.
 */
import { useLocation } from '@remix-run/react'
import { AppLink } from '~/components/ui/app-link'
import { useTranslation } from 'react-i18next'
import { pageSearch, type Paging } from '~/utils/paging'
import { DEFAULT_PAGE_SIZE } from '#contract/page-sizes'
import { PageSizeForm } from '~/components/ui/page-size-form'

const link = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-50'

/**
 * Nothing when everything fits on one page. `label` names the list for screen readers; `param`
 * is the query parameter of the page (a dialog's list over a paged screen has its own).
 */
export function PageLinks({ paging, label, param = 'page' }: { paging: Paging; label: string; param?: string }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (paging.pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center gap-2 text-sm">
      {paging.page > 1 ? (
        <AppLink to={`${pathname}${pageSearch(search, paging.page - 1, param)}`} rel="prev" preventScrollReset className={link}>
          {t('activity.previousPage')}
        </AppLink>
      ) : null}
      <span className="whitespace-nowrap text-slate-700">{t('activity.pageOf', { page: paging.page, pages: paging.pageCount })}</span>
      {paging.page < paging.pageCount ? (
        <AppLink to={`${pathname}${pageSearch(search, paging.page + 1, param)}`} rel="next" preventScrollReset className={link}>
          {t('activity.nextPage')}
        </AppLink>
      ) : null}
    </nav>
  )
}

/**
 * A screen's list paging (SPEC.md 9): the page links, and the rows per page once the list has
 * more rows than the smallest page holds.
 */
export function ListPaging({ paging, label }: { paging: Paging; label: string }) {
  if (paging.total <= DEFAULT_PAGE_SIZE && paging.size === DEFAULT_PAGE_SIZE) return null
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <PageLinks paging={paging} label={label} />
      <PageSizeForm size={paging.size} />
    </div>
  )
}
