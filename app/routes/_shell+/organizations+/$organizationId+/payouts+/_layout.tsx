/**
 * Payouts (SPEC.md 2 "Payouts", VIEW_PAYOUTS on a paymentsEnabled organization): the money paid
 * out to the venue's bank a page at a time (`?page=`, `?size=`), latest arrival first, with
 * arrival date, bank statement text and amount. Each row opens its days in place (a `<details>`,
 * so without JavaScript too): per day the transfer, the refunds, the adjustments with their
 * descriptions and what the day adds. 'Export' downloads payouts.xlsx through `export`.
 */
import { Badge } from '~/components/ui/badge'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ShellErrorBoundary } from '~/components/not-found'
import { buttonClass } from '~/components/ui/button'
import { Table } from '~/components/ui/table'
import { listPayouts } from '~/features/payments/payouts.server'
import { platformPage } from '~/features/payments/payment-list'
import { payoutRowView, type PayoutRowView } from '~/features/payments/payment-view'
import { ListFrame } from '~/features/payments/list-frame'
import { screenQueryOf } from '~/features/payments/screen-query'
import { loadListPage, requirePaymentsScreen } from '~/features/payments/screens.server'
import type { TitleHandle } from '~/utils/document-title'
import { attr, styles } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, list } = await requirePaymentsScreen(args, 'VIEW_PAYOUTS')
  const shown = await loadListPage(listPayouts(api, organization.id, platformPage(list)), (page) => page.payouts.map(payoutRowView), list, 'payouts.loadFailed')
  return json({ organization: { id: organization.id }, list, ...shown })
}

export default function PayoutsScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const query = screenQueryOf(useLocation().search)
  return (
    <ListFrame
      title={t('payouts.title')}
      actions={
        // A plain link: the route answers the spreadsheet (the browser stays here) or comes back with a message.
        <a href={`/organizations/${data.organization.id}/payouts/export${query}`} className={buttonClass('secondary')}>
          {t('payouts.export')}
        </a>
      }
      loadError={data.loadError}
      rowCount={data.rows?.length ?? null}
      emptyTitle={data.list.page > 1 ? t('payouts.noneOnPage') : t('payouts.none')}
      list={data.list}
      paging={data.paging}
    >
      <Table
        caption={t('payouts.title')}
        rows={data.rows ?? []}
        rowKey={(row) => row.id}
        columns={[
          { key: 'arrival', header: t('payouts.columns.arrival'), cell: (row) => <span className="whitespace-nowrap">{row.arrival}</span> },
          { key: 'statement', header: t('payouts.columns.statement'), cell: (row) => <PayoutDays row={row} /> },
          { key: 'amount', header: t('payouts.columns.amount'), cell: (row) => <span className="whitespace-nowrap">{row.amount}</span>, className: 'text-right align-top' },
        ]}
      />
    </ListFrame>
  )
}

/**
 * The statement text, opening the payout's days. On a phone the days stack as the screen's own
 * rows do (components/ui/table.tsx): the date, then each amount beside its name, written by CSS
 * from `data-label`; five columns squeezed into the statement's cell broke their headers letter
 * by letter and widened the page. From 640 px up they are a table whose headers stay whole.
 */
function PayoutDays({ row }: { row: PayoutRowView }) {
  const { t } = useTranslation()
  const value = 'data-cell-value data-cell-labelled py-1 pr-3 text-right'
  return (
    <details data-testid="payout-days" className="min-w-0 flex-1">
      <summary className="cursor-pointer text-brand-700 hover:underline">
        {row.scheduled ? (
          <>
            <Badge tone="warning">{t('payouts.scheduled')}</Badge> {t('payouts.arrives', { date: row.arrival })}
          </>
        ) : (
          row.statement
        )}
      </summary>
      <table className="mt-2 w-full text-xs max-sm:block">
        <caption className="sr-only">
          {row.scheduled ? t('payouts.days.captionScheduled', { date: row.arrival }) : t('payouts.days.caption', { statement: row.statement })}
        </caption>
        <thead className="max-sm:sr-only">
          <tr className="whitespace-nowrap text-left text-slate-600">
            <th scope="col" className="py-1 pr-3 font-medium">{t('payouts.days.date')}</th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">{t('payouts.days.transfer')}</th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">{t('payouts.days.refund')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('payouts.days.adjustments')}</th>
            <th scope="col" className="py-1 text-right font-medium">{t('payouts.days.net')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {row.days.map((day) => (
            <tr key={day.day} data-testid="payout-day" className="max-sm:block max-sm:space-y-0.5 max-sm:py-1.5">
              <td className="data-cell-title whitespace-nowrap py-1 pr-3">{day.day}</td>
              <td {...attr(styles.label, t('payouts.days.transfer'))} className={`${value} whitespace-nowrap`}>{day.transfer}</td>
              <td {...attr(styles.label, t('payouts.days.refund'))} className={`${value} whitespace-nowrap`}>{day.refund}</td>
              <td {...attr(styles.label, t('payouts.days.adjustments'))} className={`${value} sm:text-left`}>
                <span>
                  {day.adjustments.length === 0
                    ? '—'
                    : day.adjustments.map((a, index) => (
                        <span key={index} className="block">
                          <span className="whitespace-nowrap">{a.amount}</span> {a.description}
                        </span>
                      ))}
                </span>
              </td>
              <td {...attr(styles.label, t('payouts.days.net'))} className={`${value} whitespace-nowrap sm:pr-0`}>{day.net}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'payouts.title' }
