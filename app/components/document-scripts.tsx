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
}

export function DocumentScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches()
  const root = useRouteLoaderData('root') as { islands?: Record<string, string> } | undefined
  const island = matches.map((m) => (m.handle as ScriptingHandle | undefined)?.island).find(Boolean)
  // Only a server render chooses the island: in the browser React is already there.
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
