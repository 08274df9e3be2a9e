/**
 * What the Text sections screen and its dialogs share on the server: the guard
 * (MANAGE_TEXT_SECTIONS, else Home: SPEC.md 6), the list and section of the URL, and the one
 * save every change goes through: both lists whole, with the revision the form was read at.
 */
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { TEXT_SECTION_CONFLICTS, TEXT_SECTION_LIMITS, type Organization, type TextSection } from '#contract/organizations'
import { isLanguage, LANGUAGE_NAMES } from '~/i18n'
import { requireOrgPermission, saveTextSections, type GuardArgs } from '~/services/organizations.server'
import { ApiError, type Api } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { i18n } from '~/services/i18n.server'
import { redirectWithToast } from '~/services/toast.server'
import { sectionFormSchema, sectionOfForm, valuesOfForm, valuesOfSection } from '~/features/tips/text-section-form'
import { LIST_FIELD, SECTION_LISTS, isSectionList, moved, readingLanguages, sectionKey, type SectionList } from '~/features/tips/text-sections'
import { highlightPath } from '~/utils/highlight'
import type { EditorData, EditorResult } from './__section-editor'

/** The organization of the URL with MANAGE_TEXT_SECTIONS (else Home; 404 when out of reach). */
export async function requireTextSections(args: GuardArgs) {
  return requireOrgPermission(args, 'MANAGE_TEXT_SECTIONS')
}

/** The screen's URL; `stale` adds the notice that someone else changed the lists meanwhile. */
export const textSectionsScreen = (organizationId: string, stale = false) =>
  `/organizations/${organizationId}/text-sections${stale ? '?stale=1' : ''}`

/** The list named by the URL (`header` or `footer`), else 404. */
export function listParam(value: string | undefined): SectionList {
  if (!isSectionList(value)) throw new Response('Not found', { status: 404 })
  return value
}

/** The section of the URL (`…/header/2/edit`), else 404: a position the list does not have. */
export function sectionAt(organization: Organization, list: SectionList, index: string | undefined) {
  const position = /^\d{1,3}$/.test(index ?? '') ? Number(index) : -1
  const section = organization[LIST_FIELD[list]][position]
  if (!section) throw new Response('Not found', { status: 404 })
  return { position, section }
}

/** The languages the screen and dialogs read sections in: the user's, then the menu languages. */
export async function screenLanguages(request: Request, organization: Organization) {
  return readingLanguages(await i18n.getLocale(request), organization.menuLanguages)
}

type Lists = Record<SectionList, TextSection[]>

/** The message of a save the platform refused (other than a stale one): SPEC.md 8. */
export const UNABLE_TO_UPDATE = 'textSections.errors.unableToUpdateOrganization'

/**
 * Saves the organization's lists as `change` makes them from the lists read now, naming the
 * revision the user's form was read at (`revision`): when someone saved in between, the
 * platform answers 409 STALE and nothing is written; the user is sent to the screen, re-read,
 * with a notice (their change is not applied over lists they have not seen). Success goes back
 * to the screen with `toastKey`, the section `highlight` (a sectionKey) marked and scrolled to;
 * any other refusal answers null, for the form to say UNABLE_TO_UPDATE.
 */
export async function saveLists(
  { request, api, organization }: { request: Request; api: Api; organization: Organization },
  revision: number,
  change: (lists: Lists) => Lists,
  toastKey: string,
  highlight?: string,
): Promise<Response | null> {
  const next = change({ header: organization.headerTextSections, footer: organization.footerTextSections })
  try {
    await saveTextSections(api, organization.id, {
      headerTextSections: next.header,
      footerTextSections: next.footer,
      textSectionsRevision: revision,
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 409 && error.params.reason === TEXT_SECTION_CONFLICTS.stale) throw redirect(textSectionsScreen(organization.id, true))
    return null
  }
  // The screen has no query of its own to keep (the notice of an earlier conflict ends here).
  const screen = textSectionsScreen(organization.id)
  return redirectWithToast(request, highlight ? highlightPath(screen, highlight) : screen, { type: 'success', key: toastKey })
}

/**
 * A form read at another revision than the lists now have: its positions may name other
 * sections, so nothing is applied and the user sees the lists as they are now, with the notice.
 */
export function refuseIfStale(organization: Organization, revision: number) {
  if (revision !== organization.textSectionsRevision) throw redirect(textSectionsScreen(organization.id, true))
}

/**
 * The languages the editor offers: the organization's menu languages (SPEC.md 2), or, when it
 * has none, the user's own, so a section can still be written.
 */
function editorLanguages(organization: Organization, userLanguage: string) {
  if (organization.menuLanguages.length > 0) return organization.menuLanguages.map((l) => ({ code: l.code, title: l.title }))
  return [{ code: userLanguage, title: isLanguage(userLanguage) ? LANGUAGE_NAMES[userLanguage] : userLanguage }]
}

/** The editor's loader: the section of the URL (none for a new one) as form values, and the languages. */
export async function editorData(args: LoaderFunctionArgs, editing: boolean): Promise<EditorData> {
  const { organization } = await requireTextSections(args)
  const list = listParam(args.params.list)
  const section = editing ? sectionAt(organization, list, args.params.index).section : null
  const userLanguage = await i18n.getLocale(args.request)
  const languages = editorLanguages(organization, userLanguage)
  const codes = languages.map((l) => l.code)
  return {
    values: valuesOfSection(section, organization.textSectionsRevision),
    lang: codes.includes(userLanguage) ? userLanguage : codes[0]!,
    languages,
  }
}

/** The first language a form's messages name (`text.lt`), to show it after a round trip. */
function languageOfMessages(reply: SubmissionResult<string[]>, codes: string[]): string | undefined {
  for (const key of Object.keys(reply.error ?? {})) {
    const code = key.split('.')[1]
    if (code && codes.includes(code)) return code
  }
  return undefined
}

/**
 * The editor's action: a language button (without JavaScript) answers the same values in that
 * language; a save is checked, refused with the form's messages, or applied to the lists as
 * read now (appended, or in place of the section edited) and saved with the form's revision.
 */
export async function editorAction(args: ActionFunctionArgs, editing: boolean) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireTextSections(args)
  const list = listParam(args.params.list)
  const userLanguage = await i18n.getLocale(request)
  const codes = editorLanguages(organization, userLanguage).map((l) => l.code)
  const values = valuesOfForm(form)
  const shown = values.shown && codes.includes(values.shown) ? values.shown : undefined
  delete values.shown
  const answer = (init: Omit<EditorResult, 'values'>, status = 200) => json<EditorResult>({ values, ...init }, { status })
  const intent = form.get('intent')
  const asked = typeof intent === 'string' ? /^lang:([a-z]{2})$/.exec(intent)?.[1] : undefined
  if (asked) return answer({ lang: codes.includes(asked) ? asked : shown, reply: null })
  const submission = parseWithZod(form, { schema: sectionFormSchema })
  if (submission.status !== 'success') {
    const reply = submission.reply()
    return answer({ lang: languageOfMessages(reply, codes) ?? shown, reply }, 400)
  }
  refuseIfStale(organization, submission.value.revision)
  const position = editing ? sectionAt(organization, list, args.params.index).position : -1
  const previous = editing ? organization[LIST_FIELD[list]][position]! : null
  const section = sectionOfForm(submission.value, previous)
  const saved = await saveLists(
    { request, api, organization },
    submission.value.revision,
    (lists) => ({ ...lists, [list]: editing ? lists[list].map((s, i) => (i === position ? section : s)) : [...lists[list], section] }),
    editing ? 'textSections.saved' : 'textSections.added',
    // A new section is the last of its list (issue 25 item 17).
    editing ? undefined : sectionKey(list, organization[LIST_FIELD[list]].length),
  )
  return saved ?? answer({ lang: shown, reply: submission.reply({ formErrors: [UNABLE_TO_UPDATE] }) }, 400)
}

/** Move up / move down: the section at `index` of `list` to `to`, in the lists read at `revision`. */
const moveSchema = z.object({
  list: z.enum(SECTION_LISTS),
  index: z.coerce.number().int().min(0).max(TEXT_SECTION_LIMITS.sections),
  to: z.coerce.number().int().min(-1).max(TEXT_SECTION_LIMITS.sections),
  revision: z.coerce.number().int().min(0).max(TEXT_SECTION_LIMITS.revisionMax),
})

/**
 * The screen's action: a move. Kept here, with its schema, so the screen's browser code carries
 * no validation library (the editor's does, to check the form as it is typed).
 */
export async function moveAction(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireTextSections(args)
  const submission = parseWithZod(form, { schema: moveSchema })
  if (submission.status !== 'success') return json(submission.reply({ formErrors: [UNABLE_TO_UPDATE] }), { status: 400 })
  const { list, index, to, revision } = submission.value
  refuseIfStale(organization, revision)
  const length = organization[LIST_FIELD[list]].length
  // Past either end is no move (the buttons there are disabled; a hand-made form is refused).
  if (index >= length || to < 0 || to >= length) return json(submission.reply({ formErrors: [UNABLE_TO_UPDATE] }), { status: 400 })
  const saved = await saveLists({ request, api, organization }, revision, (lists) => ({ ...lists, [list]: moved(lists[list], index, to) }), 'textSections.moved')
  return saved ?? json(submission.reply({ formErrors: [UNABLE_TO_UPDATE] }), { status: 400 })
}
