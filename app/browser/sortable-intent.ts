/**
 * When the drag island of the menu lists is fetched (ADR 0056): the first time a pointer moves
 * over, a finger touches or the keyboard's focus enters an `ol[data-sortable]`, that list and the
 * lists around it get their handles. A page that is only looked at never downloads the island
 * (@dnd-kit and a React of its own, about 60 KiB gzip). Lists drawn later (a region swapped by
 * the live channel) are armed by the same listeners; a list that left the page is unmounted
 * when the next one mounts.
 *
 * Called by the shell island on the menu screens: one set of listeners per page.
 */
import { REGIONS_SWAPPED } from '~/browser/page-regions'
import { sortable } from '~/browser/protocol'

export interface SortableIsland {
  /** Gives the list its handles; the function returned takes them away. */
  mountSortable(list: HTMLElement): () => void
}

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const

let armed = 0
let disarm: (() => void) | null = null

/** Listens for the first intent on each list; the function returned stops listening. */
export function armSortables(load: () => Promise<SortableIsland>): () => void {
  armed++
  if (!disarm) disarm = listen(load)
  return () => {
    armed--
    if (armed === 0) {
      disarm?.()
      disarm = null
    }
  }
}

function listen(load: () => Promise<SortableIsland>): () => void {
  const mounted = new Map<HTMLElement, () => void>()
  let island: Promise<SortableIsland> | null = null
  const mount = (lists: HTMLElement[]) =>
    island?.then(({ mountSortable }) => {
      for (const [list, unmount] of mounted) {
        if (!list.isConnected) {
          unmount()
          mounted.delete(list)
        }
      }
      for (const list of lists) if (list.isConnected && !mounted.has(list)) mounted.set(list, mountSortable(list))
    })
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const lists: HTMLElement[] = []
    for (
      let list = target?.closest<HTMLElement>(`ol[${sortable.list}]`);
      list;
      list = list.parentElement?.closest<HTMLElement>(`ol[${sortable.list}]`)
    ) {
      if (!mounted.has(list)) lists.push(list)
    }
    if (lists.length === 0) return
    island ??= load()
    void mount(lists)
  }
  // Lists that replaced reached ones (the live channel swapped the region) get their handles at once.
  const onSwapped = () => {
    if (island) void mount([...document.querySelectorAll<HTMLElement>(`ol[${sortable.list}]`)])
  }
  for (const type of INTENT) document.addEventListener(type, onIntent, { passive: true })
  document.addEventListener(REGIONS_SWAPPED, onSwapped)
  return () => {
    for (const type of INTENT) document.removeEventListener(type, onIntent)
    document.removeEventListener(REGIONS_SWAPPED, onSwapped)
    for (const unmount of mounted.values()) unmount()
    mounted.clear()
  }
}
