/** The footer of page 1 of a period's orders (SPEC.md 2 "Orders"): how many, and the takings (paid minus refunded). */
import { useTranslation } from 'react-i18next'

export function OrdersSummary({ summary }: { summary: { count: number; net: string } }) {
  const { t } = useTranslation()
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="orders-summary">
      <div className="flex gap-1">
        <dt className="text-slate-600">{t('orders.summary.count')}</dt>
        <dd className="font-semibold">{summary.count}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-600">{t('orders.summary.total')}</dt>
        <dd className="whitespace-nowrap font-semibold">{summary.net}</dd>
      </div>
    </dl>
  )
}
