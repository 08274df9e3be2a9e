/**
 * What the menu editors' actions share (the item, modifier, option and translation editors):
 * the guard (VIEW_MENU on a menuEnabled organization), reading a form that may carry a file,
 * and a refusal of the platform as the editor's messages: 409 CONFLICT is a stale revision
 * ('Someone else saved this meanwhile…'), 400 VALIDATION names fields with message keys.
 */
import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from '@remix-run/node'
import { IMAGE_MAX_BYTES } from '#contract/images'
import { ErrorCode } from '#contract/errors'
import { requireOrgPermission } from '~/services/organizations.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { rememberRequestId } from '~/services/request-id.server'
import { addError, type FieldErrors } from '~/features/menu/menu-form'

interface GuardArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string }
}

/** The organization of the URL with VIEW_MENU (else Home); 404 when its menu is not enabled. */
export async function requireMenuOrganization(args: GuardArgs) {
  const found = await requireOrgPermission(args, 'VIEW_MENU')
  if (!found.organization.menuEnabled) throw new Response('Not found', { status: 404 })
  return found
}

/** The image the editor's file input names, when one was chosen; `tooLarge` when it was over the cap. */
export interface EditorForm {
  form: FormData
  file: File | null
  tooLarge: boolean
}

const FILE_FIELD = 'image'

/** The largest text field of an editor's multipart form (a localized description is far smaller). */
const TEXT_PART_MAX = 64 * 1024

/**
 * A urlencoded or multipart form (415 / 400 otherwise, as every action). A multipart body is
 * read in memory: the image part up to the platform's upload limit (a larger one is read to
 * its end and dropped, and the editor says so instead of failing the page), any other file
 * part dropped, a text part over TEXT_PART_MAX refused with 413.
 */
export async function readEditorForm(request: Request): Promise<EditorForm> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^\s*multipart\/form-data/i.test(type)) return { form: await readForm(request), file: null, tooLarge: false }
  let tooLarge = false
  const handler: UploadHandler = async (part) => {
    const isFile = part.filename !== undefined
    const cap = isFile ? IMAGE_MAX_BYTES : TEXT_PART_MAX
    const keep = !isFile || part.name === FILE_FIELD
    const chunks: Uint8Array[] = []
    let size = 0
    // The part is always read to its end: the parser goes on to the next part after it.
    for await (const chunk of part.data) {
      size += chunk.byteLength
      if (keep && size <= cap) chunks.push(chunk)
    }
    if (!keep) return undefined
    if (size > cap) {
      if (!isFile) throw new Response('Payload Too Large', { status: 413 })
      tooLarge = true
      return undefined
    }
    if (isFile) return new File([Buffer.concat(chunks)], part.filename ?? 'upload', { type: part.contentType })
    return new TextDecoder().decode(Buffer.concat(chunks))
  }
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    if (error instanceof Response) throw error
    throw new Response('Bad Request', { status: 400 })
  }
  rememberRequestId(request, form)
  const value = form.get(FILE_FIELD)
  const file = value instanceof File && value.size > 0 ? value : null
  return { form, file, tooLarge }
}

export const IMAGE_FIELD = FILE_FIELD

export interface Refusal {
  errors: FieldErrors
  formErrors: string[]
}

/**
 * A refusal of the platform as the editor's messages. `fields` maps the platform's field
 * paths (or their first segment) to the editor's; a field the editor does not show becomes a
 * message over the form. Anything but an ApiError (a redirect to sign-in, the 503 page) goes on.
 */
export function refusalOf(error: unknown, fallback: string, fields: Record<string, string> = {}): Refusal {
  if (!(error instanceof ApiError)) throw error
  const errors: FieldErrors = {}
  const formErrors: string[] = []
  if (error.status === 409 && error.errorCode === ErrorCode.CONFLICT) return { errors, formErrors: ['menuItem.errors.stale'] }
  const posted = error.errorCode === ErrorCode.VALIDATION ? (error.params.fields as Record<string, unknown> | undefined) : undefined
  if (posted && typeof posted === 'object') {
    for (const [path, messages] of Object.entries(posted)) {
      const keys = (Array.isArray(messages) ? messages : []).filter(
        (m): m is string => typeof m === 'string' && /^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(m)
      )
      const target = fields[path] ?? fields[path.split('.')[0]!]
      for (const key of keys.length ? keys : [fallback]) {
        if (target) addError(errors, target, key)
        else if (!formErrors.includes(key)) formErrors.push(key)
      }
    }
    if (Object.keys(errors).length || formErrors.length) return { errors, formErrors }
  }
  if (error.status === 413) return { errors, formErrors: ['menu.errors.imageTooLarge'] }
  return { errors, formErrors: [fallback] }
}

/** Where a menu editor's form returns (app/services/dialog.server.ts). */
export { backFromDialog } from '../../services/dialog.server'
