/**
 * What the Menus screen, the Menu page and their dialogs share on the server: the guard with
 * the menu language to show, the editors' answers (a form-only intent, a refused form, a
 * refusal of the platform: 409 is a stale revision) and the row buttons' refusals.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { ErrorCode } from '#contract/errors'
import type { Menu } from '#contract/menu'
import { listMenuTitles } from '~/features/menu/menus.server'
import { ApiError, type Api } from '~/services/api.server'
import { i18n } from '~/services/i18n.server'
import { applyFormIntent, valuesOfForm, type EditorValues } from '~/features/menu/menu-schemas'
import { requireMenuOrganization } from '~/features/menu/menu-editor.server'
import { menuLanguageOf } from '~/features/menu/menu-form'

interface GuardArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string }
}

/**
 * The organization (VIEW_MENU on a menuEnabled organization, else Home or 404), its menu
 * languages, the one to show (`?lang=`, else the interface's, else the first) and whether the
 * user may customize the menu (CUSTOMIZE_MENU).
 */
export async function requireMenus(args: GuardArgs) {
  const { api, organization } = await requireMenuOrganization(args)
  const url = new URL(args.request.url)
  const uiLanguage = await i18n.getLocale(args.request)
  const offered = organization.menuLanguages.map((l) => ({ code: l.code, title: l.title }))
  const lang = menuLanguageOf(
    offered.map((l) => l.code),
    url.searchParams.get('lang'),
    uiLanguage,
  )
  // An organization without menu languages still writes its texts in one.
  const languages = offered.length ? offered : [{ code: lang, title: lang.toUpperCase() }]
  const customize = organization.permissions.includes('CUSTOMIZE_MENU')
  return { api, organization, url, languages, lang, customize }
}

/** What an editor's action answers when it does not redirect: the form's values again, in a language, with messages. */
export interface EditorResult {
  values: EditorValues
  lang: string
  reply?: SubmissionResult<string[]>
}

const answer = (result: EditorResult, status: number) => json<EditorResult>(result, { status })

/**
 * A language switch or a suggestion decided (without JavaScript these post the form): the
 * changed values, nothing saved. Null when the form is being saved.
 */
export function formIntentAnswer(form: FormData, languages: { code: string }[], lang: string) {
  const intent = form.get('intent')
  if (typeof intent !== 'string') return null
  const changed = applyFormIntent(
    valuesOfForm(form),
    intent,
    languages.map((l) => l.code),
  )
  return changed ? answer({ values: changed.values, lang: changed.lang ?? lang }, 200) : null
}

/** A form the schema refused: its values and messages, status 400. */
export function invalidAnswer(form: FormData, reply: SubmissionResult<string[]>, lang: string) {
  return answer({ values: valuesOfForm(form), lang, reply }, 400)
}

/** Message keys the platform may answer with that the editors can show as they are. */
const SHOWN_KEY = /^(menu\.errors|validation)\.[a-zA-Z]+$/

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>
}

/**
 * A refusal of the platform as the form's messages: 409 CONFLICT is a stale revision; a
 * VALIDATION answer's fields go under the editor's field of the same name (`fields` maps the
 * platform's first path segment to it), anything else is `fallback` over the form. What is no
 * refusal (a redirect to sign-in, the 503 page) goes on.
 */
export function refusalReply(submission: Replyable, error: unknown, fallback: string, fields: Record<string, string> = {}) {
  if (!(error instanceof ApiError)) throw error
  if (error.status === 409 && error.errorCode === ErrorCode.CONFLICT) return submission.reply({ formErrors: ['menu.errors.staleRevision'] })
  const posted = error.errorCode === ErrorCode.VALIDATION ? error.params.fields : undefined
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  if (posted && typeof posted === 'object') {
    for (const [path, messages] of Object.entries(posted as Record<string, unknown>)) {
      const keys = (Array.isArray(messages) ? messages : []).filter((m): m is string => typeof m === 'string' && SHOWN_KEY.test(m))
      const target = fields[path.split('.')[0]!]
      for (const key of keys.length ? keys : [fallback]) {
        if (target) (fieldErrors[target] ??= []).push(key)
        else if (!formErrors.includes(key)) formErrors.push(key)
      }
    }
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(fallback)
  return submission.reply({ formErrors, fieldErrors })
}

/** An editor's refused save: the values as posted with the platform's messages, status 400. */
export function refusedAnswer(form: FormData, submission: Replyable, error: unknown, lang: string, fallback: string, fields?: Record<string, string>) {
  return answer({ values: valuesOfForm(form), lang, reply: refusalReply(submission, error, fallback, fields) }, 400)
}

/**
 * A refusal of a row button (move, hide, copy, publish) as the screen's messages, status 400:
 * the screen shows them over its list. Anything but a refusal goes on.
 */
export function rowRefusal(form: FormData, error: unknown, message: string) {
  if (!(error instanceof ApiError)) throw error
  return json(parseWithZod(form, { schema: z.object({}) }).reply({ formErrors: [message] }), { status: 400 })
}

/** The screen's URL again (with its query): where a row button's success returns. */
export const sameScreen = (request: Request) => {
  const url = new URL(request.url)
  // Remix marks a post to an index or layout route; the screen itself has no such marker.
  url.searchParams.delete('index')
  url.searchParams.delete('_data')
  return url.pathname + url.search
}

/** The editors' platform field names that are fields of the form. */
export const EDITOR_FIELDS = { title: 'title', description: 'description', activeHours: 'open', headerImageUrl: 'headerImageUrl', footerImageUrl: 'footerImageUrl' }

/** The menu of the URL from the menu list (the shell reads that list anyway); 404 when it is not there. */
export async function menuOfList(api: Api, organizationId: string, menuId: string | undefined): Promise<Menu> {
  const { menus } = await listMenuTitles(api, organizationId)
  const menu = menus.find((m) => m.id === menuId)
  if (!menu) throw new Response('Not found', { status: 404 })
  return menu
}
