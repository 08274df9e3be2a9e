import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '../../contract/safe-redirect'

const FALLBACK = '/fallback'

describe('safeRedirectPath', () => {
  it.each([
    ['/%09/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/ok\nSet-Cookie: x=1'],
    ['/%0d%0aSet-Cookie:x'],
    ['%0d%0aSet-Cookie:x'],
    ['/%00'],
    ['/\u0000'],
    ['/\u007f'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/a\\b'],
    ['/%5Cevil.example'],
    ['/%2F/evil.example'],
    ['https://evil.example'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    ['/%E0%A4%A'],
    // Dot segments collapse before the browser follows the path (issue 25 item 24).
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/a/b/../..//evil.example/x?y#z'],
    ['/./\\evil.example'],
    ['/%2f%2fevil.example'],
    ['/.//%2fevil.example'],
    ['/\tevil.example'],
    ['/.\n//evil.example'],
  ])('refuses %j', (payload) => {
    expect(safeRedirectPath(payload, FALLBACK)).toBe(FALLBACK)
  })

  it.each([['/'], ['/ok?x=1'], ['/organizations/0b8c/boxes?month=2026-05#top'], ['/search?q=%2F%2Fhost'], ['/caf%C3%A9']])(
    'keeps the same-site path %j',
    (path) => {
      expect(safeRedirectPath(path, FALLBACK)).toBe(path)
    },
  )

  it('answers the path the browser will follow, not the one written', () => {
    expect(safeRedirectPath('/a/../organizations?x=1', FALLBACK)).toBe('/organizations?x=1')
    expect(safeRedirectPath('/./ok', FALLBACK)).toBe('/ok')
    expect(safeRedirectPath('/a/..', FALLBACK)).toBe('/')
  })

  it('admits an absolute URL of its own origin only when told the origin', () => {
    expect(safeRedirectPath('https://site.example/ok?kyb=result', FALLBACK, 'https://site.example')).toBe('/ok?kyb=result')
    expect(safeRedirectPath('https://site.example/.//evil.example', FALLBACK, 'https://site.example')).toBe(FALLBACK)
    expect(safeRedirectPath('https://evil.example/ok', FALLBACK, 'https://site.example')).toBe(FALLBACK)
    expect(safeRedirectPath('evil.example', FALLBACK, 'https://site.example')).toBe(FALLBACK)
    expect(safeRedirectPath('https://site.example/ok', FALLBACK)).toBe(FALLBACK)
  })

  it('answers the fallback for anything that is not a string', () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK)
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK)
    expect(safeRedirectPath(new File(['/'], 'f.txt'), FALLBACK)).toBe(FALLBACK)
  })

  it('never lets a browser leave the site, whatever the input', () => {
    // What a browser does with a Location header: drops tab/CR/LF, then resolves it.
    const browserResolves = (location: string) =>
      new URL(location.replace(/[\t\n\r]/g, ''), 'https://site.example/current/page')
    const junk = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.constantFrom('/', '\\', '%09', '%0a', '%2f', '%5c', '%2e', '\t', '\n', '.', '..', ':', 'evil.example', '@', '?', '#', 'x'))
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(junk, (input) => {
        const result = safeRedirectPath(input, FALLBACK)
        if (result === FALLBACK) return
        expect(result.startsWith('/')).toBe(true)
        expect(/[\u0000-\u001f\u007f]/.test(result)).toBe(false)
        expect(browserResolves(result).origin).toBe('https://site.example')
        // The answer is already what the browser follows (no dot segment left to collapse).
        expect(browserResolves(result).pathname + browserResolves(result).search + browserResolves(result).hash).toBe(result)
        // A header can carry it.
        expect(() => new Headers({ Location: result })).not.toThrow()
      }),
      { numRuns: 1000 },
    )
    // A generous bound: the machine running the suite may be busy.
  }, 60_000)
})
