/** Remove employee confirmation (MANAGE_BOXES). */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { removeMember } from '~/features/tips/boxes.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { returnFromDialog } from '~/services/dialog.server'
import { redirectWithToast } from '~/services/toast.server'
import { readForm } from '~/services/form.server'
import { replyFromApiError } from '~/services/form-errors.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { member } = await requireBox(args, 'MANAGE_BOXES')
  return json({ name: member!.name })
}

export async function action(args: ActionFunctionArgs) {
  // Only a form confirms: a JSON or text/plain post is refused like on every action.
  const form = await readForm(args.request)
  const { api, organization, box, member } = await requireBox(args, 'MANAGE_BOXES')
  // Nothing to fill in: the submission only carries the way back.
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await removeMember(api, organization.id, box.id, member!.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'errors.unableToUpdateMember'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'members.removed' })
}

export default function RemoveMemberDialog() {
  const { t } = useTranslation()
  const { name } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog
      title={t('members.removeTitle')}
      width={400}
      footer={
        <>
          <DialogBackLink className={buttonClass('secondary')}>
            {t('common.cancel')}
          </DialogBackLink>
          <Form method="post">
            <BackToField />
            <Button variant="danger">{t('members.remove')}</Button>
          </Form>
        </>
      }
    >
      <p>{t('members.removeMessage', { name })}</p>
      <ErrorList errors={resultMessages(result)} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'members.removeTitle' }
