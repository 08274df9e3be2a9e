/**
 * Order details (SPEC.md 2 "Order details", VIEW_ORDERS, up to 1000 wide): status, number,
 * created, closed, table, waiter, amount, the paid amount only when it differs, the refunded
 * amount; then the item lines with picture, title, modifiers ('Milk: Oat milk, Syrup x2'),
 * count × price and how many are in each status. Drawn over the list, which keeps its query.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ItemLine } from '~/features/orders/item-line'
import { OrderAmount } from '~/features/orders/orders-table'
import { StatusBadge } from '~/features/orders/status-badge'
import { Dialog } from '~/components/ui/dialog'
import { getOrder } from '~/features/orders/orders.server'
import { i18n } from '~/services/i18n.server'
import { orderDetailsView, type OrderItemView } from '~/features/orders/order-view'
import { requireOrders } from './__orders.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireOrders(args)
  const [order, language] = await Promise.all([getOrder(api, organization.id, args.params.orderId), i18n.getLocale(args.request)])
  return json({ order: orderDetailsView(order, organization.timeZone, language) })
}

export default function OrderDetailsDialog() {
  const { t } = useTranslation()
  const { order } = useLoaderData<typeof loader>()
  return (
    <Dialog title={t('orders.details.title', { number: order.number })} width={1000}>
      <div className="space-y-5">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={t('orders.columns.status')}>
            <StatusBadge status={order.status} />
          </Detail>
          <Detail label={t('orders.columns.number')}>{order.number}</Detail>
          <Detail label={t('orders.columns.created')}>{order.createdFull}</Detail>
          <Detail label={t('orders.details.closed')}>{order.closed ?? '—'}</Detail>
          <Detail label={t('orders.columns.table')}>{order.table ?? '—'}</Detail>
          <Detail label={t('orders.columns.waiter')}>{order.waiter ?? '—'}</Detail>
          <Detail label={t('orders.columns.amount')}>
            <OrderAmount row={order} />
          </Detail>
          {order.paidAmount ? <Detail label={t('orders.details.paid')}>{order.paidAmount}</Detail> : null}
          <Detail label={t('orders.details.refunded')}>{order.refunded}</Detail>
        </dl>
        <section aria-labelledby="order-items" className="space-y-2">
          <h3 id="order-items" className="font-medium text-slate-900">
            {t('orders.details.items')}
          </h3>
          {order.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('orders.details.noItems')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {order.items.map((item) => (
                <OrderItemLine key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

function OrderItemLine({ item }: { item: OrderItemView }) {
  const { t } = useTranslation()
  return (
    <ItemLine title={item.title} image={item.image} modifiers={item.modifiers} price={`${item.count} × ${item.price}`} testId="order-item">
      {item.statuses.length ? (
        <p role="group" className="flex flex-wrap gap-1" aria-label={t('orders.details.itemStatuses')}>
          {item.statuses.map(({ view, count }, index) => (
            <StatusBadge key={index} status={view} count={count} />
          ))}
        </p>
      ) : null}
    </ItemLine>
  )
}

export const handle: TitleHandle = { title: 'documentTitles.order' }
