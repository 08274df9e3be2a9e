/**
 * Remove modifier confirmation (VIEW_MENU). The platform takes the modifier off every item; it
 * refuses while another modifier uses it as its price modifier, and the dialog names those.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '#contract/errors'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { ErrorList } from '~/components/ui/field'
import { deleteModifier, getModifier } from '~/models/menu-modifiers.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { backFromDialog, requireMenuOrganization } from '~/services/menu-editor.server'

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
  const result = useActionData<typeof action>()
  return (
    <Dialog
      title={t('modifiers.removeTitle')}
      width={400}
      footer={
        <>
          <DialogBackLink className={buttonClass('secondary')}>{t('common.cancel')}</DialogBackLink>
          <Form method="post">
            <BackToField />
            <Button variant="danger">{t('modifiers.remove')}</Button>
          </Form>
        </>
      }
    >
      <p className="[overflow-wrap:anywhere]">{t('modifiers.removeMessage', { name })}</p>
      <ErrorList errors={result?.errors} />
      {result?.users.length ? <p className="mt-1 text-sm text-slate-700">{result.users.join(', ')}</p> : null}
    </Dialog>
  )
}
