import { isRouteErrorResponse, useRouteError } from '@remix-run/react'

/** What went wrong, as the error pages tell it. */
export type RouteErrorKind = 'notFound' | 'forbidden' | 'unavailable' | 'unknown'

/**
 * The error a boundary renders, sorted the one way every error page sorts it: 404, 403, 503
 * (the platform's database away for a moment, app/services/api.server.ts), else unknown.
 * Only what the user did not cause is logged: a thrown bug, never a 4xx answer.
 */
export function useRouteErrorKind(): RouteErrorKind {
  const error = useRouteError()
  // A bug or a server failure is logged; a 4xx answer or a 503 is the user's case, not a fault.
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500 && status !== 503) console.error(error)
  return errorKindOf(error)
}

/** The kind of a route's error, by its status (a thrown bug is unknown). */
export function errorKindOf(error: unknown): RouteErrorKind {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 503 ? 'unavailable' : 'unknown'
}

/** The title key of each kind's error page. */
export const ERROR_TITLES: Record<RouteErrorKind, string> = {
  notFound: 'errors.notFoundTitle',
  forbidden: 'forbidden.title',
  unavailable: 'errors.unavailableTitle',
  unknown: 'errors.generalTitle',
}
