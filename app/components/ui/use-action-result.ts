/**
 * The answer of this route's last action, for the page the server draws after a post that did
 * not redirect (a refused save redraws its form with what was posted and the messages).
 */
// The one place that reads it (eslint.config.js sends everyone else here).
// eslint-disable-next-line no-restricted-imports
import { useActionData } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'

export function useActionResult<T = unknown>(): SerializeFrom<T> | undefined {
  return useActionData<T>()
}
