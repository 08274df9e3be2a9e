/**
 * The islands' selects that send their form as soon as the choice changes
 * (`select[data-autosubmit]`), for pages React does not hydrate (islands/sign-in.ts,
 * islands/shell.ts). The form's `[data-apply]` button, the way without JavaScript, goes.
 * One listener on the document serves selects that arrive later too (a refreshed region,
 * islands/shell.ts); `hideApplyButtons` is called again for those.
 */
export function autosubmitSelects() {
  document.addEventListener('change', (event) => {
    const select = event.target
    if (select instanceof HTMLSelectElement && select.matches('[data-autosubmit]')) select.form?.requestSubmit()
  })
  hideApplyButtons(document)
}

/** Hides the Apply buttons of the autosubmitting selects' forms under `root`. */
export function hideApplyButtons(root: ParentNode) {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-autosubmit]')) {
    for (const apply of select.form?.querySelectorAll<HTMLElement>('[data-apply]') ?? []) apply.hidden = true
  }
}
