/**
 * Payments (SPEC.md 2 "Payments", VIEW_PAYMENTS on a paymentsEnabled organization): the venue's
 * payments a page at a time (`?page=` from 1, `?size=`), newest first or as `?sort=` says (by
 * time or order amount), searched with `?q=` (a table, a card's last four, an amount), with date, order, table,
 * payment method, order amount, tip, proceeds and what was refunded. A row opens the payment's
 * details; its menu (a `<details>`, so it works without JavaScript) downloads the receipt and,
 * with MANAGE_INVOICES, opens the invoice dialog. The dialogs render in the list's <Outlet/>.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ShellErrorBoundary } from '~/components/not-found'
import { Table } from '~/components/ui/table'
import { listPayments } from '~/models/payments.server'
import { PAYMENT_SORT_CHOICES, platformPage, platformSearch, readPaymentsSearch, type PaymentSortChoice } from '~/utils/payment-list'
import { ApplyButton, AutoSubmitSelect } from '~/components/ui/auto-submit-select'
import { SearchForm } from '~/components/ui/search-form'
import { paymentRowView, type PaymentRowView } from '~/utils/payment-view'
import { ListFrame } from '../__payments/list-frame'
import { RowMenu, menuItemClass } from '../__payments/row-menu'
import { screenQueryOf } from '../__payments/screen-query'
import { loadListPage, requirePaymentsScreen } from '../__payments/screens.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, list, language, url } = await requirePaymentsScreen(args, 'VIEW_PAYMENTS')
  const search = readPaymentsSearch(url.searchParams)
  const shown = await loadListPage(
    listPayments(api, organization.id, { ...platformPage(list), ...platformSearch(search) }),
    (page) => page.payments.map((p) => paymentRowView(p, organization.timeZone, language)),
    list,
    'payments.loadFailed',
  )
  return json({ organization: { id: organization.id }, canInvoice: organization.permissions.includes('MANAGE_INVOICES'), list, search, ...shown })
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
      above={<PaymentsSearchControls sort={data.search.sort} q={data.search.q} size={data.list.size} />}
    >
      <PaymentsTable rows={data.rows ?? []} base={base} query={query} canInvoice={data.canInvoice} />
    </ListFrame>
  )
}

/** The search box and the sort: GET forms, each keeping the other's choice and the rows per page, starting again at page 1. */
function PaymentsSearchControls({ sort, q, size }: { sort: PaymentSortChoice; q: string; size: number }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchForm id="payments-search" label={t('payments.search')} submitLabel={t('payments.searchSubmit')} value={q} maxLength={100}>
        {sort === 'ts.desc' ? null : <input type="hidden" name="sort" value={sort} />}
      </SearchForm>
      <Form method="get" preventScrollReset key={sort} className="flex flex-wrap items-end gap-2">
        {q ? <input type="hidden" name="q" value={q} /> : null}
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
    </div>
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
              <span className="sr-only"> {t('payments.paymentOf', { number: row.orderNumber })}</span>
            </>
          ),
        },
        { key: 'order', header: t('payments.columns.order'), cell: (row) => row.orderNumber },
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
            <RowMenu label={t('payments.menu.open', { number: row.orderNumber })} testId="payment-menu">
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
