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
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500 && status !== 503) console.error(error)
  return status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 503 ? 'unavailable' : 'unknown'
}
