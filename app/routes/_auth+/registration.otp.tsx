/** RegistrationOtp: a new phone confirms it receives codes, then creates a password. */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { OtpScreen } from '~/routes/_auth+/__otp-screen'
import { otpScreenAction, otpScreenData, requireOtp } from '~/features/auth/otp-flow.server'
import { commitSession, getSession } from '~/services/session.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  return json(otpScreenData(requireOtp(await getSession(request), 'REGISTRATION')))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return otpScreenAction({
    request,
    context,
    scope: 'REGISTRATION',
    onVerified: async (_api, session) =>
      redirect('/registration/password', { headers: { 'Set-Cookie': await commitSession(session) } }),
  })
}

export default function RegistrationOtpScreen() {
  const { t } = useTranslation()
  return <OtpScreen title={t('otp.registrationTitle')} />
}

export const handle: TitleHandle = { title: 'otp.registrationTitle' }
