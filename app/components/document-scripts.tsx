/**
 * The scripts at the end of every document. No page hydrates React (docs/decisions/0070): a
 * route whose handle names an `island` gets that island's small script, an error page gets the
 * error-page island, and every other page is plain HTML.
 */
import { useMatches, useRouteError, useRouteLoaderData } from '@remix-run/react'

/** What a route's `handle` may say about how its document is scripted. */
export interface ScriptingHandle {
  /** Ship this island (app/browser/islands/<name>.ts). */
  island?: string
  /**
   * `false`: ship no script at all, the page is plain HTML (the guest menu, DESIGN.md 5a). A
   * function says it from the page's loader data (the item page has its island only while the
   * guest can order).
   */
  scripts?: false | ((data: unknown) => boolean)
}

/**
 * Where a built island is served (scripts/build-islands.mjs, named by the root loader), for a
 * page that names it in a `data-*-island` attribute for the shell island to fetch.
 */
export function useIslandUrl(name: string): string | undefined {
  return (useRouteLoaderData('root') as { islands?: Record<string, string> } | undefined)?.islands?.[name]
}

export function DocumentScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches()
  const error = useRouteError()
  const islands = (useRouteLoaderData('root') as { islands?: Record<string, string> } | undefined)?.islands
  const handles = matches.map((m) => m.handle as ScriptingHandle | undefined)
  const off = matches.some((m) => {
    const scripts = (m.handle as ScriptingHandle | undefined)?.scripts
    return scripts === false || (typeof scripts === 'function' && !scripts(m.data))
  })
  if (!error && off) return null
  // The deepest route that names an island decides; an error page is drawn by the root alone.
  const island = error ? 'error-page' : [...handles].reverse().find((h) => h?.island)?.island
  const src = island ? islands?.[island] : undefined
  return src ? <script type="module" src={src} nonce={nonce} /> : null
}
