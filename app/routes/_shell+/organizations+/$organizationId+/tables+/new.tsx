/** 'New table' (VIEW_TABLES; SPEC.md 2 "Tables"): the editor over the list, back to it with 'Table saved'. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { TableEditor } from './__table-editor'
import { editorData, saveTable } from './__tables.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  return json(await editorData(args, false))
}

export async function action(args: ActionFunctionArgs) {
  return saveTable(args, false)
}

export default function NewTableDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return <TableEditor title={t('tables.newTitle')} table={null} boxes={data.boxes} pos={data.pos} lastResult={useActionResult<typeof action>()} />
}

export const handle: TitleHandle = { title: 'tables.newTitle' }
