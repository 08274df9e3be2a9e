import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False on the server and in the browser's hydrating render, true once React runs: what only
 * works with JavaScript (a copy button, a button disabled until a field is filled) shows from
 * then on, so the server's HTML and the first client render agree. A component first drawn
 * after hydration (a screen reached by a client navigation) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
