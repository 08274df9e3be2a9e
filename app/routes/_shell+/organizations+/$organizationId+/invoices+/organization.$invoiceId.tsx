/**
 * An organization invoice's PDF (the Invoices screen's organization tab, VIEW_ORGANIZATION_INVOICES):
 * streamed on as an attachment so the browser stays on the list; a refusal sends it back to the
 * list, which says why (`?downloadError=`).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { organizationInvoicePdf } from '~/features/payments/invoices.server'
import { isId } from '~/services/not-found.server'
import { backWithError, passFile, requirePaymentsScreen } from '~/features/payments/screens.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url, language } = await requirePaymentsScreen(args, 'VIEW_ORGANIZATION_INVOICES')
  const pagePath = `/organizations/${organization.id}/invoices`
  const invoiceId = args.params.invoiceId
  if (!isId(invoiceId)) return backWithError(pagePath, url, 'notFound')
  return passFile(() => organizationInvoicePdf(api, organization.id, invoiceId, language), { type: 'application/pdf', name: `invoice-${invoiceId.slice(0, 8)}.pdf` }, { pagePath, url })
}
