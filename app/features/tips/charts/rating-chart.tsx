import { useTranslation } from 'react-i18next'
import { formatRating } from '~/utils/format'
import { ChartFigure, NumbersTable } from '~/features/tips/charts/figure'
import { barsDrawing, type BarRow } from '~/features/tips/charts/horizontal-bars'

const RATINGS = ['5', '4', '3', '2', '1', '0'] as const

/** Ratings 5 down to 0 with how many guests gave each, and the average. */
export function RatingChart({ countByRating, avg }: { countByRating: Record<string, number>; avg: number | null }) {
  const { t } = useTranslation()
  const rows: BarRow[] = RATINGS.map((rating) => ({ key: rating, label: `${rating} ★`, count: countByRating[rating] ?? 0 }))
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  const average = formatRating(avg)
  const title = t('charts.rating.title')
  return (
    <ChartFigure
      title={title}
      aside={`${t('charts.rating.average')}: ${average}`}
      summary={t('charts.rating.summary', { avg: average, count: total })}
      drawings={[barsDrawing(rows, 48)]}
      table={
        <NumbersTable
          caption={title}
          labelHeader={t('charts.rating.rating')}
          valueHeader={t('charts.count')}
          rows={rows.map((row) => ({ key: row.key, label: row.key, value: String(row.count) }))}
          footer={{ key: 'average', label: t('charts.rating.average'), value: average }}
        />
      }
    />
  )
}
