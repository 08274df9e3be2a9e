/**
 * The answer of this route's last action, kept while the page stays where the action left it.
 *
 * Remix's `useActionData` is cleared by any completed navigation, and a re-read of the page
 * (`useRevalidator().revalidate()`) is one: the menu screens' live channel, the orders' auto
 * refresh and the verification banner all re-read. A dialog whose form is keyed by the answer
 * (a refused save redraws the form with what was posted) then fell back to the loaded values,
 * and the user's typing and their message were gone; a save after that sent the old text.
 *
 * A re-read keeps the router's location (same `key`); the action's own navigation and every
 * later one (a redirect after a save, a link) make a new one. So the answer is kept for as long
 * as the location it arrived with is the current one, and forgotten on the next.
 */
// The one place that reads it (eslint.config.js sends everyone else here).
// eslint-disable-next-line no-restricted-imports
import { useActionData, useLocation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { useRef } from 'react'

export function useActionResult<T = unknown>(): SerializeFrom<T> | undefined {
  const data = useActionData<T>()
  const { key } = useLocation()
  const kept = useRef<{ key: string; data: SerializeFrom<T> } | null>(null)
  if (data !== undefined) kept.current = { key, data }
  else if (kept.current && kept.current.key !== key) kept.current = null
  return data ?? kept.current?.data
}
