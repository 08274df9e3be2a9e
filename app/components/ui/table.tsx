import { AppLink } from '~/components/ui/app-link'
import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { HIGHLIGHTED_ROW_CLASS, rowAnchor } from '~/utils/highlight'
import { attr, rowLink, styles } from '~/browser/protocol'

export interface Column<Row> {
  key: string
  header: ReactNode
  /**
   * The header as plain text, written beside each value when a phone stacks the rows. A
   * string header is used as is; a column without a text header (actions) shows no label.
   */
  label?: string
  cell: (row: Row) => ReactNode
  className?: string
  /**
   * The column holds names, which may come without spaces (a 100-character box name): at
   * most 8rem wide (the first column, the row's own name, 16rem), a longer word breaks
   * instead of widening the table past the screen.
   */
  long?: boolean
}

/**
 * A data table. When `rowTo` is given the first cell is a link (works without JavaScript)
 * and, with JavaScript, a click anywhere else on the row follows it (browser/row-link.ts).
 *
 * On a phone (below 640 px) the rows stack: each row becomes a block whose first cell is its
 * title and whose other cells read 'label … value', the label written by CSS from
 * `data-label`, so nothing scrolls sideways and it works without JavaScript
 * (docs/decisions/0014). From 640 px up it is an ordinary table, scrolling inside its own
 * frame if it still does not fit.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTo,
  empty,
  highlight,
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  rowTo?: (row: Row) => string
  empty?: ReactNode
  /** The key of a row just created (utils/highlight.ts): marked current, its anchor scrolled to. */
  highlight?: string | null
}) {
  if (rows.length === 0 && empty) return <>{empty}</>
  const labelOf = (c: Column<Row>) => c.label ?? (typeof c.header === 'string' ? c.header : undefined)
  return (
    // `relative`: the visually hidden caption and headers are positioned boxes; without a
    // positioned frame they escaped the scrolling one and widened the whole page.
    <div className="relative rounded-md border border-slate-200 bg-white sm:overflow-x-auto">
      <table className="w-full text-sm max-sm:block sm:divide-y sm:divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 max-sm:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cx('px-2 py-2 text-left font-medium text-slate-600 sm:first:pl-3 sm:last:pr-3 2xl:px-4', c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.map((row) => {
            const to = rowTo?.(row)
            const key = rowKey(row)
            const current = highlight === key
            return (
              <tr
                key={key}
                id={current ? rowAnchor(key) : undefined}
                aria-current={current ? 'true' : undefined}
                className={cx('data-row', to && 'cursor-pointer hover:bg-slate-50', current && HIGHLIGHTED_ROW_CLASS)}
                {...attr(rowLink.to, to)}
              >
                {columns.map((c, index) => {
                  const label = index === 0 ? undefined : labelOf(c)
                  return (
                    <td
                      key={c.key}
                      {...attr(styles.label, label)}
                      // The classes live in app/tailwind.css (`data-cell…`): written out here they
                      // were 400 characters on every cell, most of a long list's HTML.
                      className={cx('data-cell', index === 0 ? 'data-cell-title' : 'data-cell-value', label && 'data-cell-labelled', c.className)}
                    >
                      <Bounded width={index === 0 ? 'wide' : c.long ? 'narrow' : undefined}>
                        {to && index === 0 ? (
                          <AppLink to={to} className="font-medium text-brand-700 hover:underline">
                            {c.cell(row)}
                          </AppLink>
                        ) : (
                          c.cell(row)
                        )}
                      </Bounded>
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A name's cell content: in a table, a box of at most 16rem or 8rem in which words wrap at spaces
 * and only a word longer than the box breaks. (Wrapping anywhere would also let the table
 * squeeze ordinary words into pieces; a cell's own max-width is ignored by table layout.)
 */
function Bounded({ width, children }: { width?: 'wide' | 'narrow'; children: ReactNode }) {
  if (!width) return <>{children}</>
  return <div className={cx('min-w-0 break-words', width === 'wide' ? 'sm:max-w-[16rem]' : 'sm:max-w-[8rem]')}>{children}</div>
}
