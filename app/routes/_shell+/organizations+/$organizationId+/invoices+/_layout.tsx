/**
 * Invoices (SPEC.md 2 "Invoices", MANAGE_INVOICES on a paymentsEnabled organization): two tabs,
 * links with the tab in the URL (`?tab=payment`, default, or `?tab=organization`); the choice
 * only with VIEW_ORGANIZATION_INVOICES, otherwise the payment invoices alone. Payment invoices:
 * date, number, order amount, VAT and registration number, customer (name over address),
 * e-mail; a row
 * opens the invoice dialog of its payment. Organization invoices: date, number, the period
 * billed, amount, tax and the PDF. Both a page at a time (`?page=`, `?size=`), newest first.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ShellErrorBoundary } from '~/components/not-found'
import { Table } from '~/components/ui/table'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import { listOrganizationInvoices, listPaymentInvoices } from '~/features/payments/invoices.server'
import { platformPage } from '~/features/payments/payment-list'
import { organizationInvoiceRowView, paymentInvoiceRowView, type OrganizationInvoiceRowView, type PaymentInvoiceRowView } from '~/features/payments/payment-view'
import { ListFrame } from '~/features/payments/list-frame'
import { screenQueryOf } from '~/features/payments/screen-query'
import { loadListPage, requirePaymentsScreen } from '~/features/payments/screens.server'
import type { TitleHandle } from '~/utils/document-title'

const LOAD_FAILED = 'invoices.loadFailed'
const INVOICES_PANEL = 'invoices-panel'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url, list, language } = await requirePaymentsScreen(args, 'MANAGE_INVOICES')
  const tabs = organization.permissions.includes('VIEW_ORGANIZATION_INVOICES')
  const tab = tabs && url.searchParams.get('tab') === 'organization' ? 'organization' : 'payment'
  const { timeZone } = organization
  const common = { organization: { id: organization.id }, tabs, list }
  if (tab === 'organization') {
    const shown = await loadListPage(
      listOrganizationInvoices(api, organization.id, platformPage(list)),
      (page) => page.invoices.map((i) => organizationInvoiceRowView(i, timeZone)),
      list,
      LOAD_FAILED,
    )
    return json({ ...common, tab, payment: null, organizationRows: shown.rows, loadError: shown.loadError, paging: shown.paging })
  }
  const shown = await loadListPage(
    listPaymentInvoices(api, organization.id, platformPage(list)),
    (page) => page.invoices.map((i) => paymentInvoiceRowView(i, timeZone, language)),
    list,
    LOAD_FAILED,
  )
  return json({ ...common, tab, payment: shown.rows, organizationRows: null, loadError: shown.loadError, paging: shown.paging })
}

export default function InvoicesScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const base = `/organizations/${data.organization.id}/invoices`
  const query = screenQueryOf(useLocation().search)
  const rows = data.tab === 'organization' ? data.organizationRows : data.payment
  return (
    <ListFrame
      title={t('invoices.title')}
      above={
        data.tabs ? (
          <Tabs
            label={t('invoices.tabs.label')}
            panel={INVOICES_PANEL}
            items={[
              { label: t('invoices.tabs.payment'), to: base, selected: data.tab === 'payment' },
              { label: t('invoices.tabs.organization'), to: `${base}?tab=organization`, selected: data.tab === 'organization' },
            ]}
          />
        ) : null
      }
      loadError={data.loadError}
      rowCount={rows?.length ?? null}
      emptyTitle={data.list.page > 1 ? t('invoices.noneOnPage') : t('invoices.none')}
      list={data.list}
      paging={data.paging}
    >
      <TabPanel id={data.tabs ? INVOICES_PANEL : null}>
        {data.organizationRows ? (
          <OrganizationInvoicesTable rows={data.organizationRows} pdfTo={(row) => `${base}/organization/${row.id}${query}`} />
        ) : (
          <PaymentInvoicesTable rows={data.payment ?? []} rowTo={(row) => `${base}/invoice/${row.paymentId}${query}`} />
        )}
      </TabPanel>
    </ListFrame>
  )
}

function PaymentInvoicesTable({ rows, rowTo }: { rows: PaymentInvoiceRowView[]; rowTo: (row: PaymentInvoiceRowView) => string }) {
  const { t } = useTranslation()
  return (
    <Table
      caption={t('invoices.tabs.payment')}
      rows={rows}
      rowKey={(row) => row.id}
      rowTo={rowTo}
      columns={[
        {
          key: 'date',
          header: t('invoices.columns.date'),
          cell: (row) => (
            <>
              <span className="whitespace-nowrap">{row.date}</span>
              <span className="sr-only"> {t('invoices.invoiceOf', { number: row.number })}</span>
            </>
          ),
        },
        { key: 'number', header: t('invoices.columns.number'), cell: (row) => row.number },
        { key: 'orderAmount', header: t('invoices.columns.orderAmount'), cell: (row) => <span className="whitespace-nowrap">{row.orderAmount}</span>, className: 'text-right' },
        {
          // The two codes over each other: short, they never wrap.
          key: 'codes',
          header: t('invoices.columns.codes'),
          cell: (row) => (
            <span className="whitespace-nowrap">
              {row.vatNumber ?? '—'}
              {row.regNumber ? <span className="block text-slate-600">{row.regNumber}</span> : null}
            </span>
          ),
        },
        {
          // Name over address, in a box wide enough for a usual address on one line (an 8rem
          // box wrapped code, name and address to five or six lines at 1280 px).
          key: 'customer',
          header: t('invoices.columns.customer'),
          cell: (row) =>
            row.name || row.address ? (
              <div className="sm:min-w-[22rem] sm:max-w-[26rem]" data-testid="invoice-customer">
                {row.name ? <span className="block font-medium">{row.name}</span> : null}
                {row.address ? <span className="block text-slate-600">{row.address}</span> : null}
              </div>
            ) : (
              '—'
            ),
        },
        { key: 'email', header: t('invoices.fields.customerEmail'), cell: (row) => row.email ?? '—', long: true },
      ]}
    />
  )
}

function OrganizationInvoicesTable({ rows, pdfTo }: { rows: OrganizationInvoiceRowView[]; pdfTo: (row: OrganizationInvoiceRowView) => string }) {
  const { t } = useTranslation()
  return (
    <Table
      caption={t('invoices.tabs.organization')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'date', header: t('invoices.columns.date'), cell: (row) => <span className="whitespace-nowrap">{row.date}</span> },
        { key: 'number', header: t('invoices.columns.number'), cell: (row) => row.number },
        { key: 'period', header: t('invoices.columns.period'), cell: (row) => <span className="whitespace-nowrap">{row.period}</span> },
        { key: 'amount', header: t('invoices.columns.amount'), cell: (row) => <span className="whitespace-nowrap">{row.amount}</span>, className: 'text-right' },
        { key: 'tax', header: t('invoices.columns.tax'), cell: (row) => <span className="whitespace-nowrap">{row.tax}</span>, className: 'text-right' },
        {
          key: 'pdf',
          header: <span className="sr-only">{t('invoices.columns.pdf')}</span>,
          label: t('invoices.columns.pdf'),
          // A plain link: the route answers the PDF (the browser stays here) or comes back with a message.
          cell: (row) => (
            <a href={pdfTo(row)} className="font-medium text-brand-700 hover:underline">
              {t('invoices.downloadPdf')}
              <span className="sr-only"> {row.number}</span>
            </a>
          ),
        },
      ]}
    />
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'invoices.title' }
