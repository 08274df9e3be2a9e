/**
 * Receipt downloads go through the back-office (docs/decisions/0014): the receipt dialog's
 * form asks `<dialog URL>/download`, whose loader fetches the PDF from the platform
 * (GET /business/activities/{id}/receipt.pdf) and streams it on as an attachment, so the
 * browser stays on the screen. When the platform refuses, the browser goes back to the
 * dialog with `?receiptError=` and the dialog says what went wrong in the user's language:
 * the platform's JSON error body never reaches the browser.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { receiptPdf } from '~/features/tips/activities.server'
import { isId } from '~/services/not-found.server'
import { ApiError, apiFor } from '../../services/api.server'
import { requireUser } from '../../services/auth.server'
import { i18n } from '../../services/i18n.server'
import { parentPath } from '../../utils/dialog-url'
import { CUSTOMER_DATA_MAX_LENGTH, CUSTOMER_DATA_PARAM, RECEIPT_ERROR_PARAM, receiptErrorOf, type ReceiptError } from './receipts'

/** The loader of every `.../receipts/{activityId}/download` route. */
export async function downloadReceipt({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  // The dialog this download belongs to: the same path without '/download'. Built from our
  // own path, never from input, so it cannot point anywhere else.
  const dialog = parentPath(url.pathname)
  const back = (reason: ReceiptError) => {
    const search = new URLSearchParams(url.searchParams)
    search.set(RECEIPT_ERROR_PARAM, reason)
    return redirect(`${dialog}?${search}`)
  }
  const api = await apiFor(request, context)
  // Signed out: after signing in the user comes back to the dialog, not to a bare download.
  await requireUser(api.session, new Request(new URL(dialog, url), { headers: request.headers }))

  const activityId = params.activityId ?? ''
  if (!isId(activityId)) return back('notFound')
  const customerData = (url.searchParams.get(CUSTOMER_DATA_PARAM) ?? '').trim().slice(0, CUSTOMER_DATA_MAX_LENGTH)
  try {
    // The receipt is printed in the language of the interface.
    const pdf = await receiptPdf(api, activityId, { customerData, language: await i18n.getLocale(request) })
    if (!pdf.headers.get('content-type')?.startsWith('application/pdf') || !pdf.body) return back('failed')
    const headers = new Headers({
      'Content-Type': 'application/pdf',
      'Content-Disposition': pdf.headers.get('content-disposition') ?? `attachment; filename="receipt-${activityId.slice(0, 8)}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
    const length = pdf.headers.get('content-length')
    if (length) headers.set('Content-Length', length)
    return new Response(pdf.body, { status: 200, headers })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return back(receiptErrorOf(error.status))
  }
}
