/**
 * An item of the guest menu on its own page (issue 8 item 8): /m/<organizationId>/items/<itemId>,
 * with the detail picture, size, price, tags, its modifiers and their options with prices, the
 * quantity and a field for special instructions. While the venue takes orders (issue 28 item 6)
 * it is the form that adds the item to the guest's cart: RADIO and sizes are radio groups,
 * CHECKBOX checkboxes, STEPPER number fields, and "Add to order" posts them here. The answer is
 * the menu (303) with its "Added" notice; a refusal draws the form again with the message on the
 * fieldset it is about and the choices kept. Plain HTML; the guest-order island only keeps the
 * price on the button in step with the choices.
 */
import { translatorFor } from '~/services/i18n.server'
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ScriptingHandle } from '~/components/document-scripts'
import { cx } from '~/components/ui/cx'
import { inputClass } from '~/components/ui/field'
import { useActionResult } from '~/components/ui/use-action-result'
import { attr, guestOrder } from '~/browser/protocol'
import { readGuestMenu } from '~/features/menu/guest-menu.server'
import { isId } from '~/services/not-found.server'
import { apiFor } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { GuestFrame, headLanguage } from '~/features/guest/guest-frame'
import { keptOpenCart } from '~/features/guest/cart.server'
import { addToCart, orderRefusal, readItemForm, type FormErrors, type PostedItem } from '~/features/guest/cart-form.server'
import { formatMoney } from '~/utils/format'
import { BackLink, CartBar, GuestError, keptHeaders, Notice, Picture, Price, SoldOut, Tags, Text } from './__guest'
import { guestHeaders, guestQuery, itemPage, menuLanguage, withQuery, type ItemPage, type ModifierView } from '~/features/guest/menu-view.server'
import type { TitleHandle } from '~/utils/document-title'
import type { LanguageHandle } from '~/utils/document-language'

async function readPage(request: Request, params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']) {
  if (!isId(params.itemId)) throw new Response('Not found', { status: 404 })
  const api = await apiFor(request, context)
  const menu = await readGuestMenu(api, params.organizationId ?? '', guestQuery(request).preview, { item: params.itemId ?? '' })
  const language = menuLanguage(menu, request)
  const cart = menu.ordering?.state === 'OPEN' ? await keptOpenCart(api, request, menu.organization.id, language) : null
  const page = await itemPage({ menu, request, now: new Date(), cart }, params.itemId)
  if (!page) throw new Response('Not found', { status: 404, headers: guestHeaders(menu.draft) })
  return { api, menu, page, language, itemId: params.itemId }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { menu, page } = await readPage(request, params, context)
  // With the cart bar the page is the guest's own.
  return json(page, { headers: page.order?.cartBar ? { 'Cache-Control': 'private, no-store' } : guestHeaders(menu.draft) })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, menu, page, language, itemId } = await readPage(request, params, context)
  const t = await translatorFor(language)
  const form = await readForm(request)
  const item = menu.menus.flatMap((m) => m.categories.flatMap((c) => c.items)).find((i) => i.id === itemId)!
  const { line, posted, errors } = readItemForm(item, form, t)
  const refused = (errors: FormErrors) => json({ posted, errors }, { status: 400, headers: { 'Cache-Control': 'private, no-store' } })
  if (!page.order) return refused({ '': page.item.soldOut ?? page.orderingNote ?? t('guestOrder.errors.notOrderable') })
  if (!line) return refused(errors)
  try {
    const { cookie } = await addToCart(api, request, menu.organization.id, line, { tableId: guestQuery(request).table, language })
    return redirect(withQuery(`/m/${menu.organization.id}`, guestQuery(request), `#item-${itemId}`, { added: '1' }), {
      status: 303,
      headers: cookie ? { 'Set-Cookie': cookie } : undefined,
    })
  } catch (error) {
    const [field, message] = orderRefusal(error, t, menu, language)
    // A modifier's rule is said as the fieldset says it ('Choose up to 2').
    const rule = page.modifiers.find((m) => m.id === field)?.rule
    return refused({ [field]: rule ?? message })
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => keptHeaders(errorHeaders ?? loaderHeaders)

export const handle: ScriptingHandle & TitleHandle & LanguageHandle = { island: 'guest-order', scripts: (data) => (data as ItemPage | undefined)?.order != null, title: false, lang: headLanguage }

export default function GuestItemPage() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionResult<typeof action>()
  const { item, order } = page
  const errors: FormErrors = answer?.errors ?? {}
  const posted: PostedItem | null = answer?.posted ?? null
  const fields = (
    <>
      {page.modifiers.map((modifier) => (
        <ModifierFieldset key={modifier.id} modifier={modifier} requiredLabel={page.labels.required} posted={posted} error={errors[modifier.id]} />
      ))}
      {/* Sold out: nothing to take an amount of, so no quantity or instructions (no add). */}
      {item.soldOut ? null : <OrderFields labels={page.labels} posted={posted} errors={errors} />}
    </>
  )
  return (
    <GuestFrame head={page}>
      <BackLink href={page.backHref} text={page.labels.back} />
      <article className="mt-3 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {item.detailImage ? <Picture image={item.detailImage} alt="" eager className="h-auto w-full object-cover" /> : null}
        <div className="space-y-3 p-4">
          <Text value={item.title} as="h1" className="text-2xl font-bold leading-tight text-slate-900" />
          {item.size ? <p className="text-sm text-slate-500">{item.size}</p> : null}
          <Text value={item.description} as="p" className="text-slate-700" />
          <Tags tags={item.tags} />
          <Price price={item.price} className="text-lg" />
          {item.soldOut ? <SoldOut text={item.soldOut} /> : null}
          {item.unavailable ? (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700">{item.unavailable}</p>
          ) : null}
          {item.waiterOrderOnly ? <p className="text-sm text-slate-500">{page.labels.waiterOrderOnly}</p> : null}
          {page.orderingNote ? <p className="text-sm text-slate-600">{page.orderingNote}</p> : null}
          {errors[''] ? <Notice tone="error" text={errors['']} /> : null}
        </div>
        {order ? (
          <form method="post" action={order.action} noValidate {...attr(guestOrder.price, order.price)}>
            {fields}
            <div className="border-t border-slate-200 p-4">
              <button
                type="submit"
                className="flex w-full items-center justify-between gap-3 rounded-xl bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span>{page.labels.addToOrder}</span>
                <span className="whitespace-nowrap" {...attr(guestOrder.total, true)}>
                  {formatMoney(order.unitPrice * Math.max(1, Number(posted?.quantity) || 1), order.price.currency)}
                </span>
              </button>
            </div>
          </form>
        ) : (
          fields
        )}
      </article>
      {order?.cartBar ? <CartBar bar={order.cartBar} /> : null}
    </GuestFrame>
  )
}

function OrderFields({
  labels,
  posted,
  errors,
}: {
  labels: Record<'quantity' | 'specialInstructions' | 'specialInstructionsHint', string>
  posted: PostedItem | null
  errors: FormErrors
}) {
  return (
    <div className="space-y-4 border-t border-slate-200 p-4">
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{labels.specialInstructions}</span>
        <textarea
          name="instructions"
          rows={2}
          maxLength={200}
          placeholder={labels.specialInstructionsHint}
          defaultValue={posted?.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'note-error' : undefined}
          className={cx(inputClass(), 'mt-1')}
        />
        {errors.note ? <FieldError id="note-error" text={errors.note} /> : null}
      </label>
      <label className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="text-sm font-medium text-slate-700">{labels.quantity}</span>
        {/* A native number field is a stepper that needs no script. */}
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={99}
          defaultValue={posted?.quantity ?? 1}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={errors.quantity ? 'quantity-error' : undefined}
          className={cx(inputClass(), '!w-24 text-center text-lg font-semibold')}
        />
        {errors.quantity ? <FieldError id="quantity-error" text={errors.quantity} /> : null}
      </label>
    </div>
  )
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="block w-full text-sm font-medium text-rose-700">
      {text}
    </span>
  )
}

function ModifierFieldset({
  modifier,
  requiredLabel,
  posted,
  error,
}: {
  modifier: ModifierView
  requiredLabel: string
  posted: PostedItem | null
  error: string | undefined
}) {
  const name = `modifier-${modifier.id}`
  const errorId = `${name}-error`
  // After a refusal the guest's own choices, else the menu's defaults.
  const count = (option: ModifierView['options'][number]) => (posted ? posted.options[option.id] ?? 0 : option.count)
  const checked = (option: ModifierView['options'][number]) => (posted ? (posted.options[option.id] ?? 0) > 0 : option.checked)
  return (
    <fieldset className="border-t border-slate-200 p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="float-left flex w-full items-baseline justify-between gap-3">
        <Text value={modifier.title} className="font-semibold text-slate-900" />
        {modifier.required ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{requiredLabel}</span>
        ) : null}
      </legend>
      <div className="clear-both">
        {modifier.rule ? <p className="text-xs text-slate-500">{modifier.rule}</p> : null}
        <Text value={modifier.description} as="p" className="text-sm text-slate-600" />
        {error ? <FieldError id={errorId} text={error} /> : null}
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {modifier.options.map((option) => (
          <li key={option.id}>
            <label className="flex items-center gap-3 py-2">
              {modifier.control === 'stepper' ? (
                <input
                  type="number"
                  name={`${name}-${option.id}`}
                  inputMode="numeric"
                  min={0}
                  max={option.maxCount ?? 99}
                  defaultValue={count(option)}
                  disabled={option.soldOut !== null}
                  className={cx(inputClass(), '!w-16 !px-1 text-center')}
                  {...attr(guestOrder.option, option.id)}
                />
              ) : (
                <input
                  type={modifier.control}
                  name={name}
                  value={option.id}
                  defaultChecked={checked(option)}
                  disabled={option.soldOut !== null}
                  className="h-5 w-5 shrink-0 accent-brand-600"
                  {...attr(guestOrder.option, option.id)}
                />
              )}
              <span className="min-w-0 flex-1">
                <Text value={option.title} className="block text-slate-800" />
                <Text value={option.description} className="block text-xs text-slate-500" />
                {option.soldOut ? <SoldOut text={option.soldOut} /> : null}
              </span>
              {option.price ? <span className="whitespace-nowrap text-sm text-slate-700">{option.price}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  // Without data the error page's title is the head's (components/document-title.tsx).
  if (!data) return []
  return [{ title: data.pageTitle }, ...(data.draft ? [{ name: 'robots', content: 'noindex' }] : [])]
}

export const ErrorBoundary = GuestError
