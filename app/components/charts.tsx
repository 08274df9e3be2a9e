import { Group } from '@visx/group'
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis'
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
 * Text in an SVG scales with it, so the tips chart is drawn twice, a compact drawing for
 * phones and a wide one from Tailwind's `sm` up, and CSS shows one of them.
 */

const BRAND = '#2459b8' // brand-600: 6.6:1 on white
const TEXT = '#334155' // slate-700: 10.4:1 on white
const AXIS = '#94a3b8' // slate-400: lines only, not text
const GRID = '#e2e8f0' // slate-200
const FONT_SIZE = 13
const TICK_FONT_SIZE = 11

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
  table,
}: {
  title: string
  aside?: ReactNode
  summary: string
  drawings: Drawing[]
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

function TickLabel({ formattedValue, x, y, textAnchor, dx, dy }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fontSize={TICK_FONT_SIZE} fill={TEXT}>
      {formattedValue}
    </text>
  )
}

/** The two drawings of the tips chart: viewBox size, how many day labels, which screens show it. */
const TIPS_SIZES = [
  { key: 'compact', width: 360, height: 240, maxLabels: 4, className: 'block sm:hidden' },
  { key: 'wide', width: 640, height: 260, maxLabels: MAX_DAY_LABELS, className: 'hidden max-w-4xl sm:block' },
] as const

function TipsBars({
  days,
  amounts,
  currency,
  dayLabel,
  width,
  height,
  maxLabels,
}: {
  days: string[]
  amounts: number[]
  currency: string
  dayLabel: (day: string) => string
  width: number
  height: number
  maxLabels: number
}) {
  // The y scale is in major units and ends on a whole one, so that ticks fall on whole amounts.
  const maxMajor = Math.max(1, Math.ceil(Math.max(0, ...amounts) / 100))
  const yTicksOf = (scale: { ticks: (count: number) => number[] }) => scale.ticks(4).filter((tick) => Number.isInteger(tick))
  const tickText = (value: number) => formatMoney(value * 100, currency)
  // Room for the longest money label, estimated (nothing is measured): about 0.6 em a character.
  const probe = scaleLinear<number>({ domain: [0, maxMajor], nice: true })
  const longest = Math.max(...yTicksOf(probe).map((tick) => tickText(tick).length))
  const margin = { top: 12, right: 8, bottom: 30, left: Math.ceil(longest * TICK_FONT_SIZE * 0.6) + 12 }
  const innerWidth = width - margin.left - margin.right
  const innerHeight = height - margin.top - margin.bottom
  const y = scaleLinear<number>({ domain: [0, maxMajor], range: [innerHeight, 0], nice: true })
  const yTicks = yTicksOf(y)
  const x = scaleBand<string>({ domain: days, range: [0, innerWidth], paddingInner: 0.2, paddingOuter: 0.1 })
  return (
    <Group left={margin.left} top={margin.top}>
      {yTicks.map((tick) => (
        <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} />
      ))}
      {days.map((day, index) => {
        const amount = amounts[index]!
        if (amount <= 0) return null
        const top = y(amount / 100)
        return (
          <Bar key={day} x={x(day)} y={top} width={x.bandwidth()} height={Math.max(1, innerHeight - top)} fill={BRAND}>
            <title>{`${dayLabel(day)}: ${formatMoney(amount, currency)}`}</title>
          </Bar>
        )
      })}
      <AxisLeft
        scale={y}
        tickValues={yTicks}
        tickFormat={(value) => tickText(Number(value))}
        hideAxisLine
        hideTicks
        tickLabelProps={{ textAnchor: 'end', dx: -6, dy: '0.33em' }}
        tickComponent={TickLabel}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={thinLabels(days, maxLabels)}
        tickFormat={dayLabel}
        stroke={AXIS}
        tickStroke={AXIS}
        tickLength={4}
        tickLabelProps={{ textAnchor: 'middle', dy: '0.25em' }}
        tickComponent={TickLabel}
      />
    </Group>
  )
}

/**
 * Tips per day of the range (days without tips are zero), money on the y axis. Meant for a
 * card as wide as the page: which drawing shows depends on the viewport, not the card.
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
  const language = i18n.language
  const shownDays = days.length > 0 ? days : Object.keys(amountByDays).sort()
  const amounts = shownDays.map((day) => amountByDays[day] ?? 0)
  const total = formatMoney(
    amounts.reduce((sum, amount) => sum + amount, 0),
    currency,
  )
  const title = t('charts.tips.title')
  const dayLabel = (day: string) => formatDayLabel(day, language)

  return (
    <ChartFigure
      title={title}
      aside={`${t('charts.total')}: ${total}`}
      summary={t('charts.tips.summary', {
        total,
        from: shownDays.length ? dayLabel(shownDays[0]!) : '',
        to: shownDays.length ? dayLabel(shownDays[shownDays.length - 1]!) : '',
      })}
      drawings={TIPS_SIZES.map((size) => ({
        key: size.key,
        width: size.width,
        height: size.height,
        className: size.className,
        content: (
          <TipsBars
            days={shownDays}
            amounts={amounts}
            currency={currency}
            dayLabel={dayLabel}
            width={size.width}
            height={size.height}
            maxLabels={size.maxLabels}
          />
        ),
      }))}
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
