/**
 * The country picker's filter, with JavaScript (the sign-in and shell islands): the search
 * field, hidden in the server's page, shows, and typing hides the countries whose name or
 * calling code does not contain what was typed; a hidden choice moves to the first one shown.
 * Without JavaScript the native select, sorted by name, finds a country as its name is typed.
 */
import { countryFilter, read } from './protocol'

export function countryFilters(root: ParentNode = document) {
  for (const filter of root.querySelectorAll<HTMLInputElement>(`input[${countryFilter.input}]`)) {
    const select = document.getElementById(read(filter, countryFilter.input) ?? '') as HTMLSelectElement | null
    if (!select) continue
    filter.hidden = false
    filter.classList.remove('hidden')
    filter.addEventListener('input', () => {
      const query = filter.value.trim().toLowerCase()
      for (const option of select.options) option.hidden = Boolean(query) && !option.text.toLowerCase().includes(query)
      const first = [...select.options].find((o) => !o.hidden)
      if (first && select.selectedOptions[0]?.hidden) {
        select.value = first.value
        select.dispatchEvent(new Event('change', { bubbles: true }))
      }
    })
    // Enter picks the first match instead of sending the form half filled.
    filter.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return
      event.preventDefault()
      select.focus()
    })
  }
}
