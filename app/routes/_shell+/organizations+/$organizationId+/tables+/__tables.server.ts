/**
 * What the Tables screen and its dialogs share on the server (the guard is
 * features/tables/tables-guard.server.ts, which the print sheet uses too): the POS tables a table may still take, the
 * editor's save (new and edit), and the platform's refusals as the dialogs' messages.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import type { PosTable } from '#contract/menu-reference'
import type { Organization } from '#contract/organizations'
import { TABLE_ERRORS } from '#contract/tables'
import { posTables } from '~/features/menu/menu-reference.server'
import type { GuardArgs } from '~/services/organizations.server'
import { requireTables } from '~/features/tables/tables-guard.server'
import { createTable, getTable, listMappedTables, updateTable } from '~/features/tables/tables.server'
import { ApiError, type Api } from '~/services/api.server'
import { backFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { highlightPath } from '~/utils/highlight'
import { screenSearch } from '~/utils/dialog-url'
import { tableFormSchema } from '~/features/tables/tables-schemas'

/** The Tables screen with the query of the dialog's URL (its search and page): where a dialog goes back to. */
export const tablesScreen = (organizationId: string, url: URL) => `/organizations/${organizationId}/tables${screenSearch(url.search)}`

/**
 * Where a dialog's form returns: the screen it was drawn over, as the form says (checked),
 * else the Tables screen (one segment up from `/tables/<id>/edit` is no screen).
 */
export const backToTables = (request: Request, form: FormData, organizationId: string) =>
  backFromDialog(request, form, tablesScreen(organizationId, new URL(request.url)))

/** The POS's tables, or `failed` when they could not be read (SPEC.md 8: the POS tables load message). */
export async function readPosTables(api: Api, organizationId: string): Promise<{ tables: PosTable[]; failed: boolean }> {
  try {
    return { tables: (await posTables(api, organizationId)).tables, failed: false }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { tables: [], failed: true }
  }
}

/**
 * The POS tables no other table maps to, in the POS's order: what a table may choose. Null
 * without a POS integration (no choice is shown). `tableId` is the table being edited (its own
 * POS table stays a choice).
 */
export async function freePosTables(api: Api, organization: Organization, tableId: string | null) {
  if (!organization.posIntegrationEnabled) return null
  const [pos, mapped] = await Promise.all([readPosTables(api, organization.id), listMappedTables(api, organization.id)])
  const taken = new Set(mapped.filter((t) => t.id !== tableId).flatMap((t) => (t.posId ? [t.posId] : [])))
  return { choices: pos.tables.filter((t) => !taken.has(t.id)), failed: pos.failed }
}

/** What the editor needs: the table (none for a new one), the tip boxes, the POS tables it may take. */
export async function editorData(args: GuardArgs & { params: { tableId?: string } }, editing: boolean) {
  const { api, organization } = await requireTables(args)
  const table = editing ? await getTable(api, organization.id, args.params.tableId) : null
  const pos = await freePosTables(api, organization, table?.id ?? null)
  // The table's POS table even when the POS no longer lists it, so saving keeps it visibly.
  if (pos && table?.posId && !pos.choices.some((c) => c.id === table.posId)) pos.choices.unshift({ id: table.posId, title: table.posId })
  return { table, boxes: organization.boxes, pos }
}

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>
}

const KNOWN = new Set<string>(Object.values(TABLE_ERRORS))

/**
 * A refusal of the platform as the dialog's messages, status 400: each TABLE_ERRORS key the
 * answer names a field for goes under that field (`fieldOf` renames the platform's field to the
 * form's; null puts it over the form); a key without a field (STALE) goes over the form;
 * anything else is `fallback` over the form. Anything but a refusal (a redirect to sign-in,
 * the 503 page) goes on.
 */
export function tableRefusalReply(submission: Replyable, error: unknown, fallback: string, fieldOf: (field: string) => string | null = (f) => f) {
  if (!(error instanceof ApiError)) throw error
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  const fields = error.params.fields
  for (const [field, messages] of Object.entries(fields && typeof fields === 'object' ? fields : {})) {
    for (const message of Array.isArray(messages) ? messages : []) {
      if (typeof message !== 'string' || !KNOWN.has(message)) continue
      const name = fieldOf(field)
      if (name) (fieldErrors[name] ??= []).push(message)
      else if (!formErrors.includes(message)) formErrors.push(message)
    }
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) {
    const key = error.params.key
    formErrors.push(typeof key === 'string' && KNOWN.has(key) ? key : fallback)
  }
  return json(submission.reply({ formErrors, fieldErrors }), { status: 400 })
}

/** The editor's action: creates a table (back to the page that holds it, highlighted), or saves the one of the URL (back to the list as it was), with 'Table saved'. */
export async function saveTable(args: ActionFunctionArgs, editing: boolean) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireTables(args)
  const submission = parseWithZod(form, { schema: tableFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const { number, boxId, posId, revision } = submission.value
  const input = { number, boxId: boxId ?? null, posId: posId ?? null }
  let created: string | null = null
  try {
    if (editing) await updateTable(api, organization.id, args.params.tableId, { ...input, revision })
    else created = (await createTable(api, organization.id, input)).id
  } catch (error) {
    return tableRefusalReply(submission, error, editing ? 'errors.unableToUpdateTable' : 'errors.unableToCreateTable')
  }
  const back = backToTables(request, form, organization.id)
  return redirectWithToast(request, created ? highlightPath(back, created) : back, { type: 'success', key: 'tables.saved' })
}
