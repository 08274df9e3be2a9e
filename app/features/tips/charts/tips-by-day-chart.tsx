import { Bar } from '@visx/shape'
import { scaleLinear } from '@visx/scale'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDayLabel, formatMoney } from '~/utils/format'
import { cx } from '~/components/ui/cx'
import { AXIS, BRAND, GRID, ChartFigure, NumbersTable } from '~/features/tips/charts/figure'

/** At most this many day labels under the tips chart, so they never overlap. */
const MAX_DAY_LABELS = 8

/** Every n-th day gets a label so that at most `max` labels are shown. */
export function thinLabels(days: string[], max = MAX_DAY_LABELS): string[] {
  const step = Math.max(1, Math.ceil(days.length / max))
  return days.filter((_, index) => index % step === 0)
}

/**
 * The day labels of the tips chart: every n-th day so that at most `max` are labelled; every
 * second one of those is `minor`, hidden when the chart is narrow (a phone, a half-width card),
 * which leaves at most half as many.
 */
export function dayTicks(days: string[], max = MAX_DAY_LABELS): { day: string; index: number; minor: boolean }[] {
  const step = Math.max(1, Math.ceil(days.length / max))
  return days.flatMap((day, index) => (index % step === 0 ? [{ day, index, minor: (index / step) % 2 === 1 }] : []))
}

/** viewBox units per day of the tips chart; the drawing is stretched to the card (preserveAspectRatio none). */
const DAY_WIDTH = 10
const PLOT_HEIGHT = 100
/** Below this width of the chart the minor day labels hide (a CSS container query). */
const NARROW_CHART = '[@container(max-width:30rem)]:hidden'

/**
 * Bars and grid lines only: an SVG stretched to the card's width and a fixed CSS height, so
 * nothing in it is text. Lines keep 1 px whatever the stretch (non-scaling-stroke).
 */
function TipsBars({
  days,
  amounts,
  top,
  yTicks,
  currency,
  dayLabel,
}: {
  days: string[]
  amounts: number[]
  top: number
  yTicks: number[]
  currency: string
  dayLabel: (day: string) => string
}) {
  const width = Math.max(1, days.length) * DAY_WIDTH
  const y = (major: number) => PLOT_HEIGHT - (major / top) * PLOT_HEIGHT
  return (
    <>
      {yTicks.map((tick) => (
        <line key={tick} x1={0} x2={width} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? AXIS : GRID} vectorEffect="non-scaling-stroke" />
      ))}
      {days.map((day, index) => {
        const amount = amounts[index]!
        if (amount <= 0) return null
        const barTop = Math.min(PLOT_HEIGHT - 0.5, y(amount / 100))
        return (
          <Bar key={day} x={index * DAY_WIDTH + 1.5} y={barTop} width={DAY_WIDTH - 3} height={PLOT_HEIGHT - barTop} fill={BRAND}>
            <title>{`${dayLabel(day)}: ${formatMoney(amount, currency)}`}</title>
          </Bar>
        )
      })}
    </>
  )
}

/**
 * Tips per day of the range (days without tips are zero; the screens pass days up to today),
 * money on the y axis. The labels are HTML beside and under the drawing, in CSS pixels, so
 * they keep their size in a full-width card, a half-width one and on a 360 px phone alike
 * (text inside a scaled SVG shrank to 7 px in the dashboard's half-width card). Day labels
 * thin out when the chart is narrow.
 */
export function TipsByDayChart({
  amountByDays,
  days,
  currency,
}: {
  amountByDays: Record<string, number>
  days: string[]
  currency: string
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const language = i18n.language
  const shownDays = days.length > 0 ? days : Object.keys(amountByDays).sort()
  const amounts = shownDays.map((day) => amountByDays[day] ?? 0)
  const total = formatMoney(
    amounts.reduce((sum, amount) => sum + amount, 0),
    currency,
  )
  const title = t('charts.tips.title')
  const dayLabel = (day: string) => formatDayLabel(day, language)
  // The y scale is in major units and ends on a whole one, so that ticks fall on whole amounts.
  const maxMajor = Math.max(1, Math.ceil(Math.max(0, ...amounts) / 100))
  const y = scaleLinear<number>({ domain: [0, maxMajor], nice: true })
  const top = y.domain()[1] ?? maxMajor
  const yTicks = y.ticks(4).filter((tick) => Number.isInteger(tick))
  const tickText = (value: number) => formatMoney(value * 100, currency)
  const count = Math.max(1, shownDays.length)
  const summary = t('charts.tips.summary', {
    total,
    from: shownDays.length ? dayLabel(shownDays[0]!) : '',
    to: shownDays.length ? dayLabel(shownDays[shownDays.length - 1]!) : '',
  })

  return (
    <ChartFigure
      title={title}
      aside={`${t('charts.total')}: ${total}`}
      summary={summary}
      drawings={[]}
      drawing={
        <div className="max-w-4xl [container-type:inline-size]">
          <div className="flex text-xs text-slate-700">
            <div aria-hidden="true" className="relative h-44 shrink-0 pr-2 sm:h-52" data-testid="tips-y-labels">
              {/* The widest label keeps the column wide; the others sit on their grid lines. */}
              <span className="invisible block whitespace-nowrap">{tickText(top)}</span>
              {yTicks.map((tick) => (
                <span
                  key={tick}
                  className="absolute right-2 -translate-y-1/2 whitespace-nowrap leading-none"
                  style={{ top: `${(1 - tick / top) * 100}%` }}
                >
                  {tickText(tick)}
                </span>
              ))}
            </div>
            <div className="min-w-0 flex-1">
              <svg
                viewBox={`0 0 ${count * DAY_WIDTH} ${PLOT_HEIGHT}`}
                preserveAspectRatio="none"
                role="img"
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-desc`}
                className="block h-44 w-full overflow-visible sm:h-52"
              >
                <title id={`${id}-title`}>{title}</title>
                <desc id={`${id}-desc`}>{summary}</desc>
                <TipsBars days={shownDays} amounts={amounts} top={top} yTicks={yTicks} currency={currency} dayLabel={dayLabel} />
              </svg>
              <div aria-hidden="true" className="relative mt-1 h-4" data-testid="tips-day-labels">
                {dayTicks(shownDays).map(({ day, index, minor }) => {
                  const centre = (index + 0.5) / count
                  // Labels near an edge are aligned to it instead of centred, so they stay in the card.
                  const shift = centre < 0.1 ? '0' : centre > 0.9 ? '-100%' : '-50%'
                  const left = centre < 0.1 ? index / count : centre > 0.9 ? (index + 1) / count : centre
                  return (
                    <span
                      key={day}
                      className={cx('absolute top-0 whitespace-nowrap leading-none', minor && NARROW_CHART)}
                      style={{ left: `${left * 100}%`, transform: `translateX(${shift})` }}
                    >
                      {dayLabel(day)}
                    </span>
                  )
                })}
              </div>
            </div>
          </div>
        </div>
      }
      table={
        <NumbersTable
          caption={title}
          labelHeader={t('charts.tips.day')}
          valueHeader={t('charts.tips.amount')}
          rows={shownDays.map((day, index) => ({ key: day, label: dayLabel(day), value: formatMoney(amounts[index]!, currency) }))}
          footer={{ key: 'total', label: t('charts.total'), value: total }}
        />
      }
    />
  )
}
