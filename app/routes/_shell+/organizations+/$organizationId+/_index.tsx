/**
 * Organization (SPEC.md section 2 "Organization screens"): breadcrumbs with the parent
 * chain, the billing alert (with MANAGE_BILLING, when the billing name or card is missing) and, with VIEW_BOXES, the range selector, verification and POS banners, tips
 * summary, rating chart, tips by day and the child organizations with their totals. Without
 * VIEW_BOXES the organization's home is elsewhere (the stop list, utils/drawer.ts), or, with
 * no section at all, Access forbidden.
 */
import type { LiveHandle } from '~/components/live/live-status'
import { attr, live } from '~/browser/protocol'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ChildOrganizations } from '~/features/tips/child-organizations'
import { RatingChart } from '~/features/tips/charts/rating-chart'
import { TipsByDayChart } from '~/features/tips/charts/tips-by-day-chart'
import { EmptyState } from '~/components/ui/empty-state'
import { ShellErrorBoundary } from '~/components/not-found'
import { RangeSelector } from '~/features/tips/range-selector'
import { TipsSummary } from '~/features/tips/tips-summary'
import { VerificationBanner } from '~/routes/_shell+/organizations+/$organizationId+/__verification-banner'
import { BillingAlert } from '~/routes/_shell+/organizations+/$organizationId+/__billing-alert'
import { dismissVerified, startVerification, verificationState } from '~/features/tips/kyb.server'
import { parentChain, requireOrgPermission } from '~/services/organizations.server'
import { forbiddenSection } from '~/services/api.server'
import { organizationLandingPath } from '~/utils/drawer'
import { organizationStatistics, scopeStatistics } from '~/features/tips/statistics.server'
import { rangeData, rangeFromRequest } from '~/features/tips/tips.server'
import { readForm } from '~/services/form.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const { api, organization, organizations } = await requireOrgPermission(args, null)
  if (!organization.permissions.includes('VIEW_BOXES')) {
    const home = organizationLandingPath(organization)
    throw home === `/organizations/${organization.id}` ? forbiddenSection() : redirect(home)
  }
  const base = {
    organization: { id: organization.id, name: organization.name, address: organization.address, currency: organization.currency },
    chain: parentChain(organization, organizations).map((o) => ({ id: o.id, name: o.name })),
  }
  // The billing alert and the verification state come with the organization (its list).
  const billingAlert = organization.billingAlert

  const ctx = rangeFromRequest(request, organization.timeZone)
  const [statistics, verification, rows] = await Promise.all([
    // The dashboard shows no reactions chart.
    scopeStatistics(api, { organization_id: organization.id }, ctx, { likes: false }),
    verificationState(request, organization),
    organizationStatistics(api, ctx),
  ])
  return json({
    ...base,
    billingAlert,
    tips: {
      ...rangeData(ctx),
      statistics,
      verification,
      pos: {
        connectLink: organization.posIntegrationEnabled ? organization.dotyposConnectLink : null,
      },
      children: rows.filter((row) => row.parentId === organization.id),
    },
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const { api, organization } = await requireOrgPermission(args, null)
  const intent = (await readForm(request)).get('intent')
  if (intent === 'kyb-start') return startVerification(api, request, organization.id)
  if (intent === 'kyb-dismiss') return dismissVerified(request, organization.id)
  return json({ error: 'Unknown intent' }, { status: 400 })
}

export default function OrganizationScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const currency = data.organization.currency
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs items={data.chain.map((o) => ({ label: o.name, to: `/organizations/${o.id}` }))} />
      {/* The title starts the header row; the compact period form sits beside it, or below on a phone. */}
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{data.organization.name}</h1>
          {data.organization.address ? <p className="text-sm text-slate-600">{data.organization.address}</p> : null}
        </div>
        <RangeSelector range={data.tips.range} today={data.tips.today} error={data.tips.rangeError} typed={data.tips.rangeTyped} />
      </header>
      {data.billingAlert ? <BillingAlert organizationId={data.organization.id} alert={data.billingAlert} /> : null}
      <VerificationBanner status={data.tips.verification.status} startedHere={data.tips.verification.startedHere} />
      {params.get('dotyposConnected') === 'true' ? (
        <Banner tone="success" title={t('pos.connectedTitle')}>
          {t('pos.connected')}
        </Banner>
      ) : data.tips.pos.connectLink ? (
        <Banner tone="info" title={t('pos.connectTitle')} action={<a className="font-medium underline" href={data.tips.pos.connectLink}>{t('pos.connect')}</a>}>
          {t('pos.connectText')}
        </Banner>
      ) : null}
      <div {...attr(live.region, 'tips-summary')} className="space-y-6">
        <TipsSummary
          totalAmount={data.tips.statistics.chart.totalAmount}
          avgAmount={data.tips.statistics.chart.avgAmount}
          count={data.tips.statistics.chart.count}
          avgRating={data.tips.statistics.rating.avg}
          currency={currency}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <RatingChart countByRating={data.tips.statistics.rating.countByRating} avg={data.tips.statistics.rating.avg} />
          <TipsByDayChart amountByDays={data.tips.statistics.chart.amountByDays} days={data.tips.days} currency={currency} />
        </div>
      </div>
      <div {...attr(live.region, 'tips-children')}>
        <ChildOrganizations
          rows={data.tips.children}
          currency={currency}
          rowTo={(o) => `/organizations/${o.id}`}
          empty={<EmptyState title={t('organization.noChildren')} />}
        />
      </div>
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle & LiveHandle = { live: 'tips', title: 'drawer.home' }
