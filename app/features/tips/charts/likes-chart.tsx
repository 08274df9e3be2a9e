import { useTranslation } from 'react-i18next'
import type { REACTION_TAGS } from '#contract/tips'
import { ChartFigure, NumbersTable } from '~/features/tips/charts/figure'
import { barsDrawing, type BarRow } from '~/features/tips/charts/horizontal-bars'

const LIKES: { tag: (typeof REACTION_TAGS)[number]; label: string }[] = [
  { tag: 'food', label: 'charts.likes.food' },
  { tag: 'hospitality', label: 'charts.likes.hospitality' },
  { tag: 'interior', label: 'charts.likes.interior' },
  { tag: 'mood', label: 'charts.likes.mood' },
]

/** How many guests liked the food, hospitality, interior and mood. */
export function LikesChart({ likes }: { likes: Record<string, number> }) {
  const { t } = useTranslation()
  const rows: BarRow[] = LIKES.map(({ tag, label }) => ({ key: tag, label: t(label), count: likes[tag] ?? 0 }))
  const title = t('charts.likes.title')
  return (
    <ChartFigure
      title={title}
      summary={t('charts.likes.summary', { list: rows.map((row) => `${row.label} ${row.count}`).join(', ') })}
      drawings={[barsDrawing(rows, 130)]}
      table={
        <NumbersTable
          caption={title}
          labelHeader={t('charts.likes.reaction')}
          valueHeader={t('charts.count')}
          rows={rows.map((row) => ({ key: row.key, label: row.label, value: String(row.count) }))}
        />
      }
    />
  )
}
