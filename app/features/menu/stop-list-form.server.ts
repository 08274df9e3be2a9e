/**
 * The stop dialogs' refusals (the Stop list screen's add dialog and the Menu page's 'Add to stop
 * list'): the platform names what is wrong with a message key of contract/stop-list.ts
 * STOP_LIST_ERRORS, in a VALIDATION answer's fields or as the answer's message. A time in the
 * past goes under the date field, an unknown or already stopped item or option under the choice
 * (or over the form when there is no choice), anything else is the dialog's own message.
 */
import { json } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { STOP_LIST_ERRORS } from '#contract/stop-list'
import { ApiError } from '../../services/api.server'

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>
}

const KNOWN = new Set<string>(Object.values(STOP_LIST_ERRORS))

/** Every stop-list message key the refusal carries, in order, once each. */
export function stopListErrorKeys(error: ApiError): string[] {
  const found: string[] = []
  const take = (value: unknown) => {
    if (typeof value === 'string' && KNOWN.has(value) && !found.includes(value)) found.push(value)
  }
  take(error.message)
  take(error.params.key)
  const fields = error.params.fields
  if (fields && typeof fields === 'object') {
    for (const messages of Object.values(fields as Record<string, unknown>)) {
      for (const message of Array.isArray(messages) ? messages : [messages]) take(message)
    }
  }
  return found
}

/**
 * A refusal as the dialog's messages, status 400. `targetField` names the field of the choice of
 * item or option (none on the Menu page, where the item is given). Anything but a refusal (a
 * redirect to sign-in, the 503 page) goes on.
 */
export function stopRefusalReply(submission: Replyable, error: unknown, fallback: string, targetField?: string) {
  if (!(error instanceof ApiError)) throw error
  const formErrors: string[] = []
  const fieldErrors: Record<string, string[]> = {}
  for (const key of stopListErrorKeys(error)) {
    if (key === STOP_LIST_ERRORS.untilInPast) (fieldErrors.atTime ??= []).push(key)
    else if (targetField) (fieldErrors[targetField] ??= []).push(key)
    else formErrors.push(key)
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(fallback)
  return json(submission.reply({ formErrors, fieldErrors }), { status: 400 })
}
