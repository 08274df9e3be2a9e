/**
 * The guest's cart (issue 28 items 6, 7 and 9): /m/<organizationId>/cart, the lines of the
 * cart this browser keeps for the venue (cookie), priced by the platform from the menu as
 * published now. − and + change a line's count, Remove takes it out, a line that cannot be
 * ordered now says why and must go first; "Place order" places it for the cart's table (or the
 * number typed when the menu was not opened from a table) and leads to the order's page.
 * Plain forms; with JavaScript the small ones are posted in place (the guest-order island).
 */
import { json, type HeadersFunction, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { CART_LIMITS } from '#contract/guest-order'
import type { ScriptingHandle } from '~/components/document-scripts'
import { useActionResult } from '~/components/ui/use-action-result'
import { readGuestMenu } from '~/features/menu/guest-menu.server'
import { apiFor } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { GuestFrame, headLanguage } from '~/features/guest/guest-frame'
import { keepCart, keptCart } from '~/features/guest/cart-cookie.server'
import { findTable, keptOpenCart, placeOrder, setLineCount } from '~/features/guest/cart.server'
import { orderRefusal } from '~/features/guest/cart-form.server'
import { cartPage } from '~/features/guest/cart-page.server'
import { cartRegion, CartLines, PlaceForm } from '~/features/guest/cart-view'
import { BackLink, GuestError, keptHeaders, Notice } from './__guest'
import { guestQuery, menuLanguage, withQuery } from '~/features/guest/menu-view.server'
import type { TitleHandle } from '~/utils/document-title'
import type { LanguageHandle } from '~/utils/document-language'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

async function readPage(request: Request, params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']) {
  const api = await apiFor(request, context)
  // The venue, its languages and its switch only: no item is called 'none', so no menu comes with them.
  const menu = await readGuestMenu(api, params.organizationId ?? '', null, { item: 'none' })
  const language = menuLanguage(menu, request)
  const cart = await keptOpenCart(api, request, menu.organization.id, language)
  return { api, menu, cart, page: await cartPage(menu, request, cart) }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { page } = await readPage(request, params, context)
  const { t: _t, ...data } = page
  return json(data, { headers: NO_STORE })
}

const countSchema = z.object({ intent: z.literal('count'), lineId: z.string().min(1).max(64), count: z.coerce.number().int().min(0).max(CART_LIMITS.count) })
const placeSchema = z.object({ intent: z.literal('place'), attempt: z.string().uuid(), table: z.string().max(20).optional() })

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, menu, page } = await readPage(request, params, context)
  const { t, language } = page
  const form = Object.fromEntries(await readForm(request))
  const back = redirect(page.action, { status: 303, headers: NO_STORE })
  const refused = (message: string, field = '', tableNumber = '') =>
    json({ message, field, tableNumber }, { status: field === 'table' ? 400 : 409, headers: NO_STORE })
  const kept = (await keptCart(request, menu.organization.id)).cart
  // Nothing to change or place: the page says the cart is empty.
  if (!kept) return back
  const count = countSchema.safeParse(form)
  if (count.success) {
    try {
      await setLineCount(api, kept, count.data.lineId, count.data.count, language)
      return back
    } catch (error) {
      return refused(orderRefusal(error, t, menu, language)[1])
    }
  }
  const place = placeSchema.safeParse(form)
  if (!place.success) return refused(t('guestOrder.errors.invalid'))
  const tableNumber = (place.data.table ?? '').trim()
  try {
    let tableId: string | undefined
    if (tableNumber) {
      const table = await findTable(api, menu.organization.id, tableNumber)
      if (!table) return refused(t('guestOrder.errors.tableUnknown', { number: tableNumber }), 'table', tableNumber)
      tableId = table.id
    }
    const placed = await placeOrder(api, kept, { attempt: place.data.attempt, language, ...(tableId ? { tableId } : {}) })
    const cookie = await keepCart(request, menu.organization.id, { cart: null, placed: { ...kept, ...placed } })
    const query = guestQuery(request)
    return redirect(withQuery(`/m/${menu.organization.id}/orders/${placed.orderId}`, { ...query, table: placed.tableId }), {
      status: 303,
      headers: { ...NO_STORE, 'Set-Cookie': cookie },
    })
  } catch (error) {
    const [field, message] = orderRefusal(error, t, menu, language)
    return refused(message, field, tableNumber)
  }
}

/** The guest's own page: never kept by a shared cache. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => keptHeaders(errorHeaders ?? loaderHeaders)

export const handle: ScriptingHandle & TitleHandle & LanguageHandle = { island: 'guest-order', title: false, lang: headLanguage }

export default function GuestCartPage() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionResult<typeof action>()
  const message = answer && 'message' in answer ? answer : null
  return (
    <GuestFrame head={page}>
      <BackLink href={page.menuHref} text={page.labels.backToMenu} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{page.labels.heading}</h1>
      <div className="mt-3 space-y-3" {...cartRegion}>
        {page.ordering.note ? <Notice tone="error" text={page.ordering.note} /> : null}
        {/* A switch-off the answer met is the notice above as well: said once. */}
        {message && message.field !== 'table' && message.message !== page.ordering.note ? <Notice tone="error" text={message.message} /> : null}
        {page.cart ? (
          <>
            <CartLines cart={page.cart} page={page} />
            <PlaceForm
              cart={page.cart}
              page={page}
              tableNumber={message?.tableNumber ?? ''}
              tableError={message?.field === 'table' ? message.message : null}
            />
          </>
        ) : (
          <p className="py-10 text-center text-slate-600">{page.labels.empty}</p>
        )}
      </div>
    </GuestFrame>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.pageTitle }, { name: 'robots', content: 'noindex' }] : [])

export const ErrorBoundary = GuestError

