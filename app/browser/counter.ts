/** A field's character counter (`<field id>-counter`) counts as one types, marked once past its max. */
import { counter, readNumber, write } from './protocol'

export function counters() {
  document.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) || !field.id) return
    const box = document.getElementById(`${field.id}-counter`)
    if (!box?.matches(`[${counter.counter}]`) || !box.firstChild) return
    const max = readNumber(box, counter.max) ?? 0
    box.firstChild.nodeValue = `${field.value.length}/${max}`
    write(box, counter.over, field.value.length > max)
  })
}
