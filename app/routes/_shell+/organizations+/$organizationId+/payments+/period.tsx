/**
 * The Payments screen's custom period dialog (features/orders/period-dialog.tsx, the Orders one's
 * code): posting it sends the user to the screen with the period in its address.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CustomPeriodDialog } from '~/features/orders/period-dialog'
import { useActionResult } from '~/components/ui/use-action-result'
import { readForm } from '~/services/form.server'
import { periodDialogAction, periodDialogData } from '~/features/orders/period-dialog.server'
import { PAYMENT_PERIOD_CHOICES } from '~/features/orders/order-periods'
import { requirePaymentsScreen } from '~/features/payments/screens.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { organization, url } = await requirePaymentsScreen(args, 'VIEW_PAYMENTS')
  return json(periodDialogData(url, organization.timeZone, PAYMENT_PERIOD_CHOICES))
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { organization } = await requirePaymentsScreen(args, 'VIEW_PAYMENTS')
  return periodDialogAction(args.request, form, organization.timeZone, PAYMENT_PERIOD_CHOICES)
}

export default function PaymentsPeriodDialog() {
  const data = useLoaderData<typeof loader>()
  return <CustomPeriodDialog id="payments-period" timeZone={data.timeZone} fields={data.fields} lastResult={useActionResult<typeof action>()} />
}

export const handle: TitleHandle = { title: 'orders.period.customTitle' }
