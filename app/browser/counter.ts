/** A field's character counter (`<field id>-counter`) counts as one types, marked once past its max. */
import { counter } from './protocol'

export function counters() {
  document.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) || !field.id) return
    const box = document.getElementById(`${field.id}-counter`)
    if (!box?.matches(counter.counter.selector) || !box.firstChild) return
    const max = counter.max.read(box) ?? 0
    box.firstChild.nodeValue = `${field.value.length}/${max}`
    counter.over.write(box, field.value.length > max)
  })
}
