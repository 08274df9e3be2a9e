/** New modifier option dialog (VIEW_MENU, width 500); saving adds it to the modifier and goes back to its editor. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { OptionDialog } from './__option-dialog'
import { optionEditorAction, optionEditorLoader } from './__option-action.server'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => optionEditorLoader(args, null)

export const action = (args: ActionFunctionArgs) => optionEditorAction(args, null)

export default function NewOptionDialog() {
  const { t } = useTranslation()
  return (
    <OptionDialog
      data={useLoaderData<typeof loader>()}
      result={useActionResult<typeof action>()}
      title={t('modifiers.newOption')}
      submitLabel={t('modifiers.addOption')}
    />
  )
}

export const handle: TitleHandle = { title: 'modifiers.newOption' }
