import { Link, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'

export interface Column<Row> {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  className?: string
}

/**
 * A data table. When `rowTo` is given the first cell is a link (works without JavaScript)
 * and, with JavaScript, a click anywhere on the row follows it.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTo,
  empty,
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  rowTo?: (row: Row) => string
  empty?: ReactNode
}) {
  const navigate = useNavigate()
  if (rows.length === 0 && empty) return <>{empty}</>
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-4 py-2 text-left font-medium text-slate-600 ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const to = rowTo?.(row)
            return (
              <tr
                key={rowKey(row)}
                className={to ? 'cursor-pointer hover:bg-slate-50' : undefined}
                onClick={to ? () => navigate(to) : undefined}
              >
                {columns.map((c, index) => (
                  <td key={c.key} className={`px-4 py-2 text-slate-800 ${c.className ?? ''}`}>
                    {to && index === 0 ? (
                      <Link to={to} className="font-medium text-brand-700 hover:underline" onClick={(e) => e.stopPropagation()}>
                        {c.cell(row)}
                      </Link>
                    ) : (
                      c.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
