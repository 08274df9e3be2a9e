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
