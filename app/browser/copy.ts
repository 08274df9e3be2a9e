/** A copy button, hidden in the HTML, shows and copies its field's text, then its status says so (the tip link). */
import { copy } from './protocol'

export function copies() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button${copy.button.selector}`)) {
    const field = document.getElementById(copy.button.read(button) ?? '') as HTMLTextAreaElement | HTMLInputElement | null
    const status = button.parentElement?.querySelector<HTMLElement>(copy.copied.selector)
    if (!field || !navigator.clipboard) continue
    button.hidden = false
    button.addEventListener('click', () => {
      void navigator.clipboard.writeText(field.value).then(() => {
        if (status) status.hidden = false
      })
    })
  }
}
