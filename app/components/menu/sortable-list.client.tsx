/**
 * The drag island of a menu list (ADR 0031), loaded lazily by `sortable-list.tsx` once the page
 * has hydrated. Rows move with a mouse or a finger on their handle (pointer events; the handle
 * takes no touch scrolling) and with the keyboard (focus the handle, Space, arrows, Space; Escape
 * cancels), with dnd-kit's spoken announcements in the user's language.
 *
 * A drop posts the row's move fields and its new 0-based index to the route's action through a
 * fetcher's form: the very request a move button sends, so the server path is one. The list shows the
 * new order at once; when the action answers (a redirect on success, which re-reads the page)
 * the loader's order takes over again. A refusal leaves the loader's order as it was, so the
 * list returns to it, and its message shows in a snackbar.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useFetcher } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Snackbar } from '~/components/snackbar'
import { cx } from '~/components/ui/cx'
import { decodeMessage } from '~/utils/messages'
import type { Toast } from '~/utils/toast'
import type { SortableListProps, SortableRow } from './sortable-list'

/** Lists move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 })

/** The message of a refused move: the action's first form message (conform's reply), else the list's own. */
function refusalOf(data: unknown, fallback: string): string | null {
  if (!data || typeof data !== 'object') return null
  const reply = data as { status?: unknown; error?: Record<string, string[] | null> | null }
  if (reply.status !== 'error') return null
  return reply.error?.['']?.[0] ?? fallback
}

export default function DraggableList<T extends SortableRow>({
  rows,
  label,
  className,
  rowClassName,
  rowData,
  moveFields,
  failure,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation()
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  // The order shown while a drop is on its way; null: the loader's.
  const [pending, setPending] = useState<string[] | null>(null)
  const [refusal, setRefusal] = useState<{ message: string; count: number } | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (busy) {
      sent.current = true
      return
    }
    if (!sent.current) return
    // The answer is in: the loader's order (re-read after a success, unchanged after a refusal) rules again.
    sent.current = false
    setPending(null)
    const message = refusalOf(fetcher.data, failure)
    if (message) setRefusal((previous) => ({ message, count: (previous?.count ?? 0) + 1 }))
  }, [busy, fetcher.data, failure])

  const byId = new Map(rows.map((row) => [row.id, row]))
  const loaded = rows.map((row) => row.id)
  // Rows the page no longer has (removed meanwhile) drop out; new ones go last.
  const order = pending ? [...pending.filter((id) => byId.has(id)), ...loaded.filter((id) => !pending.includes(id))] : loaded
  const ordered = order.map((id) => byId.get(id)!)
  const count = ordered.length

  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name || t('menu.untitled')
  const positionOf = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1
  // The row a drag is over, as last announced: a drag starts over its own row, which is no move to speak of.
  const announcedOver = useRef<UniqueIdentifier | null>(null)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id
      return t('menu.drag.pickedUp', { name: nameOf(active.id), position: positionOf(active.id), count })
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announcedOver.current) return undefined
      announcedOver.current = over?.id ?? null
      return over
        ? t('menu.drag.movedTo', { name: nameOf(active.id), position: positionOf(over.id), count })
        : t('menu.drag.notOver', { name: nameOf(active.id) })
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('menu.drag.dropped', { name: nameOf(active.id), position: positionOf(over.id), count })
        : t('menu.drag.cancelled', { name: nameOf(active.id), position: positionOf(active.id), count }),
    onDragCancel: ({ active }) => t('menu.drag.cancelled', { name: nameOf(active.id), position: positionOf(active.id), count }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = order.indexOf(String(active.id))
    const to = order.indexOf(String(over.id))
    const row = byId.get(String(active.id))
    if (from < 0 || to < 0 || !row) return
    setPending(arrayMove(order, from, to))
    submitMove({ ...moveFields(row), position: String(to) })
  }

  // The move is posted by submitting a (hidden) form, not by fetcher.submit(data): a real submit
  // event, so that the live island gives it a request id like any form of the page and knows the
  // state its write causes as this tab's own (components/live/live-channel.client.tsx).
  const form = useRef<HTMLFormElement>(null)
  const submitMove = (fields: Record<string, string>) => {
    const target = form.current
    if (!target) return
    target.replaceChildren(
      ...Object.entries(fields).map(([name, value]) => {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        return input
      }),
    )
    target.requestSubmit()
  }

  const toast = useMemo<Toast | null>(() => (refusal ? { type: 'error', ...decodeMessage(refusal.message) } : null), [refusal])

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[vertical]}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('menu.drag.instructions') } }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className={className} aria-label={label} aria-busy={busy || undefined}>
            {ordered.map((row, index) => (
              <Row key={row.id} row={row} alone={count < 2} disabled={busy} className={rowClassName} data={rowData?.(row)}>
                {(handle) => children(row, index, handle)}
              </Row>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {/* Filled and submitted by submitMove; React renders no children into it. */}
      <fetcher.Form ref={form} method="post" preventScrollReset hidden />
      <Snackbar toast={toast} id={String(refusal?.count ?? 0)} />
    </>
  )
}

interface RowProps {
  row: SortableRow
  /** The only row: nothing to reorder, no handle. */
  alone: boolean
  /** A move is on its way: the handle stays (and keeps focus) but does not drag. */
  disabled: boolean
  className?: string
  data?: Record<string, string>
  children: (handle: ReactNode) => ReactNode
}

function Row({ row, alone, disabled, className, data, children }: RowProps) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: alone || disabled,
    attributes: { roleDescription: t('menu.drag.roleDescription') },
  })
  const handle = alone ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('menu.drag.handle', { name: row.name || t('menu.untitled') })}
      title={t('menu.drag.handle', { name: row.name || t('menu.untitled') })}
      data-drag-handle=""
      className="inline-flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  )
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(className, isDragging && 'relative z-20 shadow-lg ring-2 ring-brand-500')}
      {...data}
    >
      {children(handle)}
    </li>
  )
}
