/**
 * The orders of a period as a table (SPEC.md 2 "Orders"): status, number, created, table,
 * waiter, amount ('paid of total' when partially paid). The Orders screen links each row to its
 * details dialog; the device page shows the same rows read-only.
 */
import { useTranslation } from 'react-i18next'
import { Table } from '~/components/ui/table'
import type { OrderRowView } from '~/features/orders/order-view'
import { StatusBadge } from './status-badge'

export function OrdersTable({ rows, rowTo }: { rows: OrderRowView[]; rowTo?: (row: OrderRowView) => string }) {
  const { t } = useTranslation()
  return (
    <Table
      caption={t('orders.title')}
      rows={rows}
      rowKey={(row) => row.id}
      rowTo={rowTo}
      columns={[
        {
          key: 'status',
          header: t('orders.columns.status'),
          // The first cell is the link to the details: its name says which order, not only 'Paid'.
          cell: (row) => (
            <>
              <StatusBadge status={row.status} />
              <span className="sr-only"> {t('orders.orderNumber', { number: row.number })}</span>
            </>
          ),
        },
        { key: 'number', header: t('orders.columns.number'), cell: (row) => row.number },
        { key: 'created', header: t('orders.columns.created'), cell: (row) => <span className="whitespace-nowrap">{row.created}</span> },
        { key: 'table', header: t('orders.columns.table'), cell: (row) => row.table ?? '—', long: true },
        { key: 'waiter', header: t('orders.columns.waiter'), cell: (row) => row.waiter ?? '—', long: true },
        { key: 'amount', header: t('orders.columns.amount'), cell: (row) => <OrderAmount row={row} />, className: 'text-right' },
      ]}
    />
  )
}

/** The amount, or 'paid of total' for a partially paid order. */
export function OrderAmount({ row }: { row: Pick<OrderRowView, 'amount' | 'paid'> }) {
  const { t } = useTranslation()
  return <span className="whitespace-nowrap">{row.paid ? t('orders.paidOf', { paid: row.paid, total: row.amount }) : row.amount}</span>
}
