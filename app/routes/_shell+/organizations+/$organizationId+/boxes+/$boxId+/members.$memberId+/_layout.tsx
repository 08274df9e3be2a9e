/**
 * Member (SPEC.md section 2): breadcrumb Tips / box / member, payment page card with its QR
 * code, summary, rating, reactions and tips charts, and the member's activities.
 */
import type { LiveHandle } from '~/components/live/live-status'
import { attr, live } from '~/browser/protocol'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ActivitySection } from '~/features/tips/activity-table'
import { Badge } from '~/components/ui/badge'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { ShellErrorBoundary } from '~/components/not-found'
import { PaymentCardPreview } from '~/features/tips/payment-card'
import { previewSections } from '~/features/tips/preview-sections.server'
import { RangeSelector } from '~/features/tips/range-selector'
import { TipsOverview } from '~/features/tips/tips-overview'
import { listActivityPage } from '~/features/tips/activities.server'
import { getBox, paymentPageCard } from '~/features/tips/boxes.server'
import { requireOrgPermission } from '~/services/organizations.server'
import { scopeStatistics } from '~/features/tips/statistics.server'
import { qrSvg } from '~/features/tips/qr.server'
import { rangeData, rangeFromRequest } from '~/features/tips/tips.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args
  const { api, organization } = await requireOrgPermission(args, 'VIEW_BOXES')
  const ctx = rangeFromRequest(request, organization.timeZone)
  const box = await getBox(api, organization.id, params.boxId, ctx)
  const member = box.members.find((m) => m.id === params.memberId)
  if (!member) throw new Response('Not found', { status: 404 })
  const scope = { member_id: member.id }
  const [statistics, activityPage, card, qr] = await Promise.all([
    scopeStatistics(api, scope, ctx),
    listActivityPage(api, scope, ctx, new URL(request.url).searchParams),
    paymentPageCard(api, organization.id, box.id),
    qrSvg(member.url),
  ])
  return json({
    organization: { id: organization.id, currency: organization.currency, timeZone: organization.timeZone },
    canManage: organization.permissions.includes('MANAGE_BOXES'),
    box: { id: box.id, name: box.name },
    member: { id: member.id, name: member.name, role: member.role, token: member.token, msisdn: member.msisdn, url: member.url },
    ...rangeData(ctx),
    statistics,
    activities: activityPage.rows,
    paging: activityPage.paging,
    card,
    qr,
    sections: await previewSections(request, organization),
  })
}

export default function MemberScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const orgBase = `/organizations/${data.organization.id}`
  const boxUrl = `${orgBase}/boxes/${data.box.id}`
  const base = `${boxUrl}/members/${data.member.id}`
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs
        items={[
          { label: t('tips.title'), to: `${orgBase}/boxes${search}` },
          { label: data.box.name || t('boxes.default'), to: `${boxUrl}${search}` },
          { label: data.member.name },
        ]}
      />
      <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{data.member.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {data.member.role === 'ADMIN' ? <Badge tone="info">{t('members.admin')}</Badge> : null}
            <span>{data.member.msisdn}</span>
            {data.member.token ? <span>{t('boxes.tokenLabel', { token: data.member.token })}</span> : null}
          </div>
        </div>
        <RangeSelector range={data.range} today={data.today} error={data.rangeError} typed={data.rangeTyped} />
      </header>
      <section aria-labelledby="card-title" className="grid gap-4 sm:grid-cols-[1fr,auto] sm:items-center">
        <div className="space-y-3">
          <h2 id="card-title" className="text-lg font-semibold">
            {t('preview.title')}
          </h2>
          <PaymentCardPreview card={data.card} name={data.member.name} sections={data.sections} />
          <div className="flex flex-wrap gap-2">
            <Link to={`${boxUrl}/preview?member=${data.member.id}`} className={buttonClass('secondary')}>
              {t('preview.open')}
            </Link>
            <Link to={`${boxUrl}/tip-link?member=${data.member.id}`} className={buttonClass('secondary')}>
              {t('tipLink.create')}
            </Link>
          </div>
        </div>
        <div className="w-40" role="img" aria-label={t('tipLink.qr')} dangerouslySetInnerHTML={{ __html: data.qr }} />
      </section>
      <div {...attr(live.region, 'tips-summary')}>
        <TipsOverview statistics={data.statistics} days={data.days} currency={data.organization.currency} />
      </div>
      <div {...attr(live.region, 'tips-activities')}>
        <ActivitySection
          activities={data.activities}
          paging={data.paging}
          showMember={false}
          showBox={false}
          screenUrl={base}
          canManage={data.canManage}
        />
      </div>
      <Outlet />
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle & LiveHandle = { live: 'tips', title: 'boxes.title' }
