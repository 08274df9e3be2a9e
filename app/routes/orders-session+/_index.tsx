/**
 * A device's orders (contract/orders.ts "Orders session"): the current business day of the
 * venue whose session the device started, read-only, a page at a time (`?page=`), with the
 * day's count and takings on page 1 and a Refresh link; page 1 reloads itself every minute
 * (SPEC.md 9) with a meta refresh, which needs no script. A device without a session is told how
 * to get one; once the session is finished in the back-office the platform refuses the token and
 * the page says the session has ended instead of showing data.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ORDER_DEFAULT_PAGE_SIZE } from '#contract/orders'
import { OrdersPaging } from '~/features/orders/orders-paging'
import { OrdersSummary } from '~/features/orders/orders-summary'
import { OrdersTable } from '~/features/orders/orders-table'
import { Banner } from '~/components/ui/banner'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { ApiError, apiWithToken } from '~/services/api.server'
import { i18n, translatorFor } from '~/services/i18n.server'
import { loadOrdersList } from '~/features/orders/orders-list.server'
import { commitDeviceSession, endDevice, getDeviceSession } from '~/features/orders/orders-device.server'
import { formatDateTime } from '~/utils/format'
import { ORDERS_REFRESH_MS } from '~/browser/auto-refresh'
import { DEFAULT_ORDER_SORT } from '~/features/orders/order-list'
import { periodSpan, spanToQuery } from '~/features/orders/order-periods'
import { readPage } from '~/utils/paging'
import { documentTitle } from '~/utils/document-title'
import { deviceMeta } from './_layout'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const device = await getDeviceSession(request)
  const token = device.get('token')
  const organization = device.get('organization')
  const language = await i18n.getLocale(request)
  const t = await translatorFor(language)
  const ended = { state: 'ended' as const, title: documentTitle(t('orders.device.ended'), t('app.name')) }
  if (device.get('ended')) return json(ended)
  if (!token || !organization) return json({ state: 'none' as const, title: documentTitle(t('orders.device.noneTitle'), t('app.name')) })
  const now = new Date()
  const span = periodSpan({ kind: 'businessDay' }, organization.timeZone, now)
  const list = { page: readPage(new URL(request.url).searchParams), size: ORDER_DEFAULT_PAGE_SIZE, sort: DEFAULT_ORDER_SORT }
  try {
    const api = await apiWithToken(request, context, token)
    const shown = await loadOrdersList(api, organization, spanToQuery(span), list, language)
    return json({
      state: 'live' as const,
      title: documentTitle(t('orders.title'), organization.name),
      venue: organization.name,
      day: { from: formatDateTime(span.start.toISOString(), organization.timeZone), to: formatDateTime(span.finish!.toISOString(), organization.timeZone) },
      page: list.page,
      size: list.size,
      ...shown,
    })
  } catch (error) {
    // 401: the platform no longer knows the token, the session was finished.
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    endDevice(device)
    return json(ended, { headers: { 'Set-Cookie': await commitDeviceSession(device) } })
  }
}

export default function DeviceOrders() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { pathname, search } = useLocation()
  if (data.state !== 'live') {
    return (
      <section className="mx-auto max-w-md space-y-2 rounded-lg border border-slate-200 bg-white p-6 text-center">
        <h1 className="text-xl font-semibold">{data.state === 'ended' ? t('orders.device.ended') : t('orders.device.noneTitle')}</h1>
        <p className="text-slate-600">{data.state === 'ended' ? t('orders.device.endedText') : t('orders.device.noneText')}</p>
      </section>
    )
  }
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{data.venue}</h1>
          <p className="text-sm text-slate-600">
            {t('orders.period.businessDay')}: {data.day.from} – {data.day.to}
          </p>
        </div>
        <Link to={`${pathname}${search}`} className={buttonClass('secondary')}>
          {t('orders.refresh')}
        </Link>
      </header>
      {data.loadError ? <Banner tone="error">{t(data.loadError)}</Banner> : null}
      {data.rows && data.rows.length > 0 ? <OrdersTable rows={data.rows} /> : data.rows ? <EmptyState title={t('orders.none')} /> : null}
      {data.summary ? <OrdersSummary summary={data.summary} /> : null}
      <OrdersPaging page={data.page} size={data.size} shown={data.rows?.length ?? 0} total={data.paging.total} exact={data.paging.exact} />
    </>
  )
}

/**
 * "Orders · <venue>", or what the page says without a session. Page 1 of a live session reloads
 * itself every minute, as the Orders screen's island does (SPEC.md 9).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...deviceMeta(data),
  ...(data?.state === 'live' && data.page === 1 ? [{ httpEquiv: 'refresh', content: String(ORDERS_REFRESH_MS / 1000) }] : []),
]
