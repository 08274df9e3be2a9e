/** A copy button, hidden in the HTML, shows and copies its field's text, then its status says so (the tip link). */
import { copy, read } from './protocol'

export function copies() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${copy.button}]`)) {
    const field = document.getElementById(read(button, copy.button) ?? '') as HTMLTextAreaElement | HTMLInputElement | null
    const status = button.parentElement?.querySelector<HTMLElement>(`[${copy.copied}]`)
    if (!field || !navigator.clipboard) continue
    button.hidden = false
    button.addEventListener('click', () => {
      void navigator.clipboard.writeText(field.value).then(() => {
        if (status) status.hidden = false
      })
    })
  }
}
