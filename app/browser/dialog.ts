/**
 * A modal dialog (components/ui/dialog.tsx) with JavaScript: the shell island moves the focus
 * into it, keeps Tab inside and closes it on Esc.
 */
import { dialog } from './protocol'

/** What Tab can reach inside the dialog, in order (fields of a hidden language excluded). */
export const focusablesOf = (node: HTMLElement | null) =>
  Array.from(node?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea') ?? []).filter(
    (element) => !element.closest('[hidden]'),
  )

/**
 * Where a dialog's focus starts, the same in every dialog: its first field, else its primary
 * button (the last submit button: the footer's, after the cancel link), else the dialog itself;
 * never the close button in its header.
 */
export function startOf(node: HTMLElement): HTMLElement {
  const focusables = focusablesOf(node)
  const field = focusables.find((e) =>
    e.matches('input:not([disabled]):not([type="submit"]):not([type="button"]), select:not([disabled]), textarea:not([disabled])'),
  )
  const submits = focusables.filter((e) => e.matches('button:not([type="button"])'))
  return field ?? submits[submits.length - 1] ?? node
}

/**
 * Focus goes into the dialog (startOf) unless a field of it already took it (autoFocus): moving
 * it elsewhere would blur that field, and a form that validated on blur then said 'Required
 * field' before the user typed anything.
 */
export function focusInto(node: HTMLElement | null) {
  if (!node || node.contains(document.activeElement)) return
  ;(node.querySelector<HTMLElement>('[autofocus]') ?? startOf(node)).focus()
}

/** Tab from the last focusable goes to the first, Shift+Tab from the first to the last. */
export function keepTabInside(event: KeyboardEvent, node: HTMLElement | null) {
  const list = focusablesOf(node)
  if (list.length === 0) return
  const first = list[0]!
  const last = list[list.length - 1]!
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The page's dialog (`[role=dialog][aria-modal]`; an alert over a dialog, the item editor's
 * 'cannot be removed', first) takes the focus, keeps Tab inside, and closes on Esc by following
 * its close link. Without JavaScript the dialog is a page of its own and the link closes it.
 */
export function modalDialog() {
  const node =
    document.querySelector<HTMLElement>('[role="alertdialog"][aria-modal="true"]') ?? document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]')
  if (!node) return
  const close = node.querySelector<HTMLAnchorElement>(`a[${dialog.close}]`)
  focusInto(node)
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && close) {
      event.preventDefault()
      window.location.assign(close.href)
    } else if (event.key === 'Tab') {
      keepTabInside(event, node)
    }
  })
}
