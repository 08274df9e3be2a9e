/**
 * A list of menus, categories or items in their order, draggable once JavaScript runs (SPEC.md 4
 * "Dragging"; ADR 0031, ADR 0056). The server draws a plain `<ol>` whose rows carry the move up /
 * move down buttons, the way to reorder without JavaScript. Everything the drag island needs is
 * in the markup: each row's id, name and move fields, an empty slot where its handle goes, the
 * list's strings in the user's language, and a hidden form for the drop. The island
 * (browser/drag-list.tsx, with @dnd-kit and its own React) is fetched when the pointer,
 * a finger or the keyboard's focus first enters the list (browser/sortable-intent.ts): a page that
 * is only looked at never downloads it. A drop posts the move buttons' own fields with the new
 * index: one server path.
 *
 * The route draws each row's content (`children`) and places `handle`, the slot, in it.
 */
import { cx } from '~/components/ui/cx'
import { HIGHLIGHTED_ROW_CLASS, rowAnchor } from '~/utils/highlight'
import { Form } from '@remix-run/react'
import { useIslandUrl } from '~/components/document-scripts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SortableStrings } from '~/browser/drag-list'
import { attr, sortable } from '~/browser/protocol'

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
  /** The id of a row just created (utils/highlight.ts): marked current, its anchor scrolled to. */
  highlight?: string | null
  /** A row's content; `handle` is the slot of its drag handle (null when there is nothing to reorder). */
  children: (row: T, index: number, handle: ReactNode) => ReactNode
}

export function SortableList<T extends SortableRow>({ rows, label, className, rowClassName, rowData, moveFields, highlight, children }: SortableListProps<T>) {
  const { t } = useTranslation()
  const draggable = rows.length > 1
  // Where the shell island fetches the drag island from (browser/islands/drag.tsx, built on its own).
  const island = useIslandUrl('drag')
  const strings: SortableStrings = {
    handle: t('menu.drag.handle'),
    roleDescription: t('menu.drag.roleDescription'),
    instructions: t('menu.drag.instructions'),
    pickedUp: t('menu.drag.pickedUp'),
    movedTo: t('menu.drag.movedTo'),
    notOver: t('menu.drag.notOver'),
    dropped: t('menu.drag.dropped'),
    cancelled: t('menu.drag.cancelled'),
    untitled: t('menu.untitled'),
  }
  return (
    <>
      <ol className={className} aria-label={label} {...attr(sortable.list, draggable ? strings : undefined)} {...attr(sortable.island, draggable ? island : undefined)}>
        {rows.map((row, index) => (
          <li
            key={row.id}
            id={highlight === row.id ? rowAnchor(row.id) : undefined}
            aria-current={highlight === row.id ? 'true' : undefined}
            className={cx(rowClassName, highlight === row.id && HIGHLIGHTED_ROW_CLASS)}
            {...rowData?.(row)}
            {...attr(sortable.id, row.id)}
            {...attr(sortable.name, row.name)}
            {...attr(sortable.move, draggable ? moveFields(row) : undefined)}
          >
            {children(row, index, draggable ? <span {...attr(sortable.slot, true)} className="contents" /> : null)}
          </li>
        ))}
      </ol>
      {/* Filled and submitted by the island on a drop. */}
      {draggable ? <Form method="post" preventScrollReset hidden {...attr(sortable.form, true)} /> : null}
    </>
  )
}
