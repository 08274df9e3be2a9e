/**
 * The request id a menu form was posted with (utils/request-id.ts), kept for the rest of the
 * request: the action reads the form (services/form.server.ts), and every menu write it then
 * makes carries that id as X-Request-Id (services/api.server.ts), so the live channel echoes the
 * id the browser is waiting for. A form posted without JavaScript has none; the write then gets
 * a fresh one, as before.
 */
import { requestIdOf } from '~/utils/request-id'

const submitted = new WeakMap<Request, string>()

export function rememberRequestId(request: Request, form: FormData) {
  const id = requestIdOf(form)
  if (id) submitted.set(request, id)
}

export function submittedRequestId(request: Request): string | null {
  return submitted.get(request) ?? null
}
