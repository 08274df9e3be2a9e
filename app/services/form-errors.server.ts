/**
 * The one way an action turns a refusal of the platform into the form's messages: a table of
 * error codes to `[field, message key]` (field '' for a message over the whole form) and
 * `'*'` for any other refusal. The answer is the submission's own reply with status 400, the
 * one result shape every form reads (conform's `lastResult`).
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { json } from '@remix-run/node'
import { ApiError } from './api.server'

export type ApiErrorMessages = Record<string, readonly [field: string, message: string]>

/** What this needs of a conform submission (any schema's). */
interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>
}

export function replyFromApiError(submission: Replyable, error: unknown, messages: ApiErrorMessages) {
  // Anything but a refusal (a redirect to sign-in, the 503 page, a bug) goes on as it is.
  if (!(error instanceof ApiError)) throw error
  const hit = messages[error.errorCode] ?? messages['*']
  if (!hit) throw error
  const [field, message] = hit
  return json(submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { status: 400 })
}

/**
 * Messages over the whole form when there is no schema to check (a code screen's resend, a
 * refused step of a flow): the same reply shape, built from what was posted.
 */
export function replyWithFormErrors(formData: FormData, formErrors: string[], init: ResponseInit = { status: 400 }) {
  const submission = parseWithZod(formData, { schema: z.object({}) })
  return json(submission.reply({ formErrors }), init)
}
