/**
 * A box that filters a list as one types (the organization switcher): the list's items whose
 * text does not hold what is typed hide, and its empty message shows when none is left. Without
 * JavaScript the box's form asks the server, which draws the same list filtered.
 */
import { filter, read } from './protocol'

export function filters() {
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[${filter.input}]`)) {
    const list = document.getElementById(read(input, filter.input) ?? '')
    if (!list) continue
    input.addEventListener('input', () => {
      const query = input.value.trim().toLowerCase()
      let shown = 0
      for (const item of list.querySelectorAll<HTMLElement>(`[${filter.text}]`)) {
        item.hidden = Boolean(query) && !(read(item, filter.text) ?? '').includes(query)
        if (!item.hidden) shown++
      }
      for (const empty of list.querySelectorAll<HTMLElement>(`[${filter.empty}]`)) empty.hidden = shown > 0
    })
  }
}
