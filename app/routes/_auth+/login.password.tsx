/** LoginPassword: password entry, cancel back to Login, and a reset-password action. */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { AuthCard } from '~/routes/_auth+/__auth-card'
import { Button, buttonClass } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { replyWithFormErrors } from '~/services/form-errors.server'
import { ApiError, apiFor } from '~/services/api.server'
import { completeSignIn, signInWith } from '~/services/auth.server'
import { sendCode } from '~/features/auth/otp-flow.server'
import { commitSession, getSession } from '~/services/session.server'
import { passwordLoginMessage } from '~/features/auth/api-errors'
import { encodeMessage } from '~/utils/messages'
import { passwordLoginSchema } from '~/utils/schemas'
import { readForm } from '~/services/form.server'
import { useAppForm } from '~/components/ui/use-app-form'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  const msisdn = (await getSession(request)).get('msisdn')
  if (!msisdn) throw redirect('/login/msisdn')
  return json({ msisdn })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await apiFor(request, context)
  const session = api.session
  const msisdn = session.get('msisdn')
  if (!msisdn) return redirect('/login/msisdn')
  const formData = await readForm(request)

  if (formData.get('intent') === 'reset') {
    const sent = await sendCode(api, session, msisdn, 'RESET_PASSWORD', request)
    if (!sent.ok) return replyWithFormErrors(formData, [encodeMessage(sent.warning!)])
    // A refused send (throttle) still goes on: the code screen says no code was sent and why.
    return redirect('/login/password/otp', { headers: { 'Set-Cookie': await commitSession(session) } })
  }

  const submission = parseWithZod(formData, { schema: passwordLoginSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    const user = await signInWith('password', request, context, formData, { api, msisdn })
    return completeSignIn(api, user)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const message = passwordLoginMessage(error)
    return json(submission.reply({ fieldErrors: { password: [encodeMessage(message)] } }), { status: 400 })
  }
}

export default function LoginPasswordScreen() {
  const { t } = useTranslation()
  const { msisdn } = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const [form, fields] = useAppForm({
    id: 'password-login',
    schema: passwordLoginSchema,
    lastResult,
  })
  return (
    <AuthCard title={t('login.passwordTitle')} subtitle={msisdn}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {/* Lets password managers pair the password with the phone number. */}
        <input type="text" name="username" autoComplete="username" value={msisdn} readOnly hidden />
        <Field
          label={t('login.password')}
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password', autoFocus: true }}
          errors={fields.password.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex gap-2">
          <Link to="/login/msisdn" className={buttonClass('secondary', 'flex-1')}>
            {t('common.cancel')}
          </Link>
          <Button name="intent" value="login" className="flex-1">
            {t('login.signIn')}
          </Button>
        </div>
      </Form>
      <Form method="post" className="mt-4 text-center">
        <Button variant="ghost" name="intent" value="reset">
          {t('login.forgotPassword')}
        </Button>
      </Form>
    </AuthCard>
  )
}

export const handle: TitleHandle = { title: 'login.passwordTitle' }
