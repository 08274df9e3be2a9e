import { describe, expect, it } from 'vitest'
import { pageSearch, pagingOf, readPage, readPageSize } from '../../app/utils/paging'

describe('paging the activity table', () => {
  it('draws pages of the size asked out of the platform’s 1000', () => {
    expect(pagingOf(1000, 1, 50)).toEqual({ page: 1, pageCount: 20, total: 1000, size: 50 })
    expect(pagingOf(1000, 20, 50).page).toBe(20)
    expect(pagingOf(1000, 1, 10).pageCount).toBe(100)
  })
  it('shows the last page for a page past the end, and one empty page for no rows', () => {
    expect(pagingOf(120, 9, 50)).toEqual({ page: 3, pageCount: 3, total: 120, size: 50 })
    expect(pagingOf(1000, 21, 50).page).toBe(20)
    expect(pagingOf(0, 4, 10)).toEqual({ page: 1, pageCount: 1, total: 0, size: 10 })
  })
  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    const read = (query: string) => readPage(new URLSearchParams(query))
    expect(read('page=3')).toBe(3)
    for (const bad of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=1e3', 'page=abc', `page=${'9'.repeat(30)}`]) {
      expect(read(bad), bad).toBe(1)
    }
  })
  it('reads ?size= as one of the spec’s sizes (10, 20, 50, 100), anything else as 10', () => {
    const read = (query: string) => readPageSize(new URLSearchParams(query))
    for (const size of [10, 20, 50, 100]) expect(read(`size=${size}`)).toBe(size)
    for (const bad of ['', 'size=', 'size=0', 'size=7', 'size=1000', 'size=20.5', 'size=abc']) expect(read(bad), bad).toBe(10)
    expect(pagingOf(1000, 3, readPageSize(new URLSearchParams('size=20')))).toEqual({ page: 3, pageCount: 50, total: 1000, size: 20 })
  })
  it('links to another page keeping the period and the filter', () => {
    expect(pageSearch('?from=2026-09-01&to=2026-11-22&ratingMin=3', 2)).toBe('?from=2026-09-01&to=2026-11-22&ratingMin=3&page=2')
    expect(pageSearch('?month=2026-10&page=2', 1)).toBe('?month=2026-10')
    expect(pageSearch('?page=2', 1)).toBe('')
  })
})
