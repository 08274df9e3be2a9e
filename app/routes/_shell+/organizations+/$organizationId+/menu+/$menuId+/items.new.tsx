/**
 * New item dialog (VIEW_MENU): the item editor for an item created in `?categoryId=`, empty or
 * filled from a library item (`?libraryItemId=`, 'Load' in the library finder).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { itemEditorAction, itemEditorLoader } from './__item-action.server'
import { ItemForm } from './__item-form'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => itemEditorLoader(args, null)

export const action = (args: ActionFunctionArgs) => itemEditorAction(args, null)

/** The dialog's own query parameters, dropped on the way back to the Menu page. */
const ITEM_DIALOG_PARAMS = ['categoryId', 'libraryItemId', 'lang'] as const

export default function NewItemDialog() {
  const { t } = useTranslation()
  const { data, draft } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog title={t('menuItem.newTitle')} width={1000} dialogParams={ITEM_DIALOG_PARAMS}>
      <ItemForm
        formId="new-item"
        data={data}
        initial={result?.draft ?? draft}
        result={result}
        submitLabel={t('menuItem.create')}
      />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menuItem.newTitle' }
