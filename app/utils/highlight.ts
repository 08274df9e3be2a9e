/**
 * A row just created, shown where it stands (issue 25 item 17): the screen is opened with
 * `?highlight=<id>` and `#row-<id>`, on the page that holds the row (its list asked for that
 * page, with the search left out so the row is in it); the row is marked `aria-current` and the
 * browser scrolls to it, with JavaScript or without.
 *
 * Every list where something is created does it: tables, tip boxes, a box's employees, menus
 * (new and copied), a Menu page's categories and items, new and copied (a collapsed menu opens
 * the item's category; a category copied to another menu is shown on that menu's page), modifiers (also one first saved by the editor's 'Add option': the screen under
 * the editor is opened on it from then on), the stop list's entries (the platform's `around`) and text sections. A text section has no id (both
 * lists are saved whole, a section is its place in its list), so its key is `<list>-<index>`,
 * its place right after the save (sectionKey in features/tips/text-sections.ts).
 */
import { UUID_PATTERN } from '../../contract/primitives'

export const HIGHLIGHT_PARAM = 'highlight'

/** The parameters of a list's paging and search, dropped to open it on its page that holds the row. */
const PAGING_PARAMS = ['page', 'q']

/** The anchor of a row (the Table component's id for it). */
export const rowAnchor = (id: string) => `row-${id}`

/** The marked row's classes: tinted, and scrolled to below the screen's sticky top bar. */
export const HIGHLIGHTED_ROW_CLASS = 'scroll-mt-48 bg-amber-50 max-sm:scroll-mt-64'

/** The key of the row to show, or null (anything but a key of `pattern`, an id by default, is left alone). */
export function readHighlight(params: URLSearchParams, pattern: RegExp = UUID_PATTERN): string | null {
  const value = params.get(HIGHLIGHT_PARAM)
  return value && pattern.test(value) ? value : null
}

/**
 * The list `screen` (a path with its query) opened on the row `id`: rows per page kept, the
 * list's `paging` parameters (its page and search) dropped.
 */
export function highlightPath(screen: string, id: string, paging: readonly string[] = PAGING_PARAMS): string {
  const url = new URL(screen, 'http://screen.invalid')
  for (const name of paging) url.searchParams.delete(name)
  url.searchParams.set(HIGHLIGHT_PARAM, id)
  return `${url.pathname}${url.search}#${rowAnchor(id)}`
}
