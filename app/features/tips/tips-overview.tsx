import { LikesChart } from '~/features/tips/charts/likes-chart'
import { RatingChart } from '~/features/tips/charts/rating-chart'
import { TipsByDayChart } from '~/features/tips/charts/tips-by-day-chart'
import { TipsSummary } from '~/features/tips/tips-summary'

interface Statistics {
  rating: { avg: number | null; countByRating: Record<string, number> }
  likes: Record<string, number>
  chart: { amountByDays: Record<string, number>; totalAmount: number; avgAmount: number; count: number }
}

/** Summary, rating and reactions charts and tips by day of a box or an employee. */
export function TipsOverview({ statistics, days, currency }: { statistics: Statistics; days: string[]; currency: string }) {
  return (
    <>
      <TipsSummary
        totalAmount={statistics.chart.totalAmount}
        avgAmount={statistics.chart.avgAmount}
        count={statistics.chart.count}
        avgRating={statistics.rating.avg}
        currency={currency}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RatingChart countByRating={statistics.rating.countByRating} avg={statistics.rating.avg} />
        <LikesChart likes={statistics.likes} />
      </div>
      <TipsByDayChart amountByDays={statistics.chart.amountByDays} days={days} currency={currency} />
    </>
  )
}
