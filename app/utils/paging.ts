/**
 * Paging of long lists drawn on the server (the activity table). The platform answers up to
 * its limit (SPEC.md section 9: 1000 activities); one screen draws a page of them, and the
 * page lives in the URL (`?page=2`) like the rest of the screen's state, so the page links
 * are plain GET links that work without JavaScript and keep the period and filters.
 */

/** Rows drawn at once: a few screens of scrolling on a phone, a small fraction of the HTML of 1000. */
export const PAGE_SIZE = 50

export interface Paging {
  /** 1-based. */
  page: number
  pageCount: number
  total: number
  size: number
}

/** `?page=` as a whole number from 1; anything else is page 1. */
export function readPage(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page')?.trim() ?? ''
  if (!/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/** The rows of one page; a page past the end shows the last one. */
export function pageOf<T>(rows: T[], requested: number, size = PAGE_SIZE): { rows: T[]; paging: Paging } {
  const pageCount = Math.max(1, Math.ceil(rows.length / size))
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount)
  return { rows: rows.slice((page - 1) * size, page * size), paging: { page, pageCount, total: rows.length, size } }
}

/** The query string of another page, every other parameter kept ('?month=2026-11&page=2'); page 1 has no `page`. */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
