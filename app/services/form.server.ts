/**
 * The one way an action reads its form. A browser posts forms as urlencoded or multipart;
 * anything else (JSON, text/plain, no type) is refused with 415 and a body that cannot be
 * read as a form with 400. Both are thrown as responses, so the route's ErrorBoundary shows
 * the usual page (inside the shell or the sign-in layout) instead of a 500.
 */
import { rememberRequestId } from './request-id.server'

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
    throw new Response('Unsupported Media Type', { status: 415 })
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Response('Bad Request', { status: 400 })
  }
  rememberRequestId(request, form)
  return form
}
