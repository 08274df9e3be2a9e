/** ResetPassword: the change-password page after a verified reset code. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { AuthCard } from '~/routes/_auth+/__auth-card'
import { NewPasswordForm } from '~/routes/_auth+/__new-password-form'
import { requireOtp } from '~/features/auth/otp-flow.server'
import { getSession } from '~/services/session.server'
import { setPasswordAction } from '~/features/auth/set-password.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  const state = requireOtp(await getSession(request), 'RESET_PASSWORD', { verified: true })
  return json({ msisdn: state.msisdn })
}

export async function action({ request, context }: ActionFunctionArgs) {
  return setPasswordAction(request, context, 'reset')
}

export default function ResetPasswordScreen() {
  const { t } = useTranslation()
  const lastResult = useActionResult<typeof action>()
  return (
    <AuthCard title={t('password.changeTitle')}>
      <NewPasswordForm lastResult={lastResult} submitLabel={t('password.save')} />
    </AuthCard>
  )
}

export const handle: TitleHandle = { title: 'password.changeTitle' }
