import { Link, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Activity } from '../../contract/tips'
import { formatActivityDate, formatMoney, formatShare } from '../utils/format'
import { Badge } from './badge'
import { EmptyState } from './empty-state'
import { Table } from './table'

/**
 * Activities (tips with rating, review and reactions), newest first. PENDING activities get
 * a change-recipient link when `editTo` is given; receipts download from /api/v1.
 */
export function ActivityTable({
  activities,
  timeZone,
  showMember = true,
  showBox = true,
  editTo,
  receiptTo,
}: {
  activities: Activity[]
  timeZone: string
  showMember?: boolean
  showBox?: boolean
  editTo?: (activity: Activity) => string
  /** The receipt dialog of an activity; without it the link downloads at once. */
  receiptTo?: (activity: Activity) => string
}) {
  const { t, i18n } = useTranslation()
  const columns = [
    { key: 'ts', header: t('activity.date'), cell: (a: Activity) => formatActivityDate(a.ts, timeZone, i18n.language) },
    ...(showBox ? [{ key: 'box', header: t('activity.box'), cell: (a: Activity) => a.boxName || t('boxes.default') }] : []),
    ...(showMember ? [{ key: 'member', header: t('activity.member'), cell: (a: Activity) => a.memberName ?? '—' }] : []),
    { key: 'table', header: t('activity.table'), cell: (a: Activity) => a.placementTitle ?? '—' },
    { key: 'amount', header: t('activity.amount'), cell: (a: Activity) => formatMoney(a.amount, a.currency), className: 'text-right whitespace-nowrap' },
    {
      key: 'bill',
      header: t('activity.bill'),
      cell: (a: Activity) => (a.billAmount === null ? '—' : `${formatMoney(a.billAmount, a.currency)} (${formatShare(a.amount, a.billAmount)})`),
      className: 'whitespace-nowrap',
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
            <Link to={editTo(a)} preventScrollReset className="text-sm font-medium text-brand-700 hover:underline">
              {t('activity.changeRecipient')}
            </Link>
          ) : null}
          {receiptTo ? (
            <Link to={receiptTo(a)} preventScrollReset className="text-sm text-brand-700 hover:underline">
              {t('activity.receipt')}
            </Link>
          ) : (
            <a href={`/api/v1/business/activities/${a.id}/receipt.pdf`} className="text-sm text-brand-700 hover:underline" download>
              {t('activity.receipt')}
            </a>
          )}
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
 * The activities section of a tips screen: its title, an optional filter, and the table whose
 * dialogs (change recipient, receipt) open under `screenUrl`, keeping the range in the URL.
 */
export function ActivitySection({
  screenUrl,
  canManage,
  filter,
  ...table
}: Omit<Parameters<typeof ActivityTable>[0], 'editTo' | 'receiptTo'> & { screenUrl: string; canManage: boolean; filter?: ReactNode }) {
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
    </section>
  )
}
