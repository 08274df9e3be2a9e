/**
 * Remix route ids by URL pattern, read from the server build, so `?_data=` requests name real
 * routes whatever the files under app/routes are called.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

interface BuiltRoute {
  id: string
  path?: string
  parentId?: string
}

/** `/organizations/:org/boxes` and `organizations/:organizationId/boxes` give the same key. */
function patternKey(urlPath: string): string {
  return urlPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/')
}

export async function loadRouteIds(): Promise<(urlPath: string) => string> {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as { routes: Record<string, BuiltRoute> }
  const routes = build.routes
  const fullPath = (id: string): string => {
    const route = routes[id]!
    return [route.parentId ? fullPath(route.parentId) : '', route.path ?? ''].filter(Boolean).join('/')
  }
  const parents = new Set(Object.values(routes).map((r) => r.parentId))
  const byPattern = new Map<string, string>()
  for (const route of Object.values(routes)) {
    const key = patternKey(fullPath(route.id))
    // A layout and its index child share a URL: the leaf is the one that answers.
    if (!byPattern.has(key) || !parents.has(route.id)) byPattern.set(key, route.id)
  }
  // A path no route names is answered by the deepest splat route above it.
  const splats = [...byPattern.keys()].filter((k) => k === '*' || k.endsWith('/*')).sort((a, b) => b.length - a.length)
  return (urlPath) => {
    const key = patternKey(urlPath)
    const splat = splats.find((s) => s === '*' || key.startsWith(s.slice(0, -1)))
    return byPattern.get(key) ?? (splat ? byPattern.get(splat)! : 'routes/nothing')
  }
}
