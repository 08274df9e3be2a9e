/** LoginOtp: code sign-in for a profile without a password. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { OtpScreen } from '~/routes/_auth+/__otp-screen'
import { replyWithFormErrors } from '~/services/form-errors.server'
import { ApiError } from '~/services/api.server'
import { completeSignIn, signInWith } from '~/services/auth.server'
import { otpScreenAction, otpScreenData, requireOtp } from '~/features/auth/otp-flow.server'
import { getSession } from '~/services/session.server'
import { setPasswordMessage } from '~/features/auth/api-errors'
import { encodeMessage } from '~/utils/messages'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  return json(otpScreenData(requireOtp(await getSession(request), 'LOGIN')))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return otpScreenAction({
    request,
    context,
    scope: 'LOGIN',
    onVerified: async (api, session, state, formData) => {
      try {
        const user = await signInWith('one-time-code', request, context, formData, { api, otpId: state.id! })
        return completeSignIn(api, user)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        return replyWithFormErrors(formData, [encodeMessage(setPasswordMessage(error, 'reset'))])
      }
    },
  })
}

export default function LoginOtpScreen() {
  const { t } = useTranslation()
  return <OtpScreen title={t('otp.loginTitle')} />
}

export const handle: TitleHandle = { title: 'otp.loginTitle' }
