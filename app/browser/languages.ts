/**
 * A form's language buttons show their language's fields in place (and note it in the form's
 * `shown` field) instead of posting the form for it (the text section and menu editors).
 */
import { languagePicker, read } from './protocol'

export function languageButtons() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`button[${languagePicker.show}]`)
    const form = button?.form
    if (!button || !form) return
    event.preventDefault()
    const lang = read(button, languagePicker.show) ?? ''
    for (const other of form.querySelectorAll<HTMLButtonElement>(`button[${languagePicker.show}]`))
      other.setAttribute('aria-pressed', String(other === button))
    for (const block of form.querySelectorAll<HTMLElement>(`[${languagePicker.block}]`)) block.classList.toggle('hidden', read(block, languagePicker.block) !== lang)
    const shown = form.querySelector<HTMLInputElement>('input[name="shown"]')
    if (shown) shown.value = lang
  })
}
