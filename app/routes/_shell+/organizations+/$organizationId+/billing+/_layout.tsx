/**
 * Billing (SPEC.md 2 "Billing", MANAGE_BILLING, otherwise the Organization screen): the
 * subscription (plan, price per interval, status label of section 4), the card it is paid with
 * (add or replace, remove after confirming), the company billing details ('Edit' opens their
 * dialog) and the subscription invoices a page at a time (`?page=`, from 1) with their PDFs.
 * A read that fails is only logged (SPEC.md 8): the screen draws what it has, with plain notes
 * where a part is missing. Its dialogs (`details`, `card`, `card-remove`) are drawn over it.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BILLING_LIMITS, type Billing } from '#contract/billing'
import { ShellErrorBoundary } from '~/components/not-found'
import { Badge } from '~/components/ui/badge'
import { Banner } from '~/components/ui/banner'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Table } from '~/components/ui/table'
import { getCardState, getSubscription, listSubscriptionInvoices } from '~/features/billing/billing.server'
import { cardView, subscriptionInvoiceRowView, subscriptionView, type SubscriptionInvoiceRowView } from '~/features/billing/billing-view'
import { NO_VALUE } from '~/utils/format'
import { pageSearch, readPage } from '~/utils/paging'
import { DOWNLOAD_ERROR_PARAM } from '~/features/payments/payment-downloads'
import { loggedRead, requireBilling } from './__billing.server'
import { billingPath } from './__paths'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireBilling(args)
  const page = readPage(url.searchParams)
  const size = BILLING_LIMITS.invoicesPageSize
  const id = organization.id
  const [subscription, cardState, invoices] = await Promise.all([
    loggedRead('reading the subscription', id, getSubscription(api, id)),
    loggedRead('reading the card', id, getCardState(api, id)),
    loggedRead('reading the subscription invoices', id, listSubscriptionInvoices(api, id, page - 1, size)),
  ])
  return json({
    organization: { id },
    subscription: subscription ? subscriptionView(subscription, organization.timeZone) : null,
    billing: subscription?.billing ?? null,
    // `undefined` from a failed read and null for no card read alike: the card part says 'No card'.
    card: cardState?.card ? cardView(cardState.card) : null,
    // Only a read that answered says so; a failed one keeps the button (its dialog says what failed).
    cardPaymentsConfigured: cardState ? cardState.provider !== null : true,
    invoices: invoices ? { rows: invoices.invoices.map((i) => subscriptionInvoiceRowView(i, organization.timeZone)), hasMore: invoices.hasMore } : null,
    page,
  })
}

export default function BillingScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const base = billingPath(data.organization.id)
  const { search } = useLocation()
  const [params] = useSearchParams()
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">{t('billing.title')}</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <Part title={t('billing.subscription.title')} testId="billing-subscription">
          {data.subscription ? (
            <dl className="space-y-2 text-sm">
              <Row label={t('billing.subscription.plan')}>
                <span className="font-medium">{t(data.subscription.modeName)}</span> <span className="text-slate-500">({data.subscription.mode})</span>
              </Row>
              <Row label={t('billing.subscription.price')}>{t(data.subscription.price.key, data.subscription.price.values ?? {})}</Row>
              <Row label={t('billing.subscription.status')}>
                <Badge tone={data.subscription.tone}>{t(data.subscription.status.key, data.subscription.status.values ?? {})}</Badge>
              </Row>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{t('billing.subscription.none')}</p>
          )}
        </Part>
        <Part
          title={t('billing.card.title')}
          testId="billing-card"
          actions={
            <>
              {data.cardPaymentsConfigured ? (
                <Link to={`${base}/card${search}`} preventScrollReset className={buttonClass('secondary')}>
                  {data.card ? t('billing.card.replace') : t('billing.card.add')}
                </Link>
              ) : null}
              {data.card ? (
                <Link to={`${base}/card-remove${search}`} preventScrollReset className={buttonClass('ghost')}>
                  {t('billing.card.remove')}
                </Link>
              ) : null}
            </>
          }
        >
          {data.card ? (
            <p className="text-sm">
              <span className="font-medium">{data.card.brand}</span> <span aria-hidden="true">••••</span>
              <span className="sr-only">{t('billing.card.endingIn')}</span> <span data-testid="card-last4">{data.card.last4}</span>
              <span className="block text-slate-600">{t('billing.card.expires', { expiry: data.card.expiry })}</span>
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('billing.card.none')}</p>
          )}
          {data.cardPaymentsConfigured ? null : (
            <p className="mt-2 text-sm text-slate-600" data-testid="card-payments-not-configured">
              {t('billing.card.notConfigured')}
            </p>
          )}
        </Part>
      </div>
      <Part
        title={t('billing.company.title')}
        testId="billing-company"
        actions={
          <Link to={`${base}/details${search}`} preventScrollReset className={buttonClass('secondary')}>
            {t('billing.company.edit')}
          </Link>
        }
      >
        <CompanyDetails billing={data.billing} />
      </Part>
      <section aria-labelledby="billing-invoices" className="space-y-3">
        <h2 id="billing-invoices" className="text-lg font-semibold">
          {t('billing.invoices.title')}
        </h2>
        {/* A refused PDF comes back here (invoice.$invoiceId.tsx); why is in the server's log. */}
        {params.has(DOWNLOAD_ERROR_PARAM) ? <Banner tone="error">{t('billing.invoices.downloadFailed')}</Banner> : null}
        {data.invoices === null ? (
          <EmptyState title={t('billing.invoices.unavailable')} />
        ) : data.invoices.rows.length === 0 ? (
          <EmptyState title={data.page > 1 ? t('billing.invoices.noneOnPage') : t('billing.invoices.none')} />
        ) : (
          <InvoicesTable rows={data.invoices.rows} pdfTo={(row) => `${base}/invoice/${row.id}?number=${encodeURIComponent(row.number)}`} />
        )}
        <InvoicePaging page={data.page} hasMore={data.invoices?.hasMore ?? false} />
      </section>
      <Outlet />
    </div>
  )
}

function Part({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3">
      <dt className="min-w-32 text-slate-600">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

function CompanyDetails({ billing }: { billing: Billing | null }) {
  const { t } = useTranslation()
  if (!billing?.name && !billing?.email) return <p className="text-sm text-slate-600">{t('billing.company.none')}</p>
  const address = [billing.address, [billing.postalCode, billing.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <Row label={t('billing.company.name')}>{billing.name || NO_VALUE}</Row>
      <Row label={t('billing.company.email')}>{billing.email || NO_VALUE}</Row>
      <Row label={t('billing.company.address')}>{address || NO_VALUE}</Row>
      <Row label={t('billing.company.taxNumber')}>{billing.taxNumber || NO_VALUE}</Row>
      {billing.registrationCode ? <Row label={t('billing.company.registrationCode')}>{billing.registrationCode}</Row> : null}
    </dl>
  )
}

function InvoicesTable({ rows, pdfTo }: { rows: SubscriptionInvoiceRowView[]; pdfTo: (row: SubscriptionInvoiceRowView) => string }) {
  const { t } = useTranslation()
  const nowrap = (text: string) => <span className="whitespace-nowrap">{text}</span>
  return (
    <Table
      caption={t('billing.invoices.title')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'number', header: t('billing.invoices.columns.number'), cell: (row) => row.number },
        { key: 'date', header: t('billing.invoices.columns.date'), cell: (row) => nowrap(row.date) },
        { key: 'period', header: t('billing.invoices.columns.period'), cell: (row) => nowrap(row.period) },
        { key: 'amount', header: t('billing.invoices.columns.amount'), cell: (row) => nowrap(row.amount), className: 'text-right' },
        { key: 'tax', header: t('billing.invoices.columns.tax'), cell: (row) => nowrap(row.tax), className: 'text-right' },
        { key: 'status', header: t('billing.invoices.columns.status'), cell: (row) => t(row.status) },
        { key: 'dueDate', header: t('billing.invoices.columns.dueDate'), cell: (row) => nowrap(row.dueDate) },
        {
          key: 'pdf',
          header: <span className="sr-only">{t('billing.invoices.columns.pdf')}</span>,
          label: t('billing.invoices.columns.pdf'),
          // A plain link: the route answers the PDF (the browser stays here) or comes back with a message.
          cell: (row) => (
            <a href={pdfTo(row)} className="font-medium text-brand-700 hover:underline">
              {t('billing.invoices.download')}
              <span className="sr-only"> {row.number}</span>
            </a>
          ),
        },
      ]}
    />
  )
}

/** Previous / next pages of the invoices: plain GET links (`?page=`), the rest of the query kept. */
function InvoicePaging({ page, hasMore }: { page: number; hasMore: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (page <= 1 && !hasMore) return null
  return (
    <nav aria-label={t('billing.invoices.pages')} className="flex flex-wrap items-center gap-2 text-sm">
      {page > 1 ? (
        <Link to={`${pathname}${pageSearch(search, page - 1)}`} rel="prev" preventScrollReset className={buttonClass('secondary')}>
          {t('billing.invoices.previous')}
        </Link>
      ) : null}
      <span className="text-slate-700">{t('billing.invoices.page', { page })}</span>
      {hasMore ? (
        <Link to={`${pathname}${pageSearch(search, page + 1)}`} rel="next" preventScrollReset className={buttonClass('secondary')}>
          {t('billing.invoices.next')}
        </Link>
      ) : null}
    </nav>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'billing.title' }
