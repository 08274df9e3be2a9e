/**
 * Boxes, the tips page (SPEC.md section 2): range selector, boxes table (best rated first)
 * with the create-box dialog for MANAGE_BOXES, rating filter and the activity table (one
 * page of it) whose PENDING rows open the change-recipient dialog. A parent organization
 * whose tip boxes belong to its venues (Demo Group) lists the venues with their tips instead
 * of an empty boxes table. Dialogs render in the <Outlet/>.
 */
import type { LiveHandle } from '~/components/live/live-status'
import { attr, live } from '~/browser/protocol'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { OrganizationStatisticsRow } from '#contract/tips'
import { ActivitySection } from '~/features/tips/activity-table'
import { Badge } from '~/components/ui/badge'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { ChildOrganizations } from '~/features/tips/child-organizations'
import { EmptyState } from '~/components/ui/empty-state'
import { ShellErrorBoundary } from '~/components/not-found'
import { RangeSelector } from '~/features/tips/range-selector'
import { RatingFilter } from '~/routes/_shell+/organizations+/$organizationId+/boxes+/_list+/__rating-filter'
import { Table } from '~/components/ui/table'
import { readHighlight } from '~/utils/highlight'
import { listActivityPage } from '~/features/tips/activities.server'
import { requireOrgPermission } from '~/services/organizations.server'
import { boxStatistics, organizationStatistics } from '~/features/tips/statistics.server'
import { rangeFromRequest, ratingFilter } from '~/features/tips/tips.server'
import { formatMoney, formatRating } from '~/utils/format'
import { pageSearch } from '~/utils/paging'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const { api, organization, organizations } = await requireOrgPermission(args, 'VIEW_BOXES')
  const ctx = rangeFromRequest(request, organization.timeZone)
  const filter = ratingFilter(request)
  const scope = { organization_id: organization.id }
  // The activities cover the organizations below too; their venues are listed when it has any.
  const hasChildren = organizations.some((o) => o.parentId === organization.id)
  const [boxes, { rows, paging }, children] = await Promise.all([
    boxStatistics(api, scope, ctx),
    listActivityPage(api, scope, ctx, new URL(request.url).searchParams, filter),
    hasChildren
      ? organizationStatistics(api, ctx).then((rows) => rows.filter((row) => row.parentId === organization.id))
      : ([] as OrganizationStatisticsRow[]),
  ])
  return json({
    organization: { id: organization.id, name: organization.name, currency: organization.currency, timeZone: organization.timeZone },
    canManage: organization.permissions.includes('MANAGE_BOXES'),
    range: ctx.range,
    rangeError: ctx.error,
    rangeTyped: ctx.typed,
    today: ctx.today,
    filter,
    boxes,
    highlight: readHighlight(new URL(request.url).searchParams),
    children,
    activities: rows,
    paging,
  })
}

export default function BoxesScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  // Links to other screens keep the period and filter but not this table's page.
  const search = pageSearch(useLocation().search, 1)
  const base = `/organizations/${data.organization.id}/boxes`
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs items={[{ label: data.organization.name, to: `/organizations/${data.organization.id}` }, { label: t('tips.title') }]} />
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <h1 className="text-2xl font-semibold">{t('tips.title')}</h1>
        <RangeSelector range={data.range} today={data.today} error={data.rangeError} typed={data.rangeTyped} />
      </header>
      <div {...attr(live.region, 'tips-children')}>
        {data.children.length > 0 ? <ChildOrganizations rows={data.children} currency={data.organization.currency} rowTo={(o) => `/organizations/${o.id}/boxes${search}`} /> : null}
      </div>
      <section aria-labelledby="boxes-title" className="space-y-3" {...attr(live.region, 'tips-boxes')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="boxes-title" className="text-lg font-semibold">
            {t('boxes.title')}
          </h2>
          {data.canManage ? (
            <Link to={`${base}/new${search}`} preventScrollReset className={buttonClass('primary')}>
              {t('boxes.create')}
            </Link>
          ) : null}
        </div>
        <Table
          caption={t('boxes.title')}
          rows={data.boxes}
          rowKey={(b) => b.boxId}
          rowTo={(b) => `${base}/${b.boxId}${search}`}
          highlight={data.highlight}
          // Boxes kept by the venues below are not "no tip boxes": the venues are listed above.
          empty={data.children.length > 0 ? <p className="text-sm text-slate-600">{t('boxes.inChildren')}</p> : <EmptyState title={t('boxes.none')} />}
          columns={[
            { key: 'name', header: t('boxes.name'), cell: (b) => b.name || t('boxes.default') },
            { key: 'token', header: t('boxes.token'), cell: (b) => b.token ?? '—' },
            {
              key: 'mode',
              header: t('boxes.mode'),
              cell: (b) => (
                <div className="flex flex-col items-start gap-1">
                  <Badge>{t(`boxes.modes.${b.mode}`)}</Badge>
                  {b.mode !== 'PERSONAL' && b.balance > 0 ? (
                    <span className="text-xs text-amber-800">{t('boxes.undistributed', { amount: formatMoney(b.balance, data.organization.currency) })}</span>
                  ) : null}
                </div>
              ),
            },
            { key: 'total', header: t('tips.total'), cell: (b) => formatMoney(b.totalAmount, data.organization.currency), className: 'text-right whitespace-nowrap' },
            { key: 'count', header: t('tips.count'), cell: (b) => b.count, className: 'text-right' },
            { key: 'rating', header: t('tips.avgRating'), cell: (b) => formatRating(b.avgRating), className: 'text-right' },
          ]}
        />
      </section>
      <div {...attr(live.region, 'tips-activities')}>
        <ActivitySection
          activities={data.activities}
          screenUrl={base}
          canManage={data.canManage}
          filter={<RatingFilter ratingMin={data.filter.ratingMin} ratingMax={data.filter.ratingMax} />}
          paging={data.paging}
        />
      </div>
      <Outlet />
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle & LiveHandle = { live: 'tips', title: 'tips.title' }
