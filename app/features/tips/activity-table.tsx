import { useLocation } from '@remix-run/react'
import { AppLink } from '~/components/ui/app-link'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ACTIVITIES_LIMIT, type Activity } from '#contract/tips'
import { formatActivityDate, formatMoney, formatShare } from '~/utils/format'
import { pageSearch, type Paging } from '~/utils/paging'
import { PageSizeForm } from '~/components/ui/page-size-form'
import { Badge } from '~/components/ui/badge'
import { EmptyState } from '~/components/ui/empty-state'
import { Table } from '~/components/ui/table'

/**
 * Activities (tips with rating, review and reactions), newest first. PENDING activities get
 * a change-recipient link when `editTo` is given; a receipt opens its dialog, which
 * downloads it through the back-office (never straight from /api/v1, whose errors are JSON).
 */
export function ActivityTable({
  activities,
  showMember = true,
  showBox = true,
  editTo,
  receiptTo,
}: {
  activities: Activity[]
  showMember?: boolean
  showBox?: boolean
  editTo?: (activity: Activity) => string
  /** The receipt dialog of an activity. */
  receiptTo: (activity: Activity) => string
}) {
  const { t, i18n } = useTranslation()
  const columns = [
    // 'D MMM, HH:mm' on one line: a wrapped date reads as three values.
    { key: 'ts', header: t('activity.date'), cell: (a: Activity) => formatActivityDate(a.localTime, i18n.language), className: 'whitespace-nowrap' },
    ...(showBox ? [{ key: 'box', header: t('activity.box'), cell: (a: Activity) => a.boxName || t('boxes.default'), long: true }] : []),
    ...(showMember ? [{ key: 'member', header: t('activity.member'), cell: (a: Activity) => a.memberName ?? '—', long: true }] : []),
    { key: 'table', header: t('activity.table'), cell: (a: Activity) => a.placementTitle ?? '—' },
    { key: 'amount', header: t('activity.amount'), cell: (a: Activity) => formatMoney(a.amount, a.currency), className: 'text-right whitespace-nowrap' },
    {
      key: 'bill',
      header: t('activity.bill'),
      // The amount never breaks (no-break spaces); the share may go under it.
      cell: (a: Activity) => (a.billAmount === null ? '—' : `${formatMoney(a.billAmount, a.currency)} (${formatShare(a.amount, a.billAmount)})`),
    },
    { key: 'rating', header: t('activity.rating'), cell: (a: Activity) => (a.rating === null ? '—' : `${'★'.repeat(a.rating)}${'☆'.repeat(5 - a.rating)}`), className: 'whitespace-nowrap' },
    {
      key: 'review',
      header: t('activity.review'),
      cell: (a: Activity) => (
        <div className="space-y-1">
          {a.review ? <p className="max-w-xs">{a.review}</p> : null}
          {a.likes.length ? (
            <div className="flex flex-wrap gap-1">
              {a.likes.map((like) => (
                <Badge key={like}>{t(`charts.likes.${like}`)}</Badge>
              ))}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('activity.status'),
      cell: (a: Activity) => (
        <div className="flex flex-col items-start gap-1">
          {a.status === 'PENDING' ? <Badge tone="warning">{t('activity.pending')}</Badge> : null}
          {a.status === 'PENDING' && editTo ? (
            <AppLink to={editTo(a)} preventScrollReset className="text-sm font-medium text-brand-700 hover:underline">
              {t('activity.changeRecipient')}
            </AppLink>
          ) : null}
          <AppLink to={receiptTo(a)} preventScrollReset className="text-sm text-brand-700 hover:underline">
            {t('activity.receipt')}
          </AppLink>
        </div>
      ),
    },
  ]
  return (
    <Table
      caption={t('activity.title')}
      rows={activities}
      rowKey={(a) => a.id}
      columns={columns}
      empty={<EmptyState title={t('activity.none')} />}
    />
  )
}

/**
 * The activities section of a tips screen: its title, an optional filter, the table whose
 * dialogs (change recipient, receipt) open under `screenUrl`, keeping the range and the page
 * in the URL, and, when the loader drew one page of the activities, the page links.
 */
export function ActivitySection({
  screenUrl,
  canManage,
  filter,
  paging,
  ...table
}: Omit<Parameters<typeof ActivityTable>[0], 'editTo' | 'receiptTo'> & {
  screenUrl: string
  canManage: boolean
  filter?: ReactNode
  paging?: Paging
}) {
  const { t } = useTranslation()
  const { search } = useLocation()
  return (
    <section aria-labelledby="activities-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="activities-title" className="text-lg font-semibold">
          {t('activity.title')}
        </h2>
        {filter}
      </div>
      <ActivityTable
        {...table}
        editTo={canManage ? (a) => `${screenUrl}/activities/${a.id}${search}` : undefined}
        receiptTo={(a) => `${screenUrl}/receipts/${a.id}${search}`}
      />
      {paging && paging.total > 0 ? <Pager paging={paging} /> : null}
    </section>
  )
}


/**
 * Which rows are shown, plain GET links to the previous and next page (with every other query
 * parameter kept), so paging works without JavaScript and a page can be linked to, and the
 * rows per page (SPEC.md 9: 10 unless chosen).
 */
function Pager({ paging }: { paging: Paging }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const first = (paging.page - 1) * paging.size + 1
  const last = Math.min(paging.total, paging.page * paging.size)
  const link = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-50'
  const idle = 'rounded-md border border-slate-200 px-3 py-1.5 text-slate-400'
  return (
    <nav aria-label={t('activity.pages')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600" data-testid="activity-shown">
        {t('activity.shown', { first, last, total: paging.total })}
        {paging.total >= ACTIVITIES_LIMIT ? ` ${t('activity.limitReached', { limit: ACTIVITIES_LIMIT })}` : null}
      </p>
      {paging.pageCount > 1 ? (
        <div className="flex items-center gap-2">
          {paging.page > 1 ? (
            <AppLink to={`${pathname}${pageSearch(search, paging.page - 1)}`} rel="prev" className={link}>
              {t('activity.previousPage')}
            </AppLink>
          ) : (
            <span aria-disabled="true" className={idle}>
              {t('activity.previousPage')}
            </span>
          )}
          <span className="whitespace-nowrap text-slate-700">{t('activity.pageOf', { page: paging.page, pages: paging.pageCount })}</span>
          {paging.page < paging.pageCount ? (
            <AppLink to={`${pathname}${pageSearch(search, paging.page + 1)}`} rel="next" className={link}>
              {t('activity.nextPage')}
            </AppLink>
          ) : (
            <span aria-disabled="true" className={idle}>
              {t('activity.nextPage')}
            </span>
          )}
        </div>
      ) : null}
      <PageSizeForm size={paging.size} />
    </nav>
  )
}
