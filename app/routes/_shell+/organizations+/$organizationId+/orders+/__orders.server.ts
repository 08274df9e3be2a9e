/**
 * What the Orders screen and its dialogs share on the server: the guard (VIEW_ORDERS on a
 * paymentsEnabled organization, else Home or 404, as the other gated screens) and the screen's
 * query read from the URL.
 */
import { requireOrgPermission, type GuardArgs } from '~/services/organizations.server'
import { readOrderList } from '~/features/orders/order-list'
import { readOrderPeriod } from '~/features/orders/order-periods'

export async function requireOrders(args: GuardArgs) {
  const found = await requireOrgPermission(args, 'VIEW_ORDERS')
  // SPEC.md 6: the orders areas need paymentsEnabled; the drawer has no entry without it.
  if (!found.organization.paymentsEnabled) throw new Response('Not found', { status: 404 })
  return { ...found, url: new URL(args.request.url) }
}

/** The screen's period and list query, as its URL says (app/features/orders/order-periods.ts, order-list.ts). */
export function screenQuery(url: URL, timeZone: string) {
  return { ...readOrderPeriod(url.searchParams, timeZone), list: readOrderList(url.searchParams) }
}
