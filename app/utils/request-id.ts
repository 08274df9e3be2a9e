/**
 * The request id of a menu form: the live island fills this hidden field when the form is
 * posted (browser/live-page.ts); the action sends it as X-Request-Id, and the
 * state that the write causes comes back on the live channel carrying it.
 */
import { REQUEST_ID_PATTERN } from '#contract/request-id'

export const REQUEST_ID_FIELD = 'requestId'

/** The form's request id when it carries a well-formed one. */
export function requestIdOf(form: FormData): string | null {
  const value = form.get(REQUEST_ID_FIELD)
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : null
}
