/** A card ID (GT ID) link, /pay/t/<token>: 303 to its box's or employee's page, keeping the amount (?a=). */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { ApiError } from '~/services/api.server'
import { guestApi, resolveToken } from '~/features/guest/guest-pay.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  if (!/^\d{6}$/.test(token)) throw new Response('Not found', { status: 404 })
  const api = await guestApi(request, context)
  const found = await resolveToken(api, token).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 })
    throw error
  })
  const asked = new URL(request.url).searchParams
  const kept = new URLSearchParams()
  for (const name of ['a', 'lang']) {
    const value = asked.get(name)
    if (value) kept.set(name, value)
  }
  const query = kept.toString()
  return redirect(`/pay/${found.kind === 'box' ? 'b' : 'm'}/${found.id}${query ? `?${query}` : ''}`, 303)
}
