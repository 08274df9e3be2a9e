/**
 * The Orders screen's custom period dialog (features/orders/period-dialog.tsx): posting it sends the
 * user to the screen with the period in its address (`?period=custom&from=…&to=…`).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CustomPeriodDialog } from '~/features/orders/period-dialog'
import { useActionResult } from '~/components/ui/use-action-result'
import { readForm } from '~/services/form.server'
import { periodDialogAction, periodDialogData } from '~/features/orders/period-dialog.server'
import { ORDER_PERIOD_CHOICES } from '~/features/orders/order-periods'
import { requireOrders } from './__orders.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { organization, url } = await requireOrders(args)
  return json(periodDialogData(url, organization.timeZone, ORDER_PERIOD_CHOICES))
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { organization } = await requireOrders(args)
  return periodDialogAction(args.request, form, organization.timeZone, ORDER_PERIOD_CHOICES)
}

export default function OrdersPeriodDialog() {
  const data = useLoaderData<typeof loader>()
  return <CustomPeriodDialog id="orders-period" timeZone={data.timeZone} fields={data.fields} lastResult={useActionResult<typeof action>()} />
}

export const handle: TitleHandle = { title: 'orders.period.customTitle' }
