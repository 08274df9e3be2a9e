/**
 * Box (SPEC.md section 2): summary, rating, reactions and tips-over-time charts, the
 * employees table with invite, edit, remove and tip link, the activity table and the payment
 * page preview card. Dialogs render in the <Outlet/>.
 */
import type { LiveHandle } from '~/components/live/live-status'
import { attr, live } from '~/browser/protocol'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { AppLink } from '~/components/ui/app-link'
import { useTranslation } from 'react-i18next'
import { ActivitySection } from '~/features/tips/activity-table'
import { Badge } from '~/components/ui/badge'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { ShellErrorBoundary } from '~/components/not-found'
import { PaymentCardPreview } from '~/features/tips/payment-card'
import { previewSections } from '~/features/tips/preview-sections.server'
import { RangeSelector } from '~/features/tips/range-selector'
import { Table } from '~/components/ui/table'
import { TipsOverview } from '~/features/tips/tips-overview'
import { listActivityPage } from '~/features/tips/activities.server'
import { getBox, paymentPageCard } from '~/features/tips/boxes.server'
import { idParam } from '~/services/not-found.server'
import { requireOrgPermission } from '~/services/organizations.server'
import { scopeStatistics } from '~/features/tips/statistics.server'
import { rangeData, rangeFromRequest } from '~/features/tips/tips.server'
import { readHighlight } from '~/utils/highlight'
import { formatMoney, formatRating } from '~/utils/format'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args
  const { api, organization } = await requireOrgPermission(args, 'VIEW_BOXES')
  const ctx = rangeFromRequest(request, organization.timeZone)
  const scope = { box_id: idParam(params.boxId) }
  // One round of parallel calls: the box (members with their statistics), the box's numbers,
  // its activities and its payment page card.
  const [box, statistics, activityPage, card] = await Promise.all([
    getBox(api, organization.id, params.boxId, ctx),
    scopeStatistics(api, scope, ctx),
    listActivityPage(api, scope, ctx, new URL(request.url).searchParams),
    paymentPageCard(api, organization.id, params.boxId),
  ])
  return json({
    organization: { id: organization.id, name: organization.name, currency: organization.currency, timeZone: organization.timeZone },
    canManage: organization.permissions.includes('MANAGE_BOXES'),
    singleBox: organization.boxes.length === 1,
    box: { id: box.id, name: box.name, mode: box.mode, token: box.token, url: box.url, balance: box.balance },
    members: box.members.map((m) => ({
      id: m.id,
      name: m.name,
      msisdn: m.msisdn,
      role: m.role,
      token: m.token,
      totalAmount: m.totalAmount,
      count: m.count,
      avgRating: m.avgRating,
    })),
    highlight: readHighlight(new URL(request.url).searchParams),
    ...rangeData(ctx),
    statistics,
    activities: activityPage.rows,
    paging: activityPage.paging,
    card,
    sections: await previewSections(request, organization),
  })
}

export default function BoxScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const orgBase = `/organizations/${data.organization.id}`
  const base = `${orgBase}/boxes/${data.box.id}`
  const boxName = data.box.name || t('boxes.default')
  const currency = data.organization.currency
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs items={[{ label: t('tips.title'), to: `${orgBase}/boxes${search}` }, { label: boxName }]} />
      <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{data.singleBox ? t('tips.title') : boxName}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge>{t(`boxes.modes.${data.box.mode}`)}</Badge>
            {data.box.token ? <span>{t('boxes.tokenLabel', { token: data.box.token })}</span> : null}
            {data.box.mode !== 'PERSONAL' && data.box.balance > 0 ? (
              <span className="text-amber-800">{t('boxes.undistributed', { amount: formatMoney(data.box.balance, currency) })}</span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {data.canManage && data.singleBox ? (
              <Link to={`${orgBase}/boxes/new`} className={buttonClass('secondary')}>
                {t('boxes.create')}
              </Link>
            ) : null}
            {data.box.mode !== 'PERSONAL' ? (
              <Link to={`${base}/tip-link${search}`} preventScrollReset className={buttonClass('secondary')}>
                {t('tipLink.create')}
              </Link>
            ) : null}
          </div>
        </div>
        <RangeSelector range={data.range} today={data.today} error={data.rangeError} typed={data.rangeTyped} />
      </header>
      <div {...attr(live.region, 'tips-summary')}>
        <TipsOverview statistics={data.statistics} days={data.days} currency={currency} />
      </div>
      <section aria-labelledby="members-title" className="space-y-3" {...attr(live.region, 'tips-members')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="members-title" className="text-lg font-semibold">
            {t('members.title')}
          </h2>
          {data.canManage ? (
            <Link to={`${base}/members/new${search}`} preventScrollReset className={buttonClass('primary')}>
              {t('members.invite')}
            </Link>
          ) : null}
        </div>
        <Table
          caption={t('members.title')}
          rows={data.members}
          rowKey={(m) => m.id}
          rowTo={(m) => `${base}/members/${m.id}${search}`}
          highlight={data.highlight}
          empty={<EmptyState title={t('members.none')} />}
          columns={[
            { key: 'name', header: t('members.name'), cell: (m) => m.name },
            {
              key: 'role',
              header: t('members.role'),
              cell: (m) => (m.role === 'ADMIN' ? <Badge tone="info">{t('members.admin')}</Badge> : t('members.member')),
            },
            { key: 'phone', header: t('members.phone'), cell: (m) => m.msisdn, className: 'whitespace-nowrap' },
            { key: 'token', header: t('boxes.token'), cell: (m) => m.token ?? '—' },
            { key: 'total', header: t('tips.total'), cell: (m) => formatMoney(m.totalAmount, currency), className: 'text-right whitespace-nowrap' },
            { key: 'count', header: t('tips.count'), cell: (m) => m.count, className: 'text-right' },
            { key: 'rating', header: t('tips.avgRating'), cell: (m) => formatRating(m.avgRating), className: 'text-right' },
            {
              key: 'actions',
              header: <span className="sr-only">{t('members.actions')}</span>,
              cell: (m) => (
                <div className="flex flex-wrap gap-2 text-sm">
                  {data.canManage ? (
                    <>
                      <AppLink preventScrollReset to={`${base}/members/${m.id}/edit${search}`} className="text-brand-700 hover:underline">
                        {t('members.edit')}
                      </AppLink>
                      <AppLink preventScrollReset to={`${base}/members/${m.id}/tokens${search}`} className="text-brand-700 hover:underline">
                        {t('tokens.action')}
                      </AppLink>
                      <AppLink preventScrollReset to={`${base}/members/${m.id}/remove${search}`} className="text-red-700 hover:underline">
                        {t('members.remove')}
                      </AppLink>
                    </>
                  ) : null}
                  <AppLink preventScrollReset to={`${base}/tip-link?member=${m.id}`} className="text-brand-700 hover:underline">
                    {t('tipLink.create')}
                  </AppLink>
                </div>
              ),
            },
          ]}
        />
      </section>
      <div {...attr(live.region, 'tips-activities')}>
        <ActivitySection
          activities={data.activities}
          paging={data.paging}
          showBox={false}
          screenUrl={base}
          canManage={data.canManage}
        />
      </div>
      <section aria-labelledby="card-title" className="max-w-md space-y-3">
        <h2 id="card-title" className="text-lg font-semibold">
          {t('preview.title')}
        </h2>
        <PaymentCardPreview card={data.card} sections={data.sections} />
        <Link to={`${base}/preview${search}`} preventScrollReset className={buttonClass('secondary')}>
          {t('preview.open')}
        </Link>
      </section>
      <Outlet />
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle & LiveHandle = { live: 'tips', title: 'boxes.title' }
