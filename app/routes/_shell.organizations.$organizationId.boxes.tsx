/**
 * Boxes, the tips page (SPEC.md section 2): range selector, boxes table (best rated first)
 * with the create-box dialog for MANAGE_BOXES, rating filter and the activity table whose
 * PENDING rows open the change-recipient dialog. Dialogs render in the <Outlet/>.
 */
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { boxStatisticsRowSchema } from '../../contract/tips'
import { ActivitySection } from '../components/activity-table'
import { Badge } from '../components/badge'
import { Breadcrumbs } from '../components/breadcrumbs'
import { buttonClass } from '../components/button'
import { EmptyState } from '../components/empty-state'
import { ShellErrorBoundary } from '../components/not-found'
import { RangeSelector } from '../components/range-selector'
import { RatingFilter } from '../components/rating-filter'
import { Table } from '../components/table'
import { apiFor } from '../services/api.server'
import { requireOrganization } from '../services/organizations.server'
import { loadActivities, rangeFromRequest, ratingFilter } from '../services/tips.server'
import { formatMoney, formatRating } from '../utils/format'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  const { organization } = await requireOrganization(api, params.organizationId)
  if (!organization.permissions.includes('VIEW_BOXES')) throw redirect('/')
  const ctx = rangeFromRequest(request, organization.timeZone)
  const filter = ratingFilter(request)
  const scope = { organization_id: organization.id }
  const [boxes, activities] = await Promise.all([
    api.get('/business/statistics/boxes', z.array(boxStatisticsRowSchema), {
      query: { ...scope, start_ts: ctx.startTs, finish_ts: ctx.finishTs },
    }),
    loadActivities(api, scope, ctx, filter),
  ])
  return json({
    organization: { id: organization.id, name: organization.name, currency: organization.currency, timeZone: organization.timeZone },
    canManage: organization.permissions.includes('MANAGE_BOXES'),
    range: ctx.range,
    rangeError: ctx.error,
    today: ctx.today,
    filter,
    boxes,
    activities,
  })
}

export default function BoxesScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const base = `/organizations/${data.organization.id}/boxes`
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs items={[{ label: data.organization.name, to: `/organizations/${data.organization.id}` }, { label: t('tips.title') }]} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-semibold">{t('tips.title')}</h1>
        <RangeSelector range={data.range} today={data.today} error={data.rangeError} />
      </header>
      <section aria-labelledby="boxes-title" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
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
          empty={<EmptyState title={t('boxes.none')} />}
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
      <ActivitySection
        activities={data.activities}
        timeZone={data.organization.timeZone}
        screenUrl={base}
        canManage={data.canManage}
        filter={<RatingFilter ratingMin={data.filter.ratingMin} ratingMax={data.filter.ratingMax} />}
      />
      <Outlet />
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Tipbox Business' }]

export const ErrorBoundary = ShellErrorBoundary
