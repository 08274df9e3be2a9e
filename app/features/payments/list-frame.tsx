/**
 * The frame of a payments-family list screen: the title and its actions, a refused download's
 * message (`?downloadError=`), the list's own 'Unable to load …' in place, the table or an empty
 * state, the paging, and the dialogs' <Outlet/>.
 */
import { Outlet, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { EmptyState } from '~/components/ui/empty-state'
import { DOWNLOAD_ERROR_PARAM, downloadErrorMessage } from '~/features/payments/payment-downloads'
import { ListPaging } from './list-paging'

interface ListFrameProps {
  title: string
  actions?: ReactNode
  /** Between the title and the list (the Invoices tabs). */
  above?: ReactNode
  loadError: string | null
  rowCount: number | null
  emptyTitle: string
  list: { page: number; size: number }
  paging: { total: number; exact: boolean }
  /** The id of the region an as-you-type search swaps (the rows, their controls and paging). */
  results?: string
  /** Above the rows, inside that region (a period, a sort): they keep the search the rows show. */
  controls?: ReactNode
  children: ReactNode
}

export function ListFrame({ title, actions, above, loadError, rowCount, emptyTitle, list, paging, results, controls, children }: ListFrameProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const downloadError = downloadErrorMessage(params.get(DOWNLOAD_ERROR_PARAM))
  return (
    <div className="space-y-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {above}
      <div id={results} className="space-y-4">
        {controls}
        {downloadError ? <Banner tone="error">{t(downloadError)}</Banner> : null}
        {loadError ? <Banner tone="error">{t(loadError)}</Banner> : null}
        {rowCount === null ? null : rowCount > 0 ? children : <EmptyState title={emptyTitle} />}
        <ListPaging page={list.page} size={list.size} shown={rowCount ?? 0} total={paging.total} exact={paging.exact} label={title} />
      </div>
      <Outlet />
    </div>
  )
}
