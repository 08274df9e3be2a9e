/**
 * Remove a table (VIEW_TABLES; SPEC.md 2 "Tables": the row's trash icon asks first). A table
 * that is already gone is the dialog's 404; a refusal is the dialog's message.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { getTable, removeTable } from '~/features/tables/tables.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { backToTables } from './__tables.server'
import { requireTables } from '~/features/tables/tables-guard.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireTables(args)
  const table = await getTable(api, organization.id, args.params.tableId)
  return json({ number: table.number })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireTables(args)
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await removeTable(api, organization.id, args.params.tableId)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'tables.removeFailed'] })
  }
  return redirectWithToast(args.request, backToTables(args.request, form, organization.id), { type: 'success', key: 'tables.removed' })
}

export default function RemoveTableDialog() {
  const { t } = useTranslation()
  const { number } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('tables.removeTitle')} confirmLabel={t('tables.removeSubmit')} errors={resultMessages(result)}>
      <p className="[overflow-wrap:anywhere]">{t('tables.removeMessage', { number })}</p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'tables.removeTitle' }
