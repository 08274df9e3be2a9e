/**
 * A preview the server draws from a form as it is typed in (`form[data-previews=<region id>]`:
 * the item editor's phone, SPEC.md 2 "item editor with live phone preview"). Without JavaScript
 * the form's `[data-preview-button]` posts it and the answer draws the preview; the shell island
 * hides that button and posts the same thing itself a moment after each change, then takes the
 * region out of the answer. The preview is drawn by one piece of code, on the server, whichever
 * way it is asked for (docs/decisions/0057).
 */

import { hideElement } from './hide-element'
import { takeFrom } from './page-regions'
import { preview, read } from './protocol'

/** How long typing must pause before the preview is asked for: one request per word, not per key. */
const PAUSE_MS = 250

export function previewForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${preview.form}]`)) {
    const button = form.querySelector<HTMLButtonElement>(`button[${preview.button}]`)
    const regionId = read(form, preview.form) ?? ''
    if (!button || !document.getElementById(regionId)) continue
    hideElement(button)
    let timer: ReturnType<typeof setTimeout> | undefined
    let asked = 0
    const draw = async () => {
      const ticket = ++asked
      const region = document.getElementById(regionId)
      region?.setAttribute('aria-busy', 'true')
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          body: previewBody(form, button),
          credentials: 'same-origin',
          headers: { accept: 'text/html' },
        })
        const html = await response.text()
        // An answer overtaken by a later change is dropped: the later one draws what is typed now.
        if (ticket !== asked || response.redirected) return
        const fresh = takeFrom(new DOMParser().parseFromString(html, 'text/html'), `#${CSS.escape(regionId)}`)
        const current = document.getElementById(regionId)
        if (fresh && current) current.replaceWith(fresh)
      } catch {
        // Offline or refused: the preview keeps what it showed; the next change asks again.
      } finally {
        if (ticket === asked) document.getElementById(regionId)?.removeAttribute('aria-busy')
      }
    }
    const soon = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void draw(), PAUSE_MS)
    }
    form.addEventListener('input', soon)
    form.addEventListener('change', soon)
  }
}

/** The form as its preview button would post it, without a chosen file (a preview stores nothing). */
function previewBody(form: HTMLFormElement, button: HTMLButtonElement): FormData {
  const body = new FormData(form)
  for (const [name, value] of [...body.entries()]) if (typeof value !== 'string') body.delete(name)
  body.set(button.name, button.value)
  return body
}
