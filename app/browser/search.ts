/**
 * A GET search form that searches a moment after typing stops: the page at the form's address
 * is read, its results region swapped in and the address replaced, the focus left in the box.
 * Without JavaScript the form's button asks for the same page.
 */
import { readPage, REGIONS_SWAPPED, takeFrom } from './page-regions'
import { read, search } from './protocol'

/** How long typing must pause before the search runs (ms). */
const SEARCH_DELAY = 250

export function searchesAsTyped() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${search.results}]`)) {
    const id = read(form, search.results) ?? ''
    let timer: number | undefined
    let asked = 0
    form.addEventListener('input', () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(async () => {
        const url = new URL(form.action || window.location.href, window.location.href)
        url.search = new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)])).toString()
        const mine = ++asked
        const page = await readPage(url.href)
        // A later search, or the page could not be read: the submit button still works.
        if (mine !== asked || !page) return
        const fresh = takeFrom(page, `#${CSS.escape(id)}`)
        const current = document.getElementById(id)
        if (!fresh || !current) return
        current.replaceWith(fresh)
        window.history.replaceState(window.history.state, '', url.href)
        document.dispatchEvent(new Event(REGIONS_SWAPPED))
      }, SEARCH_DELAY)
    })
  }
}
