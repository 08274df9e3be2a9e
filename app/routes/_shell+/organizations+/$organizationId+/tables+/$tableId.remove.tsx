/**
 * Remove a table (VIEW_TABLES; SPEC.md 2 "Tables": the row's trash icon asks first). A table
 * that is already gone is the dialog's 404; a refusal is the dialog's message.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { getTable, removeTable } from '~/models/tables.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { backToTables, requireTables } from './__tables.server'

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
  const result = useActionData<typeof action>()
  return (
    <Dialog
      title={t('tables.removeTitle')}
      width={400}
      footer={
        <>
          <DialogBackLink className={buttonClass('secondary')}>{t('common.cancel')}</DialogBackLink>
          <Form method="post">
            <BackToField />
            <Button variant="danger">{t('tables.removeSubmit')}</Button>
          </Form>
        </>
      }
    >
      <p className="[overflow-wrap:anywhere]">{t('tables.removeMessage', { number })}</p>
      <ErrorList errors={resultMessages(result)} />
    </Dialog>
  )
}
