/**
 * A subscription invoice's PDF (ADR 0042: files through a back-office route): the platform's
 * GET …/invoices/{id}/invoice-{number}.pdf in the user's language, streamed on as an attachment
 * so the browser stays on the Billing screen; a refusal is logged (SPEC.md 8) and sends the
 * browser back to the screen with `?downloadError=`, which it says as 'The invoice could not be
 * downloaded'. The number comes in `?number=` (the platform checks it is the id's).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { subscriptionInvoicePdf } from '~/features/billing/billing.server'
import { isId } from '~/services/not-found.server'
import { i18n } from '~/services/i18n.server'
import { backWithError, passFile } from '~/features/payments/screens.server'
import { billingPath, isLoggedFailure, logBillingFailure, requireBilling } from './__billing.server'

/** An invoice number as the platform writes them ('SUB-OTB-202611'): letters, digits and a few separators. */
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireBilling(args)
  // Back to the screen itself, without this route's query.
  const back = { pagePath: billingPath(organization.id), url: new URL(billingPath(organization.id), url) }
  const invoiceId = args.params.invoiceId
  const number = url.searchParams.get('number') ?? ''
  if (!isId(invoiceId) || !NUMBER.test(number)) return backWithError(back.pagePath, back.url, 'notFound')
  const language = await i18n.getLocale(args.request)
  const read = async () => {
    try {
      return await subscriptionInvoicePdf(api, organization.id, invoiceId, number, language)
    } catch (error) {
      if (isLoggedFailure(error)) logBillingFailure(`downloading invoice ${number}`, organization.id, error)
      throw error
    }
  }
  return passFile(read, { type: 'application/pdf', name: `invoice-${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf` }, back)
}
