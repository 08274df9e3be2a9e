/**
 * The scripts at the end of every document. A route whose handle names an `island` is not
 * hydrated (docs/decisions/0025): its document carries that island's small script instead of
 * React and the application, and works as plain HTML forms without either. A page reached by
 * a client-side navigation is already running React, so it keeps React.
 */
import { Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from '@remix-run/react'

/** What a route's `handle` may say about how its document is scripted. */
export interface ScriptingHandle {
  /** Ship this island (app/islands/<name>.ts) instead of hydrating the page. */
  island?: string
  /** `false`: ship no script at all, the page is plain HTML (the guest menu, DESIGN.md 5a). */
  scripts?: false
}

export function DocumentScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches()
  const root = useRouteLoaderData('root') as { islands?: Record<string, string> } | undefined
  const handles = matches.map((m) => m.handle as ScriptingHandle | undefined)
  const island = handles.map((h) => h?.island).find(Boolean)
  // Only a server render chooses the island or none: in the browser React is already there.
  if (typeof document === 'undefined' && handles.some((h) => h?.scripts === false)) return null
  if (island && typeof document === 'undefined') {
    const src = root?.islands?.[island]
    return src ? <script type="module" src={src} nonce={nonce} /> : null
  }
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  )
}
