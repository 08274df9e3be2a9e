/**
 * Hides what an island replaces (an Apply or Preview button, the way without JavaScript). The
 * class as well as the attribute: a button's own display class (`inline-flex`) would beat the
 * `hidden` attribute.
 */
export function hideElement(element: HTMLElement) {
  element.hidden = true
  element.classList.add('hidden')
}

/** Shows what the server drew hidden for an island (attribute and class, as `hideElement`). */
export function showElement(element: HTMLElement) {
  element.hidden = false
  element.classList.remove('hidden')
}
