/**
 * The one-time-code part of the sign-in flows, shared by LoginOtp, RegistrationOtp,
 * ResetPasswordOtp and RegistrationPasswordOtp: sending, resending and verifying a code
 * whose state lives in the session cookie.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { OtpScope } from '../../../contract/session'
import { sendOtp, verifyOtp } from '~/features/auth/sign-in.server'
import { otpSendMessage, otpVerifyMessage, rateLimitMessage } from './api-errors'
import { secondsUntil } from '../../utils/countdown'
import { encodeMessage, type Message } from '../../utils/messages'
import { ApiError, apiFor, type Api } from '../../services/api.server'
import { i18n } from '../../services/i18n.server'
import { commitSession, type AppSession, type OtpState } from '../../services/session.server'
import { redirectWithToast } from '../../services/toast.server'
import { readForm } from '../../services/form.server'
import { replyWithFormErrors } from '../../services/form-errors.server'

export const otpCodeSchema = z.object({
  intent: z.literal('verify'),
  code: z
    .string({ required_error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, 'validation.otp'),
})

/**
 * Sends a code for the flow, worded in the request's language, and stores its state. On RATE_LIMIT the flow continues with
 * the time of the next allowed send (and any earlier code of the same flow), and the
 * warning to show is returned; other failures change nothing and return their message.
 */
export async function sendCode(
  api: Api,
  session: AppSession,
  msisdn: string,
  scope: OtpScope,
  request: Request,
): Promise<{ ok: boolean; warning?: Message }> {
  const previous = session.get('otp')
  const sameFlow = previous && previous.msisdn === msisdn && previous.scope === scope ? previous : undefined
  // The SMS is worded in the language the user is reading the screens in.
  const language = await i18n.getLocale(request)
  try {
    const sent = await sendOtp(api, { msisdn, scope, language })
    session.set('otp', { scope, msisdn, id: sent.otpId, nextOtpAfter: sent.nextOtpAfter, verified: false, refused: false })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.errorCode === 'RATE_LIMIT') {
      const next = String(error.params.nextOtpAfter ?? '')
      session.set('otp', {
        scope,
        msisdn,
        id: sameFlow?.id ?? null,
        nextOtpAfter: next || null,
        verified: false,
        refused: true,
      })
      return { ok: true, warning: rateLimitMessage(next) }
    }
    return { ok: false, warning: otpSendMessage(error) }
  }
}

/** The flow's code state, or a redirect Home when the route needs a code id it lacks. */
export function requireOtp(session: AppSession, scope: OtpScope, options: { verified?: boolean } = {}): OtpState {
  const state = session.get('otp')
  if (!state || state.scope !== scope) throw redirect('/')
  if (options.verified && (!state.verified || !state.id)) throw redirect('/')
  return state
}

/**
 * What a code screen shows: whether a code went out, and when the last send was refused,
 * whether an earlier code of this flow still works and how long until another may be asked.
 */
export function otpScreenData(state: OtpState) {
  return {
    msisdn: state.msisdn,
    nextOtpAfter: state.nextOtpAfter,
    hasCode: Boolean(state.id),
    refused: Boolean(state.refused),
    waitSeconds: secondsUntil(state.nextOtpAfter),
  }
}

/** What a code-entry screen draws (its loader's answer). */
export type OtpScreenData = ReturnType<typeof otpScreenData>

/**
 * The action of every code-entry screen: `intent=resend` sends a new code when allowed;
 * otherwise the code is verified and `onVerified` decides where the flow goes next.
 */
export async function otpScreenAction(args: {
  request: Request
  context: AppLoadContext
  scope: OtpScope
  onVerified: (api: Api, session: AppSession, state: OtpState, formData: FormData) => Promise<Response>
}) {
  const { request, context, scope } = args
  const api = await apiFor(request, context)
  const session = api.session
  const state = requireOtp(session, scope)
  const formData = await readForm(request)
  const here = new URL(request.url).pathname

  if (formData.get('intent') === 'resend') {
    if (secondsUntil(state.nextOtpAfter) > 0) {
      return replyWithFormErrors(formData, [encodeMessage(rateLimitMessage(state.nextOtpAfter))], { status: 429 })
    }
    const result = await sendCode(api, session, state.msisdn, scope, request)
    if (!result.ok) return replyWithFormErrors(formData, [encodeMessage(result.warning!)])
    if (result.warning) {
      return replyWithFormErrors(formData, [encodeMessage(result.warning)], {
        status: 429,
        headers: { 'Set-Cookie': await commitSession(session) },
      })
    }
    return redirectWithToast(request, here, { type: 'success', key: 'otp.sent' }, session)
  }

  const submission = parseWithZod(formData, { schema: otpCodeSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  if (!state.id) return replyWithFormErrors(formData, [encodeMessage({ key: 'errors.invalidOtp' })])
  try {
    await verifyOtp(api, state.id, submission.value.code)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return json(submission.reply({ formErrors: [encodeMessage(otpVerifyMessage(error))] }), { status: 400 })
  }
  session.set('otp', { ...state, verified: true })
  return args.onVerified(api, session, { ...state, verified: true }, formData)
}
