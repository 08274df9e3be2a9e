/** The modifier translation editor's loader and action start the same way (VIEW_MENU on a menuEnabled organization). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getModifier } from '~/features/menu/menu-modifiers.server'
import { requireMenuOrganization } from '~/features/menu/menu-editor.server'
import { screenSearch } from '~/utils/dialog-url'
import { modifierTranslationFields } from './__modifier-translation'

/** The modifier of the URL (404 when it is not the organization's), its fields in the menu languages, and the editor the dialog returns to. */
export async function translationContext(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const { api, organization } = await requireMenuOrganization(args)
  const modifier = await getModifier(api, organization.id, args.params.modifierId)
  const languages = organization.menuLanguages.map((l) => ({ code: l.code, title: l.title }))
  const codes = languages.map((l) => l.code)
  const fields = modifierTranslationFields(modifier)
  const { search } = new URL(args.request.url)
  const editUrl = `/organizations/${organization.id}/menu-modifiers/${modifier.id}/edit${screenSearch(search)}`
  return { api, organization, modifier, languages, codes, fields, editUrl }
}
