/**
 * The islands' selects and radios that send their form as soon as the choice changes
 * (`select[data-autosubmit]`, `input[data-autosubmit]`), for pages React does not hydrate (browser/islands/sign-in.ts,
 * browser/islands/shell.ts). The form's `[data-apply]` button, the way without JavaScript, goes.
 * One listener on the document serves selects that arrive later too (a refreshed region,
 * browser/islands/shell.ts); `hideApplyButtons` is called again for those.
 */
import { hideElement } from './hide-element'
import { autosubmit } from './protocol'

export function autosubmitSelects() {
  document.addEventListener('change', (event) => {
    const field = event.target
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement) || !field.matches(`[${autosubmit.field}]`)) return
    // Sent as its Apply button would send it: a form that tells its buttons apart (the modifier
    // editor's Apply type) reads the same intent either way.
    const apply = field.form?.querySelector<HTMLButtonElement>(`button[${autosubmit.apply}]`)
    field.form?.requestSubmit(apply ?? undefined)
  })
  hideApplyButtons(document)
}

/** Hides the Apply buttons of the autosubmitting fields' forms under `root`. */
export function hideApplyButtons(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLSelectElement | HTMLInputElement>(`[${autosubmit.field}]`)) {
    for (const apply of field.form?.querySelectorAll<HTMLElement>(`[${autosubmit.apply}]`) ?? []) hideElement(apply)
  }
}
