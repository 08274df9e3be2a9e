/** Horizontal bar rows (label, bar, count): the drawing of the rating and reactions charts. */
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { BRAND, FONT_SIZE, GRID, TEXT, type Drawing } from '~/features/tips/charts/figure'

export interface BarRow {
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
export function HorizontalBarRows({ rows, width, labelWidth }: { rows: BarRow[]; width: number; labelWidth: number }) {
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

export const barsDrawing = (rows: BarRow[], labelWidth: number): Drawing => ({
  key: 'bars',
  width: BARS_WIDTH,
  height: horizontalHeight(rows.length),
  className: 'block max-w-md',
  content: <HorizontalBarRows rows={rows} width={BARS_WIDTH} labelWidth={labelWidth} />,
})
