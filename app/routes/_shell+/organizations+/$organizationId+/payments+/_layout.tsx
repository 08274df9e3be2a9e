/**
 * Payments (SPEC.md 2 "Payments", VIEW_PAYMENTS on a paymentsEnabled organization): the venue's
 * payments a page at a time (`?page=` from 1, `?size=`), of all time or a period (`?period=`, the
 * Orders screen's control), newest first or as `?sort=` says (by time or order amount), searched
 * as typed with `?q=` (a table, a card's last four, an amount), with date, order, table,
 * payment method, order amount, tip, proceeds and what was refunded. A row opens the payment's
 * details; its menu (a `<details>`, so it works without JavaScript) downloads the receipt and,
 * with MANAGE_INVOICES, opens the invoice dialog. The dialogs render in the list's <Outlet/>.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ShellErrorBoundary } from '~/components/not-found'
import { PeriodMenu } from '~/features/orders/period-menu'
import { Banner } from '~/components/ui/banner'
import { Table } from '~/components/ui/table'
import { listPayments } from '~/features/payments/payments.server'
import { PAYMENT_SORT_CHOICES, platformPage, platformSearch, readPaymentsSearch, type PaymentSortChoice } from '~/features/payments/payment-list'
import { ApplyButton, AutoSubmitSelect } from '~/components/ui/auto-submit-select'
import { SearchForm } from '~/components/ui/search-form'
import { formatDateTime } from '~/utils/format'
import { ALL_TIME, PAYMENT_PERIOD_CHOICES, PERIOD_PARAMS, readScreenPeriod, screenPeriodSpan, shownEnd, spanToQuery } from '~/features/orders/order-periods'
import { paymentRowView, type PaymentRowView } from '~/features/payments/payment-view'
import { ListFrame } from '~/features/payments/list-frame'
import { RowMenu, menuItemClass } from '~/features/payments/row-menu'
import { screenQueryOf } from '~/features/payments/screen-query'
import { loadListPage, requirePaymentsScreen } from '~/features/payments/screens.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, list, language, url } = await requirePaymentsScreen(args, 'VIEW_PAYMENTS')
  const { timeZone } = organization
  const search = readPaymentsSearch(url.searchParams)
  const { period, error: periodError } = readScreenPeriod(url.searchParams, timeZone, PAYMENT_PERIOD_CHOICES)
  const span = screenPeriodSpan(period, timeZone, new Date())
  const end = span && period.kind !== ALL_TIME ? shownEnd(period, span) : null
  const shown = await loadListPage(
    listPayments(api, organization.id, { ...platformPage(list), ...platformSearch(search), ...(span ? spanToQuery(span) : {}) }),
    (page) => page.payments.map((p) => paymentRowView(p, timeZone, language)),
    list,
    'payments.loadFailed',
  )
  return json({
    organization: { id: organization.id },
    canInvoice: organization.permissions.includes('MANAGE_INVOICES'),
    list,
    search,
    period: {
      kind: period.kind,
      from: span ? formatDateTime(span.start.toISOString(), timeZone) : null,
      to: end ? formatDateTime(end.toISOString(), timeZone) : null,
    },
    periodError,
    ...shown,
  })
}

export default function PaymentsScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const base = `/organizations/${data.organization.id}/payments`
  const query = screenQueryOf(useLocation().search)
  return (
    <ListFrame
      title={t('payments.title')}
      loadError={data.loadError}
      rowCount={data.rows?.length ?? null}
      emptyTitle={data.list.page > 1 ? t('payments.noneOnPage') : t('payments.none')}
      list={data.list}
      paging={data.paging}
      above={<PaymentsSearch sort={data.search.sort} q={data.search.q} />}
      results="payments-results"
      controls={
        <>
          <div className="flex flex-wrap items-end gap-3">
            <PeriodMenu
              key={query}
              screen={base}
              choices={PAYMENT_PERIOD_CHOICES}
              testId="payments-period"
              kind={data.period.kind}
              from={data.period.from}
              to={data.period.to}
            />
            <PaymentsSort sort={data.search.sort} q={data.search.q} size={data.list.size} />
          </div>
          {data.periodError ? <Banner tone="warning">{t(data.periodError)}</Banner> : null}
        </>
      }
    >
      <PaymentsTable rows={data.rows ?? []} base={base} query={query} canInvoice={data.canInvoice} />
    </ListFrame>
  )
}

/** The period's own parameters in the URL, for the forms that keep it. */
function PeriodFields() {
  const [params] = useSearchParams()
  return (
    <>
      {PERIOD_PARAMS.map((name) => {
        const value = params.get(name)
        return value === null ? null : <input key={name} type="hidden" name={name} value={value} />
      })}
    </>
  )
}

/** The search box: a GET form keeping the sort, the period and the rows per page, searching as it is typed (the rows' region swapped). */
function PaymentsSearch({ sort, q }: { sort: PaymentSortChoice; q: string }) {
  const { t } = useTranslation()
  return (
    <SearchForm id="payments-search" label={t('payments.search')} submitLabel={t('payments.searchSubmit')} value={q} maxLength={100} results="payments-results">
      {sort === 'ts.desc' ? null : <input type="hidden" name="sort" value={sort} />}
      <PeriodFields />
    </SearchForm>
  )
}

/** The sort: a GET form keeping the search, the period and the rows per page, starting again at page 1. */
function PaymentsSort({ sort, q, size }: { sort: PaymentSortChoice; q: string; size: number }) {
  const { t } = useTranslation()
  return (
    <Form method="get" preventScrollReset key={sort} className="flex flex-wrap items-end gap-2">
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <PeriodFields />
      <input type="hidden" name="size" value={size} />
      <AutoSubmitSelect label={t('payments.sort')} name="sort" value={sort}>
        {PAYMENT_SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`payments.sortBy.${choice.replace('.', '_')}`)}
          </option>
        ))}
      </AutoSubmitSelect>
      <ApplyButton />
    </Form>
  )
}

function PaymentsTable({ rows, base, query, canInvoice }: { rows: PaymentRowView[]; base: string; query: string; canInvoice: boolean }) {
  const { t } = useTranslation()
  return (
    <Table
      caption={t('payments.title')}
      rows={rows}
      rowKey={(row) => row.id}
      rowTo={(row) => `${base}/${row.id}${query}`}
      columns={[
        {
          key: 'date',
          header: t('payments.columns.date'),
          // The first cell is the link to the details: its name says which payment.
          cell: (row) => (
            <>
              <span className="whitespace-nowrap">{row.date}</span>
              <span className="sr-only">
                {' '}
                {row.orderNumber === null ? t('payments.tipPaymentOf', { date: row.date }) : t('payments.paymentOf', { number: row.orderNumber })}
              </span>
            </>
          ),
        },
        { key: 'order', header: t('payments.columns.order'), cell: (row) => row.orderNumber ?? t('payments.tipOnly') },
        { key: 'table', header: t('payments.columns.table'), cell: (row) => row.table ?? '—', long: true },
        {
          key: 'method',
          header: t('payments.columns.method'),
          cell: (row) => (
            <span>
              {t(row.methodKey)}
              <span className="block text-xs text-slate-600">{row.methodSummary}</span>
            </span>
          ),
        },
        { key: 'orderAmount', header: t('payments.columns.orderAmount'), cell: (row) => <span className="whitespace-nowrap">{row.orderAmount}</span>, className: 'text-right' },
        { key: 'tip', header: t('payments.columns.tip'), cell: (row) => <span className="whitespace-nowrap">{row.tip}</span>, className: 'text-right' },
        {
          key: 'proceeds',
          header: t('payments.columns.proceeds'),
          cell: (row) => (
            <span className="whitespace-nowrap">
              {row.proceeds}
              {row.refunded ? <span className="block text-xs text-red-700">{t('payments.refundedAmount', { amount: row.refunded })}</span> : null}
            </span>
          ),
          className: 'text-right',
        },
        {
          key: 'menu',
          header: <span className="sr-only">{t('payments.columns.actions')}</span>,
          cell: (row) => (
            <RowMenu
              label={row.orderNumber === null ? t('payments.menu.openTip', { date: row.date }) : t('payments.menu.open', { number: row.orderNumber })}
              testId="payment-menu"
            >
              {/* A plain link: the route answers a file (the browser stays here) or comes back with a message. */}
              <a href={`${base}/receipt/${row.id}${query}`} className={menuItemClass}>
                {t('payments.menu.receipt')}
              </a>
              {canInvoice ? (
                <Link to={`${base}/invoice/${row.id}${query}`} preventScrollReset className={menuItemClass}>
                  {t('payments.menu.invoice')}
                </Link>
              ) : null}
            </RowMenu>
          ),
        },
      ]}
    />
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'payments.title' }
