/** New modifier dialog (VIEW_MENU): the modifier editor for a modifier not saved yet. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { modifierEditorAction, modifierEditorLoader } from './__modifier-action.server'
import { draftOf } from '~/features/menu/modifier-draft'
import { ModifierForm } from '~/features/menu/modifier-form'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => modifierEditorLoader(args, null)

export const action = (args: ActionFunctionArgs) => modifierEditorAction(args, null)

export default function NewModifierDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog title={t('modifiers.newTitle')} width={800}>
      <ModifierForm
        formId="new-modifier"
        draft={result?.draft ?? draftOf(null)}
        saved={null}
        priceModifiers={data.priceModifiers}
        languages={data.languages}
        lang={data.lang}
        currency={data.currency}
        errors={result?.errors ?? {}}
        formErrors={result?.formErrors ?? []}
        submitLabel={t('modifiers.create')}
      />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'modifiers.newTitle' }
