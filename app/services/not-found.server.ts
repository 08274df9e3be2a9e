/** How the calls of app/features/ turn "not there" into the screen's 404, before or after asking the platform. */
import { UUID_PATTERN } from '#contract/primitives'
import { ApiError } from '~/services/api.server'

/** True when `value` can be an id of the platform (a UUID). */
export function isId(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/**
 * An id from the URL (box, member, activity), or 404 when it cannot be one. Checked before
 * any call: the platform answers 400 for a malformed id in a query (box_id=...), which
 * the screen would otherwise turn into a 500.
 */
export function idParam(value: string | undefined): string {
  if (!isId(value)) throw new Response('Not found', { status: 404 })
  return value
}

/** A call whose 404 means the page is not there (an id of something else in the URL): 404, not 500. */
export function orNotFound<T>(call: Promise<T>): Promise<T> {
  return call.catch((error) => {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 })
    throw error
  })
}
