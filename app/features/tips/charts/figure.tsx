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
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '~/components/ui/cx'

export const BRAND = '#2459b8' // brand-600: 6.6:1 on white
export const TEXT = '#334155' // slate-700: 10.4:1 on white
export const AXIS = '#94a3b8' // slate-400: lines only, not text
export const GRID = '#e2e8f0' // slate-200
export const FONT_SIZE = 13

/** One SVG of a chart: its size in viewBox units and the classes that size (or hide) it. */
export interface Drawing {
  key: string
  width: number
  height: number
  className: string
  content: ReactNode
}

/** The figure every chart shares: caption, the drawing(s), then its numbers as a table. */
export function ChartFigure({
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

export function NumbersTable({
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
