/**
 * A payment's receipt (the row menu's 'Receipt'): the platform's PDF in the user's language,
 * streamed on as an attachment so the browser stays on the list; a refusal sends it back to the
 * list, which says why (`?downloadError=`).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { isId } from '~/services/not-found.server'
import { paymentReceiptPdf } from '~/features/payments/payments.server'
import { backWithError, passFile, requirePaymentsScreen } from '~/features/payments/screens.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url, language } = await requirePaymentsScreen(args, 'VIEW_PAYMENTS')
  const pagePath = `/organizations/${organization.id}/payments`
  const paymentId = args.params.paymentId
  if (!isId(paymentId)) return backWithError(pagePath, url, 'notFound')
  return passFile(() => paymentReceiptPdf(api, organization.id, paymentId, language), { type: 'application/pdf', name: `receipt-${paymentId.slice(0, 8)}.pdf` }, { pagePath, url })
}
