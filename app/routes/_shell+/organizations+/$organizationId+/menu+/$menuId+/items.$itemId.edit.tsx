/**
 * Item editor dialog (VIEW_MENU): the item as edited from `?categoryId=` (SPEC.md 4: a shared
 * item saved from one category becomes that category's own copy), with its live phone preview.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { TranslationsLink } from '~/features/menu/translations-link'
import { itemEditorAction, itemEditorLoader } from './__item-action.server'
import { ItemForm } from './__item-form'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => itemEditorLoader(args, args.params.itemId ?? '')

export const action = (args: ActionFunctionArgs) => itemEditorAction(args, args.params.itemId ?? '')

const DIALOG_PARAMS = ['categoryId', 'lang'] as const

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function EditItemDialog() {
  const { t } = useTranslation()
  const { data, draft } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog title={t('menuItem.editTitle')} width={1000} dialogParams={DIALOG_PARAMS}>
      <TranslationsLink languageCount={data.languages.length} />
      <ItemForm
        formId="edit-item"
        data={data}
        initial={result?.draft ?? draft}
        result={result}
        submitLabel={t('menuItem.save')}
      />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menuItem.editTitle' }
