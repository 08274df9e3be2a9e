/** New modifier dialog (VIEW_MENU): the modifier editor for a modifier not saved yet. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { modifierEditorAction, modifierEditorLoader } from './__modifier-action.server'
import { ModifierForm } from '~/features/menu/modifier-form'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => modifierEditorLoader(args, null)

export const action = (args: ActionFunctionArgs) => modifierEditorAction(args, null)

export default function NewModifierDialog() {
  const { t } = useTranslation()
  return (
    <Dialog title={t('modifiers.newTitle')} width={800}>
      <ModifierForm formId="new-modifier" submitLabel={t('modifiers.create')} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'modifiers.newTitle' }
