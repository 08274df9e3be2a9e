/**
 * A file link followed by script instead of by the browser (the Orders screen's Export): the
 * file is fetched first, so a refusal can be said on the page (SPEC.md 8 'Something goes
 * wrong') instead of the browser opening the platform's error; a file that came is saved under
 * the name the answer gives. Run by the shell island for the Export link (features/orders/export-link.tsx).
 */
import { downloadLink } from './protocol'

/** The name in a Content-Disposition header (`attachment; filename="orders_….xlsx"`). */
export function fileNameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')
  return match ? decodeURIComponent(match[1]!) : 'orders.xlsx'
}

/** Fetches `href` and saves it; rejects when it could not be had. */
export async function saveFile(href: string): Promise<void> {
  const response = await fetch(href, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileNameOf(response.headers.get('content-disposition'))
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // The browser has taken the file; the object URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Download links save their file by script; a refusal shows the link's failure message. */
export function downloads() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(`a[${downloadLink.link}]`)
    // A modified click (new tab, save as) is the browser's own business.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const failed = link.parentElement?.querySelector<HTMLElement>(`[${downloadLink.failed}]`)
    if (failed) failed.hidden = true
    link.setAttribute('aria-busy', 'true')
    void saveFile(link.href)
      .catch(() => {
        if (failed) failed.hidden = false
      })
      .finally(() => link.removeAttribute('aria-busy'))
  })
}
