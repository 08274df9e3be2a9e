/** Modifier option editor dialog (VIEW_MENU, width 500): SPEC.md section 2 "modifier option editor". */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { OptionDialog } from './__option-dialog'
import { optionEditorAction, optionEditorLoader } from './__option-action.server'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => optionEditorLoader(args, args.params.optionId ?? '')

export const action = (args: ActionFunctionArgs) => optionEditorAction(args, args.params.optionId ?? '')

export default function EditOptionDialog() {
  const { t } = useTranslation()
  return (
    <OptionDialog
      data={useLoaderData<typeof loader>()}
      result={useActionResult<typeof action>()}
      title={t('modifiers.editOptionTitle')}
      submitLabel={t('modifiers.save')}
    />
  )
}

export const handle: TitleHandle = { title: 'modifiers.editOptionTitle' }
