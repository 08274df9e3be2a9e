/**
 * The scripts at the end of every document. A route whose handle names an `island` is not
 * hydrated (docs/decisions/0025): its document carries that island's small script instead of
 * React and the application, and works as plain HTML forms without either. A page reached by
 * a client-side navigation is already running React, so it keeps React.
 */
import { Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from '@remix-run/react'
import { useState } from 'react'

/** What a route's `handle` may say about how its document is scripted. */
export interface ScriptingHandle {
  /** Ship this island (app/browser/islands/<name>.ts) instead of hydrating the page. */
  island?: string
  /** `false`: ship no script at all, the page is plain HTML (the guest menu, DESIGN.md 5a). */
  scripts?: false
  /** `true`: hydrate this page even though a route above it names an island. */
  hydrate?: true
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
  const root = useRouteLoaderData('root') as { islands?: Record<string, string>; translationsUrl?: string } | undefined
  const [translationsUrl] = useState(root?.translationsUrl)
  const handles = matches.map((m) => m.handle as ScriptingHandle | undefined)
  // The deepest route that names an island or asks for hydration decides.
  const island = [...handles].reverse().find((h) => h?.island || h?.hydrate)?.island
  // Only a server render chooses the island or none: in the browser React is already there.
  if (typeof document === 'undefined' && handles.some((h) => h?.scripts === false)) return null
  if (island && typeof document === 'undefined') {
    const src = root?.islands?.[island]
    return src ? <script type="module" src={src} nonce={nonce} /> : null
  }
  return (
    <>
      {/* The strings, before the application that reads them (entry.client.tsx); the first
          page's script stays, later ones are loaded by the root's clientLoader. */}
      {translationsUrl ? <script src={translationsUrl} nonce={nonce} /> : null}
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  )
}
