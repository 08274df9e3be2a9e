/**
 * A row just created, shown where it stands (issue 25 item 17): the screen is opened with
 * `?highlight=<id>` and `#row-<id>`, on the page that holds the row (its list asked for that
 * page, with the search left out so the row is in it); the row is marked `aria-current` and the
 * browser scrolls to it, with JavaScript or without.
 */
import { UUID_PATTERN } from '../../contract/primitives'

export const HIGHLIGHT_PARAM = 'highlight'

/** The anchor of a row (the Table component's id for it). */
export const rowAnchor = (id: string) => `row-${id}`

/** The id of the row to show, or null (anything but an id is left alone). */
export function readHighlight(params: URLSearchParams): string | null {
  const value = params.get(HIGHLIGHT_PARAM)
  return value && UUID_PATTERN.test(value) ? value : null
}

/** The list `screen` (a path with its query) opened on the row `id`: rows per page kept, the page and search dropped. */
export function highlightPath(screen: string, id: string): string {
  const url = new URL(screen, 'http://screen.invalid')
  url.searchParams.delete('page')
  url.searchParams.delete('q')
  url.searchParams.set(HIGHLIGHT_PARAM, id)
  return `${url.pathname}${url.search}#${rowAnchor(id)}`
}
