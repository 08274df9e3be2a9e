import { useEffect, useState } from 'react'

/**
 * False on the server and in the browser's first render, true once React has hydrated: what
 * only works with JavaScript (a copy button, a button disabled until a field is filled) shows
 * from then on, so the server's HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
