/**
 * A field that belongs to one choice of a radio group (the stop dialogs' date and time, under
 * 'until a date and time'): typing in it also chooses that radio. The field names the radio's id
 * in `data-chooses`; the shell island and React's onChange both call this.
 */
export function chooseFor(field: HTMLInputElement) {
  const radio = field.dataset.chooses ? document.getElementById(field.dataset.chooses) : null
  if (radio instanceof HTMLInputElement && field.value) radio.checked = true
}
