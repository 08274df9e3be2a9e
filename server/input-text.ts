/**
 * The back-office's half of the guard against text the database would refuse (a NUL, a lone
 * surrogate, other control characters; the platform's half is platform/http/input-text.ts):
 * a page request whose query, headers or form fields hold such text is answered 400
 * with a short page in the user's language before any loader or action runs, once for every
 * route. Typed into the Modifiers screen's search, a NUL went on to the platform and the
 * page answered 500.
 */
import { requestTextProblem, textProblem } from '../contract/primitives.js'

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/** True when the request carries text no route should see. Reads a copy of a form body. */
export async function hasUnusableText(request: Request): Promise<boolean> {
  if (requestTextProblem(request)) return true
  if (request.method === 'GET' || request.method === 'HEAD' || !FORM.test(request.headers.get('content-type') ?? '')) return false
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return false // A broken body: the route's own reading refuses it.
  }
  for (const [name, value] of form) {
    if (textProblem(name) || (typeof value === 'string' && textProblem(value))) return true
  }
  return false
}
