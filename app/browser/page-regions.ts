/**
 * Parts of a server-drawn page read again without reloading it (the shell island: the Orders
 * refresh, the live menu channel). The page is fetched as the server draws it now and the parts
 * asked for are taken out of it; the caller puts them in place.
 */

import { is, live, read, sortable } from './protocol'

/**
 * Dispatched on `document` after regions were swapped: pieces bound to their elements bind again.
 * Its `detail`, when there is one, is the page the regions were taken from (`RegionsSwapped`), so
 * a part outside them that follows them can take what it needs from it (a table's chosen items).
 */
export const REGIONS_SWAPPED = 'island:regions-swapped'
export type RegionsSwapped = CustomEvent<Document | undefined>

/** The page at this address (or `href`) as the server draws it now; undefined when it could not be read. */
export async function readPage(href: string = window.location.href): Promise<Document | undefined> {
  try {
    const response = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } })
    // A redirect (the session ended, the screen went away) is left to the next navigation.
    if (!response.ok || response.redirected) return undefined
    return new DOMParser().parseFromString(await response.text(), 'text/html')
  } catch {
    return undefined
  }
}

/** `selector`'s element in `page`, adopted into this document. */
export function takeFrom(page: Document, selector: string): HTMLElement | undefined {
  const fresh = page.querySelector<HTMLElement>(selector)
  return fresh ? (document.adoptNode(fresh) as HTMLElement) : undefined
}

/** The live regions of `root` as the server drew them, by name (taken before any island changes them). */
export function snapshotRegions(root: ParentNode): Map<string, string> {
  return new Map([...root.querySelectorAll<HTMLElement>(`[${live.region}]`)].map((region) => [read(region, live.region) ?? '', region.outerHTML]))
}

/**
 * Replaces every `[data-live-region=<name>]` of this document with the element of that name in
 * `page`, unless the server draws it as it did last time (`drawn`, kept up to date here): a change
 * elsewhere in the organization leaves this screen's rows, their focus and their handles alone.
 * The element that had the focus gets it back in the new region when it has an id (a move
 * button, the search box), so the keyboard stays where it was.
 */
export function swapLiveRegions(page: Document, drawn: Map<string, string>) {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
  for (const region of document.querySelectorAll<HTMLElement>(`[${live.region}]`)) {
    const name = read(region, live.region) ?? ''
    const fresh = takeFrom(page, is(live.region, name))
    if (!fresh || fresh.outerHTML === drawn.get(name)) continue
    // A region holding a field being typed in waits for the next re-read, and so does one with a
    // row being dragged or a drop on its way (browser/drag-list.tsx).
    if (focused && region.contains(focused) && focused.matches('input:not([type=hidden]), textarea, select')) continue
    if (region.querySelector(`[${sortable.dragging}], [aria-busy="true"]`)) continue
    drawn.set(name, fresh.outerHTML)
    region.replaceWith(fresh)
    if (focused?.id && region.contains(focused)) document.getElementById(focused.id)?.focus()
  }
}
