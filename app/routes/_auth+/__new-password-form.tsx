import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { newPasswordSchema } from '~/utils/schemas'
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'

/** Create-and-repeat password form of RegistrationPassword and ResetPassword. */
export function NewPasswordForm({ lastResult, submitLabel }: { lastResult?: SubmissionResult<string[]> | null; submitLabel: string }) {
  const { t } = useTranslation()
  const [form, fields] = useAppForm({
    id: 'new-password',
    schema: newPasswordSchema,
    lastResult,
    constraint: getZodConstraint(newPasswordSchema),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <Field
        label={t('password.new')}
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password', autoFocus: true }}
        errors={fields.password.errors}
        help={t('password.hint')}
      />
      <Field
        label={t('password.repeat')}
        inputProps={{ ...getInputProps(fields.repeat, { type: 'password' }), autoComplete: 'new-password' }}
        errors={fields.repeat.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <Button className="w-full">{submitLabel}</Button>
    </Form>
  )
}
