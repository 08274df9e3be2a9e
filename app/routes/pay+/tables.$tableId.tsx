/**
 * /pay/tables/<tableId>, the table's page as contract/guest-table.ts guestTablePagePath names it
 * (where the payment provider's Cancel leads): 303 to the page itself, /pay/table/<tableId>.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { isId } from '~/services/not-found.server'

export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isId(params.tableId)) throw new Response('Not found', { status: 404 })
  return redirect(`/pay/table/${params.tableId}${new URL(request.url).search}`, 303)
}
