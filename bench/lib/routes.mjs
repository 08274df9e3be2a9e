// Which Remix route answers a URL, read from the browser manifest the server publishes, so the
// benchmark names loaders by URL and keeps working when route files move.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { matchRoutes } from '@remix-run/router'

/**
 * The route tree of this checkout's server build. No screen hydrates (ADR 0060), so the
 * browser manifest is not published: the server build's own copy (`assets`) is read instead.
 */
export async function loadRouteTree() {
  const build = await import(pathToFileURL(path.resolve('build/index.js')).href)
  const manifest = build.assets
  if (!manifest?.routes) throw new Error('build/index.js holds no route manifest: run `npm run build`')
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
