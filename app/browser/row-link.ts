/** A table row that opens its address when clicked outside its links and buttons (its first cell holds the link). */
import { read, rowLink } from './protocol'

const INTERACTIVE = 'a, button, input, select, textarea, label, summary'

export function rowLinks() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null
    const row = target?.closest<HTMLElement>(`tr[${rowLink.to}]`)
    const to = row && read(row, rowLink.to)
    if (!to || target?.closest(INTERACTIVE) || event.defaultPrevented) return
    window.location.assign(to)
  })
}
