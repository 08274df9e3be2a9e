/**
 * The venues (child organizations) of a group with their tips over the chosen period: one
 * section shared by the Organization dashboard and the group's Tips screen, which differ only
 * in where a row leads.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatRating } from '~/utils/format'
import { Table } from '~/components/ui/table'

export interface ChildOrganizationRow {
  id: string
  name: string
  address: string | null
  totalAmount: number
  count: number
  avgRating: number | null
}

export function ChildOrganizations({
  rows,
  currency,
  rowTo,
  empty,
}: {
  rows: ChildOrganizationRow[]
  currency: string
  rowTo: (row: ChildOrganizationRow) => string
  empty?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="children-title" className="space-y-3">
      <h2 id="children-title" className="text-lg font-semibold">
        {t('organization.children')}
      </h2>
      <Table
        caption={t('organization.children')}
        rows={rows}
        rowKey={(o) => o.id}
        rowTo={rowTo}
        empty={empty}
        columns={[
          { key: 'name', header: t('organization.name'), cell: (o) => o.name },
          { key: 'address', header: t('organization.address'), cell: (o) => o.address ?? '—' },
          { key: 'total', header: t('tips.total'), cell: (o) => formatMoney(o.totalAmount, currency), className: 'text-right whitespace-nowrap' },
          { key: 'count', header: t('tips.count'), cell: (o) => o.count, className: 'text-right' },
          { key: 'rating', header: t('tips.avgRating'), cell: (o) => formatRating(o.avgRating), className: 'text-right' },
        ]}
      />
    </section>
  )
}
