/**
 * A field that belongs to one choice of a radio group (the stop dialogs' date and time, under
 * 'until a date and time'): typing in it also chooses that radio. The field names the radio's id
 * in `data-chooses`; the shell island and React's onChange both call this.
 */
export function chooseFor(field: HTMLInputElement) {
  const radio = field.dataset.chooses ? document.getElementById(field.dataset.chooses) : null
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
  const target = field.dataset.fills ? document.getElementById(field.dataset.fills) : null
  const value = field.value.trim()
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.form || !value) return
  const prefix = `${target.name.split('.')[0]}.`
  const siblings = [...target.form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.type !== 'hidden' &&
      element.name.startsWith(prefix),
  )
  if (siblings.every((sibling) => sibling.value.trim() === '')) target.value = value
}
