/**
 * The page's dialogs (components/ui/dialog.tsx) with JavaScript (ADR 0074): the server renders
 * them `<dialog open>`, plain overlays; here each becomes modal, so the browser keeps Tab and
 * clicks inside it, makes the page under it inert and closes it on Esc.
 */
import { dialog, snackbar } from './protocol'

/**
 * Makes the innermost open dialog modal (an alert over a dialog, the item editor's 'cannot be
 * removed', is the last in document order) and, once it closes, the one under it. Closed by Esc,
 * a dialog follows its close link: it is a page of its own, the screen under it is its parent's.
 * On `close`, not `cancel`: after one `cancel`, Chrome lets no other be prevented until a click or
 * a key (close watchers' rule), so every Esc ends in `close` and one handler serves them all.
 */
function modal(dialogs: HTMLDialogElement[]) {
  const node = dialogs.pop()
  if (!node) return
  const close = node.querySelector<HTMLAnchorElement>(`a[${dialog.close}]`)
  // A flash message (components/snackbar.tsx) shows over the dialog, as without JavaScript, not
  // under it in the inert page.
  const flash = document.querySelector(`[${snackbar.frame}]`)
  if (flash) node.append(flash)
  setModal(node, true)
  // showModal focuses the [autofocus] element, the start the server marked (ADR 0062); where it
  // marked none (no field, no button), or one that cannot take the focus (inside a disabled
  // fieldset), the dialog itself, not its first link (the close link).
  if (document.activeElement !== node.querySelector('[autofocus]')) node.focus()
  node.addEventListener('close', () => {
    if (node.open) return
    if (close) window.location.assign(close.href)
    else modal(dialogs)
  })
}

/**
 * The shown dialog becomes modal, or stops being so while something drawn on the page's body
 * must be reached: Stripe's 3-D Secure check (browser/card-entry.ts). An open dialog cannot
 * become modal, so it closes first; its `close` event comes when it is open again.
 */
export function setModal(node: HTMLDialogElement, modal: boolean) {
  if (node.matches(':modal') === modal) return
  node.close()
  if (modal) node.showModal()
  else node.show()
}

export function modalDialog() {
  modal([...document.querySelectorAll<HTMLDialogElement>('dialog[open]')])
}
