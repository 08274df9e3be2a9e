/**
 * Paging of long lists drawn on the server (activities, tables, modifiers, orders, payments). The
 * platform pages through the newest 1000 activities (SPEC.md section 9) and says how many there
 * are; a screen reads and draws one page of them (app/features/tips/activities.server.ts), and the
 * page and its size live in the URL (`?page=2&size=20`) like the rest of the screen's state, so
 * the page links are plain GET links that work without JavaScript and keep the period and filters.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '#contract/page-sizes'

export interface Paging {
  /** 1-based. */
  page: number
  pageCount: number
  total: number
  size: number
}

/** `?page=` (or a dialog's own `param`) as a whole number from 1; anything else is page 1. */
export function readPage(searchParams: URLSearchParams, param = 'page'): number {
  const raw = searchParams.get(param)?.trim() ?? ''
  if (!/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/** `?size=` as one of SPEC.md's page sizes (10, 20, 50, 100); anything else is the default, 10. */
export function readPageSize(searchParams: URLSearchParams): number {
  const size = Number(searchParams.get('size'))
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE
}

/** The page to draw of `total` rows: the requested one, or the last one for a page past the end. */
export function pagingOf(total: number, requested: number, size: number): Paging {
  const pageCount = Math.max(1, Math.ceil(total / size))
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount)
  return { page, pageCount, total, size }
}

/**
 * The query string of another page, every other parameter kept ('?month=2026-11&page=2'); page 1
 * has no `page`. A dialog over a paged screen pages its own list under another `param`.
 */
export function pageSearch(search: string, page: number, param = 'page'): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete(param)
  else params.set(param, String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
