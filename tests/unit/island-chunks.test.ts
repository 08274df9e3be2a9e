/**
 * Islands of client code are loaded only by the screens that use them (issue 9 item 7, ADR 0031,
 * ADR 0035): reads the built browser bundle (`npm run build`: public/build/manifest-*.js, the
 * chunks, and build/islands.json) and follows every chunk's static imports from the route modules
 * a page loads. The sign-in pages, the dashboard and the tips screens must reach no chunk holding
 * @dnd-kit, react-easy-crop, the live channel's client or the orders refresh; the Menus screen and
 * the Menu page reach the drag island, and the Orders screen its refresh, only through a dynamic
 * import(). The cropper (react-easy-crop) and Stripe's card entry (@stripe/stripe-js) are islands
 * built on their own that the shell island fetches by the address a dialog names: no chunk of
 * the application holds them (ADR 0060).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const buildDir = path.join(publicDir, 'build')

/** What each island's code leaves in a minified chunk: strings its library or module always carries. */
const ISLANDS = {
  'dnd-kit': (file: string, code: string) => code.includes('DndDescribedBy') || code.includes('DndLiveRegion') || /\/drag-list-/.test(file) || /\/islands\/drag-/.test(file),
  'react-easy-crop': (file: string, code: string) => code.includes('reactEasyCrop_') || /\/cropper-/.test(file) || /\/islands\/cropper-/.test(file),
  'live channel': (file: string, code: string) => code.includes('MENU_INCREMENTAL_STATE') || /\/live-page-/.test(file),
  // The refresh island is a few lines with no library of its own: its chunk is known by its name.
  'orders refresh': (file: string) => /\/auto-refresh\.client-/.test(file),
  // @stripe/stripe-js always carries the address of Stripe.js it loads.
  stripe: (file: string, code: string) => code.includes('js.stripe.com') || /\/stripe-card-island\.client-/.test(file) || /\/islands\/stripe-card-/.test(file),
} as const
type Island = keyof typeof ISLANDS

interface RouteEntry {
  id: string
  parentId?: string
  module: string
  imports?: string[]
}
interface Manifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, RouteEntry>
}

let manifest: Manifest
const code = new Map<string, string>()

/** A chunk's text by its URL (`/build/...`). */
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

// esbuild's ESM output: `import{a as b}from"/build/…"`, `import"/build/…"`, `export{…}from"/build/…"`;
// the islands' own build names its chunks relative to the importing file (`import("./chunks/…")`).
const SPECIFIER = `["']((?:/build/|\\.{1,2}/)[^"']+\\.js)["']`
const STATIC = new RegExp(`(?:^|[;\\s}])(?:import|export)\\s*(?:[^"'();]*?from\\s*)?${SPECIFIER}`, 'g')
const DYNAMIC = new RegExp(`\\bimport\\(\\s*${SPECIFIER}\\s*\\)`, 'g')
const resolved = (from: string, specifier: string) => (specifier.startsWith('/') ? specifier : path.posix.resolve(path.posix.dirname(from), specifier))
const staticImports = (url: string) => [...read(url).matchAll(STATIC)].map((m) => resolved(url, m[1]!))
const dynamicImports = (url: string) => [...read(url).matchAll(DYNAMIC)].map((m) => resolved(url, m[1]!))

/** Every chunk loaded, without a dynamic import, with these modules. */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const url = queue.pop()!
    if (seen.has(url)) continue
    seen.add(url)
    queue.push(...staticImports(url))
  }
  return seen
}

/** The modules a page of `routeId` loads at once: the browser entry, the route and its parents, with the imports the manifest names. */
function pageModules(routeId: string): string[] {
  const modules = [manifest.entry.module, ...manifest.entry.imports]
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`no route ${id} in the manifest`)
    modules.push(route.module, ...(route.imports ?? []))
  }
  return modules
}

const islandsIn = (url: string): Island[] => (Object.keys(ISLANDS) as Island[]).filter((island) => ISLANDS[island](url, read(url)))

/** Chunks of the static closure that hold island code, as `chunk: islands`. */
function islandChunks(urls: Iterable<string>): string[] {
  return [...urls].flatMap((url) => {
    const found = islandsIn(url)
    return found.length ? [`${url}: ${found.join(', ')}`] : []
  })
}

/** Islands reached from these chunks through at least one dynamic import (then anything). */
function dynamicallyReached(urls: Set<string>): Set<Island> {
  const reached = new Set<Island>()
  const lazy = staticClosure([...urls].flatMap(dynamicImports))
  for (const url of lazy) for (const island of islandsIn(url)) reached.add(island)
  return reached
}

const routeIds = (test: (id: string) => boolean) => Object.keys(manifest.routes).filter(test)
const ORG = 'routes/_shell+/organizations+/$organizationId+/'
const MENUS = `${ORG}menu+/_list+/_layout`
const MENU_PAGE = `${ORG}menu+/$menuId+/_layout`
const CROP = `${ORG}menu+/$menuId+/items.$itemId.images.$index.crop`
const ORDERS = `${ORG}orders+/_layout`
const ADD_CARD = `${ORG}billing+/card`

beforeAll(() => {
  const name = existsSync(buildDir) ? readdirSync(buildDir).find((f) => /^manifest-[A-Z0-9]+\.js$/.test(f)) : undefined
  if (!name) throw new Error('public/build has no manifest-*.js: run `npm run build` before this test')
  const text = readFileSync(path.join(buildDir, name), 'utf8')
  manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest
})

describe('the built chunks', () => {
  it('hold each island in a chunk of its own', () => {
    const chunks = readdirSync(path.join(buildDir, '_shared')).map((f) => `/build/_shared/${f}`)
    const holders = (island: Island) => chunks.filter((url) => url.endsWith('.js') && islandsIn(url).includes(island))
    expect(holders('dnd-kit').map((u) => path.basename(u))).toEqual([expect.stringMatching(/^drag-list-\w+\.js$/)])
    // The cropper and Stripe's card entry are islands built on their own (ADR 0060): no chunk of the application holds them.
    expect(holders('react-easy-crop')).toEqual([])
    expect(holders('live channel').map((u) => path.basename(u))).toEqual([expect.stringMatching(/^live-page-\w+\.js$/)])
    expect(holders('orders refresh').map((u) => path.basename(u))).toEqual([expect.stringMatching(/^auto-refresh\.client-\w+\.js$/)])
    expect(holders('stripe')).toEqual([])
  })

  const plainPages: [string, (id: string) => boolean][] = [
    ['the sign-in and registration pages', (id) => id.startsWith('routes/_auth+/')],
    ['the organizations list and the dashboard', (id) => id === 'routes/_shell+/organizations+/_index' || id === `${ORG}_index`],
    ['the tips screens', (id) => id.startsWith(`${ORG}boxes+/`)],
  ]
  for (const [name, test] of plainPages) {
    it(`load no island code on ${name}`, () => {
      const ids = routeIds(test)
      expect(ids.length, `no route of ${name} in the manifest`).toBeGreaterThan(0)
      for (const id of ids) expect(islandChunks(staticClosure(pageModules(id))), `${id} loads island code`).toEqual([])
    })
  }

  it('the shell and sign-in islands carry none of them; the shell island reaches the live channel only through a dynamic import', () => {
    const file = path.join(root, 'build/islands.json')
    if (!existsSync(file)) throw new Error('build/islands.json is missing: run `npm run build` before this test')
    const islands = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    expect(Object.keys(islands)).toEqual(expect.arrayContaining(['sign-in', 'shell', 'drag', 'cropper', 'stripe-card']))
    // The drag island is fetched by its own address when a list is reached (browser/sortable-intent.ts),
    // the cropper island by the crop dialog's (ADR 0060).
    expect(islandChunks(staticClosure([islands.drag!]))).toEqual([`${islands.drag}: dnd-kit`])
    expect(islandChunks(staticClosure([islands.cropper!]))).toEqual([`${islands.cropper}: react-easy-crop`])
    expect(islandChunks(staticClosure([islands['stripe-card']!]))).toEqual([`${islands['stripe-card']}: stripe`])
    expect(dynamicallyReached(new Set([islands.shell!]))).not.toContain('react-easy-crop')
    expect(islandChunks(staticClosure([islands.shell!, islands['sign-in']!]))).toEqual([])
    expect(dynamicallyReached(new Set([islands.shell!]))).toContain('live channel')
    expect(dynamicallyReached(new Set([islands['sign-in']!]))).toEqual(new Set())
    // Nor zod (a module that re-exports a contract helper pulls it in: browser/calm-paste.ts), and
    // the shell island is one file a page fetches first.
    for (const url of staticClosure([islands.shell!, islands['sign-in']!])) expect(read(url), url).not.toContain('invalid_type')
    expect([...staticClosure([islands.shell!])]).toEqual([islands.shell])
  })

  it('the Menus screen and the Menu page reach the drag island only through a dynamic import', () => {
    for (const id of [MENUS, MENU_PAGE]) {
      const loaded = staticClosure(pageModules(id))
      expect(islandChunks(loaded), `${id} loads island code at once`).toEqual([])
      expect(dynamicallyReached(loaded), id).toContain('dnd-kit')
    }
  })

  it('the Orders screen and its dialogs reach the refresh island only through a dynamic import, and no other page reaches it at all', () => {
    const orders = routeIds((id) => id.startsWith(`${ORG}orders+/`))
    expect(orders).toContain(ORDERS)
    for (const id of orders) {
      const loaded = staticClosure(pageModules(id))
      expect(islandChunks(loaded), `${id} loads island code at once`).toEqual([])
      expect(dynamicallyReached(loaded), id).toContain('orders refresh')
    }
    for (const id of routeIds((id) => !id.startsWith(`${ORG}orders+/`))) {
      expect(dynamicallyReached(staticClosure(pageModules(id))), id).not.toContain('orders refresh')
    }
  })

  it('no page of the application reaches the cropper or Stripe: the crop and add-card dialogs name their islands', () => {
    for (const id of routeIds(() => true)) {
      const reached = dynamicallyReached(staticClosure(pageModules(id)))
      expect(reached.has('react-easy-crop') || reached.has('stripe'), id).toBe(false)
    }
    expect(manifest.routes[CROP], 'the crop dialog is a route').toBeDefined()
    expect(manifest.routes[ADD_CARD], 'the add-card dialog is a route').toBeDefined()
  })
})
