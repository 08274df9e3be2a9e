/**
 * A list of menus, categories or items in their order, draggable once JavaScript runs (SPEC.md 4
 * "Dragging"; ADR 0031). The server and the browser's first render draw a plain `<ol>`: the rows
 * carry the move up / move down buttons, which are the no-JavaScript way to reorder. After
 * hydration the same rows are drawn by the drag island (`sortable-list.client.tsx`, its own chunk
 * with @dnd-kit, fetched then and only by the screens that show such a list), which adds a drag
 * handle to each row and posts a drop as the move buttons post a move: one server path.
 *
 * The route draws each row's content (`children`): the island only owns the `<li>`, its handle
 * and its place in the order.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import { useHydrated } from '~/components/ui/use-hydrated'

/** What the list needs of a row: its id and the name its handle is labelled and announced with. */
export interface SortableRow {
  id: string
  name: string
}

export interface SortableListProps<T extends SortableRow> {
  rows: T[]
  /** The list's accessible name. */
  label: string
  className?: string
  rowClassName?: string
  /** `data-*` attributes of a row's `<li>` (what the browser tests find rows by). */
  rowData?: (row: T) => Record<`data-${string}`, string>
  /** The hidden fields naming what moves (intent and ids): the move buttons' fields. */
  moveFields: (row: T) => Record<string, string>
  /** The message key shown when a move is refused and the action names none. */
  failure: string
  /** A row's content; `handle` is the drag handle to place in it (null without JavaScript). */
  children: (row: T, index: number, handle: ReactNode) => ReactNode
}

const DraggableList = lazy(() => import('./sortable-list.client')) as unknown as <T extends SortableRow>(props: SortableListProps<T>) => JSX.Element

export function SortableList<T extends SortableRow>(props: SortableListProps<T>) {
  const hydrated = useHydrated()
  const plain = <PlainList {...props} />
  if (!hydrated) return plain
  return (
    <Suspense fallback={plain}>
      <DraggableList {...props} />
    </Suspense>
  )
}

/** The server's list: the rows in their order, without handles. */
function PlainList<T extends SortableRow>({ rows, label, className, rowClassName, rowData, children }: SortableListProps<T>) {
  return (
    <ol className={className} aria-label={label}>
      {rows.map((row, index) => (
        <li key={row.id} className={rowClassName} {...rowData?.(row)}>
          {children(row, index, null)}
        </li>
      ))}
    </ol>
  )
}
