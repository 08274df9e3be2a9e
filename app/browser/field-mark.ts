import { liveCheck } from './protocol'

/**
 * A field's invalid mark as the Field component draws it (`aria-invalid` and the red border),
 * set and cleared by the shell island's scripts on pages without React (browser/islands/shell.ts,
 * browser/live-check.ts).
 */
export function markInvalid(field: HTMLElement, invalid: boolean) {
  if (invalid) {
    field.setAttribute('aria-invalid', 'true')
    field.classList.replace('border-slate-300', 'border-red-500')
  } else {
    field.removeAttribute('aria-invalid')
    field.classList.replace('border-red-500', 'border-slate-300')
  }
}

/**
 * A field the server marked invalid loses its mark and its message as soon as it holds a value
 * its own constraints accept (the server checks everything again on the next submit).
 */
export function settleMarks() {
  const settle = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return
    // A live-checked form says itself when a message goes (live-check.ts).
    if (field.form?.matches(`[${liveCheck.form}]`)) return
    if (field.getAttribute('aria-invalid') !== 'true' || !field.value.trim() || !field.validity.valid) return
    markInvalid(field, false)
    for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      const list = id ? document.getElementById(id) : null
      if (list?.matches('[role="alert"]')) list.remove()
    }
  }
  document.addEventListener('input', settle)
  document.addEventListener('change', settle)
}
