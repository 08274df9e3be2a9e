/**
 * The browser code a build deploys (`npm run build`: public/build, build/islands.json). No page
 * hydrates React (docs/decisions/0070), so public/build holds only what a page can fetch: the
 * islands, the chunks they import, and the assets the server build links (the stylesheet). Each
 * island keeps its library to itself (ADR 0031, 0060): the shell and sign-in islands that every
 * page fetches first carry no @dnd-kit, react-easy-crop, Stripe or zod, and reach the live
 * channel only through a dynamic import.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const buildDir = path.join(publicDir, 'build')

/** What each island's code leaves in a minified chunk: strings its library or module always carries. */
const LIBRARIES = {
  'dnd-kit': (file: string, code: string) => code.includes('DndDescribedBy') || code.includes('DndLiveRegion') || /\/islands\/drag-/.test(file),
  'react-easy-crop': (file: string, code: string) => code.includes('reactEasyCrop_') || /\/islands\/cropper-/.test(file),
  'live channel': (file: string, code: string) => code.includes('MENU_INCREMENTAL_STATE') || /\/live-page-/.test(file),
  // @stripe/stripe-js always carries the address of Stripe.js it loads.
  stripe: (file: string, code: string) => code.includes('js.stripe.com') || /\/islands\/stripe-card-/.test(file),
} as const
type Library = keyof typeof LIBRARIES

const code = new Map<string, string>()

/** A file's text by its URL (`/build/...`). */
function read(url: string): string {
  let text = code.get(url)
  if (text === undefined) {
    const file = path.join(publicDir, url)
    if (!existsSync(file)) throw new Error(`${url} is named by the build but missing: run \`npm run build\` again`)
    text = readFileSync(file, 'utf8')
    code.set(url, text)
  }
  return text
}

// esbuild's ESM output: `import{a as b}from"./chunks/…"`, `import"./…"`; a dynamic `import("./chunks/…")`.
const SPECIFIER = `["']((?:/build/|\\.{1,2}/)[^"']+\\.js)["']`
const STATIC = new RegExp(`(?:^|[;\\s}])(?:import|export)\\s*(?:[^"'();]*?from\\s*)?${SPECIFIER}`, 'g')
const DYNAMIC = new RegExp(`\\bimport\\(\\s*${SPECIFIER}\\s*\\)`, 'g')
const resolved = (from: string, specifier: string) => (specifier.startsWith('/') ? specifier : path.posix.resolve(path.posix.dirname(from), specifier))
const staticImports = (url: string) => [...read(url).matchAll(STATIC)].map((m) => resolved(url, m[1]!))
const dynamicImports = (url: string) => [...read(url).matchAll(DYNAMIC)].map((m) => resolved(url, m[1]!))

/** Every file these load, following static imports, and dynamic ones too when `dynamic`. */
function closure(start: string[], dynamic = false): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const url = queue.pop()!
    if (seen.has(url)) continue
    seen.add(url)
    queue.push(...staticImports(url), ...(dynamic ? dynamicImports(url) : []))
  }
  return seen
}

const librariesIn = (url: string): Library[] => (Object.keys(LIBRARIES) as Library[]).filter((l) => LIBRARIES[l](url, read(url)))

/** Files loaded at once with these that hold a library, as `file: libraries`. */
function libraryChunks(urls: Iterable<string>): string[] {
  return [...urls].flatMap((url) => {
    const found = librariesIn(url)
    return found.length ? [`${url}: ${found.join(', ')}`] : []
  })
}

/** Libraries reached from these files through at least one dynamic import. */
function dynamicallyReached(urls: Set<string>): Set<Library> {
  return new Set([...closure([...urls].flatMap(dynamicImports), true)].flatMap(librariesIn))
}

let islands: Record<string, string>

beforeAll(() => {
  const file = path.join(root, 'build/islands.json')
  if (!existsSync(file)) throw new Error('build/islands.json is missing: run `npm run build` before this test')
  islands = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
})

describe('the built browser code', () => {
  it('holds no file that no page fetches: the islands, their chunks and the assets the server links', () => {
    const server = readFileSync(path.join(root, 'build/index.js'), 'utf8')
    const linked = [...server.matchAll(/\/build\/_assets\/[\w.-]+/g)].map((m) => m[0])
    expect(linked.some((url) => url.endsWith('.css')), 'the server build links the stylesheet').toBe(true)
    const fetched = new Set([...closure(Object.values(islands), true), ...linked])
    const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    expect(files.filter((url) => !fetched.has(url))).toEqual([])
    // Every page's script is an island: nothing of Remix's browser build is left.
    expect(files.filter((url) => /entry\.client|manifest-|\/routes\//.test(url))).toEqual([])
  })

  it('keeps each library in its own island; the shell and sign-in islands carry none of them', () => {
    expect(Object.keys(islands)).toEqual(expect.arrayContaining(['sign-in', 'shell', 'error-page', 'drag', 'cropper', 'stripe-card']))
    // The drag island is fetched by its own address when a list is reached (browser/sortable-intent.ts),
    // the cropper island by the crop dialog's (ADR 0060).
    expect(libraryChunks(closure([islands.drag!]))).toEqual([`${islands.drag}: dnd-kit`])
    expect(libraryChunks(closure([islands.cropper!]))).toEqual([`${islands.cropper}: react-easy-crop`])
    expect(libraryChunks(closure([islands['stripe-card']!]))).toEqual([`${islands['stripe-card']}: stripe`])
    const first = [islands.shell!, islands['sign-in']!, islands['error-page']!]
    expect(libraryChunks(closure(first))).toEqual([])
    expect(dynamicallyReached(new Set([islands.shell!]))).toEqual(new Set(['live channel']))
    expect(dynamicallyReached(new Set([islands['sign-in']!, islands['error-page']!]))).toEqual(new Set())
    // Nor zod (a module that re-exports a contract helper pulls it in: browser/calm-paste.ts), and
    // each of them is one file a page fetches first.
    for (const url of closure(first)) expect(read(url), url).not.toContain('invalid_type')
    for (const url of first) expect([...closure([url])]).toEqual([url])
  })

  it('keeps the islands every page fetches first within their size (gzip level 9, as bench/lib/js-size.mjs)', () => {
    // Issue 26: about 5.6 KiB for the shell. Each budget is the size measured plus a little, so a
    // change that makes a first visit heavier says so here (raise it on purpose, or trim).
    const budgets = { shell: 5_650, 'sign-in': 1_420, 'error-page': 440 }
    const sizes = Object.fromEntries(Object.keys(budgets).map((name) => [name, gzipSync(read(islands[name]!), { level: 9 }).length]))
    for (const [name, budget] of Object.entries(budgets)) expect(sizes[name], `${name}: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(budget)
  })
})
