/** RegistrationPassword: only with a verified registration code, otherwise Home. */
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
  const state = requireOtp(await getSession(request), 'REGISTRATION', { verified: true })
  return json({ msisdn: state.msisdn })
}

export async function action({ request, context }: ActionFunctionArgs) {
  return setPasswordAction(request, context, 'registration')
}

export default function RegistrationPasswordScreen() {
  const { t } = useTranslation()
  const lastResult = useActionResult<typeof action>()
  return (
    <AuthCard title={t('password.createTitle')} subtitle={t('password.createSubtitle')}>
      <NewPasswordForm lastResult={lastResult} submitLabel={t('password.createSubmit')} />
    </AuthCard>
  )
}

export const handle: TitleHandle = { title: 'password.createTitle' }
