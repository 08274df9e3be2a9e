/** Where the provider's page sends the guest back: the done page says how the payment went. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { isId } from '~/services/not-found.server'

export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isId(params.checkoutId)) throw new Response('Not found', { status: 404 })
  const lang = new URL(request.url).searchParams.get('lang')
  return redirect(`/pay/done/${params.checkoutId}${lang && /^[a-z]{2}$/.test(lang) ? `?lang=${lang}` : ''}`, 303)
}
