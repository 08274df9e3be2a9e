/** The paid tip's receipt (a PDF the platform draws), streamed to the browser that holds the checkout's key. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { SUPPORTED_LANGUAGES } from '~/i18n'
import { ApiError } from '~/services/api.server'
import { isId } from '~/services/not-found.server'
import { keptCheckout } from '~/features/guest/checkout-cookie.server'
import { chooseLanguage } from '~/features/guest/guest-language.server'
import { guestApi, receiptPdf } from '~/features/guest/guest-pay.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const checkoutId = params.checkoutId
  const kept = isId(checkoutId) ? await keptCheckout(request, checkoutId) : null
  if (!kept) throw new Response('Not found', { status: 404 })
  const api = await guestApi(request, context)
  const file = await receiptPdf(api, kept.checkoutId, kept.key, chooseLanguage(request, [...SUPPORTED_LANGUAGES])).catch((error: unknown) => {
    if (error instanceof ApiError && error.status < 500) throw new Response('Not found', { status: 404 })
    throw error
  })
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${kept.checkoutId.slice(0, 8)}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
