/**
 * Orders (SPEC.md 2 "Orders", VIEW_ORDERS on a paymentsEnabled organization). The header holds
 * the bill payment and order taking switches (each only when the organization offers it) and
 * 'Order management sessions'; below, the period (`?period=`, default the current business day
 * on the venue's clock), Export and Refresh, then the period's orders a page at a time
 * (`?page=`, `?size=`, `?sort=`) with, on page 1, the period's count and takings. A row opens
 * the order's details; the dialogs render in the <Outlet/>. Everything is in the URL and every
 * change is a link or a plain form; JavaScript adds the refresh and the export check (the shell
 * island).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ORDERS_REFRESH_MS } from '~/browser/auto-refresh'
import { ExportLink } from '~/features/orders/export-link'
import { OrdersPaging } from '~/features/orders/orders-paging'
import { OrdersSummary } from '~/features/orders/orders-summary'
import { OrdersTable } from '~/features/orders/orders-table'
import { ShellErrorBoundary } from '~/components/not-found'
import { Banner } from '~/components/ui/banner'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { ordersExportPath } from '~/features/orders/orders.server'
import { updateOrganization } from '~/services/organizations.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { i18n } from '~/services/i18n.server'
import { loadOrdersList } from '~/features/orders/orders-list.server'
import { redirectWithToast } from '~/services/toast.server'
import {
  AVAILABILITY_CHOICES,
  AVAILABILITY_TARGETS,
  availabilityFields,
  availabilityOf,
  availabilityState,
  offersSwitch,
} from '~/features/orders/disable-until'
import { formatDateTime } from '~/utils/format'
import { isPeriodOpen, ORDER_PERIOD_CHOICES, periodSpan, shownEnd, spanToQuery } from '~/features/orders/order-periods'
import { safeRedirectPath } from '#contract/safe-redirect'
import { PeriodMenu } from '~/features/orders/period-menu'
import { AvailabilitySwitch } from './__availability-switch'
import { ListControls } from './__list-controls'
import { requireOrders, screenQuery } from './__orders.server'
import type { TitleHandle } from '~/utils/document-title'
import { attr, refresh } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireOrders(args)
  const { timeZone } = organization
  const [language, now] = [await i18n.getLocale(args.request), new Date()]
  const { period, error: periodError, list } = screenQuery(url, timeZone)
  const span = periodSpan(period, timeZone, now)
  const range = spanToQuery(span)
  const end = shownEnd(period, span)
  const shown = await loadOrdersList(api, organization, range, list, language)
  return json({
    organization: { id: organization.id },
    switches: AVAILABILITY_TARGETS.filter((target) => offersSwitch(organization, target)).map((target) => {
      const state = availabilityState(organization, target, now)
      return { target, state: state.state, until: state.state === 'disabledUntil' ? formatDateTime(state.until, timeZone) : null }
    }),
    period: {
      kind: period.kind,
      from: formatDateTime(span.start.toISOString(), timeZone),
      to: end ? formatDateTime(end.toISOString(), timeZone) : null,
    },
    periodError,
    list,
    ...shown,
    exportPath: ordersExportPath(organization.id, range, language),
    // SPEC.md 9: page 1 of a period still running is re-read every minute (the island).
    refresh: list.page === 1 && isPeriodOpen(span, now),
  })
}

/** A switch and one of the header menu's choices (the until dialog has its own form). */
const availabilitySchema = z.object({
  target: z.enum(AVAILABILITY_TARGETS, { errorMap: () => ({ message: 'orders.availability.unknown' }) }),
  intent: z.enum(AVAILABILITY_CHOICES, { errorMap: () => ({ message: 'orders.availability.unknown' }) }),
})

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, url } = await requireOrders(args)
  const submission = parseWithZod(form, { schema: availabilitySchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const { target, intent } = submission.value
  if (!offersSwitch(organization, target)) return json(submission.reply({ formErrors: ['orders.availability.notOffered'] }), { status: 400 })
  const value = availabilityOf(intent, organization.timeZone, new Date())
  try {
    await updateOrganization(api, organization.id, availabilityFields(target, value))
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'orders.errors.unableToUpdateOrganization'] })
  }
  // Back to the screen as it was (its period and page): the request's own address, never input.
  const back = safeRedirectPath(url.pathname + url.search, url.pathname)
  return redirectWithToast(request, back, { type: 'success', key: `orders.availability.${target}.${value.disabled ? 'disabled' : 'enabled'}` })
}

export default function OrdersScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const { pathname, search } = useLocation()
  const base = `/organizations/${data.organization.id}/orders`
  const { rows } = data
  return (
    <div className="space-y-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('orders.title')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {data.switches.map((s) => (
            <AvailabilitySwitch key={s.target} target={s.target} state={s.state} until={s.until} />
          ))}
          <Link to={`${base}/sessions${search}`} preventScrollReset className={buttonClass('secondary')}>
            {t('orders.sessions.open')}
          </Link>
        </div>
      </header>
      <ErrorList errors={resultMessages(result)} />
      <div className="flex flex-wrap items-center gap-2">
        <PeriodMenu
          screen={base}
          choices={ORDER_PERIOD_CHOICES}
          testId="orders-period"
          kind={data.period.kind}
          from={data.period.from}
          to={data.period.to}
        />
        <ExportLink href={data.exportPath} />
        <Link to={`${pathname}${search}`} preventScrollReset className={buttonClass('ghost')} data-testid="orders-refresh">
          {t('orders.refresh')}
        </Link>
      </div>
      {data.periodError ? <Banner tone="warning">{t(data.periodError)}</Banner> : null}
      {/* What a refresh replaces (browser/refresh.ts fetches the page and swaps this region,
          keeping the rows already shown beside a failure's message). */}
      <div className="space-y-4" {...attr(refresh.region, true)} {...attr(refresh.every, data.refresh ? ORDERS_REFRESH_MS : undefined)}>
        {data.loadError ? (
          <div {...attr(refresh.failed, true)}>
            <Banner tone="error">{t(data.loadError)}</Banner>
          </div>
        ) : null}
        {rows && rows.length > 0 ? (
          <div {...attr(refresh.rows, true)}>
            <OrdersTable rows={rows} rowTo={(row) => `${base}/${row.id}${search}`} />
          </div>
        ) : rows ? (
          <EmptyState title={data.list.page > 1 ? t('orders.noneOnPage') : t('orders.none')} />
        ) : null}
        {data.summary ? <OrdersSummary summary={data.summary} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <OrdersPaging page={data.list.page} size={data.list.size} shown={data.rows?.length ?? 0} total={data.paging.total} exact={data.paging.exact} />
          <ListControls size={data.list.size} sort={data.list.sort} />
        </div>
      </div>
      <Outlet />
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'orders.title' }
