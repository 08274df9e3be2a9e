import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { REACTION_TAGS } from '../../contract/tips'
import { formatDayLabel, formatMoney, formatRating } from '../utils/format'
import { cx } from './cx'

/**
 * Statistics charts drawn as SVG on the server (visx scales and shapes; no measuring, no
 * ParentSize), so they read the same with and without JavaScript. A fixed viewBox scales
 * the drawing to the container's width. Every chart is a <figure> whose numbers are also
 * in a table inside <details>, for screen readers and for anyone who wants the figures.
 *
 * Labels are plain <text>: @visx/text's <Text> measures words in the browser by appending
 * an element to <body> while rendering, which breaks hydration of the whole document.
 * Text in an SVG scales with it: the bar charts are shown at most 28rem wide, where that is
 * fine; the tips chart, which may be a full-width or a half-width card, draws only bars in
 * its SVG and puts its labels in HTML beside it.
 */

const BRAND = '#2459b8' // brand-600: 6.6:1 on white
const TEXT = '#334155' // slate-700: 10.4:1 on white
const AXIS = '#94a3b8' // slate-400: lines only, not text
const GRID = '#e2e8f0' // slate-200
const FONT_SIZE = 13

const RATINGS = ['5', '4', '3', '2', '1', '0'] as const
const LIKES: { tag: (typeof REACTION_TAGS)[number]; label: string }[] = [
  { tag: 'food', label: 'charts.likes.food' },
  { tag: 'hospitality', label: 'charts.likes.hospitality' },
  { tag: 'interior', label: 'charts.likes.interior' },
  { tag: 'mood', label: 'charts.likes.mood' },
]
/** At most this many day labels under the tips chart, so they never overlap. */
const MAX_DAY_LABELS = 8

/** One SVG of a chart: its size in viewBox units and the classes that size (or hide) it. */
interface Drawing {
  key: string
  width: number
  height: number
  className: string
  content: ReactNode
}

/** The figure every chart shares: caption, the drawing(s), then its numbers as a table. */
function ChartFigure({
  title,
  aside,
  summary,
  drawings,
  drawing,
  table,
}: {
  title: string
  aside?: ReactNode
  summary: string
  drawings: Drawing[]
  /** A drawing that labels itself (the tips chart), shown after `drawings`. */
  drawing?: ReactNode
  table: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <figure className="rounded-md border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-slate-900">{title}</span>
        {aside ? <span className="text-sm text-slate-700">{aside}</span> : null}
      </figcaption>
      {drawings.map((drawing) => (
        <svg
          key={drawing.key}
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          role="img"
          aria-labelledby={`${id}-${drawing.key}-title`}
          aria-describedby={`${id}-${drawing.key}-desc`}
          className={cx('h-auto w-full', drawing.className)}
          fontFamily="inherit"
        >
          <title id={`${id}-${drawing.key}-title`}>{title}</title>
          <desc id={`${id}-${drawing.key}-desc`}>{summary}</desc>
          {drawing.content}
        </svg>
      ))}
      {drawing}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">{t('charts.showTable')}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  )
}

interface TableRow {
  key: string
  label: string
  value: string
}

function NumbersTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
  footer,
}: {
  caption: string
  labelHeader: string
  valueHeader: string
  rows: TableRow[]
  footer?: TableRow
}) {
  return (
    <table className="min-w-[16rem] divide-y divide-slate-200 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className="px-3 py-1.5 text-left font-medium text-slate-700">
            {labelHeader}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-medium text-slate-700">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal text-slate-800">
              {row.label}
            </th>
            <td className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums text-slate-800">{row.value}</td>
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot className="border-t border-slate-300">
          <tr>
            <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-semibold text-slate-900">
              {footer.label}
            </th>
            <td className="whitespace-nowrap px-3 py-1.5 text-right font-semibold tabular-nums text-slate-900">{footer.value}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  )
}

interface BarRow {
  key: string
  label: string
  count: number
}

const ROW_HEIGHT = 30
const VALUE_WIDTH = 52
/** viewBox width of the bar charts; shown at most 28rem wide, so text stays 11 to 16 px. */
const BARS_WIDTH = 360

function horizontalHeight(rows: number) {
  return rows * ROW_HEIGHT + 8
}

/** Horizontal bars with the label on the left and the count at the bar's end. */
function HorizontalBarRows({ rows, width, labelWidth }: { rows: BarRow[]; width: number; labelWidth: number }) {
  const barsWidth = width - labelWidth - VALUE_WIDTH
  const y = scaleBand<string>({ domain: rows.map((r) => r.key), range: [4, horizontalHeight(rows.length) - 4], padding: 0.3 })
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...rows.map((r) => r.count))], range: [0, barsWidth] })
  return (
    <Group>
      {rows.map((row) => {
        const top = y(row.key) ?? 0
        const middle = top + y.bandwidth() / 2
        const length = x(row.count)
        return (
          <Group key={row.key}>
            <text x={labelWidth - 8} y={middle} dy="0.35em" textAnchor="end" fontSize={FONT_SIZE} fill={TEXT}>
              {row.label}
            </text>
            <rect x={labelWidth} y={top} width={barsWidth} height={y.bandwidth()} fill={GRID} opacity={0.5} />
            {row.count > 0 ? <Bar x={labelWidth} y={top} width={Math.max(2, length)} height={y.bandwidth()} fill={BRAND} rx={2} /> : null}
            <text x={labelWidth + length + 6} y={middle} dy="0.35em" fontSize={FONT_SIZE} fill={TEXT} fontWeight={600}>
              {row.count}
            </text>
          </Group>
        )
      })}
    </Group>
  )
}

const barsDrawing = (rows: BarRow[], labelWidth: number): Drawing => ({
  key: 'bars',
  width: BARS_WIDTH,
  height: horizontalHeight(rows.length),
  className: 'block max-w-md',
  content: <HorizontalBarRows rows={rows} width={BARS_WIDTH} labelWidth={labelWidth} />,
})

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
