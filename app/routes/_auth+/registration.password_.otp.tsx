/**
 * RegistrationPasswordOtp: the code expired while the password was being set. A new code
 * was sent; entering it finishes registration with the password kept (sealed) in the
 * session. Without that password it goes back to RegistrationOtp.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { OtpScreen } from '~/routes/_auth+/__otp-screen'
import { replyWithFormErrors } from '~/services/form-errors.server'
import { ApiError } from '~/services/api.server'
import { completeSignIn, signInWith } from '~/services/auth.server'
import { otpScreenAction, otpScreenData, requireOtp } from '~/features/auth/otp-flow.server'
import { getSession, unsealSecret } from '~/services/session.server'
import { setPasswordMessage } from '~/features/auth/api-errors'
import { encodeMessage } from '~/utils/messages'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request)
  if (!unsealSecret(session.get('pendingPassword'))) throw redirect('/registration/otp')
  return json(otpScreenData(requireOtp(session, 'REGISTRATION')))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return otpScreenAction({
    request,
    context,
    scope: 'REGISTRATION',
    onVerified: async (api, session, state, formData) => {
      const newPassword = unsealSecret(session.get('pendingPassword'))
      if (!newPassword) return redirect('/registration/otp')
      try {
        const user = await signInWith('one-time-code', request, context, formData, { api, otpId: state.id!, newPassword })
        return completeSignIn(api, user)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        return replyWithFormErrors(formData, [encodeMessage(setPasswordMessage(error, 'registration'))])
      }
    },
  })
}

export default function RegistrationPasswordOtpScreen() {
  const { t } = useTranslation()
  return <OtpScreen title={t('otp.registrationTitle')} />
}

export const handle: TitleHandle = { title: 'otp.registrationTitle' }
