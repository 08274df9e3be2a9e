/**
 * Edit a table (VIEW_TABLES; SPEC.md 2 "Tables": a row opens it). It saves the revision it was
 * read at, so a save over someone else's answers 'Someone else saved this table meanwhile…'.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { TableEditor } from './__table-editor'
import { editorData, saveTable } from './__tables.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  return json(await editorData(args, true))
}

export async function action(args: ActionFunctionArgs) {
  return saveTable(args, true)
}

export default function EditTableDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    // A new key per table: the form starts from the table's own values when another row is opened.
    <TableEditor key={data.table?.id} title={t('tables.editTitle')} table={data.table} boxes={data.boxes} pos={data.pos} lastResult={useActionResult<typeof action>()} />
  )
}

export const handle: TitleHandle = { title: 'tables.editTitle' }
