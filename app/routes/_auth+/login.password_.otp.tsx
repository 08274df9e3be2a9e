/** ResetPasswordOtp: the code that allows a new password. */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { OtpScreen } from '~/routes/_auth+/__otp-screen'
import { otpScreenAction, otpScreenData, requireOtp } from '~/features/auth/otp-flow.server'
import { commitSession, getSession } from '~/services/session.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  return json(otpScreenData(requireOtp(await getSession(request), 'RESET_PASSWORD')))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return otpScreenAction({
    request,
    context,
    scope: 'RESET_PASSWORD',
    onVerified: async (_api, session) =>
      redirect('/login/password/reset', { headers: { 'Set-Cookie': await commitSession(session) } }),
  })
}

export default function ResetPasswordOtpScreen() {
  const { t } = useTranslation()
  return <OtpScreen title={t('otp.resetTitle')} backTo="/login/password" />
}

export const handle: TitleHandle = { title: 'otp.resetTitle' }
