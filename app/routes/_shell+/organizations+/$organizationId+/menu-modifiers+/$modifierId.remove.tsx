/**
 * Remove modifier confirmation (VIEW_MENU). The platform takes the modifier off every item; it
 * refuses while another modifier uses it as its price modifier, and the dialog names those.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '#contract/errors'
import { deleteModifier, getModifier } from '~/features/menu/menu-modifiers.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { backFromDialog, requireMenuOrganization } from '~/features/menu/menu-editor.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireMenuOrganization(args)
  const modifier = await getModifier(api, organization.id, args.params.modifierId)
  return json({ name: modifier.name })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireMenuOrganization(args)
  const modifier = await getModifier(api, organization.id, args.params.modifierId)
  try {
    await deleteModifier(api, organization.id, modifier.id)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.errorCode === ErrorCode.PRICE_MODIFIER_IN_USE) {
      const users = Array.isArray(error.params.modifiers) ? (error.params.modifiers as { name?: unknown }[]) : []
      return json(
        { errors: ['modifiers.errors.priceModifierInUse'], users: users.map((u) => String(u.name ?? '')).filter(Boolean) },
        { status: 409 }
      )
    }
    return json({ errors: ['modifiers.errors.unableToRemove'], users: [] as string[] }, { status: 400 })
  }
  return redirectWithToast(args.request, backFromDialog(args.request, form, `/organizations/${organization.id}/menu-modifiers`), {
    type: 'success',
    key: 'modifiers.removed',
  })
}

export default function RemoveModifierDialog() {
  const { t } = useTranslation()
  const { name } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog
      title={t('modifiers.removeTitle')}
      confirmLabel={t('modifiers.remove')}
      errors={result?.errors}
      after={result?.users.length ? <p className="mt-1 text-sm text-slate-700">{result.users.join(', ')}</p> : null}
    >
      <p className="[overflow-wrap:anywhere]">{t('modifiers.removeMessage', { name })}</p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'modifiers.removeTitle' }
