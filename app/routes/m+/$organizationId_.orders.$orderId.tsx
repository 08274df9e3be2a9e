/**
 * A guest's placed order (issue 28 item 7): /m/<organizationId>/orders/<orderId>, the page
 * "Place order" leads to. Only the browser that placed it sees it (the cookie keeps the placed
 * cart's key): the order's number, its items and total, and the choice to pay now (the table's
 * page) or later at the table.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ScriptingHandle } from '~/components/document-scripts'
import { readGuestMenu } from '~/features/menu/guest-menu.server'
import { apiFor, ApiError } from '~/services/api.server'
import { isId } from '~/services/not-found.server'
import { GuestFrame, headLanguage } from '~/features/guest/guest-frame'
import { keptCart } from '~/features/guest/cart-cookie.server'
import { readCart } from '~/features/guest/cart.server'
import { optionsText } from '~/features/guest/cart-page.server'
import { formatMoney } from '~/utils/format'
import { GuestError, keptHeaders } from './__guest'
import { headOf, withQuery } from '~/features/guest/menu-view.server'
import type { TitleHandle } from '~/utils/document-title'
import type { LanguageHandle } from '~/utils/document-language'

const notFound = () => new Response('Not found', { status: 404 })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isId(params.orderId)) throw notFound()
  const api = await apiFor(request, context)
  // The venue, its languages and its switch only: no item is called 'none', so no menu comes with them.
  const menu = await readGuestMenu(api, params.organizationId ?? '', null, { item: 'none' })
  const placed = (await keptCart(request, menu.organization.id)).placed
  if (placed?.orderId !== params.orderId) throw notFound()
  const { head, t, language, query } = await headOf({ menu, request, now: new Date() })
  const cart = await readCart(api, placed, language).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  })
  const lang = query.lang ? `?lang=${query.lang}` : ''
  return json(
    {
      ...head,
      pageTitle: t('guestOrder.placedTitle', { number: placed.orderNumber }),
      heading: t('guestOrder.placedHeading', { number: placed.orderNumber }),
      text: t('guestOrder.placedText'),
      lines: cart.lines.map((line) => ({
        id: line.id,
        text: `${line.count} × ${line.title}`,
        options: optionsText(line.modifiers).join(', '),
        note: line.note,
        total: line.total === null ? null : formatMoney(line.total, cart.currency),
      })),
      total: formatMoney(cart.total, cart.currency),
      table: cart.table ? t('guestOrder.table', { number: cart.table.number }) : null,
      payHref: `/pay/table/${placed.tableId}${lang}`,
      menuHref: withQuery(`/m/${menu.organization.id}`, { ...query, table: placed.tableId }),
      labels: { ...head.labels, total: t('guestOrder.total'), payNow: t('guestOrder.payNow'), payLater: t('guestOrder.payLater'), more: t('guestOrder.orderMore') },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** The guest's own page: never kept by a shared cache. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => keptHeaders(errorHeaders ?? loaderHeaders)

export const handle: ScriptingHandle & TitleHandle & LanguageHandle = { scripts: false, title: false, lang: headLanguage }

export default function GuestOrderPlaced() {
  const page = useLoaderData<typeof loader>()
  return (
    <GuestFrame head={page}>
      <div className="pt-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{page.heading}</h1>
        <p className="mt-1 text-slate-600">{page.text}</p>
        {page.table ? <p className="mt-1 font-medium text-slate-800">{page.table}</p> : null}
      </div>
      <ul className="mt-5 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {page.lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{line.text}</p>
              {line.options ? <p className="text-sm text-slate-600">{line.options}</p> : null}
              {line.note ? <p className="break-words text-sm italic text-slate-600">{line.note}</p> : null}
            </div>
            {line.total ? <p className="whitespace-nowrap font-semibold text-slate-900">{line.total}</p> : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-baseline justify-between px-1 text-lg font-semibold text-slate-900">
        <span>{page.labels.total}</span>
        <span className="whitespace-nowrap">{page.total}</span>
      </p>
      <div className="mt-6 space-y-3">
        <a
          href={page.payHref}
          className="block rounded-xl bg-brand-600 px-4 py-3 text-center text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {page.labels.payNow}
        </a>
        <p className="text-center text-slate-700">{page.labels.payLater}</p>
        <p className="text-center">
          <a href={page.menuHref} className="text-sm font-medium text-brand-700 underline">
            {page.labels.more}
          </a>
        </p>
      </div>
    </GuestFrame>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.pageTitle }, { name: 'robots', content: 'noindex' }] : [])

export const ErrorBoundary = GuestError
