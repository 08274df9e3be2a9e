/** Create tip box dialog (MANAGE_BOXES): name, mode and an optional six-digit token. */
import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { TokenField } from '~/features/tips/token-field'
import { ErrorList, Field, inputClass } from '~/components/ui/field'
import { availableTokens, createBox } from '~/features/tips/boxes.server'
import { requireOrgPermission } from '~/services/organizations.server'
import { redirectWithToast } from '~/services/toast.server'
import { boxFormSchema } from '~/features/tips/tips-schemas'
import { readForm } from '~/services/form.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { returnFromDialog } from '~/services/dialog.server'
import { highlightPath } from '~/utils/highlight'
import { useAppForm } from '~/components/ui/use-app-form'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireOrgPermission(args, 'MANAGE_BOXES')
  const tokens = await availableTokens(api, organization.id)
  return json({ tokens })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const { api, organization } = await requireOrgPermission(args, null)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: boxFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  let created: { id: string }
  try {
    created = await createBox(api, organization.id, { name: submission.value.name ?? '', mode: submission.value.mode, token: submission.value.token || null })
  } catch (error) {
    return replyFromApiError(submission, error, { TOKEN_TAKEN: ['token', 'errors.tokenTaken'], '*': ['', 'errors.unableToCreateBox'] })
  }
  // The new box is shown where it stands, highlighted (issue 25 item 17).
  return redirectWithToast(request, highlightPath(returnFromDialog(request, form), created.id), { type: 'success', key: 'boxes.created' })
}

export default function CreateBoxDialog() {
  const { t } = useTranslation()
  const { tokens } = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const [form, fields] = useAppForm({
    id: 'create-box',
    schema: boxFormSchema,
    lastResult,
    defaultValue: { mode: 'GROUP' },
    constraint: getZodConstraint(boxFormSchema),
  })
  return (
    <Dialog title={t('boxes.create')} width={400}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <BackToField />
        <Field label={t('boxes.name')} inputProps={{ ...getInputProps(fields.name, { type: 'text' }), placeholder: t('boxes.default') }} errors={fields.name.errors} />
        <div className="space-y-1">
          <label htmlFor={fields.mode.id} className="block text-sm font-medium text-slate-700">
            {t('boxes.mode')}
          </label>
          {/* Not `required`: a mode is always chosen, and a required select's first option would have to be an empty placeholder. */}
          <select {...getSelectProps(fields.mode)} required={false} className={inputClass()}>
            {(['PERSONAL', 'GROUP', 'INDIVIDUAL'] as const).map((mode) => (
              <option key={mode} value={mode}>
                {t(`boxes.modes.${mode}`)}
              </option>
            ))}
          </select>
          <ErrorList errors={fields.mode.errors} />
        </div>
        <TokenField inputProps={getInputProps(fields.token, { type: 'text' })} errors={fields.token.errors} freeTokens={tokens} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormActions>
          <Button>{t('boxes.createSubmit')}</Button>
        </FormActions>
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'boxes.create' }
