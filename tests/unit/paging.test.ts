import { describe, expect, it } from 'vitest'
import { PAGE_SIZE, pageOf, pageSearch, readPage } from '../../app/utils/paging'

const rows = Array.from({ length: 1000 }, (_, i) => i)

describe('paging the activity table', () => {
  it('draws 50 rows a page out of the platform’s 1000', () => {
    expect(PAGE_SIZE).toBe(50)
    const first = pageOf(rows, 1)
    expect(first.rows).toEqual(rows.slice(0, 50))
    expect(first.paging).toEqual({ page: 1, pageCount: 20, total: 1000, size: 50 })
    expect(pageOf(rows, 2).rows[0]).toBe(50)
    expect(pageOf(rows, 20).rows).toHaveLength(50)
  })
  it('shows the last page for a page past the end, and one empty page for no rows', () => {
    expect(pageOf(rows.slice(0, 120), 9).paging.page).toBe(3)
    expect(pageOf(rows.slice(0, 120), 9).rows).toEqual(rows.slice(100, 120))
    expect(pageOf([], 4)).toEqual({ rows: [], paging: { page: 1, pageCount: 1, total: 0, size: 50 } })
  })
  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    const read = (query: string) => readPage(new URLSearchParams(query))
    expect(read('page=3')).toBe(3)
    for (const bad of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=1e3', 'page=abc', `page=${'9'.repeat(30)}`]) {
      expect(read(bad), bad).toBe(1)
    }
  })
  it('links to another page keeping the period and the filter', () => {
    expect(pageSearch('?from=2026-09-01&to=2026-11-22&ratingMin=3', 2)).toBe('?from=2026-09-01&to=2026-11-22&ratingMin=3&page=2')
    expect(pageSearch('?month=2026-10&page=2', 1)).toBe('?month=2026-10')
    expect(pageSearch('?page=2', 1)).toBe('')
  })
})
