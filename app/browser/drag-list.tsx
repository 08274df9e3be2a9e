/**
 * The drag island of a menu list (ADR 0031, ADR 0056), mounted over the list the server drew
 * (`sortable-list.tsx`) when it is first reached (browser/sortable-intent.ts). It has a React
 * root of its own and draws nothing but the handles, each into its row's slot; the rows stay
 * the server's elements, which @dnd-kit measures and moves. Rows move with a mouse or a finger
 * on their handle (pointer events; the handle takes no touch scrolling) and with the keyboard
 * (focus the handle, Space, arrows, Space; Escape cancels), with dnd-kit's spoken announcements
 * in the user's language (the list's `data-sortable` strings).
 *
 * A drop puts the row in its new place and posts the list's hidden form with the row's move
 * fields and its new 0-based index: the very request a move button sends, so the answer is the
 * same page, flash message or refusal included. A list whose rows change under it (the live
 * channel swapping its region) is read again.
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
import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { attr, read, readJson, sortable, write } from '~/browser/protocol'

/** The list's strings, `{{name}}`, `{{position}}` and `{{count}}` filled here. */
export interface SortableStrings {
  handle: string
  roleDescription: string
  instructions: string
  pickedUp: string
  movedTo: string
  notOver: string
  dropped: string
  cancelled: string
  untitled: string
}

interface RowNode {
  id: string
  name: string
  li: HTMLElement
  slot: HTMLElement
  fields: Record<string, string>
}

/** Lists move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 })

const DRAGGING = ['relative', 'z-20', 'shadow-lg', 'ring-2', 'ring-brand-500']

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole))

/** The list's rows as the server drew them: its own `<li>`s, not those of a list inside a row. */
function rowsOf(list: HTMLElement): RowNode[] {
  const rows: RowNode[] = []
  for (const li of list.querySelectorAll<HTMLElement>(`:scope > li[${sortable.id}]`)) {
    const slot = [...li.querySelectorAll<HTMLElement>(`[${sortable.slot}]`)].find((s) => s.closest(`li[${sortable.id}]`) === li)
    const fields = readJson(li, sortable.move)
    if (!slot || !fields) continue
    rows.push({ id: read(li, sortable.id) ?? '', name: read(li, sortable.name) ?? '', li, slot, fields })
  }
  return rows
}

export function mountSortable(list: HTMLElement): () => void {
  const form = list.nextElementSibling
  if (!(form instanceof HTMLFormElement) || !form.matches(`[${sortable.form}]`)) return () => {}
  const strings = readJson(list, sortable.list) ?? ({} as SortableStrings)
  // The announcements and instructions dnd-kit draws go here, beside the list, not inside it.
  const container = document.createElement('div')
  form.after(container)
  const root = createRoot(container)
  let moving = false
  // Each reading is a new key: the order and the drag state start again from the rows.
  let reading = 0
  // Drawn at once (not on React's next tick): a list swapped in by the live channel has its
  // handles before the next pointer event reaches it.
  const render = () => flushSync(() => root.render(<SortableRows key={++reading} list={list} rows={rowsOf(list)} strings={strings} form={form} onMove={() => (moving = true)} />))
  // Rows added, removed or redrawn by someone else: read them again. The island's own move of a
  // row on a drop is followed by the page's answer, not by a new reading.
  const observer = new MutationObserver(() => {
    if (!moving) render()
  })
  observer.observe(list, { childList: true })
  render()
  return () => {
    observer.disconnect()
    root.unmount()
    container.remove()
  }
}

interface SortableRowsProps {
  list: HTMLElement
  rows: RowNode[]
  strings: SortableStrings
  form: HTMLFormElement
  onMove(): void
}

function SortableRows({ list, rows, strings, form, onMove }: SortableRowsProps) {
  const [order, setOrder] = useState(() => rows.map((row) => row.id))
  const [busy, setBusy] = useState(false)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const count = order.length

  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name || strings.untitled
  const positionOf = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1
  // The row a drag is over, as last announced: a drag starts over its own row, which is no move to speak of.
  const announcedOver = useRef<UniqueIdentifier | null>(null)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id
      return fill(strings.pickedUp, { name: nameOf(active.id), position: positionOf(active.id), count })
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announcedOver.current) return undefined
      announcedOver.current = over?.id ?? null
      return over ? fill(strings.movedTo, { name: nameOf(active.id), position: positionOf(over.id), count }) : fill(strings.notOver, { name: nameOf(active.id) })
    },
    onDragEnd: ({ active, over }) =>
      over
        ? fill(strings.dropped, { name: nameOf(active.id), position: positionOf(over.id), count })
        : fill(strings.cancelled, { name: nameOf(active.id), position: positionOf(active.id), count }),
    onDragCancel: ({ active }) => fill(strings.cancelled, { name: nameOf(active.id), position: positionOf(active.id), count }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = order.indexOf(String(active.id))
    const to = order.indexOf(String(over.id))
    const row = byId.get(String(active.id))
    if (from < 0 || to < 0 || !row) return
    const next = arrayMove(order, from, to)
    // The new order shows at once, until the page that answers the post replaces it.
    onMove()
    for (const id of next) list.append(byId.get(id)!.li)
    list.setAttribute('aria-busy', 'true')
    setOrder(next)
    setBusy(true)
    // A real submit event, so the live channel gives the post a request id like any form of the page.
    form.replaceChildren(
      ...Object.entries({ ...row.fields, position: String(to) }).map(([name, value]) => {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        return input
      }),
    )
    form.requestSubmit()
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      // While a row is dragged the live channel leaves the list alone (browser/page-regions.ts).
      onDragStart={() => write(list, sortable.dragging, true)}
      onDragCancel={() => write(list, sortable.dragging, undefined)}
      onDragEnd={(event) => {
        write(list, sortable.dragging, undefined)
        onDragEnd(event)
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: strings.instructions } }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        {order.map((id) => (
          <Row key={id} row={byId.get(id)!} disabled={busy} strings={strings} />
        ))}
      </SortableContext>
    </DndContext>
  )
}

/** One row's handle, drawn into its slot; the row itself is the server's `<li>`. */
function Row({ row, disabled, strings }: { row: RowNode; disabled: boolean; strings: SortableStrings }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled,
    attributes: { roleDescription: strings.roleDescription },
  })
  useLayoutEffect(() => {
    setNodeRef(row.li)
    return () => setNodeRef(null)
  }, [row.li, setNodeRef])
  useLayoutEffect(() => {
    row.li.style.transform = CSS.Translate.toString(transform) ?? ''
    row.li.style.transition = transition ?? ''
    for (const name of DRAGGING) row.li.classList.toggle(name, isDragging)
  })
  const label = fill(strings.handle, { name: row.name || strings.untitled })
  return createPortal(
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      {...attr(sortable.handle, true)}
      className="inline-flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
    >
      <span aria-hidden="true">⠿</span>
    </button>,
    row.slot,
  )
}
