import { describe, expect, it } from 'vitest'
import { highlightPath, readHighlight } from '../../app/utils/highlight'
import { SECTION_KEY_PATTERN, sectionKey } from '../../app/features/tips/text-sections'

const ID = '0b7e2a52-6c1e-4c55-9a53-5c1d2f0a9e11'

describe('highlightPath', () => {
  it('opens the list on the row: its page and search dropped, the rows per page and the rest kept, the anchor added', () => {
    expect(highlightPath('/organizations/o/tables?q=terrace&page=3&size=50&lang=lt', ID)).toBe(`/organizations/o/tables?size=50&lang=lt&highlight=${ID}#row-${ID}`)
  })

  it('drops only the parameters named as the list’s paging (the Box screen’s page is its activities’)', () => {
    expect(highlightPath('/organizations/o/boxes/b?page=2&from=2026-01-01', ID, [])).toBe(`/organizations/o/boxes/b?page=2&from=2026-01-01&highlight=${ID}#row-${ID}`)
    expect(highlightPath('/organizations/o/menu/m?category=c&lang=en', ID, ['category'])).toBe(`/organizations/o/menu/m?lang=en&highlight=${ID}#row-${ID}`)
  })

  it('replaces an earlier highlight', () => {
    expect(highlightPath(`/x?highlight=${ID}`, 'footer-1')).toBe('/x?highlight=footer-1#row-footer-1')
  })
})

describe('readHighlight', () => {
  it('reads an id, and nothing else, by default', () => {
    expect(readHighlight(new URLSearchParams(`highlight=${ID}`))).toBe(ID)
    expect(readHighlight(new URLSearchParams('highlight=footer-1'))).toBeNull()
    expect(readHighlight(new URLSearchParams('highlight=<b>'))).toBeNull()
    expect(readHighlight(new URLSearchParams(''))).toBeNull()
  })

  it('reads a text section’s key with its pattern', () => {
    expect(readHighlight(new URLSearchParams(`highlight=${sectionKey('footer', 2)}`), SECTION_KEY_PATTERN)).toBe('footer-2')
    expect(readHighlight(new URLSearchParams(`highlight=${ID}`), SECTION_KEY_PATTERN)).toBeNull()
    expect(readHighlight(new URLSearchParams('highlight=aside-1'), SECTION_KEY_PATTERN)).toBeNull()
  })
})
