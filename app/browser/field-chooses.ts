import { fields, read } from './protocol'
import { padTimeField } from './time-text'

/**
 * A field that belongs to one choice of a radio group (the stop dialogs' date and time, under
 * 'until a date and time'): typing in it also chooses that radio. The field names the radio's id
 * in `data-chooses`; the shell island calls this as it is typed in.
 */
export function chooseFor(field: HTMLInputElement) {
  const id = read(field, fields.chooses)
  const radio = id ? document.getElementById(id) : null
  if (radio instanceof HTMLInputElement && field.value) radio.checked = true
}

/**
 * A field whose value also goes into another while that one and its language siblings are all
 * blank (`data-fills=<field id>`): the modifier editor's name fills the guest title of the first
 * menu language when it is left (SPEC.md 5). The siblings are the fields named like the target
 * up to its dot (`title.en`, `title.lt`, ...); the action fills the title the same way on Save,
 * so a page without the island ends with the same modifier.
 */
export function fillFrom(field: HTMLInputElement) {
  const id = read(field, fields.fills)
  const target = id ? document.getElementById(id) : null
  const value = field.value.trim()
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.form || !value) return
  const prefix = `${target.name.split('.')[0]}.`
  const siblings = [...target.form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.type !== 'hidden' && element.name.startsWith(prefix),
  )
  if (siblings.every((sibling) => sibling.value.trim() === '')) target.value = value
}

/** A part shown only while its checkbox is ticked (the editors' hours). */
export function shownBy() {
  const parts = () => document.querySelectorAll<HTMLElement>(`[${fields.shownBy}]`)
  const follow = (part: HTMLElement) => {
    const box = document.getElementById(read(part, fields.shownBy) ?? '')
    if (box instanceof HTMLInputElement) part.hidden = !box.checked
  }
  parts().forEach(follow)
  document.addEventListener('change', (event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || !box.id) return
    for (const part of parts()) if (read(part, fields.shownBy) === box.id) follow(part)
  })
}

/**
 * Typing in a field that chooses a radio chooses it; a time field is padded to HH:MM as it is
 * left ('9' → '09:00'); a field that fills another (the modifier's name, its guest title) does so
 * as it is left.
 */
export function choices() {
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && read(event.target, fields.chooses)) chooseFor(event.target)
  })
  document.addEventListener('focusout', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return
    if (event.target.matches(`[${fields.padTime}]`)) padTimeField(event.target)
    if (read(event.target, fields.fills)) fillFrom(event.target)
  })
}
