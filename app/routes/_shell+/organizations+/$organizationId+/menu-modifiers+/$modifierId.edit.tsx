/** Modifier editor dialog (VIEW_MENU, width 800): SPEC.md section 2 "modifier editor". */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TranslationsLink } from '~/features/menu/translations-link'
import { Dialog } from '~/components/ui/dialog'
import { modifierEditorAction, modifierEditorLoader } from './__modifier-action.server'
import { ModifierForm } from '~/features/menu/modifier-form'
import type { TitleHandle } from '~/utils/document-title'

export const loader = (args: LoaderFunctionArgs) => modifierEditorLoader(args, args.params.modifierId ?? '')

export const action = (args: ActionFunctionArgs) => modifierEditorAction(args, args.params.modifierId ?? '')

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function EditModifierDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <Dialog title={t('modifiers.editTitle', { name: data.modifier?.name ?? '' })} width={800}>
      <TranslationsLink languageCount={data.languages.length} />
      <ModifierForm formId="edit-modifier" submitLabel={t('modifiers.save')} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'documentTitles.modifier' }
