/**
 * 'Export' of the Payouts screen: the platform's payouts.xlsx (its texts in the user's language),
 * streamed on as an attachment so the browser stays on the list; a refusal sends it back to the
 * list, which says why (`?downloadError=`).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { PAYOUTS_EXPORT_NAME } from '#contract/payments'
import { payoutsExport } from '~/features/payments/payouts.server'
import { passFile, requirePaymentsScreen } from '~/features/payments/screens.server'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url, language } = await requirePaymentsScreen(args, 'VIEW_PAYOUTS')
  return passFile(() => payoutsExport(api, organization.id, language), { type: XLSX, name: PAYOUTS_EXPORT_NAME }, { pagePath: `/organizations/${organization.id}/payouts`, url })
}
