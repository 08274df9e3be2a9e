/** Remove employee confirmation (MANAGE_BOXES). */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClass } from '~/components/button'
import { BackToField, Dialog, useDialogParent } from '~/components/dialog'
import { ErrorList } from '~/components/field'
import { ApiError } from '~/services/api.server'
import { requireBox } from '~/services/box-dialogs.server'
import { returnFromDialog } from '~/services/dialog.server'
import { redirectWithToast } from '~/services/toast.server'
import { readForm } from '~/services/form.server'

export async function loader(args: LoaderFunctionArgs) {
  const { member } = await requireBox(args, 'MANAGE_BOXES')
  return json({ name: member!.name })
}

export async function action(args: ActionFunctionArgs) {
  // Only a form confirms: a JSON or text/plain post is refused like on every action.
  const form = await readForm(args.request)
  const { api, organization, box, member } = await requireBox(args, 'MANAGE_BOXES')
  try {
    await api.delete(`/business/organizations/${organization.id}/boxes/${box.id}/members/${member!.id}`, { organizationId: organization.id })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return json({ errors: ['errors.unableToUpdateMember'] }, { status: 400 })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'members.removed' })
}

export default function RemoveMemberDialog() {
  const { t } = useTranslation()
  const { name } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const back = useDialogParent()
  return (
    <Dialog
      title={t('members.removeTitle')}
      width={400}
      footer={
        <>
          <Link to={back} preventScrollReset className={buttonClass('secondary')}>
            {t('common.cancel')}
          </Link>
          <Form method="post">
            <BackToField />
            <Button variant="danger">{t('members.remove')}</Button>
          </Form>
        </>
      }
    >
      <p>{t('members.removeMessage', { name })}</p>
      <ErrorList errors={result?.errors} />
    </Dialog>
  )
}
