// Which Remix route answers a URL, read from the browser manifest the server publishes, so the
// benchmark names loaders by URL and keeps working when route files move.
import { readFileSync } from 'node:fs'
import { matchRoutes } from '@remix-run/router'

/**
 * The route tree of the server at `base`. No screen hydrates (ADR 0060), so no page names the
 * manifest: its address is the one the server build holds (build/index.js, this checkout's).
 */
export async function loadRouteTree(base) {
  const href = readFileSync('build/index.js', 'utf8').match(/"(\/build\/manifest-[A-Z0-9]+\.js)"/)?.[1]
  if (!href) throw new Error('no manifest named in build/index.js: run `npm run build`')
  const source = await (await fetch(new URL(href, base))).text()
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))
  const byParent = new Map()
  for (const route of Object.values(manifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? []
    siblings.push(route)
    byParent.set(route.parentId, siblings)
  }
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({ id: r.id, path: r.path, index: r.index, children: tree(r.id) }))
  return tree(undefined)
}

/** The `?_data=` request for the deepest route matching `url` (its own loader, as a client navigation asks). */
export function dataUrl(tree, url) {
  const parsed = new URL(url, 'http://x')
  const matches = matchRoutes(tree, parsed.pathname)
  if (!matches) throw new Error(`no route matches ${url}`)
  parsed.searchParams.set('_data', matches.at(-1).route.id)
  return parsed.pathname + parsed.search
}
