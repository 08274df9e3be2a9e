/**
 * An item of the guest menu on its own page (issue 8 item 8): /m/<organizationId>/items/<itemId>,
 * with the detail picture, size, price, tags, its modifiers and their options with prices, the
 * quantity (1) and a field for special instructions. What a guest sees before ordering; nothing
 * is sent from here. Plain HTML like the menu: radio buttons, checkboxes and number fields work
 * without JavaScript.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ScriptingHandle } from '~/components/document-scripts'
import { cx } from '~/components/ui/cx'
import { inputClass } from '~/components/ui/field'
import { readGuestMenu } from '~/features/menu/guest-menu.server'
import { isId } from '~/services/not-found.server'
import { apiFor } from '~/services/api.server'
import { GuestFrame } from '~/features/guest/guest-frame'
import { GuestError, keptHeaders, Picture, Price, SoldOut, Tags, Text } from './__guest'
import { guestHeaders, guestQuery, itemPage, type ModifierView } from './__view.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isId(params.itemId)) throw new Response('Not found', { status: 404 })
  const api = await apiFor(request, context)
  const menu = await readGuestMenu(api, params.organizationId ?? '', guestQuery(request).preview, { item: params.itemId ?? '' })
  const page = await itemPage({ menu, request, now: new Date() }, params.itemId)
  if (!page) throw new Response('Not found', { status: 404, headers: guestHeaders(menu.draft) })
  return json(page, { headers: guestHeaders(menu.draft) })
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => keptHeaders(errorHeaders ?? loaderHeaders)

export const handle: ScriptingHandle & TitleHandle = { scripts: false, title: false }

export default function GuestItemPage() {
  const page = useLoaderData<typeof loader>()
  const { item } = page
  return (
    <GuestFrame head={page}>
      <p className="pt-3">
        <a href={page.backHref} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> {page.labels.back}
        </a>
      </p>
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
        </div>
        {page.modifiers.map((modifier) => (
          <ModifierFieldset key={modifier.id} modifier={modifier} requiredLabel={page.labels.required} />
        ))}
        {/* Sold out: nothing to take an amount of, so no quantity or instructions (no add). */}
        {item.soldOut ? null : <OrderFields labels={page.labels} />}
      </article>
    </GuestFrame>
  )
}

function OrderFields({ labels }: { labels: Record<'quantity' | 'specialInstructions' | 'specialInstructionsHint', string> }) {
  return (
    <div className="space-y-4 border-t border-slate-200 p-4">
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{labels.specialInstructions}</span>
        <textarea name="instructions" rows={2} maxLength={200} placeholder={labels.specialInstructionsHint} className={cx(inputClass(), 'mt-1')} />
      </label>
      <label className="flex items-center justify-between gap-4">
        <span className="text-sm font-medium text-slate-700">{labels.quantity}</span>
        {/* A native number field is a stepper that needs no script. */}
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={99}
          defaultValue={1}
          className={cx(inputClass(), '!w-24 text-center text-lg font-semibold')}
        />
      </label>
    </div>
  )
}

function ModifierFieldset({ modifier, requiredLabel }: { modifier: ModifierView; requiredLabel: string }) {
  const name = `modifier-${modifier.id}`
  return (
    <fieldset className="border-t border-slate-200 p-4">
      <legend className="float-left flex w-full items-baseline justify-between gap-3">
        <Text value={modifier.title} className="font-semibold text-slate-900" />
        {modifier.required ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{requiredLabel}</span>
        ) : null}
      </legend>
      <div className="clear-both">
        {modifier.rule ? <p className="text-xs text-slate-500">{modifier.rule}</p> : null}
        <Text value={modifier.description} as="p" className="text-sm text-slate-600" />
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
                  defaultValue={option.count}
                  disabled={option.soldOut !== null}
                  className={cx(inputClass(), '!w-16 !px-1 text-center')}
                />
              ) : (
                <input
                  type={modifier.control}
                  name={modifier.control === 'radio' ? name : `${name}-${option.id}`}
                  value={option.id}
                  defaultChecked={option.checked}
                  disabled={option.soldOut !== null}
                  className="h-5 w-5 shrink-0 accent-brand-600"
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
  if (!data) return [{ title: 'Menu' }]
  return [{ title: data.pageTitle }, ...(data.draft ? [{ name: 'robots', content: 'noindex' }] : [])]
}

export const ErrorBoundary = GuestError
