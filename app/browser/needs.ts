/**
 * A button disabled while every field of its form that its selector names is blank (batch
 * update's Save): the server refuses a blank form anyway, with a message, which is what happens
 * without JavaScript.
 */
import { needs, read } from './protocol'

export function needsFields() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${needs.fields}]`)) {
    const form = button.form
    if (!form) continue
    const update = () => {
      const fields = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(read(button, needs.fields) ?? '')
      button.disabled = [...fields].every((field) => !field.value.trim())
    }
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    update()
  }
}
