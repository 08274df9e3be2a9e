/**
 * Setting a password with a verified code (RegistrationPassword and ResetPassword). When the
 * code expired meanwhile, a new one is sent and the user enters it; for registration the
 * password waits, sealed, in the session (RegistrationPasswordOtp).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type AppLoadContext } from '@remix-run/node'
import { isNewPasswordError, setPasswordMessage } from './api-errors'
import { encodeMessage } from '../../utils/messages'
import { newPasswordSchema } from '../../utils/schemas'
import { ApiError, apiFor } from '../../services/api.server'
import { completeSignIn, signInWith } from '../../services/auth.server'
import { requireOtp, sendCode } from './otp-flow.server'
import { sealSecret } from '../../services/session.server'
import { redirectWithToast } from '../../services/toast.server'
import { readForm } from '../../services/form.server'

export async function setPasswordAction(request: Request, context: AppLoadContext, flow: 'registration' | 'reset') {
  const api = await apiFor(request, context)
  const session = api.session
  const scope = flow === 'registration' ? 'REGISTRATION' : 'RESET_PASSWORD'
  const state = requireOtp(session, scope, { verified: true })
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: newPasswordSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const newPassword = submission.value.password
  try {
    const user = await signInWith('one-time-code', request, context, formData, { api, otpId: state.id!, newPassword })
    return completeSignIn(api, user)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const message = setPasswordMessage(error, flow)
    if (isNewPasswordError(error)) {
      return json(submission.reply({ fieldErrors: { password: [encodeMessage(message)] } }), { status: 400 })
    }
    if (error.errorCode !== 'INVALID_OTP_ID') {
      return json(submission.reply({ formErrors: [encodeMessage(message)] }), { status: 400 })
    }
    // Expired: reset the code, send a new one and continue on the code screen.
    session.unset('otp')
    await sendCode(api, session, state.msisdn, scope, request)
    if (flow === 'registration') {
      session.set('pendingPassword', sealSecret(newPassword))
      return redirectWithToast(request, '/registration/password/otp', { type: 'warning', key: message.key }, session)
    }
    return redirectWithToast(request, '/login/password/otp', { type: 'warning', key: message.key }, session)
  }
}
