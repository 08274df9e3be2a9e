/** Edit employee (MANAGE_BOXES): name, token, external id; admin unless the box is INDIVIDUAL. */
import { getFormProps, getInputProps } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { MemberFormEnd } from '~/routes/_shell+/organizations+/$organizationId+/boxes+/$boxId+/_box+/__member-fields'
import { BackToField, Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { availableTokens, updateMember } from '~/features/tips/boxes.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { returnFromDialog } from '~/services/dialog.server'
import { redirectWithToast } from '~/services/toast.server'
import { memberEditSchema } from '~/features/tips/tips-schemas'
import { readForm } from '~/services/form.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { useAppForm } from '~/components/ui/use-app-form'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, box, member } = await requireBox(args, 'MANAGE_BOXES')
  const tokens = await availableTokens(api, organization.id)
  return json({
    tokens,
    mode: box.mode,
    member: { name: member!.name, role: member!.role, token: member!.token ?? '', externalId: member!.externalId ?? '' },
  })
}

export async function action(args: ActionFunctionArgs) {
  const { api, organization, box, member } = await requireBox(args, 'MANAGE_BOXES')
  const form = await readForm(args.request)
  const submission = parseWithZod(form, { schema: memberEditSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const value = submission.value
  // SPEC.md section 6: the admin switch shows on edit unless the box is INDIVIDUAL.
  const role = box.mode === 'INDIVIDUAL' ? member!.role : value.admin === 'on' ? 'ADMIN' : 'MEMBER'
  try {
    await updateMember(api, organization.id, box.id, member!.id, {
      name: value.name,
      role,
      token: value.token || null,
      externalId: value.externalId || null,
    })
  } catch (error) {
    return replyFromApiError(submission, error, { TOKEN_TAKEN: ['token', 'errors.tokenTaken'], '*': ['', 'errors.unableToUpdateMember'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'members.saved' })
}

export default function EditMemberDialog() {
  const { t } = useTranslation()
  const { tokens, mode, member } = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const [form, fields] = useAppForm({
    id: 'edit-member',
    schema: memberEditSchema,
    lastResult,
    defaultValue: { name: member.name, token: member.token, externalId: member.externalId, admin: member.role === 'ADMIN' ? 'on' : undefined },
    constraint: getZodConstraint(memberEditSchema),
  })
  return (
    <Dialog title={t('members.editTitle')} width={500}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <BackToField />
        <Field label={t('members.name')} inputProps={getInputProps(fields.name, { type: 'text' })} errors={fields.name.errors} />
        <MemberFormEnd fields={fields} form={form} showAdmin={mode !== 'INDIVIDUAL'} freeTokens={tokens} submitLabel={t('members.save')} />
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'members.editTitle' }
