/**
 * A subscription invoice's PDF (ADR 0042: files through a back-office route): the platform's
 * GET …/invoices/{id}/invoice-{number}.pdf in the user's language, streamed on as an attachment
 * so the browser stays on the Billing screen; a refusal (logged) sends it back to the screen
 * with an error snackbar. The number comes in `?number=` (the platform checks it belongs to the id).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { subscriptionInvoicePdf } from '~/models/billing.server'
import { isId } from '~/models/not-found.server'
import { i18n } from '~/services/i18n.server'
import { redirectWithToast } from '~/services/toast.server'
import { billingPath, isLoggedFailure, logBillingFailure, requireBilling } from './__billing.server'

/** An invoice number as the platform writes them: letters, digits and a few separators. */
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireBilling(args)
  const back = billingPath(organization.id)
  const failed = () => redirectWithToast(args.request, back, { type: 'error', key: 'billing.invoices.downloadFailed' })
  const invoiceId = args.params.invoiceId
  const number = url.searchParams.get('number') ?? ''
  if (!isId(invoiceId) || !NUMBER.test(number)) return failed()
  let answer: Response
  try {
    answer = await subscriptionInvoicePdf(api, organization.id, invoiceId, number, await i18n.getLocale(args.request))
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    logBillingFailure(`downloading invoice ${number}`, organization.id, error)
    return failed()
  }
  if (!answer.headers.get('content-type')?.startsWith('application/pdf') || !answer.body) {
    logBillingFailure(`downloading invoice ${number}`, organization.id, new Error(`answer of type ${answer.headers.get('content-type')}`))
    return failed()
  }
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': answer.headers.get('content-disposition') ?? `attachment; filename="invoice-${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
  const length = answer.headers.get('content-length')
  if (length) headers.set('Content-Length', length)
  return new Response(answer.body, { status: 200, headers })
}
