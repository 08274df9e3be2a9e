import { useTranslation } from 'react-i18next'
import { formatMoney, formatRating } from '~/utils/format'

/** Total, average and count of tips over the range, and the average rating when known. */
export function TipsSummary({
  totalAmount,
  avgAmount,
  count,
  avgRating,
  currency,
}: {
  totalAmount: number
  avgAmount: number
  count: number
  avgRating?: number | null
  currency: string
}) {
  const { t } = useTranslation()
  const items = [
    { label: t('tips.total'), value: formatMoney(totalAmount, currency), testId: 'tips-total' },
    { label: t('tips.average'), value: formatMoney(avgAmount, currency), testId: 'tips-average' },
    { label: t('tips.count'), value: String(count), testId: 'tips-count' },
    ...(avgRating !== undefined ? [{ label: t('tips.avgRating'), value: formatRating(avgRating), testId: 'tips-rating' }] : []),
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.testId} className="rounded-md border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
